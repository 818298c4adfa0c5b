import { carUsageFormFromQuote } from '../forms/car-usage.form.ts';
import { coverDetailsFormFromQuote } from '../forms/cover-details.form.ts';
import { HIDDEN_ADD_ON_CODES, ADD_ONS } from '../reference-data/add-ons.ts';
import { CLASSES_OF_USE } from '../reference-data/lists/class-of-use.ts';
import { COVER_TYPES } from '../reference-data/lists/cover-types.ts';
import { VAN_USED_FOR } from '../reference-data/lists/duq-answers.ts';
import { BUSINESS_CLASS_OF_USE_DISPLAY_CODE } from '../reference-data/van-security-and-use.ts';
import type { Person } from '../risk/person.schema.ts';
import { formatPounds } from '../shared/format.ts';
import type { Quote } from './quote.schema.ts';
import type { OptionalExtension } from './result.schema.ts';
import { selectedResult } from './selected-result.ts';

// ICOBS 5.2 (regulation-and-after-sale.md §3): before every non-advised sale the customer is told,
// from what they told us, what they want the insurance to do and that the policy sold meets it.
// Built here once so check-your-details shows, the server records and the PDF prints the same
// words (decision 044). The words are versioned: a change of wording is a new version, and the
// version shown is stored with the sale.

/** The version of the statement's wording below. Change it whenever any of the words change. */
export const DEMANDS_AND_NEEDS_VERSION = 'demands-and-needs-2026-11-27';

export const DEMANDS_AND_NEEDS_TEXT = {
  heading: 'Your demands and needs',
  intro:
    'From your answers, this is what you want from your van insurance. Please read it: if any of it is wrong, change your answers before you continue.',
  cover: (level: string) => `You want ${level} cover for your van.`,
  coverUnknown: 'You have not chosen a level of cover yet.',
  use: (use: string) => `You want the van insured for: ${use}.`,
  businessUse: (who: string) => `The business use you need is: ${who}.`,
  usedFor: (what: string) => `You told us the van is used for: ${what}.`,
  drivers: (names: string) => `You want these people insured to drive it: ${names}.`,
  driversOnlyYou: (name: string) => `You want only yourself insured to drive it: ${name}.`,
  voluntaryExcess: (amount: string) =>
    `You chose a voluntary excess of ${amount}, paid on top of the compulsory excess on a claim.`,
  noVoluntaryExcess: 'You chose no voluntary excess.',
  payAnnually: 'You want to pay for the year in one payment by card.',
  payMonthly:
    'You want to spread the cost in monthly payments by Direct Debit. This is a credit agreement, and it costs more in total than paying in one go.',
  included: (names: string) => `Included with this cover: ${names}.`,
  taken: (names: string) => `Extras you chose to add: ${names}.`,
  noneTaken: 'You chose not to add any extras.',
  declined: (names: string) =>
    `Extras you were offered and chose not to take: ${names}. Without them you are not covered for what they cover.`,
  notAdvised:
    'We have not given you advice or a personal recommendation about this insurance. You have chosen it yourself, on the information you gave us. Please read the policy documents to make sure the cover is right for you.',
  meets: (product: string) =>
    `On the information you gave us, ${product} meets these demands and needs.`,
  meetsProductUnknown: 'this policy',
  meetsProduct: (product: string, insurer: string) => `the ${product} policy from ${insurer}`,
} as const;

/** The statement: its version, heading and paragraphs in order. */
export interface DemandsAndNeedsStatement {
  version: string;
  heading: string;
  paragraphs: readonly string[];
}

const t = DEMANDS_AND_NEEDS_TEXT;

function personName(person: Person | undefined): string | undefined {
  const name = [person?.name?.forenames, person?.name?.surname].filter(Boolean).join(' ').trim();
  return name === '' ? undefined : name;
}

function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** An extra's name: the §9.5 name, else the quote's description, else its code. */
function extraName(extra: OptionalExtension): string {
  return (
    ADD_ONS.find((addOn) => addOn.code === extra.code)?.name ?? extra.description ?? extra.code
  );
}

const isHidden = (code: string) => (HIDDEN_ADD_ON_CODES as readonly string[]).includes(code);
/** §4.4: a code ending in I is integrated: it comes with the tier. */
const comesWithTheTier = (extra: OptionalExtension) =>
  extra.code.endsWith('I') || extra.compulsory === true;

/**
 * The demands-and-needs statement of `quote` (ICOBS 5.2): cover level, use, drivers, voluntary
 * excess, payment method, extras included, taken and declined (read from the selected tier's
 * result, §4.4), that the sale is non-advised, and that the policy meets them.
 */
export function demandsAndNeeds(quote: Quote): DemandsAndNeedsStatement {
  const risk = quote.policy.eventCurrent.risk;
  const cover = coverDetailsFormFromQuote(quote);
  const use = carUsageFormFromQuote(quote);
  const result = selectedResult(quote);
  const paragraphs: string[] = [t.intro];

  const level = COVER_TYPES.find((item) => item.code === cover.coverLevel)?.description;
  paragraphs.push(level === undefined ? t.coverUnknown : t.cover(level.toLowerCase()));

  const classOfUse = CLASSES_OF_USE.find((item) => item.code === use.classOfUse)?.description;
  if (classOfUse !== undefined) paragraphs.push(t.use(classOfUse.toLowerCase()));
  if (use.classOfUse === BUSINESS_CLASS_OF_USE_DISPLAY_CODE) {
    const who = CLASSES_OF_USE.find((item) => item.code === use.whoUsesTheCarForBusiness);
    if (who !== undefined) paragraphs.push(t.businessUse(who.description.toLowerCase()));
  }
  const usedFor = VAN_USED_FOR.find((item) => item.code === use.vanUsedFor)?.description;
  if (usedFor !== undefined) paragraphs.push(t.usedFor(usedFor.toLowerCase()));

  const proposer = personName(risk.proposer);
  const others = (risk.additionalInsuredPersons ?? []).flatMap((person) => {
    const name = personName(person);
    return name === undefined ? [] : [name];
  });
  if (proposer !== undefined) {
    paragraphs.push(
      others.length === 0
        ? t.driversOnlyYou(proposer)
        : t.drivers(listInWords([`${proposer} (you)`, ...others])),
    );
  }

  if (risk.volXS !== undefined) {
    paragraphs.push(
      risk.volXS > 0 ? t.voluntaryExcess(formatPounds(risk.volXS)) : t.noVoluntaryExcess,
    );
  }
  if (cover.paymentFrequency !== undefined) {
    paragraphs.push(cover.paymentFrequency === 'Instalmnts' ? t.payMonthly : t.payAnnually);
  }

  const extras = result?.allOptionalExtensions;
  const applied = (extras?.appliedOptionalExtensions ?? []).filter((e) => !isHidden(e.code));
  const appliedCodes = new Set(applied.map((extra) => extra.code));
  const included = applied.filter(comesWithTheTier).map(extraName);
  const taken = applied.filter((extra) => !comesWithTheTier(extra)).map(extraName);
  const declined = (extras?.availableOptionalExtensions ?? [])
    .filter((extra) => !isHidden(extra.code) && !appliedCodes.has(extra.code))
    .filter((extra) => !comesWithTheTier(extra))
    .map(extraName);
  if (included.length > 0) paragraphs.push(t.included(listInWords(included)));
  paragraphs.push(taken.length > 0 ? t.taken(listInWords(taken)) : t.noneTaken);
  if (declined.length > 0) paragraphs.push(t.declined(listInWords([...new Set(declined)])));

  paragraphs.push(t.notAdvised);
  const granted = result?.grantedDetailsMotor;
  const product = granted?.productName;
  const insurer = granted?.insurerName;
  paragraphs.push(
    t.meets(
      product !== undefined && insurer !== undefined
        ? t.meetsProduct(product, insurer)
        : t.meetsProductUnknown,
    ),
  );
  return { version: DEMANDS_AND_NEEDS_VERSION, heading: t.heading, paragraphs };
}

/** The statement as one text, exactly as shown: what is stored with the sale and hashed. */
export function demandsAndNeedsText(statement: DemandsAndNeedsStatement): string {
  return [statement.heading, ...statement.paragraphs].join('\n\n');
}
