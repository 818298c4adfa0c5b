import {
  additionalDriverFormFromQuote,
  carDetailsFormFromQuote,
  carUsageFormFromQuote,
  coverDetailsFormFromQuote,
  DASHCAM_LOCATIONS,
  driverDetailsFormFromQuote,
  licenceDetailsFormFromQuote,
  vehicleLookupFormFromQuote,
  type ClaimEntry,
  type ConvictionEntry,
  type InvalidVehicleData,
  type OccupationForm,
} from '@van/domain/forms';
import { type PageId } from '@van/domain/journey';
import { type MetadataItem, type Quote } from '@van/domain/quote';
import {
  ANNUAL_MILEAGE_BANDS,
  BUSINESS_CLASS_OF_USE_DISPLAY_CODE,
  CURRENCY,
  DRIVING_RESTRICTIONS,
  HOME_RENEWAL_MONTH_UNSET,
  MODIFICATION_CATEGORIES,
  NCD_YEARS,
  REGISTERED_KEEPERS,
  RENAMED_MODIFICATION_DESCRIPTIONS,
  VAN_BODY_TYPES,
  VAN_OWNERS,
  VAN_USED_FOR,
  VEHICLE_USES,
  WHERE_KEPT_DURING_THE_DAY,
  type MetadataListName,
} from '@van/domain/reference-data';
import { type Person } from '@van/domain/risk';
import { carDetailsCopy } from '../../content/car-details';
import { checkYourDetailsCopy as copy } from '../../content/check-your-details';
import { coverDetailsCopy } from '../../content/cover-details';
import { driverDetailsCopy } from '../../content/driver-details';
import { alarmImmobiliserLabel } from '@van/domain/reference-data';

// The answers of a held quote as check-your-details shows them: read back with the domain's own
// `*FormFromQuote` functions (the inverse of what each page wrote), in the pages' order, in words
// (list descriptions, never codes), each row naming the page that asks it.

/** The §9.12 metadata lists whose descriptions the summary shows. */
export const SUMMARY_LIST_NAMES = [
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
export type SummaryListName = (typeof SUMMARY_LIST_NAMES)[number];
export type SummaryLists = Readonly<Record<SummaryListName, readonly MetadataItem[]>>;

/** Where a Change link goes: the page that asks the answer, and for a named driver which one. */
export interface ChangeTarget {
  page: PageId;
  driverIndex?: number;
}

export interface SummaryRow {
  key: string;
  /** One line, or several (an address, a list of claims). */
  value: string | readonly string[];
  change: ChangeTarget;
  /** Read after 'Change' by screen readers only: which answer the link changes. */
  changeLabel: string;
}

export interface SummaryGroup {
  /** A named driver's own rows sit under their name. */
  heading?: string;
  rows: SummaryRow[];
}

export interface SummarySection {
  id: keyof typeof copy.sections;
  heading: string;
  groups: SummaryGroup[];
}

type DateParts = { day: number; month: number; year: number };

const monthName = (month: number) => coverDetailsCopy.months[month - 1] ?? String(month);
const formatDate = ({ day, month, year }: DateParts) => `${day} ${monthName(month)} ${year}`;
const formatMonthYear = (month: number, year: number) => `${monthName(month)} ${year}`;

const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const pence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: CURRENCY });
const formatPounds = (amount: number) =>
  Number.isInteger(amount) ? wholePounds.format(amount) : pence.format(amount);

const yesNo = (answer: boolean | undefined) =>
  answer === undefined ? copy.notAnswered : answer ? copy.yes : copy.no;

/** The description of `code` in `items`; the code itself if the list does not know it. */
function describe(items: readonly MetadataItem[], code: string | undefined): string {
  if (code === undefined || code === '') return copy.notAnswered;
  return items.find((item) => item.code === code)?.description ?? code;
}

function personName(person: { title?: string; firstName?: string; lastName?: string }): string {
  return [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** 'Ann Lee' for the additional driver, as licence-details lists them. */
function shortName(person: Person | undefined): string {
  return [person?.name?.forenames, person?.name?.surname].filter(Boolean).join(' ');
}

/**
 * Reads the held quote into the sections of check-your-details. `invalidVehicleData` says which
 * model fields van-details asks by hand (§4.5): only those are answers, so only those are shown.
 */
export function answerSummary(
  quote: Quote,
  lists: SummaryLists,
  invalidVehicleData: InvalidVehicleData,
): SummarySection[] {
  return [
    {
      id: 'van',
      heading: copy.sections.van,
      groups: [{ rows: vanRows(quote, lists, invalidVehicleData) }],
    },
    { id: 'use', heading: copy.sections.use, groups: [{ rows: vanUseRows(quote, lists) }] },
    { id: 'you', heading: copy.sections.you, groups: [{ rows: youRows(quote, lists) }] },
    {
      id: 'licence',
      heading: copy.sections.licence,
      groups: [{ rows: licenceRows(quote, lists) }],
    },
    { id: 'drivers', heading: copy.sections.drivers, groups: driverGroups(quote, lists) },
    { id: 'cover', heading: copy.sections.cover, groups: [{ rows: coverRows(quote, lists) }] },
  ];
}

/** A row whose Change link goes to `page`. */
function row(key: string, value: string | readonly string[], page: PageId): SummaryRow {
  return { key, value, change: { page }, changeLabel: copy.changeHidden(key) };
}

function vanRows(
  quote: Quote,
  lists: SummaryLists,
  invalidVehicleData: InvalidVehicleData,
): SummaryRow[] {
  const vehicle = quote.policy.eventCurrent.risk.vehicles?.[0];
  const model = vehicle?.modelInfo;
  const van = carDetailsFormFromQuote(quote);
  const { registrationNumber } = vehicleLookupFormFromQuote(quote);
  const c = copy.van;
  const rows: SummaryRow[] = [
    row(c.registration, registrationNumber ?? copy.notAnswered, 'VehicleLookup'),
  ];
  if (model?.manufacturer !== undefined || model?.description !== undefined) {
    rows.push(
      row(
        c.makeAndModel,
        c.makeAndModelValue(
          model.manufacturer ?? '',
          model.description ?? '',
          vehicle?.yearOfManufacture,
        ),
        // The make and model are the registration's: another van is another lookup.
        'VehicleLookup',
      ),
    );
  }
  // §4.5: asked on van-details only when the lookup did not return them.
  if (invalidVehicleData.transmission) {
    rows.push(
      row(
        c.gearbox,
        van.transmission === undefined
          ? copy.notAnswered
          : carDetailsCopy.transmissions[van.transmission],
        'CarDetails',
      ),
    );
  }
  if (invalidVehicleData.doors) {
    rows.push(
      row(c.doors, van.doors === undefined ? copy.notAnswered : String(van.doors), 'CarDetails'),
    );
  }
  if (invalidVehicleData.fuel) {
    rows.push(row(c.fuel, describe(lists['Fuel Type'], van.fuelType), 'CarDetails'));
  }
  rows.push(
    row(
      c.value,
      van.marketValue === undefined ? copy.notAnswered : formatPounds(van.marketValue),
      'CarDetails',
    ),
    row(c.bodyType, describe(VAN_BODY_TYPES, van.vanBodyType), 'CarDetails'),
    row(c.imported, yesNo(van.hasBeenImported), 'CarDetails'),
    row(c.dashCam, dashCamAnswer(van.dashCam, van.dashCamLoc), 'CarDetails'),
    row(
      c.alarm,
      alarmImmobiliserLabel(van.alarm, van.immobiliser) ?? copy.notAnswered,
      'CarDetails',
    ),
    row(
      c.tracker,
      van.tracker === undefined ? copy.notAnswered : yesNo(van.tracker === 'TRAC'),
      'CarDetails',
    ),
    row(c.modifications, modificationsAnswer(van, lists['Vehicle Modifications']), 'CarDetails'),
    row(
      c.bought,
      van.dontHaveTheCarYet === true
        ? c.notBoughtYet
        : van.datePurchased
          ? formatDate(van.datePurchased)
          : copy.notAnswered,
      'CarDetails',
    ),
  );
  return rows;
}

function dashCamAnswer(dashCam: boolean | undefined, location: string | undefined): string {
  if (dashCam !== true) return yesNo(dashCam);
  const where = DASHCAM_LOCATIONS.find((item) => item.code === location)?.description;
  return where === undefined ? copy.yes : copy.van.dashCamWhere(where);
}

function modificationsAnswer(
  van: { modified?: boolean; modificationCategory?: string; modifications?: string[] },
  modificationList: readonly MetadataItem[],
): string | string[] {
  if (van.modified !== true) return van.modified === false ? copy.none : copy.notAnswered;
  // As van-details offers them: the category by its categoryData name, §9.11's own wording of
  // the renamed modifications, the list's for the rest.
  const category = MODIFICATION_CATEGORIES.find(
    (item) => item.code === van.modificationCategory,
  )?.categoryDataKey;
  const modifications = (van.modifications ?? []).map((code) =>
    code in RENAMED_MODIFICATION_DESCRIPTIONS
      ? RENAMED_MODIFICATION_DESCRIPTIONS[code as keyof typeof RENAMED_MODIFICATION_DESCRIPTIONS]
      : describe(modificationList, code),
  );
  return [...(category === undefined ? [] : [category]), ...modifications];
}

function vanUseRows(quote: Quote, lists: SummaryLists): SummaryRow[] {
  const use = carUsageFormFromQuote(quote);
  const c = copy.use;
  const page = 'CarUsage';
  const business = use.classOfUse === BUSINESS_CLASS_OF_USE_DISPLAY_CODE;
  const rows: SummaryRow[] = [
    row(c.owner, describe(VAN_OWNERS, use.whoOwnsTheCar), page),
    row(c.registeredKeeper, describe(REGISTERED_KEEPERS, use.whoIsTheCarsRegisteredKeeper), page),
    row(c.keptByDay, describe(WHERE_KEPT_DURING_THE_DAY, use.whereIsTheCarKeptDuringTheDay), page),
    row(c.keptOvernight, describe(lists.WhereKept, use.whereKept), page),
    row(c.keptAtHome, yesNo(use.isTheCarKeptAtHomeAddressOvernight), page),
  ];
  if (use.isTheCarKeptAtHomeAddressOvernight === false && use.carKeptOvernightPostcode) {
    rows.push(row(c.overnightPostcode, use.carKeptOvernightPostcode, page));
  }
  rows.push(
    row(
      c.classOfUse,
      business
        ? // §9.7 titles 'SDPC+Business' itself, as using-the-van shows it.
          (VEHICLE_USES.find((item) => item.code === BUSINESS_CLASS_OF_USE_DISPLAY_CODE)?.title ??
            describe(lists['Class of Use'], use.classOfUse))
        : describe(lists['Class of Use'], use.classOfUse),
      page,
    ),
  );
  if (business) {
    rows.push(
      row(c.businessUse, describe(lists['Class of Use'], use.whoUsesTheCarForBusiness), page),
      row(
        c.businessMiles,
        use.businessAnnualMileage === undefined
          ? copy.notAnswered
          : c.miles(use.businessAnnualMileage),
        page,
      ),
    );
  }
  rows.push(
    row(c.usedFor, describe(VAN_USED_FOR, use.vanUsedFor), page),
    row(c.annualMileage, describe(ANNUAL_MILEAGE_BANDS, use.totalAnnualMileage), page),
    row(c.signage, yesNo(use.signage), page),
    row(c.racking, yesNo(use.rackingShelving), page),
    row(c.refrigerated, yesNo(use.refrigerated), page),
    row(c.dangerousGoods, yesNo(use.carryDangerousGoods), page),
    row(
      c.otherVehicles,
      use.numberOfOtherVehicles === undefined
        ? copy.notAnswered
        : String(use.numberOfOtherVehicles),
      page,
    ),
    row(c.access, describe(lists.VehAccess, use.accessToOtherVehicles), page),
  );
  return rows;
}

function convictionsAnswer(
  convictions: readonly Partial<ConvictionEntry>[] | undefined,
  offences: readonly MetadataItem[],
): string | string[] {
  if (convictions === undefined) return copy.notAnswered;
  if (convictions.length === 0) return copy.none;
  return convictions.map((conviction) =>
    copy.conviction({
      // The code leads, as it is printed on the licence.
      offence: `${conviction.code ?? ''} ${describe(offences, conviction.code)}`.trim(),
      date: conviction.convictionDate ? formatDate(conviction.convictionDate) : copy.notAnswered,
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
  if (claims === undefined) return copy.notAnswered;
  if (claims.length === 0) return copy.none;
  return claims.map((claim) =>
    copy.claim(
      describe(descriptions, claim.description),
      formatDate(claim.claimDate),
      claim.ncdPrejudiced,
    ),
  );
}

function medicalAnswer(
  medical: { dvlaNotified: boolean; dvlaRestriction: boolean } | undefined,
  licenceAnswered: boolean,
): string | string[] {
  // The medical condition is held only when one is declared (applyLicenceDetails).
  if (medical === undefined) return licenceAnswered ? copy.none : copy.notAnswered;
  return [
    copy.yes,
    copy.licence.medicalTold(yesNo(medical.dvlaNotified)),
    copy.licence.medicalRestricted(yesNo(medical.dvlaRestriction)),
  ];
}

/** The job rows of a driver page: status, then occupation and business when given. */
function jobRows(
  occupation: OccupationForm | undefined,
  lists: SummaryLists,
  make: (key: string, value: string) => SummaryRow,
): SummaryRow[] {
  const c = copy.you;
  const rows = [make(c.empStatus, describe(lists.EmployStatus, occupation?.empStatus))];
  if (occupation?.occupation !== undefined) {
    rows.push(make(c.occupation, describe(lists.Occupation, occupation.occupation)));
  }
  if (occupation?.employersBusiness !== undefined) {
    rows.push(make(c.employersBusiness, describe(lists.Employer, occupation.employersBusiness)));
  }
  return rows;
}

/** A part-time job as one answer: status, occupation and business on their own lines. */
function partTimeAnswer(partTime: OccupationForm | undefined, lists: SummaryLists) {
  // §3.13: a part-time status of 'None' means no part-time job.
  if (partTime === undefined || partTime.empStatus === 'None') return copy.none;
  return [
    describe(lists.EmployStatus, partTime.empStatus),
    ...(partTime.occupation === undefined ? [] : [describe(lists.Occupation, partTime.occupation)]),
    ...(partTime.employersBusiness === undefined
      ? []
      : [describe(lists.Employer, partTime.employersBusiness)]),
  ];
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

function youRows(quote: Quote, lists: SummaryLists): SummaryRow[] {
  const you = driverDetailsFormFromQuote(quote);
  const c = copy.you;
  const page = 'DriverDetails';
  const make = (key: string, value: string | readonly string[]) => row(key, value, page);
  const residency =
    you.residency === undefined
      ? copy.notAnswered
      : you.residency
        ? c.sinceBirth
        : you.residencyMonth !== undefined && you.residencyYear !== undefined
          ? c.since(formatMonthYear(you.residencyMonth, you.residencyYear))
          : copy.notAnswered;
  return [
    make(c.name, personName(you) || copy.notAnswered),
    make(
      c.gender,
      you.gender === undefined ? copy.notAnswered : driverDetailsCopy.genderOptions[you.gender],
    ),
    make(c.dateOfBirth, you.dateOfBirth ? formatDate(you.dateOfBirth) : copy.notAnswered),
    make(c.relationshipStatus, describe(lists.MaritalStatus, you.relationshipStatus)),
    make(c.residency, residency),
    make(c.email, you.email ?? copy.notAnswered),
    make(c.phone, you.phoneNumber ?? copy.notAnswered),
    make(c.address, you.address ? addressLines(you.address) : copy.notAnswered),
    make(c.insuranceRefused, yesNo(you.insuranceRefused)),
    make(c.nonMotoring, yesNo(you.hasNonMotoringConvictions)),
    make(c.drivingRestrictions, describe(DRIVING_RESTRICTIONS, you.drivingRestrictions)),
    make(c.convictions, convictionsAnswer(you.convictions, lists.Convictions)),
    make(c.homeOwner, yesNo(you.homeOwner)),
    ...jobRows(you.occupation, lists, make),
    make(c.partTime, partTimeAnswer(you.partTimeOccupation, lists)),
  ];
}

function licenceRows(quote: Quote, lists: SummaryLists): SummaryRow[] {
  const licence = licenceDetailsFormFromQuote(quote);
  const c = copy.licence;
  const page = 'LicenceDetails';
  const number = licence.licenceNumber;
  return [
    row(c.type, describe(lists['TYPES-LIC'], licence.licenceType), page),
    row(c.since, licence.dateObtained ? formatDate(licence.dateObtained) : copy.notAnswered, page),
    row(
      c.number,
      number === undefined
        ? copy.notAnswered
        : number.provideLicenceNumber
          ? `${number.part1}${number.part2}`
          : c.numberNotGiven,
      page,
    ),
    row(c.claims, claimsAnswer(licence.claims, lists.ClaimDescription), page),
    row(
      c.medical,
      medicalAnswer(licence.medicalCondition, licence.dateObtained !== undefined),
      page,
    ),
  ];
}

function driverGroups(quote: Quote, lists: SummaryLists): SummaryGroup[] {
  const risk = quote.policy.eventCurrent.risk;
  const drivers = risk.additionalInsuredPersons ?? [];
  const c = copy.drivers;
  if (drivers.length === 0) {
    // Drivers are added on licence-details ('Would you like to add another driver?').
    return [{ rows: [row(c.none, copy.none, 'LicenceDetails')] }];
  }
  const names = drivers.map((driver, index) => shortName(driver) || c.unnamed(index + 1));
  // §4.6: whoever's vehicleUse is MainUser; the proposer when no additional driver is.
  const main = drivers.findIndex((driver) => driver.driverDetails?.vehicleUse === 'MainUser');
  const mainDriver = main === -1 ? c.you(shortName(risk.proposer)) : (names[main] ?? '');
  return [
    { rows: [row(c.mainDriver, mainDriver, 'LicenceDetails')] },
    ...drivers.map((_, index) => driverGroup(quote, index, names[index] ?? '', lists)),
  ];
}

function driverGroup(quote: Quote, index: number, name: string, lists: SummaryLists): SummaryGroup {
  const driver = additionalDriverFormFromQuote(quote, index);
  const you = copy.you;
  const licence = copy.licence;
  const make =
    (page: PageId) =>
    (key: string, value: string | readonly string[]): SummaryRow => ({
      key,
      value,
      change: { page, driverIndex: index },
      changeLabel: copy.changeHiddenForDriver(key, name),
    });
  const details = make('DriverDetails/AdditionalDriverDetails');
  const licencePage = make('AdditionalDriverDetails/LicenceDetails');
  return {
    heading: name,
    rows: [
      details(you.name, personName(driver) || copy.notAnswered),
      details(
        you.gender,
        driver.gender === undefined
          ? copy.notAnswered
          : driverDetailsCopy.genderOptions[driver.gender],
      ),
      details(
        you.dateOfBirth,
        driver.dateOfBirth ? formatDate(driver.dateOfBirth) : copy.notAnswered,
      ),
      details(
        copy.drivers.relationshipToYou,
        describe(lists.RelationshipToProposer, driver.relationshipToProposer),
      ),
      details(you.relationshipStatus, describe(lists.MaritalStatus, driver.relationshipStatus)),
      ...jobRows(driver.occupation, lists, details),
      details(you.insuranceRefused, yesNo(driver.insuranceRefused)),
      details(you.nonMotoring, yesNo(driver.hasNonMotoringConvictions)),
      details(you.convictions, convictionsAnswer(driver.convictions, lists.Convictions)),
      licencePage(licence.type, describe(lists['TYPES-LIC'], driver.licenceType)),
      licencePage(
        licence.since,
        driver.dateObtained ? formatDate(driver.dateObtained) : copy.notAnswered,
      ),
      licencePage(licence.claims, claimsAnswer(driver.claims, lists.ClaimDescription)),
      licencePage(
        licence.medical,
        medicalAnswer(driver.medicalCondition, driver.dateObtained !== undefined),
      ),
    ],
  };
}

function coverRows(quote: Quote, lists: SummaryLists): SummaryRow[] {
  const cover = coverDetailsFormFromQuote(quote);
  const c = copy.cover;
  const page = 'CoverDetails';
  const years = cover.noClaimDiscountYears;
  const rows: SummaryRow[] = [
    row(c.start, cover.coverStartDate ? formatDate(cover.coverStartDate) : copy.notAnswered, page),
    row(
      c.homeRenewal,
      cover.homeRenewalMonth === undefined || cover.homeRenewalMonth === HOME_RENEWAL_MONTH_UNSET
        ? coverDetailsCopy.homeRenewalUnknown
        : monthName(Number(cover.homeRenewalMonth)),
      page,
    ),
    row(c.ncd, years === undefined ? copy.notAnswered : describe(NCD_YEARS, String(years)), page),
  ];
  // Protection is asked only with a discount to protect; other experience only without one.
  if (years !== undefined && years > 0) {
    rows.push(row(c.ncdProtection, yesNo(cover.noClaimDiscountProtection), page));
  }
  if (cover.prevDrivingExpType !== undefined) {
    rows.push(
      row(c.experience, describe(lists['Previous Experience'], cover.prevDrivingExpType), page),
      row(
        c.experienceYears,
        cover.prevDrivingExpNoClaimYears === undefined
          ? copy.notAnswered
          : c.years(cover.prevDrivingExpNoClaimYears),
        page,
      ),
    );
  }
  rows.push(
    row(c.level, describe(lists['Type of Cover'], cover.coverLevel), page),
    row(
      c.payment,
      cover.paymentFrequency === undefined
        ? copy.notAnswered
        : coverDetailsCopy.paymentOptions[cover.paymentFrequency],
      page,
    ),
  );
  return rows;
}
