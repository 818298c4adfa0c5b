import {
  DASHCAM_LOCATIONS,
  additionalDriverFormFromQuote,
  carDetailsFormFromQuote,
  carUsageFormFromQuote,
  coverDetailsFormFromQuote,
  driverDetailsFormFromQuote,
  licenceDetailsFormFromQuote,
  toIsoDateFromParts,
  type ClaimEntry,
  type ConvictionEntry,
  type DateParts,
  type OccupationForm,
} from '@van/domain/forms';
import { type PaymentOptionType } from '@van/domain/payment';
import { type Quote } from '@van/domain/quote';
import {
  ANNUAL_MILEAGE_BANDS,
  BUSINESS_CLASS_OF_USE_DISPLAY_CODE,
  DRIVING_RESTRICTIONS,
  HOME_RENEWAL_MONTH_UNSET,
  METADATA_LISTS,
  MODIFICATION_CATEGORIES,
  NCD_YEARS,
  REGISTERED_KEEPERS,
  RENAMED_MODIFICATION_DESCRIPTIONS,
  VAN_BODY_TYPES,
  VAN_OWNERS,
  VAN_USED_FOR,
  VEHICLE_USES,
  WHERE_KEPT_DURING_THE_DAY,
  alarmImmobiliserLabel,
} from '@van/domain/reference-data';
import type { Row } from './document-writer.ts';
import { NOT_ANSWERED, describe, formatDate, formatMoney, years, yesNo } from './format.ts';
import { fullName } from './sold-facts.ts';

// Every answer the customer gave, in words (list descriptions, never codes), section by section
// in the order the journey asks them: what the statement of fact prints. Read back with the
// domain's own `*FormFromQuote` functions, the inverse of what each page wrote, so the statement
// says exactly what check-your-details showed before the customer paid.

export interface AnswerGroup {
  /** A named driver's answers sit under their name. */
  heading?: string;
  rows: Row[];
}

export interface AnswerSection {
  heading: string;
  groups: AnswerGroup[];
}

const lists = METADATA_LISTS;
const NONE = 'None';

const dateOf = (parts: DateParts | undefined) =>
  parts ? formatDate(toIsoDateFromParts(parts)) : NOT_ANSWERED;

const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
const monthName = (month: number) => MONTH_NAME.format(new Date(Date.UTC(2000, month - 1, 1)));

/**
 * The customer's answers to every question of the journey, for the statement of fact; how they
 * pay is the plan they bought (`paymentPlan`), which may differ from what cover-details said.
 */
export function customerAnswers(quote: Quote, paymentPlan: PaymentOptionType): AnswerSection[] {
  return [
    { heading: 'The van', groups: [{ rows: vanRows(quote) }] },
    { heading: 'Using the van', groups: [{ rows: useRows(quote) }] },
    { heading: 'You', groups: [{ rows: youRows(quote) }] },
    { heading: 'Your licence and claims', groups: [{ rows: licenceRows(quote) }] },
    { heading: 'Additional drivers', groups: driverGroups(quote) },
    { heading: 'Your cover', groups: [{ rows: coverRows(quote, paymentPlan) }] },
  ];
}

function vanRows(quote: Quote): Row[] {
  const risk = quote.policy.eventCurrent.risk;
  const vehicle = risk.vehicles?.[0];
  const model = vehicle?.modelInfo;
  const van = carDetailsFormFromQuote(quote);
  const makeAndModel = [model?.manufacturer, model?.description].filter(Boolean).join(' ');
  const rows: Row[] = [
    { label: 'Registration', value: vehicle?.regNumber ?? NOT_ANSWERED },
    {
      label: 'Make and model',
      value:
        (makeAndModel || NOT_ANSWERED) +
        (vehicle?.yearOfManufacture === undefined ? '' : ` (${vehicle.yearOfManufacture})`),
    },
  ];
  if (model?.transmission !== undefined) {
    rows.push({
      label: 'Gearbox',
      value: model.transmission === 'TransAuto' ? 'Automatic' : 'Manual',
    });
  }
  if (model?.fuel !== undefined) {
    rows.push({ label: 'Fuel', value: describe(lists['Fuel Type'], model.fuel) });
  }
  if (model?.doors !== undefined) rows.push({ label: 'Doors', value: String(model.doors) });
  rows.push(
    {
      label: 'Value',
      value: van.marketValue === undefined ? NOT_ANSWERED : formatMoney(van.marketValue),
    },
    { label: 'Body type', value: describe(VAN_BODY_TYPES, van.vanBodyType) },
    { label: 'Imported', value: yesNo(van.hasBeenImported) },
    { label: 'Dashcam', value: dashCamAnswer(van.dashCam, van.dashCamLoc) },
    {
      label: 'Alarm and immobiliser',
      value: alarmImmobiliserLabel(van.alarm, van.immobiliser) ?? NOT_ANSWERED,
    },
    {
      label: 'Tracking device',
      value: van.tracker === undefined ? NOT_ANSWERED : yesNo(van.tracker === 'TRAC'),
    },
    { label: 'Modifications', value: modificationsAnswer(van) },
    {
      label: 'Date bought',
      value:
        van.dontHaveTheCarYet === true
          ? "I don't have the van yet"
          : van.datePurchased
            ? dateOf(van.datePurchased)
            : NOT_ANSWERED,
    },
  );
  return rows;
}

function dashCamAnswer(dashCam: boolean | undefined, location: string | undefined): string {
  if (dashCam !== true) return yesNo(dashCam);
  const where = DASHCAM_LOCATIONS.find((item) => item.code === location)?.description;
  return where === undefined ? 'Yes' : `Yes, ${where.toLowerCase()}`;
}

function modificationsAnswer(van: {
  modified?: boolean;
  modificationCategory?: string;
  modifications?: string[];
}): string | string[] {
  if (van.modified !== true) return van.modified === false ? NONE : NOT_ANSWERED;
  const category = MODIFICATION_CATEGORIES.find(
    (item) => item.code === van.modificationCategory,
  )?.categoryDataKey;
  const modifications = (van.modifications ?? []).map((code) =>
    code in RENAMED_MODIFICATION_DESCRIPTIONS
      ? RENAMED_MODIFICATION_DESCRIPTIONS[code as keyof typeof RENAMED_MODIFICATION_DESCRIPTIONS]
      : describe(lists['Vehicle Modifications'], code),
  );
  return [...(category === undefined ? [] : [category]), ...modifications];
}

function useRows(quote: Quote): Row[] {
  const use = carUsageFormFromQuote(quote);
  const business = use.classOfUse === BUSINESS_CLASS_OF_USE_DISPLAY_CODE;
  const rows: Row[] = [
    { label: 'Owner', value: describe(VAN_OWNERS, use.whoOwnsTheCar) },
    {
      label: 'Registered keeper',
      value: describe(REGISTERED_KEEPERS, use.whoIsTheCarsRegisteredKeeper),
    },
    {
      label: 'Kept during the day',
      value: describe(WHERE_KEPT_DURING_THE_DAY, use.whereIsTheCarKeptDuringTheDay),
    },
    { label: 'Kept overnight', value: describe(lists.WhereKept, use.whereKept) },
    {
      label: 'Kept at your home address overnight',
      value: yesNo(use.isTheCarKeptAtHomeAddressOvernight),
    },
  ];
  if (use.isTheCarKeptAtHomeAddressOvernight === false && use.carKeptOvernightPostcode) {
    rows.push({
      label: 'Postcode where it is kept overnight',
      value: use.carKeptOvernightPostcode.toUpperCase(),
    });
  }
  rows.push({
    label: 'How you use the van',
    value: business
      ? (VEHICLE_USES.find((item) => item.code === BUSINESS_CLASS_OF_USE_DISPLAY_CODE)?.title ??
        describe(lists['Class of Use'], use.classOfUse))
      : describe(lists['Class of Use'], use.classOfUse),
  });
  if (business) {
    rows.push(
      {
        label: 'Who uses it for business',
        value: describe(lists['Class of Use'], use.whoUsesTheCarForBusiness),
      },
      {
        label: 'Business miles a year',
        value:
          use.businessAnnualMileage === undefined
            ? NOT_ANSWERED
            : `${use.businessAnnualMileage.toLocaleString('en-GB')} miles`,
      },
    );
  }
  rows.push(
    { label: 'Used for', value: describe(VAN_USED_FOR, use.vanUsedFor) },
    { label: 'Miles a year', value: describe(ANNUAL_MILEAGE_BANDS, use.totalAnnualMileage) },
    { label: 'Sign writing or advertising', value: yesNo(use.signage) },
    { label: 'Racking or shelving', value: yesNo(use.rackingShelving) },
    { label: 'Refrigerated', value: yesNo(use.refrigerated) },
    { label: 'Carries dangerous goods', value: yesNo(use.carryDangerousGoods) },
    {
      label: 'Other vehicles you have',
      value:
        use.numberOfOtherVehicles === undefined ? NOT_ANSWERED : String(use.numberOfOtherVehicles),
    },
    {
      label: 'Access to other vehicles',
      value: describe(lists.VehAccess, use.accessToOtherVehicles),
    },
  );
  return rows;
}

function convictionsAnswer(
  convictions: readonly Partial<ConvictionEntry>[] | undefined,
): string | string[] {
  if (convictions === undefined) return NOT_ANSWERED;
  if (convictions.length === 0) return NONE;
  return convictions.map((conviction) => {
    const points = conviction.pointsOnLicence;
    const months = conviction.disqualificationMonths;
    return [
      // The code leads, as it is printed on the licence.
      `${conviction.code ?? ''} ${describe(lists.Convictions, conviction.code)}`.trim(),
      conviction.convictionDate ? dateOf(conviction.convictionDate) : undefined,
      points === undefined ? undefined : points === 1 ? '1 point' : `${points} points`,
      conviction.fineAmount === undefined
        ? undefined
        : `${formatMoney(conviction.fineAmount)} fine`,
      months === undefined || months === 0
        ? undefined
        : `disqualified for ${months === 1 ? '1 month' : `${months} months`}`,
    ]
      .filter(Boolean)
      .join(', ');
  });
}

function claimsAnswer(claims: readonly ClaimEntry[] | undefined): string | string[] {
  if (claims === undefined) return NOT_ANSWERED;
  if (claims.length === 0) return NONE;
  return claims.map(
    (claim) =>
      `${describe(lists.ClaimDescription, claim.description)}, ${dateOf(claim.claimDate)}, ${
        claim.ncdPrejudiced
          ? 'affected the no claims discount'
          : 'did not affect the no claims discount'
      }`,
  );
}

function medicalAnswer(
  medical: { dvlaNotified: boolean; dvlaRestriction: boolean } | undefined,
  licenceAnswered: boolean,
): string | string[] {
  // The medical condition is held only when one is declared.
  if (medical === undefined) return licenceAnswered ? NONE : NOT_ANSWERED;
  return [
    'Yes',
    `Told the DVLA: ${yesNo(medical.dvlaNotified)}`,
    `Licence restricted by the DVLA: ${yesNo(medical.dvlaRestriction)}`,
  ];
}

function jobRows(occupation: OccupationForm | undefined): Row[] {
  const rows: Row[] = [
    { label: 'Employment status', value: describe(lists.EmployStatus, occupation?.empStatus) },
  ];
  if (occupation?.occupation !== undefined) {
    rows.push({ label: 'Occupation', value: describe(lists.Occupation, occupation.occupation) });
  }
  if (occupation?.employersBusiness !== undefined) {
    rows.push({
      label: "Employer's business",
      value: describe(lists.Employer, occupation.employersBusiness),
    });
  }
  return rows;
}

function partTimeAnswer(partTime: OccupationForm | undefined): string | string[] {
  // §3.13: a part-time status of 'None' means no part-time job.
  if (partTime === undefined || partTime.empStatus === 'None') return NONE;
  return [
    describe(lists.EmployStatus, partTime.empStatus),
    ...(partTime.occupation === undefined ? [] : [describe(lists.Occupation, partTime.occupation)]),
    ...(partTime.employersBusiness === undefined
      ? []
      : [describe(lists.Employer, partTime.employersBusiness)]),
  ];
}

function personName(person: { title?: string; firstName?: string; lastName?: string }): string {
  return [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');
}

function youRows(quote: Quote): Row[] {
  const you = driverDetailsFormFromQuote(quote);
  const address = you.address;
  const residency =
    you.residency === undefined
      ? NOT_ANSWERED
      : you.residency
        ? 'Since you were born'
        : you.residencyMonth !== undefined && you.residencyYear !== undefined
          ? `Since ${monthName(you.residencyMonth)} ${you.residencyYear}`
          : NOT_ANSWERED;
  return [
    { label: 'Name', value: personName(you) || NOT_ANSWERED },
    {
      label: 'Gender',
      value: you.gender === undefined ? NOT_ANSWERED : you.gender === 'F' ? 'Female' : 'Male',
    },
    { label: 'Date of birth', value: dateOf(you.dateOfBirth) },
    { label: 'Relationship status', value: describe(lists.MaritalStatus, you.relationshipStatus) },
    { label: 'Lived at your home address', value: residency },
    { label: 'Email address', value: you.email ?? NOT_ANSWERED },
    { label: 'Phone number', value: you.phoneNumber ?? NOT_ANSWERED },
    {
      label: 'Home address',
      value: address
        ? [
            /^\d/.test(address.houseNameOrNumber)
              ? `${address.houseNameOrNumber} ${address.addressLine1}`
              : `${address.houseNameOrNumber}, ${address.addressLine1}`,
            ...(address.addressLine2 ? [address.addressLine2] : []),
            address.postcode.toUpperCase(),
          ]
        : NOT_ANSWERED,
    },
    { label: 'Ever refused insurance', value: yesNo(you.insuranceRefused) },
    { label: 'Non-motoring convictions', value: yesNo(you.hasNonMotoringConvictions) },
    {
      label: 'Who will drive the van',
      value: describe(DRIVING_RESTRICTIONS, you.drivingRestrictions),
    },
    {
      label: 'Motoring convictions in the last 5 years',
      value: convictionsAnswer(you.convictions),
    },
    { label: 'Own your home', value: yesNo(you.homeOwner) },
    ...jobRows(you.occupation),
    { label: 'Part-time job', value: partTimeAnswer(you.partTimeOccupation) },
  ];
}

function licenceRows(quote: Quote): Row[] {
  const licence = licenceDetailsFormFromQuote(quote);
  const number = licence.licenceNumber;
  return [
    { label: 'Licence type', value: describe(lists['TYPES-LIC'], licence.licenceType) },
    { label: 'Licence held since', value: dateOf(licence.dateObtained) },
    {
      label: 'Licence number',
      value:
        number === undefined
          ? NOT_ANSWERED
          : number.provideLicenceNumber
            ? `${number.part1}${number.part2}`
            : 'Not given',
    },
    { label: 'Claims in the last 5 years', value: claimsAnswer(licence.claims) },
    {
      label: 'Medical condition the DVLA must know about',
      value: medicalAnswer(licence.medicalCondition, licence.dateObtained !== undefined),
    },
  ];
}

function driverGroups(quote: Quote): AnswerGroup[] {
  const risk = quote.policy.eventCurrent.risk;
  const drivers = risk.additionalInsuredPersons ?? [];
  if (drivers.length === 0) return [{ rows: [{ label: 'Additional drivers', value: NONE }] }];
  // §4.6: whoever's vehicleUse is MainUser; the policyholder when no additional driver is.
  const main = drivers.findIndex((driver) => driver.driverDetails?.vehicleUse === 'MainUser');
  const names = drivers.map((driver, index) => fullName(driver) || `Driver ${index + 1}`);
  return [
    {
      rows: [
        {
          label: 'Main driver',
          value: main === -1 ? `You (${fullName(risk.proposer)})` : (names[main] ?? ''),
        },
      ],
    },
    ...drivers.map((_, index) => {
      const driver = additionalDriverFormFromQuote(quote, index);
      return {
        heading: names[index] ?? '',
        rows: [
          { label: 'Name', value: personName(driver) || NOT_ANSWERED },
          {
            label: 'Gender',
            value:
              driver.gender === undefined
                ? NOT_ANSWERED
                : driver.gender === 'F'
                  ? 'Female'
                  : 'Male',
          },
          { label: 'Date of birth', value: dateOf(driver.dateOfBirth) },
          {
            label: 'Relationship to you',
            value: describe(lists.RelationshipToProposer, driver.relationshipToProposer),
          },
          {
            label: 'Relationship status',
            value: describe(lists.MaritalStatus, driver.relationshipStatus),
          },
          ...jobRows(driver.occupation),
          { label: 'Part-time job', value: partTimeAnswer(driver.partTimeOccupation) },
          { label: 'Ever refused insurance', value: yesNo(driver.insuranceRefused) },
          { label: 'Non-motoring convictions', value: yesNo(driver.hasNonMotoringConvictions) },
          {
            label: 'Motoring convictions in the last 5 years',
            value: convictionsAnswer(driver.convictions),
          },
          { label: 'Licence type', value: describe(lists['TYPES-LIC'], driver.licenceType) },
          { label: 'Licence held since', value: dateOf(driver.dateObtained) },
          { label: 'Claims in the last 5 years', value: claimsAnswer(driver.claims) },
          {
            label: 'Medical condition the DVLA must know about',
            value: medicalAnswer(driver.medicalCondition, driver.dateObtained !== undefined),
          },
        ],
      };
    }),
  ];
}

function coverRows(quote: Quote, paymentPlan: PaymentOptionType): Row[] {
  const cover = coverDetailsFormFromQuote(quote);
  const risk = quote.policy.eventCurrent.risk;
  const ncdYears = cover.noClaimDiscountYears;
  const rows: Row[] = [
    { label: 'Cover starts', value: dateOf(cover.coverStartDate) },
    { label: 'Level of cover', value: describe(lists['Type of Cover'], cover.coverLevel) },
    {
      label: 'No claims discount',
      value: ncdYears === undefined ? NOT_ANSWERED : describe(NCD_YEARS, String(ncdYears)),
    },
  ];
  // Protection is asked only with a discount to protect; other experience only without one.
  if (ncdYears !== undefined && ncdYears > 0) {
    rows.push({
      label: 'Protect your no claims discount',
      value: yesNo(cover.noClaimDiscountProtection),
    });
  }
  if (cover.prevDrivingExpType !== undefined) {
    rows.push(
      {
        label: 'Other driving experience',
        value: describe(lists['Previous Experience'], cover.prevDrivingExpType),
      },
      {
        label: 'Years driven without a claim',
        value:
          cover.prevDrivingExpNoClaimYears === undefined
            ? NOT_ANSWERED
            : years(cover.prevDrivingExpNoClaimYears),
      },
    );
  }
  rows.push(
    {
      label: 'Voluntary excess',
      value: risk.volXS === undefined ? NOT_ANSWERED : formatMoney(risk.volXS),
    },
    {
      label: 'Home insurance renews',
      value:
        cover.homeRenewalMonth === undefined || cover.homeRenewalMonth === HOME_RENEWAL_MONTH_UNSET
          ? "I don't know or I don't have home insurance"
          : monthName(Number(cover.homeRenewalMonth)),
    },
    {
      label: 'How you pay',
      value: paymentPlan === 'MONTHLY_DD' ? 'Monthly by Direct Debit' : 'Annually by card',
    },
  );
  return rows;
}
