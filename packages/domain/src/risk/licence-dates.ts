import { FIELD_LIMITS } from '../reference-data/field-limits.ts';
import { ageOn } from '../shared/dates.ts';
import type { Person } from './person.schema.ts';
import type { Risk } from './risk.schema.ts';

// Decision 052 (departs from §5.1's "earliest permissible licence year offset: 25"): a licence
// date is accepted as the customer gives it, from the driver's 17th birthday to today. The 25-year
// offset was the source system's year list, not a rule about licences, and made anyone licensed
// longer declare a false year on the statement of fact. One rule for the question pages and the
// server's risk checks.

/** Why a licence date cannot be right. */
export type LicenceDateProblem = 'future' | 'beforeSeventeen';

/**
 * The problem with a licence obtained on `dateObtained` (yyyy-MM-dd) by a driver born on
 * `dateOfBirth` (when known), judged on `today`; undefined when the date can be right. A date
 * is never refused for being long ago: only for being after today or before the 17th birthday.
 */
export function licenceDateProblem(
  dateObtained: string,
  today: string,
  dateOfBirth?: string,
): LicenceDateProblem | undefined {
  if (dateObtained.slice(0, 10) > today) return 'future';
  if (
    dateOfBirth !== undefined &&
    ageOn(dateOfBirth, dateObtained.slice(0, 10)) < FIELD_LIMITS.driverAge.min
  ) {
    return 'beforeSeventeen';
  }
  return undefined;
}

/** The customer's words for each problem, for the proposer ('you') and a named driver. */
export const LICENCE_DATE_MESSAGES = {
  you: {
    future: 'The date you got your licence cannot be in the future',
    beforeSeventeen: `You cannot have got your licence before you were ${FIELD_LIMITS.driverAge.min}`,
  },
  driver: {
    future: 'The date the driver got their licence cannot be in the future',
    beforeSeventeen: `The driver cannot have got their licence before they were ${FIELD_LIMITS.driverAge.min}`,
  },
} as const satisfies Record<'you' | 'driver', Record<LicenceDateProblem, string>>;

function personProblem(person: Person, today: string): LicenceDateProblem | undefined {
  const dateObtained = person.driverDetails?.licence?.dateObtained;
  return dateObtained === undefined
    ? undefined
    : licenceDateProblem(dateObtained, today, person.dateOfBirth);
}

/**
 * Every licence date of the risk that cannot be right on `today`, in the customer's words
 * (the proposer's first, then each additional driver's, named when the risk names them).
 * Empty when every licence date given is possible; a missing date is not a problem here.
 */
export function licenceDateProblems(risk: Risk, today: string): string[] {
  const problems: string[] = [];
  const own = personProblem(risk.proposer, today);
  if (own) problems.push(LICENCE_DATE_MESSAGES.you[own]);
  (risk.additionalInsuredPersons ?? []).forEach((driver, index) => {
    const problem = personProblem(driver, today);
    if (!problem) return;
    const name = [driver.name?.forenames, driver.name?.surname].filter(Boolean).join(' ');
    const who = name === '' ? `additional driver ${index + 1}` : name;
    problems.push(
      problem === 'future'
        ? `The date ${who} got their licence cannot be in the future`
        : `The date ${who} got their licence is before their ${FIELD_LIMITS.driverAge.min}th birthday`,
    );
  });
  return problems;
}
