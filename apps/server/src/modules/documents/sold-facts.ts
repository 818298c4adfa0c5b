import { getDuqAnswer } from '@van/domain/forms';
import {
  coverEndDate,
  type ExcessDetail,
  type OptionalExtension,
  type Result,
} from '@van/domain/quote';
import {
  ADD_ONS,
  CLASSES_OF_USE,
  COVER_TYPES,
  DUQ_QUESTIONS,
  HIDDEN_ADD_ON_CODES,
  RELATIONSHIPS_TO_PROPOSER,
} from '@van/domain/reference-data';
import { type Address, type Person, type Risk } from '@van/domain/risk';
import { describeCode, formatLongDate, ukToday } from '@van/domain/shared';
import type { Parties } from './document-writer.ts';
import { formatUkDateTime } from './format.ts';
import type { CheckedPolicy, SoldPolicy } from './sold-policy.ts';

// The facts of a sold policy that more than one document states, read the same way for all of
// them (the schedule and the certificate must never disagree on who may drive or when cover ends).

/** 'Mr Sam O'Neill': title, forenames and surname as given. */
export function fullName(person: Person | undefined): string {
  const name = person?.name;
  return [name?.title, name?.forenames, name?.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** '12 Park Row', 'Leeds', 'LS1 4AP'; a house name stands on its own line. */
export function addressLines(address: Address | undefined): string[] {
  if (!address) return [];
  const house = address.houseNameOrNumber?.trim();
  const street = address.addressLine1?.trim();
  const first =
    house && street && /^\d/.test(house)
      ? [`${house} ${street}`]
      : [house, street].filter((line): line is string => Boolean(line));
  return [
    ...first,
    ...(address.addressLine2?.trim() ? [address.addressLine2.trim()] : []),
    ...(address.postcode?.trim() ? [address.postcode.trim().toUpperCase()] : []),
  ];
}

export interface PeriodOfCover {
  /** When cover begins, on the UK clock: '00:00 on 22 November 2026'. */
  commencement: string;
  /** When cover ends: '23:59 on 21 November 2027'. */
  expiry: string;
}

/**
 * The period of cover. Cover runs from the start of the cover start date (UK time) to the end of
 * the day before its anniversary (policy.endDate), but never from before the policy was issued:
 * a policy bought for today starts at the minute it was issued, as a certificate may not claim
 * cover for a time already past when it was made.
 */
export function periodOfCover({ quote, issuedAt }: SoldPolicy): PeriodOfCover {
  const issuedOn = ukToday(issuedAt);
  const startDate = quote.policy.startDate ?? issuedOn;
  const endDate = quote.policy.endDate?.slice(0, 10) ?? coverEndDate(startDate);
  return {
    commencement:
      issuedOn >= startDate ? formatUkDateTime(issuedAt) : `00:00 on ${formatLongDate(startDate)}`,
    expiry: `23:59 on ${formatLongDate(endDate)}`,
  };
}

/** The van as the documents name it. */
export interface VanFacts {
  registration: string;
  makeAndModel: string;
  yearOfManufacture: number | undefined;
  value: number | undefined;
}

export function vanFacts(risk: Risk): VanFacts {
  const vehicle = risk.vehicles?.[0];
  const model = vehicle?.modelInfo;
  return {
    registration: vehicle?.regNumber ?? '',
    makeAndModel: [model?.manufacturer, model?.description].filter(Boolean).join(' '),
    yearOfManufacture: vehicle?.yearOfManufacture,
    value: vehicle?.value,
  };
}

/** 'Comprehensive' or 'Third party, fire and theft' (§3.8 cover). */
export function coverLevelName(risk: Risk): string {
  return describeCode(COVER_TYPES, risk.vehicles?.[0]?.cover);
}

/** The class of use granted (§3.5 grantedClassOfUse), else the one asked for, in words. */
export function classOfUseCode(risk: Risk, result: Result): string | undefined {
  return result.grantedDetailsMotor?.grantedClassOfUse ?? risk.vehicles?.[0]?.classOfUse;
}

export function classOfUseName(risk: Risk, result: Result): string {
  return describeCode(CLASSES_OF_USE, classOfUseCode(risk, result));
}

export interface DriverFacts {
  name: string;
  /** 'Policyholder', or the named driver's relationship to them. */
  role: string;
  dateOfBirth: string | undefined;
  isPolicyholder: boolean;
}

/** The policyholder, then each named driver (§3.6 additionalInsuredPersons), in order. */
export function driversOf(risk: Risk): DriverFacts[] {
  return [
    {
      name: fullName(risk.proposer),
      role: 'Policyholder',
      dateOfBirth: risk.proposer.dateOfBirth,
      isPolicyholder: true,
    },
    ...(risk.additionalInsuredPersons ?? []).map((person) => ({
      name: fullName(person),
      role: `Named driver (${describeCode(RELATIONSHIPS_TO_PROPOSER, person.relationshipToProposer)})`,
      dateOfBirth: person.dateOfBirth,
      isPolicyholder: false,
    })),
  ];
}

/** Years of no-claims discount and whether the policy protects it. */
export function noClaimsDiscount(
  risk: Risk,
  result: Result,
): { years: number; protected: boolean } {
  const ncd = risk.previousInsuranceMotor?.noClaimsDiscount;
  const duq = getDuqAnswer(risk, DUQ_QUESTIONS.ncdYears);
  const years = ncd?.years ?? (duq !== undefined && /^\d+$/.test(duq) ? Number(duq) : 0);
  return {
    years,
    protected: result.grantedDetailsMotor?.grantedProtectedNCD ?? ncd?.protected === true,
  };
}

export interface ExtraFacts {
  code: string;
  name: string;
  /** Pounds a year, including its IPT (0 for an extra the tier includes). */
  amount: number;
  /** A compulsory applied extra: part of the tier, not chosen (§9.5 'included'). */
  included: boolean;
  ipidUrl: string | undefined;
}

const ADD_ON_NAMES: ReadonlyMap<string, string> = new Map(
  ADD_ONS.map((addOn) => [addOn.code, addOn.name]),
);
const HIDDEN: readonly string[] = HIDDEN_ADD_ON_CODES;

/** The extras on the policy (§3.4 appliedOptionalExtensions), less the hidden ones (§9.5). */
export function extrasOf(result: Result): ExtraFacts[] {
  return (result.allOptionalExtensions?.appliedOptionalExtensions ?? [])
    .filter((extension) => !HIDDEN.includes(extension.code))
    .map((extension: OptionalExtension) => ({
      code: extension.code,
      name: extension.description ?? ADD_ON_NAMES.get(extension.code) ?? extension.code,
      amount: extension.amount ?? 0,
      included: extension.compulsory === true,
      ipidUrl: extension.insuranceProductInformationDocument?.url,
    }));
}

/** The insurer of the product sold (§3.5), else the brand's insurer. */
export function insurerName({ policy, result }: CheckedPolicy): string {
  return result.grantedDetailsMotor?.insurerName ?? policy.brand.insurerName;
}

/** Who insures the policy sold (its tariff's insurer) and the broker who arranged it. */
export function partiesOf(checked: CheckedPolicy): Parties {
  return {
    insurerName: insurerName(checked),
    brokerLegalName: checked.policy.brand.brokerLegalName,
  };
}

/** Each driver's excess lines (§3.5 excessDetails), drivers in the order the result lists them. */
export function excessesByDriver(result: Result): { driver: string; details: ExcessDetail[] }[] {
  const groups = new Map<string, ExcessDetail[]>();
  for (const detail of result.grantedDetailsMotor?.excessDetails ?? []) {
    const driver = detail.driver ?? '';
    groups.set(driver, [...(groups.get(driver) ?? []), detail]);
  }
  return [...groups].map(([driver, details]) => ({ driver, details }));
}

/**
 * What is borrowed on a monthly plan: topUp.totalAmountOfCredit for the bought tier (§3.1), else
 * the annual price less the deposit (the rating engine's own identity, deposit + credit = price).
 */
export function amountOfCredit({ policy, result, plan }: CheckedPolicy): number {
  const tier = result.grantedDetailsMotor?.productIdentifier;
  const fromTopUp =
    tier === undefined ? undefined : policy.quote.topUp?.totalAmountOfCredit?.[tier];
  if (fromTopUp !== undefined) return fromTopUp;
  const price = result.premiumDetails?.totalPayable ?? 0;
  return Math.round((price - (plan?.depositAmountTotal ?? 0)) * 100) / 100;
}
