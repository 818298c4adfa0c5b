import { type ExcessDetail, type Quote, type Result } from '@van/domain/quote';
import { CLAIM_TYPES, EXCESS_TYPES, type ExcessType } from '@van/domain/reference-data';
import { type Person } from '@van/domain/risk';

/** One claim type's excesses for one driver, pounds. */
export interface ClaimExcess {
  excessType: string;
  /** §9.4 claim type ('Accidental damage claims'), or the result's policySection. */
  claimType: string;
  compulsory?: number;
  voluntary?: number;
  /** compulsory + voluntary, when either is given. */
  total?: number;
  /** Every other excess of the claim type (unapproved repairer, young driver ...), as given. */
  others: { reason: string; value: number }[];
}

/** §3.11 compulsory excess view, one entry per driver (main driver first). */
export interface DriverExcesses {
  /** The driver's name as the page shows it ('Full excess details for {driver}'). */
  driver: string;
  claims: ClaimExcess[];
}

const COMPULSORY = 'compulsory';
const VOLUNTARY = 'voluntary';

function fullName(person: Person | undefined): string | undefined {
  const name = [person?.name?.forenames, person?.name?.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? undefined : name;
}

/**
 * The name of the driver an excess line is for. The rating engine writes 'Policyholder' for the
 * proposer and 'Additional driver N' for additionalInsuredPersons[N-1]; any other label is shown
 * as it is.
 */
export function driverName(quote: Quote, label: string): string {
  const risk = quote.policy.eventCurrent.risk;
  if (label === 'Policyholder') return fullName(risk.proposer) ?? label;
  const additional = /^Additional driver (\d+)$/.exec(label);
  if (additional?.[1] !== undefined) {
    return fullName(risk.additionalInsuredPersons?.[Number(additional[1]) - 1]) ?? label;
  }
  return label;
}

const typeOrder = (excessType: string) => {
  const index = EXCESS_TYPES.indexOf(excessType as ExcessType);
  return index === -1 ? EXCESS_TYPES.length : index;
};

function claimExcess(excessType: string, details: ExcessDetail[]): ClaimExcess {
  const claim: ClaimExcess = {
    excessType,
    claimType: CLAIM_TYPES[excessType as ExcessType] ?? details[0]?.policySection ?? excessType,
    others: [],
  };
  for (const { reason, value } of details) {
    if (value === undefined) continue;
    const kind = reason?.trim().toLowerCase();
    if (kind === COMPULSORY) claim.compulsory = (claim.compulsory ?? 0) + value;
    else if (kind === VOLUNTARY) claim.voluntary = (claim.voluntary ?? 0) + value;
    else claim.others.push({ reason: reason ?? '', value });
  }
  if (claim.compulsory !== undefined || claim.voluntary !== undefined) {
    claim.total = (claim.compulsory ?? 0) + (claim.voluntary ?? 0);
  }
  return claim;
}

/**
 * §3.11 compulsory excess view of a tier: its excessDetails grouped by driver (in the order the
 * result gives them, the main driver first), then by claim type in the §9.4 order.
 */
export function driverExcesses(quote: Quote, result: Result | undefined): DriverExcesses[] {
  const byDriver = new Map<string, Map<string, ExcessDetail[]>>();
  for (const detail of result?.grantedDetailsMotor?.excessDetails ?? []) {
    const driver = detail.driver ?? '';
    const type = detail.excessType ?? detail.policySection ?? '';
    const claims = byDriver.get(driver) ?? new Map<string, ExcessDetail[]>();
    claims.set(type, [...(claims.get(type) ?? []), detail]);
    byDriver.set(driver, claims);
  }
  return [...byDriver].map(([label, claims]) => ({
    driver: driverName(quote, label),
    claims: [...claims]
      .sort(([a], [b]) => typeOrder(a) - typeOrder(b))
      .map(([type, details]) => claimExcess(type, details)),
  }));
}
