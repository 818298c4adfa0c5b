import type { DuqMetadata } from '../../quote/views.schema.ts';
import type { MetadataItem } from '../metadata-item.schema.ts';
import { DUQ_QUESTIONS, IMPORTED_DUQ_ANSWERS } from '../duq-questions.ts';
import type { QuoteType } from '../journey-types.ts';
import { MODIFICATION_CATEGORIES } from '../modification-categories.ts';
import { PAY_METHOD_TYPES } from '../enumerations.ts';
import { TIER_GRID_PRICE_ROW_LABELS } from '../tiers.ts';
import { VEHICLE_MODIFICATIONS } from './vehicle-modifications.ts';
import { WHERE_KEPT } from './where-kept.ts';

// §7.3 / §9.10: the answers each underwriting question (duq) allows, for a direct quote and for
// one that arrived from a price-comparison site (PCW). Codes not given by the spec are our own.

const YES_NO = [
  { code: 'Y', description: 'Yes' },
  { code: 'N', description: 'No' },
] as const satisfies readonly MetadataItem[];

/** §5.5: duq 476 answers A (imported) or C (not imported). */
const IMPORTED = [
  { code: IMPORTED_DUQ_ANSWERS.imported, description: 'Imported' },
  { code: IMPORTED_DUQ_ANSWERS.notImported, description: 'Not imported' },
] as const satisfies readonly MetadataItem[];

/** §9.8 / §5.5: U, the unanswered default, offered only on PCW arrivals (see DUQ_METADATA). */
const NOT_ASKED: MetadataItem = { code: IMPORTED_DUQ_ANSWERS.unanswered, description: 'Not asked' };

/** duq 396: the van's body type. */
export const VAN_BODY_TYPES = [
  { code: 'PANEL', description: 'Panel van' },
  { code: 'HIGHROOF', description: 'High-roof panel van' },
  { code: 'WINDOW', description: 'Window van or combi' },
  { code: 'CREWVAN', description: 'Crew van (extra row of seats)' },
  { code: 'CDV', description: 'Car-derived van' },
  { code: 'PICKUP', description: 'Pick-up' },
  { code: 'DCPICKUP', description: 'Double-cab pick-up' },
  { code: 'DROPSIDE', description: 'Dropside' },
  { code: 'TIPPER', description: 'Tipper' },
  { code: 'LUTON', description: 'Luton or box van' },
  { code: 'CURTAIN', description: 'Curtain-sider' },
  { code: 'FLATBED', description: 'Flatbed' },
  { code: 'CHASSIS', description: 'Chassis cab' },
  { code: 'REFRIG', description: 'Refrigerated van' },
  { code: 'OTHER', description: 'Other' },
] as const satisfies readonly MetadataItem[];

/** duq 248: what the van is used for. */
export const VAN_USED_FOR = [
  { code: 'PERSONAL', description: 'Personal use only' },
  { code: 'TOOLS', description: 'Carrying my own tools and materials' },
  { code: 'OWNGOODS', description: 'Delivering my own goods to my customers' },
  { code: 'WORKSHOP', description: 'As a mobile workshop' },
  { code: 'MOBILESHOP', description: 'Mobile catering or mobile shop' },
  { code: 'REMOVALS', description: 'Removals or house clearance' },
  { code: 'COURIER', description: 'Courier or parcel delivery for others' },
  { code: 'FOODDEL', description: 'Food or grocery delivery for others' },
  { code: 'HAULAGE', description: 'Haulage for others' },
  { code: 'PASSENGERS', description: 'Carrying passengers for payment' },
] as const satisfies readonly MetadataItem[];

/** duq 463: who owns the van. Proposer is the §9.2 sample owner. */
export const VAN_OWNERS = [
  { code: 'Proposer', description: 'Me (the proposer)' },
  { code: 'Spouse', description: 'My spouse or partner' },
  { code: 'Parent', description: 'My parent' },
  { code: 'OtherFamily', description: 'Another family member' },
  { code: 'Company', description: 'My own company' },
  { code: 'Employer', description: 'My employer' },
  { code: 'Leasing', description: 'A leasing or contract hire company' },
  { code: 'Finance', description: 'A finance company' },
  { code: 'Other', description: 'Someone else' },
] as const satisfies readonly MetadataItem[];

/** duq 446: the van's registered keeper; as the owners, less the finance company. */
export const REGISTERED_KEEPERS: readonly MetadataItem[] = VAN_OWNERS.filter(
  (owner) => owner.code !== 'Finance',
);

/** duq 968: where the van is kept during the day: the WhereKept places, or no one place. */
export const WHERE_KEPT_DURING_THE_DAY: readonly MetadataItem[] = [
  ...WHERE_KEPT,
  { code: 'Various', description: 'At different sites during the day' },
];

/**
 * duq 63: total annual mileage bands. A band's code is its top mileage (50001 for over 50,000);
 * the boundaries include those of the rating notes (5k, 8k, 12k, 15k, 20k, 30k).
 */
export const ANNUAL_MILEAGE_BANDS = [
  { code: '3000', description: 'Up to 3,000 miles' },
  { code: '5000', description: '3,001 to 5,000 miles' },
  { code: '8000', description: '5,001 to 8,000 miles' },
  { code: '10000', description: '8,001 to 10,000 miles' },
  { code: '12000', description: '10,001 to 12,000 miles' },
  { code: '15000', description: '12,001 to 15,000 miles' },
  { code: '20000', description: '15,001 to 20,000 miles' },
  { code: '25000', description: '20,001 to 25,000 miles' },
  { code: '30000', description: '25,001 to 30,000 miles' },
  { code: '40000', description: '30,001 to 40,000 miles' },
  { code: '50000', description: '40,001 to 50,000 miles' },
  { code: '50001', description: 'Over 50,000 miles' },
] as const satisfies readonly MetadataItem[];

/** duq 247: years of no-claims discount, 0 to 20 ('0' is not sent on a direct quote, §5.5). */
export const NCD_YEARS: readonly MetadataItem[] = Array.from({ length: 21 }, (_, years) => ({
  code: String(years),
  description: ncdYearsDescription(years),
}));

function ncdYearsDescription(years: number): string {
  if (years === 0) return 'None';
  if (years === 1) return '1 year';
  return years === 20 ? '20 years or more' : `${years} years`;
}

/** duq 966: who may drive. INSONLY is the §9.2 sample's drivingRestriction. */
export const DRIVING_RESTRICTIONS = [
  { code: 'INSONLY', description: 'Insured only' },
  { code: 'INSSPOUSE', description: 'Insured and spouse or partner' },
  { code: 'INSNAMED', description: 'Insured and named drivers' },
  { code: 'ANYDRIVER', description: 'Any driver' },
] as const satisfies readonly MetadataItem[];

/** duq 295: the §9.13 pay methods, labelled as the tier grid labels them (§9.3). */
export const PAYMENT_FREQUENCIES: readonly MetadataItem[] = PAY_METHOD_TYPES.map((payMethod) => ({
  code: payMethod,
  description: TIER_GRID_PRICE_ROW_LABELS[payMethod],
}));

/** duq 354-356: a modification code, or '0' for none (the §3.13 default answer). */
const MODIFICATION_ANSWERS: readonly MetadataItem[] = [
  { code: '0', description: 'None' },
  ...VEHICLE_MODIFICATIONS,
];

/** duq 687: the §9.11 modification category, described by its categoryData key (§7.3). */
const MODIFICATION_CATEGORY_ANSWERS: readonly MetadataItem[] = MODIFICATION_CATEGORIES.map(
  (category) => ({ code: category.code, description: category.categoryDataKey }),
);

/** The yes/no questions, and 476 (A/C): the questions a comparison site may leave unasked. */
const QUESTIONS_A_COMPARISON_SITE_MAY_SKIP: readonly number[] = [
  DUQ_QUESTIONS.vanImported,
  DUQ_QUESTIONS.dashCamFitted,
  DUQ_QUESTIONS.signage,
  DUQ_QUESTIONS.rackingShelving,
  DUQ_QUESTIONS.refrigerated,
  DUQ_QUESTIONS.carryDangerousGoods,
  DUQ_QUESTIONS.homeOwner,
  DUQ_QUESTIONS.publicLiabilityInsurance,
  DUQ_QUESTIONS.tradeAssociationMember,
  DUQ_QUESTIONS.insureOtherVehicles,
];

/** §9.10: each question's answers on a direct quote, in the spec's order. */
const DIRECT_ANSWERS: readonly (readonly [number, readonly MetadataItem[]])[] = [
  [DUQ_QUESTIONS.vanImported, IMPORTED],
  [DUQ_QUESTIONS.vanBodyType, VAN_BODY_TYPES],
  [DUQ_QUESTIONS.dashCamFitted, YES_NO],
  [DUQ_QUESTIONS.modification1, MODIFICATION_ANSWERS],
  [DUQ_QUESTIONS.modification2, MODIFICATION_ANSWERS],
  [DUQ_QUESTIONS.modification3, MODIFICATION_ANSWERS],
  [DUQ_QUESTIONS.carModificationType, MODIFICATION_CATEGORY_ANSWERS],
  [DUQ_QUESTIONS.vanUsedFor, VAN_USED_FOR],
  [DUQ_QUESTIONS.totalAnnualMileage, ANNUAL_MILEAGE_BANDS],
  [DUQ_QUESTIONS.whereKeptOvernight, WHERE_KEPT],
  [DUQ_QUESTIONS.whereKeptDuringTheDay, WHERE_KEPT_DURING_THE_DAY],
  [DUQ_QUESTIONS.whoOwns, VAN_OWNERS],
  [DUQ_QUESTIONS.registeredKeeper, REGISTERED_KEEPERS],
  [DUQ_QUESTIONS.signage, YES_NO],
  [DUQ_QUESTIONS.rackingShelving, YES_NO],
  [DUQ_QUESTIONS.refrigerated, YES_NO],
  [DUQ_QUESTIONS.carryDangerousGoods, YES_NO],
  [DUQ_QUESTIONS.homeOwner, YES_NO],
  [DUQ_QUESTIONS.publicLiabilityInsurance, YES_NO],
  [DUQ_QUESTIONS.tradeAssociationMember, YES_NO],
  [DUQ_QUESTIONS.insureOtherVehicles, YES_NO],
  [DUQ_QUESTIONS.ncdYears, NCD_YEARS],
  [DUQ_QUESTIONS.drivingRestrictions, DRIVING_RESTRICTIONS],
  [DUQ_QUESTIONS.paymentFrequency, PAYMENT_FREQUENCIES],
  // §9.10: 370 appears in the sample request but its meaning is not shown, so it is listed (the
  // client may look it up by number) with no fixed answers: whatever answer it carries is kept.
  [DUQ_QUESTIONS.sampleUnknown, []],
];

function duqMetadata(
  answers: readonly (readonly [number, readonly MetadataItem[]])[],
  extra: (questionNumber: number) => readonly MetadataItem[],
): readonly DuqMetadata[] {
  return answers.map(([questionNumber, items]) => ({
    questionNumber,
    answerType: { responseItems: [...items, ...extra(questionNumber)] },
  }));
}

/**
 * §7.3 duqs, by quote type (§6: the journey type changes the DUQ metadata set). Both sets hold
 * every §9.10 question, since a PCW quote is shown and edited on the same pages as a direct one.
 * They differ in one way: a comparison site asks its own questions and maps them onto ours, and
 * some of ours (the yes/no questions and 476 imported) have no counterpart there, so a PCW arrival
 * can carry U, the unanswered default (§9.8, §5.5). The PCW set therefore also offers U 'Not
 * asked' on those questions; a direct customer answers them on our own pages, so DIRECT does not.
 */
export const DUQ_METADATA: Readonly<Record<QuoteType, readonly DuqMetadata[]>> = {
  DIRECT: duqMetadata(DIRECT_ANSWERS, () => []),
  PCW: duqMetadata(DIRECT_ANSWERS, (questionNumber) =>
    QUESTIONS_A_COMPARISON_SITE_MAY_SKIP.includes(questionNumber) ? [NOT_ASKED] : [],
  ),
};
