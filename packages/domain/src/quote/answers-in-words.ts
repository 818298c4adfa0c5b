import { additionalDriverFormFromQuote } from '../forms/additional-driver.form.ts';
import { carDetailsFormFromQuote, DASHCAM_LOCATIONS } from '../forms/car-details.form.ts';
import { carUsageFormFromQuote } from '../forms/car-usage.form.ts';
import { coverDetailsFormFromQuote } from '../forms/cover-details.form.ts';
import { driverDetailsFormFromQuote, type OccupationForm } from '../forms/driver-details.form.ts';
import {
  licenceDetailsFormFromQuote,
  type ClaimEntry,
  type LicenceNumberForm,
} from '../forms/licence-details.form.ts';
import type { ConvictionEntry } from '../forms/motoring-history.ts';
import {
  vehicleLookupFormFromQuote,
  type InvalidVehicleData,
} from '../forms/vehicle-lookup.form.ts';
import type { PageId } from '../journey/pages.ts';
import {
  ANNUAL_MILEAGE_BANDS,
  DRIVING_RESTRICTIONS,
  NCD_YEARS,
  REGISTERED_KEEPERS,
  VAN_BODY_TYPES,
  VAN_OWNERS,
  VAN_USED_FOR,
  WHERE_KEPT_DURING_THE_DAY,
} from '../reference-data/lists/duq-answers.ts';
import type { MetadataItem } from '../reference-data/metadata-item.schema.ts';
import type { MetadataListName } from '../reference-data/metadata-lists.ts';
import {
  MODIFICATION_CATEGORIES,
  RENAMED_MODIFICATION_DESCRIPTIONS,
} from '../reference-data/modification-categories.ts';
import { HOME_RENEWAL_MONTH_UNSET } from '../reference-data/offers-and-userfields.ts';
import {
  BUSINESS_CLASS_OF_USE_DISPLAY_CODE,
  VEHICLE_USES,
  alarmImmobiliserLabel,
} from '../reference-data/van-security-and-use.ts';
import { hasPartTimeJob } from '../risk/part-time-job.ts';
import type { Person } from '../risk/person.schema.ts';
import {
  NOT_ANSWERED,
  describeCode,
  formatDateParts,
  formatMonthYear,
  formatPounds,
  monthName,
  yesNo,
} from '../shared/format.ts';
import { ANSWERS_IN_WORDS_TEXT as text } from './answers-in-words.text.ts';
import type { Quote } from './quote.schema.ts';

// The customer's answers in words (§2.6 check-your-details: 'a summary for careful checking
// before payment'), section by section in the journey's order: what the web's check-your-details
// page shows and the server's statement of fact prints, row for row (decision 036). Read back with
// the domain's own `*FormFromQuote` functions, the inverse of what each page wrote; codes are
// written as their list's words; each row names the page that asks it, and for a named driver's
// own answers which driver.

/** The §9.12 metadata lists whose descriptions the answers are written in. */
export const ANSWER_LIST_NAMES = [
  'Fuel Type',
  'Vehicle Modifications',
  'Class of Use',
  'WhereKept',
  'VehAccess',
  'MaritalStatus',
  'EmployStatus',
  'Occupation',
  'Employer',
  'Convictions',
  'TYPES-LIC',
  'ClaimDescription',
  'RelationshipToProposer',
  'Previous Experience',
  'Type of Cover',
] as const satisfies readonly MetadataListName[];
export type AnswerListName = (typeof ANSWER_LIST_NAMES)[number];
export type AnswerLists = Readonly<Record<AnswerListName, readonly MetadataItem[]>>;

/** One answer: the question, the answer in words, and where it is asked. */
export interface AnswerRow {
  label: string;
  /** One line, or several (an address, a list of claims). */
  value: string | readonly string[];
  /** The journey page that asks it (journey/pages.ts). */
  page: PageId;
  /** For a named driver's own answers, which driver (index in additionalInsuredPersons). */
  driver?: number;
}

export interface AnswerGroup {
  /** A named driver's own answers sit under their name. */
  heading?: string;
  rows: AnswerRow[];
}

export type AnswerSectionId = keyof typeof text.sections;

export interface AnswerSection {
  id: AnswerSectionId;
  heading: string;
  groups: AnswerGroup[];
}

/**
 * Every answer of `quote` in words, in six sections in the journey's order (the van, its use, the
 * proposer, their licence, the additional drivers, the cover). Codes are written as the words of
 * their list in `lists` (or §9's own lists), a code a list does not know as the code itself, and a
 * question not answered as 'Not answered'. Gearbox, doors and fuel are rows only when the customer
 * gave them by hand (§4.5: `askedByHand`, the lookup's invalidVehicleData); when that is not known
 * (the quote does not record it), each the van holds is a row.
 */
export function answersInWords(
  quote: Quote,
  lists: AnswerLists,
  askedByHand?: InvalidVehicleData,
): AnswerSection[] {
  return [
    {
      id: 'van',
      heading: text.sections.van,
      groups: [{ rows: vanRows(quote, lists, askedByHand) }],
    },
    { id: 'use', heading: text.sections.use, groups: [{ rows: useRows(quote, lists) }] },
    { id: 'you', heading: text.sections.you, groups: [{ rows: youRows(quote, lists) }] },
    {
      id: 'licence',
      heading: text.sections.licence,
      groups: [{ rows: licenceRows(quote, lists) }],
    },
    { id: 'drivers', heading: text.sections.drivers, groups: driverGroups(quote, lists) },
    { id: 'cover', heading: text.sections.cover, groups: [{ rows: coverRows(quote, lists) }] },
  ];
}

/** Rows asked on `page`, for the driver at `driver` when given. */
function rowsOn(page: PageId, driver?: number) {
  return (label: string, value: string | readonly string[]): AnswerRow =>
    driver === undefined ? { label, value, page } : { label, value, page, driver };
}

const dateOf = (parts: { day: number; month: number; year: number } | undefined) =>
  parts ? formatDateParts(parts) : NOT_ANSWERED;

function vanRows(
  quote: Quote,
  lists: AnswerLists,
  askedByHand: InvalidVehicleData | undefined,
): AnswerRow[] {
  const vehicle = quote.policy.eventCurrent.risk.vehicles?.[0];
  const model = vehicle?.modelInfo;
  const van = carDetailsFormFromQuote(quote);
  const { registrationNumber } = vehicleLookupFormFromQuote(quote);
  const c = text.van;
  // The registration, and the make and model it found: another van is another lookup.
  const lookup = rowsOn('VehicleLookup');
  const row = rowsOn('CarDetails');
  const rows: AnswerRow[] = [lookup(c.registration, registrationNumber ?? NOT_ANSWERED)];
  if (model?.manufacturer !== undefined || model?.description !== undefined) {
    rows.push(
      lookup(
        c.makeAndModel,
        c.makeAndModelValue(
          model.manufacturer ?? '',
          model.description ?? '',
          vehicle?.yearOfManufacture,
        ),
      ),
    );
  }
  // §4.5: asked on van-details only when the lookup did not return them.
  const asked = askedByHand ?? {
    transmission: van.transmission !== undefined,
    doors: van.doors !== undefined,
    fuel: van.fuelType !== undefined,
  };
  if (asked.transmission) {
    rows.push(
      row(
        c.gearbox,
        van.transmission === undefined ? NOT_ANSWERED : c.transmissions[van.transmission],
      ),
    );
  }
  if (asked.doors) {
    rows.push(row(c.doors, van.doors === undefined ? NOT_ANSWERED : String(van.doors)));
  }
  if (asked.fuel) rows.push(row(c.fuel, describeCode(lists['Fuel Type'], van.fuelType)));
  rows.push(
    row(c.value, van.marketValue === undefined ? NOT_ANSWERED : formatPounds(van.marketValue)),
    row(c.bodyType, describeCode(VAN_BODY_TYPES, van.vanBodyType)),
    row(c.imported, yesNo(van.hasBeenImported)),
    row(c.dashCam, dashCamAnswer(van.dashCam, van.dashCamLoc)),
    row(c.alarm, alarmImmobiliserLabel(van.alarm, van.immobiliser) ?? NOT_ANSWERED),
    row(c.tracker, van.tracker === undefined ? NOT_ANSWERED : yesNo(van.tracker === 'TRAC')),
    row(c.modifications, modificationsAnswer(van, lists['Vehicle Modifications'])),
    row(
      c.bought,
      van.dontHaveTheCarYet === true
        ? c.notBoughtYet
        : van.datePurchased
          ? formatDateParts(van.datePurchased)
          : NOT_ANSWERED,
    ),
  );
  return rows;
}

function dashCamAnswer(dashCam: boolean | undefined, location: string | undefined): string {
  if (dashCam !== true) return yesNo(dashCam);
  const where = DASHCAM_LOCATIONS.find((item) => item.code === location)?.description;
  return where === undefined ? yesNo(true) : text.van.dashCamWhere(where);
}

function modificationsAnswer(
  van: { modified?: boolean; modificationCategory?: string; modifications?: string[] },
  modificationList: readonly MetadataItem[],
): string | string[] {
  if (van.modified !== true) return van.modified === false ? text.none : NOT_ANSWERED;
  // As van-details offers them: the category by its categoryData name, §9.11's own wording of
  // the renamed modifications, the list's for the rest.
  const category = MODIFICATION_CATEGORIES.find(
    (item) => item.code === van.modificationCategory,
  )?.categoryDataKey;
  const modifications = (van.modifications ?? []).map((code) =>
    code in RENAMED_MODIFICATION_DESCRIPTIONS
      ? RENAMED_MODIFICATION_DESCRIPTIONS[code as keyof typeof RENAMED_MODIFICATION_DESCRIPTIONS]
      : describeCode(modificationList, code),
  );
  return [...(category === undefined ? [] : [category]), ...modifications];
}

function useRows(quote: Quote, lists: AnswerLists): AnswerRow[] {
  const use = carUsageFormFromQuote(quote);
  const c = text.use;
  const row = rowsOn('CarUsage');
  const business = use.classOfUse === BUSINESS_CLASS_OF_USE_DISPLAY_CODE;
  const rows: AnswerRow[] = [
    row(c.owner, describeCode(VAN_OWNERS, use.whoOwnsTheCar)),
    row(c.registeredKeeper, describeCode(REGISTERED_KEEPERS, use.whoIsTheCarsRegisteredKeeper)),
    row(c.keptByDay, describeCode(WHERE_KEPT_DURING_THE_DAY, use.whereIsTheCarKeptDuringTheDay)),
    row(c.keptOvernight, describeCode(lists.WhereKept, use.whereKept)),
    row(c.keptAtHome, yesNo(use.isTheCarKeptAtHomeAddressOvernight)),
  ];
  if (use.isTheCarKeptAtHomeAddressOvernight === false && use.carKeptOvernightPostcode) {
    // As the customer gave it and the quote holds it (decision 036).
    rows.push(row(c.overnightPostcode, use.carKeptOvernightPostcode));
  }
  rows.push(
    row(
      c.classOfUse,
      business
        ? // §9.7 titles 'SDPC+Business' itself, as using-the-van shows it.
          (VEHICLE_USES.find((item) => item.code === BUSINESS_CLASS_OF_USE_DISPLAY_CODE)?.title ??
            describeCode(lists['Class of Use'], use.classOfUse))
        : describeCode(lists['Class of Use'], use.classOfUse),
    ),
  );
  if (business) {
    rows.push(
      row(c.businessUse, describeCode(lists['Class of Use'], use.whoUsesTheCarForBusiness)),
      row(
        c.businessMiles,
        use.businessAnnualMileage === undefined ? NOT_ANSWERED : c.miles(use.businessAnnualMileage),
      ),
    );
  }
  rows.push(
    row(c.usedFor, describeCode(VAN_USED_FOR, use.vanUsedFor)),
    row(c.annualMileage, describeCode(ANNUAL_MILEAGE_BANDS, use.totalAnnualMileage)),
    row(c.signage, yesNo(use.signage)),
    row(c.racking, yesNo(use.rackingShelving)),
    row(c.refrigerated, yesNo(use.refrigerated)),
    row(c.dangerousGoods, yesNo(use.carryDangerousGoods)),
    row(
      c.otherVehicles,
      use.numberOfOtherVehicles === undefined ? NOT_ANSWERED : String(use.numberOfOtherVehicles),
    ),
    row(c.access, describeCode(lists.VehAccess, use.accessToOtherVehicles)),
  );
  return rows;
}

function convictionsAnswer(
  convictions: readonly Partial<ConvictionEntry>[] | undefined,
  offences: readonly MetadataItem[],
): string | string[] {
  if (convictions === undefined) return NOT_ANSWERED;
  if (convictions.length === 0) return text.none;
  return convictions.map((conviction) =>
    text.conviction({
      // The code leads, as it is printed on the licence.
      offence: `${conviction.code ?? ''} ${describeCode(offences, conviction.code)}`.trim(),
      date: dateOf(conviction.convictionDate),
      points: conviction.pointsOnLicence,
      fine: conviction.fineAmount === undefined ? undefined : formatPounds(conviction.fineAmount),
      monthsDisqualified: conviction.disqualificationMonths,
    }),
  );
}

function claimsAnswer(
  claims: readonly ClaimEntry[] | undefined,
  descriptions: readonly MetadataItem[],
): string | string[] {
  if (claims === undefined) return NOT_ANSWERED;
  if (claims.length === 0) return text.none;
  return claims.map((claim) =>
    text.claim(
      describeCode(descriptions, claim.description),
      formatDateParts(claim.claimDate),
      claim.ncdPrejudiced,
    ),
  );
}

function medicalAnswer(
  medical: { dvlaNotified: boolean; dvlaRestriction: boolean } | undefined,
  licenceAnswered: boolean,
): string | string[] {
  // The medical condition is held only when one is declared (applyLicenceDetails).
  if (medical === undefined) return licenceAnswered ? text.none : NOT_ANSWERED;
  return [
    yesNo(true),
    text.licence.medicalTold(yesNo(medical.dvlaNotified)),
    text.licence.medicalRestricted(yesNo(medical.dvlaRestriction)),
  ];
}

/** The job rows of a driver page: status, then occupation and business when given. */
function jobRows(
  occupation: OccupationForm | undefined,
  lists: AnswerLists,
  row: (label: string, value: string) => AnswerRow,
): AnswerRow[] {
  const c = text.you;
  const rows = [row(c.empStatus, describeCode(lists.EmployStatus, occupation?.empStatus))];
  if (occupation?.occupation !== undefined) {
    rows.push(row(c.occupation, describeCode(lists.Occupation, occupation.occupation)));
  }
  if (occupation?.employersBusiness !== undefined) {
    rows.push(row(c.employersBusiness, describeCode(lists.Employer, occupation.employersBusiness)));
  }
  return rows;
}

/** A part-time job as one answer: status, occupation and business on their own lines. */
function partTimeAnswer(partTime: OccupationForm | undefined, lists: AnswerLists) {
  if (partTime === undefined || !hasPartTimeJob(partTime)) return text.none;
  return [
    describeCode(lists.EmployStatus, partTime.empStatus),
    ...(partTime.occupation === undefined
      ? []
      : [describeCode(lists.Occupation, partTime.occupation)]),
    ...(partTime.employersBusiness === undefined
      ? []
      : [describeCode(lists.Employer, partTime.employersBusiness)]),
  ];
}

function personName(person: { title?: string; firstName?: string; lastName?: string }): string {
  return [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** 'Ann Lee', as licence-details lists the drivers. */
function shortName(person: Person | undefined): string {
  return [person?.name?.forenames, person?.name?.surname].filter(Boolean).join(' ');
}

function addressLines(address: {
  houseNameOrNumber: string;
  addressLine1: string;
  addressLine2?: string;
  postcode: string;
}): string[] {
  // '46 Shakespeare Way', but 'Rose Cottage' on a line of its own.
  const firstLines = /^\d/.test(address.houseNameOrNumber)
    ? [`${address.houseNameOrNumber} ${address.addressLine1}`]
    : [address.houseNameOrNumber, address.addressLine1];
  return [
    ...firstLines,
    ...(address.addressLine2 === undefined ? [] : [address.addressLine2]),
    address.postcode.toUpperCase(),
  ];
}

function youRows(quote: Quote, lists: AnswerLists): AnswerRow[] {
  const you = driverDetailsFormFromQuote(quote);
  const c = text.you;
  const row = rowsOn('DriverDetails');
  const residency =
    you.residency === undefined
      ? NOT_ANSWERED
      : you.residency
        ? c.sinceBirth
        : you.residencyMonth !== undefined && you.residencyYear !== undefined
          ? c.since(formatMonthYear(you.residencyMonth, you.residencyYear))
          : NOT_ANSWERED;
  return [
    row(c.name, personName(you) || NOT_ANSWERED),
    row(c.gender, you.gender === undefined ? NOT_ANSWERED : c.genders[you.gender]),
    row(c.dateOfBirth, dateOf(you.dateOfBirth)),
    row(c.relationshipStatus, describeCode(lists.MaritalStatus, you.relationshipStatus)),
    row(c.residency, residency),
    row(c.email, you.email ?? NOT_ANSWERED),
    row(c.phone, you.phoneNumber ?? NOT_ANSWERED),
    row(c.address, you.address ? addressLines(you.address) : NOT_ANSWERED),
    row(c.insuranceRefused, yesNo(you.insuranceRefused)),
    row(c.nonMotoring, yesNo(you.hasNonMotoringConvictions)),
    row(c.drivingRestrictions, describeCode(DRIVING_RESTRICTIONS, you.drivingRestrictions)),
    row(c.convictions, convictionsAnswer(you.convictions, lists.Convictions)),
    row(c.homeOwner, yesNo(you.homeOwner)),
    ...jobRows(you.occupation, lists, row),
    row(c.partTime, partTimeAnswer(you.partTimeOccupation, lists)),
  ];
}

function licenceRows(quote: Quote, lists: AnswerLists): AnswerRow[] {
  const licence = licenceDetailsFormFromQuote(quote);
  const c = text.licence;
  const row = rowsOn('LicenceDetails');
  return [
    row(c.type, describeCode(lists['TYPES-LIC'], licence.licenceType)),
    row(c.since, dateOf(licence.dateObtained)),
    row(c.number, licenceNumberAnswer(licence.licenceNumber)),
    row(c.claims, claimsAnswer(licence.claims, lists.ClaimDescription)),
    row(c.medical, medicalAnswer(licence.medicalCondition, licence.dateObtained !== undefined)),
  ];
}

/** A driver's licence number as given, 'Not given', or not answered. */
function licenceNumberAnswer(number: LicenceNumberForm | undefined): string {
  if (number === undefined) return NOT_ANSWERED;
  return number.provideLicenceNumber
    ? `${number.part1}${number.part2}`
    : text.licence.numberNotGiven;
}

function driverGroups(quote: Quote, lists: AnswerLists): AnswerGroup[] {
  const risk = quote.policy.eventCurrent.risk;
  const drivers = risk.additionalInsuredPersons ?? [];
  const c = text.drivers;
  // Drivers are added, and the main driver chosen, on licence-details ('Would you like to add
  // another driver?').
  const row = rowsOn('LicenceDetails');
  if (drivers.length === 0) return [{ rows: [row(c.none, text.none)] }];
  const names = drivers.map((driver, index) => shortName(driver) || c.unnamed(index + 1));
  // §4.6: whoever's vehicleUse is MainUser; the proposer when no additional driver is.
  const main = drivers.findIndex((driver) => driver.driverDetails?.vehicleUse === 'MainUser');
  const mainDriver = main === -1 ? c.you(shortName(risk.proposer)) : (names[main] ?? '');
  return [
    { rows: [row(c.mainDriver, mainDriver)] },
    ...drivers.map((_, index) => driverGroup(quote, index, names[index] ?? '', lists)),
  ];
}

function driverGroup(quote: Quote, index: number, name: string, lists: AnswerLists): AnswerGroup {
  const driver = additionalDriverFormFromQuote(quote, index);
  const you = text.you;
  const licence = text.licence;
  const details = rowsOn('DriverDetails/AdditionalDriverDetails', index);
  const licencePage = rowsOn('AdditionalDriverDetails/LicenceDetails', index);
  return {
    heading: name,
    rows: [
      details(you.name, personName(driver) || NOT_ANSWERED),
      details(you.gender, driver.gender === undefined ? NOT_ANSWERED : you.genders[driver.gender]),
      details(you.dateOfBirth, dateOf(driver.dateOfBirth)),
      details(
        text.drivers.relationshipToYou,
        describeCode(lists.RelationshipToProposer, driver.relationshipToProposer),
      ),
      details(you.relationshipStatus, describeCode(lists.MaritalStatus, driver.relationshipStatus)),
      ...jobRows(driver.occupation, lists, details),
      // No page of the direct journey asks a named driver's part-time job, but a comparison site
      // may have declared one: the statement of fact must keep it, and the page shows what it will say.
      ...(driver.partTimeOccupation !== undefined && hasPartTimeJob(driver.partTimeOccupation)
        ? [details(you.partTime, partTimeAnswer(driver.partTimeOccupation, lists))]
        : []),
      details(you.insuranceRefused, yesNo(driver.insuranceRefused)),
      details(you.nonMotoring, yesNo(driver.hasNonMotoringConvictions)),
      details(you.convictions, convictionsAnswer(driver.convictions, lists.Convictions)),
      licencePage(licence.type, describeCode(lists['TYPES-LIC'], driver.licenceType)),
      licencePage(licence.since, dateOf(driver.dateObtained)),
      licencePage(licence.number, licenceNumberAnswer(driver.licenceNumber)),
      licencePage(licence.claims, claimsAnswer(driver.claims, lists.ClaimDescription)),
      licencePage(
        licence.medical,
        medicalAnswer(driver.medicalCondition, driver.dateObtained !== undefined),
      ),
    ],
  };
}

function coverRows(quote: Quote, lists: AnswerLists): AnswerRow[] {
  const cover = coverDetailsFormFromQuote(quote);
  const c = text.cover;
  const row = rowsOn('CoverDetails');
  const years = cover.noClaimDiscountYears;
  const rows: AnswerRow[] = [
    row(c.start, dateOf(cover.coverStartDate)),
    row(
      c.homeRenewal,
      cover.homeRenewalMonth === undefined || cover.homeRenewalMonth === HOME_RENEWAL_MONTH_UNSET
        ? c.homeRenewalUnknown
        : monthName(Number(cover.homeRenewalMonth)),
    ),
    row(c.ncd, years === undefined ? NOT_ANSWERED : describeCode(NCD_YEARS, String(years))),
  ];
  // Protection is asked only with a discount to protect; other experience only without one.
  if (years !== undefined && years > 0) {
    rows.push(row(c.ncdProtection, yesNo(cover.noClaimDiscountProtection)));
  }
  if (cover.prevDrivingExpType !== undefined) {
    rows.push(
      row(c.experience, describeCode(lists['Previous Experience'], cover.prevDrivingExpType)),
      row(
        c.experienceYears,
        cover.prevDrivingExpNoClaimYears === undefined
          ? NOT_ANSWERED
          : c.years(cover.prevDrivingExpNoClaimYears),
      ),
    );
  }
  rows.push(
    row(c.level, describeCode(lists['Type of Cover'], cover.coverLevel)),
    row(
      c.payment,
      cover.paymentFrequency === undefined
        ? NOT_ANSWERED
        : c.paymentFrequencies[cover.paymentFrequency],
    ),
  );
  return rows;
}
