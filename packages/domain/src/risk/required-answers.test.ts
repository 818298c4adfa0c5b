import { describe, expect, it } from 'vitest';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { VALIDITY_PAGES, journeyPage } from '../journey/pages.ts';
import { applySendRules } from '../quote/create-quote-request.ts';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import {
  NOT_RISK_ANSWERS,
  REQUIRED_ANSWER_FORMS,
  incompleteRiskMessage,
  missingRequiredAnswers,
  requiredAnswers,
  type RequiredAnswer,
} from './required-answers.ts';
import { ANSWERED_TODAY, OPTIONAL_ANSWERS, answeredQuote } from '../testing/answered-quote.ts';
import type { Risk } from './risk.schema.ts';

const TODAY = ANSWERED_TODAY;

const complete = (): Risk => answeredQuote().policy.eventCurrent.risk;
const keys = (answers: readonly RequiredAnswer[]) => answers.map((answer) => answer.key);

/**
 * The risk without the answer kept at `key` (required-answers.ts RequiredAnswer.key), removed
 * from every place the forms keep it: NCD years also in previousInsuranceMotor (§4.7), the
 * modifications in all three of duq 354-356.
 */
function without(risk: Risk, key: string): Risk {
  const copy = clone(risk);
  const [path, question] = key.split('#') as [string, string | undefined];
  if (question !== undefined) {
    if (path === 'duqAnswers') {
      const numbers = question === '354' ? [354, 355, 356] : [Number(question)];
      copy.duqAnswers = copy.duqAnswers?.filter(
        (answer) => !numbers.includes(answer.questionNumber),
      );
      if (question === '247') delete copy.previousInsuranceMotor;
    } else {
      copy.userfieldAnswers = copy.userfieldAnswers?.filter(
        (answer) => answer.questionCode !== question,
      );
    }
    return copy;
  }
  const parts = path.split('.');
  let target = copy as unknown as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  delete target[parts.at(-1)!];
  return copy;
}

/** The risk with `update` applied to a copy. */
function changed(update: (risk: Risk) => void): Risk {
  const risk = complete();
  update(risk);
  return risk;
}

function setDuq(risk: Risk, questionNumber: number, answer: string) {
  risk.duqAnswers = risk.duqAnswers?.map((entry) =>
    entry.questionNumber === questionNumber ? { questionNumber, answer } : entry,
  );
}

describe('missingRequiredAnswers', () => {
  it('finds nothing missing in a quote every page of the direct journey has answered', () => {
    expect(missingRequiredAnswers(complete())).toEqual([]);
  });

  it('lists what a new quote has not been asked yet, in journey order, each on its page', () => {
    const missing = missingRequiredAnswers(
      createDefaultDirectQuote(TODAY).policy.eventCurrent.risk,
    );
    expect(keys(missing)).toEqual(
      expect.arrayContaining([
        'vehicles.0.regNumber',
        'proposer.email',
        'proposer.telephoneNumbers',
        'proposer.driverDetails.licence.convictions',
        'proposer.driverDetails.claims',
        'duqAnswers#247',
        'duqAnswers#446',
        'duqAnswers#452',
      ]),
    );
    const order = missing.map((answer) => {
      const validity = journeyPage(answer.page).validity;
      return validity === undefined ? -1 : VALIDITY_PAGES.indexOf(validity);
    });
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(missing[0]).toEqual({
      key: 'vehicles.0.regNumber',
      words: "your van's registration",
      page: 'VehicleLookup',
    });
    expect(missing.find((answer) => answer.key === 'proposer.email')).toEqual({
      key: 'proposer.email',
      words: 'your e-mail address',
      page: 'DriverDetails',
    });
    expect(missing.find((answer) => answer.key === 'proposer.driverDetails.claims')).toEqual({
      key: 'proposer.driverDetails.claims',
      words: 'whether you have had any claims in the last 5 years',
      page: 'LicenceDetails',
    });
  });

  // Property over the list: each answer a complete risk holds is required, and is the only one
  // reported when it alone is taken away.
  const presentKeys = [...new Set(keys(requiredAnswers(complete()).map(({ answer }) => answer)))];
  it('asks for a good number of answers of a complete risk', () => {
    expect(presentKeys.length).toBeGreaterThan(50);
  });
  it.each(presentKeys)('reports exactly %s when only that answer is taken away', (key) => {
    expect(keys(missingRequiredAnswers(without(complete(), key)))).toEqual([key]);
  });

  it.each<[string, (risk: Risk) => void, Partial<RequiredAnswer>]>([
    [
      "an unanswered 'U' (§9.8) reads as missing",
      (risk) => setDuq(risk, 476, 'U'),
      { key: 'duqAnswers#476', words: 'whether your van has been imported', page: 'CarDetails' },
    ],
    [
      "a blank '' reads as missing",
      (risk) => setDuq(risk, 452, ''),
      { key: 'duqAnswers#452', words: 'where the van is kept overnight', page: 'CarUsage' },
    ],
    [
      'a code the page does not offer reads as missing',
      (risk) => {
        risk.proposer.maritalStatus = 'nonsense';
      },
      { key: 'proposer.maritalStatus', page: 'DriverDetails' },
    ],
    [
      'business use needs the business miles',
      (risk) => {
        risk.vehicles![0]!.classOfUse = 'C1';
        delete risk.businessAnnualMileage;
      },
      { key: 'businessAnnualMileage', page: 'CarUsage' },
    ],
    [
      'a dashcam needs where it is',
      (risk) => {
        risk.userfieldAnswers = risk.userfieldAnswers?.filter(
          (answer) => answer.questionCode !== 'DASHCAMLOC',
        );
      },
      { key: 'userfieldAnswers#DASHCAMLOC', words: 'where the dashcam is' },
    ],
    [
      'a modified van needs the type of modification',
      (risk) => setDuq(risk, 687, ''),
      { key: 'duqAnswers#687', page: 'CarDetails' },
    ],
    [
      'no NCD needs the previous driving experience',
      (risk) => {
        setDuq(risk, 247, '0');
        delete risk.previousInsuranceMotor;
        delete risk.drivingExperience;
      },
      { key: 'drivingExperience', page: 'CoverDetails' },
    ],
    [
      "a driver's claim needs its effect on the no claims discount",
      (risk) => {
        delete risk.proposer.driverDetails!.claims![0]!.ncdPrejudiced;
      },
      {
        key: 'proposer.driverDetails.claims.0.ncdPrejudiced',
        words: 'whether your claim affected the no claims discount',
        page: 'LicenceDetails',
      },
    ],
    [
      "an additional driver's conviction needs its points, asked on their details page",
      (risk) => {
        risk.additionalInsuredPersons![0]!.driverDetails!.licence!.convictions = [
          { code: 'SP30', convictionDate: '2024-01-01' },
        ];
      },
      {
        key: 'additionalInsuredPersons.0.driverDetails.licence.convictions.0.pointsOnLicence',
        words: "the points for your additional driver's conviction",
        page: 'DriverDetails/AdditionalDriverDetails',
        driverIndex: 0,
      },
    ],
    [
      "an additional driver's own answers, on their pages, without their name",
      (risk) => {
        delete risk.additionalInsuredPersons![0]!.driverDetails!.licence!.dateObtained;
      },
      {
        key: 'additionalInsuredPersons.0.driverDetails.licence.dateObtained',
        words: 'when your additional driver got their licence',
        page: 'AdditionalDriverDetails/LicenceDetails',
        driverIndex: 0,
      },
    ],
  ])('%s', (_name, update, expected) => {
    const missing = missingRequiredAnswers(changed(update));
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatchObject(expected);
  });

  it('knows an NCD of 0, which the send rules drop (§5.5), by the driving experience given with it', () => {
    const noNcd = changed((risk) => {
      setDuq(risk, 247, '0');
      delete risk.previousInsuranceMotor;
      risk.drivingExperience = { type: 'BLANK', yearsClaimFree: 0 };
    });
    const stored = applySendRules(noNcd, 'create');
    expect(stored.duqAnswers?.some((answer) => answer.questionNumber === 247)).toBe(false);
    expect(missingRequiredAnswers(stored)).toEqual([]);
  });

  it('asks nothing about a van kept at home beyond that it is', () => {
    expect(keys(missingRequiredAnswers(complete()))).not.toContain('vehicles.0.keptPostcode');
  });

  it('names several additional drivers by their number, never by name', () => {
    const risk = complete();
    const jane = risk.additionalInsuredPersons![0]!;
    risk.additionalInsuredPersons = [jane, { ...clone(jane), gender: undefined }];
    const missing = missingRequiredAnswers(risk);
    expect(missing).toEqual([
      {
        key: 'additionalInsuredPersons.1.gender',
        words: "additional driver 2's gender",
        page: 'DriverDetails/AdditionalDriverDetails',
        driverIndex: 1,
      },
    ]);
    expect(JSON.stringify(missingRequiredAnswers(without(risk, 'proposer.gender')))).not.toMatch(
      /Jane|Sam|Taylor/,
    );
  });

  it("sells without a driver's licence number, which §2.6 lets any driver choose not to give", () => {
    const risk = answeredQuote('2025-06-20', OPTIONAL_ANSWERS).policy.eventCurrent.risk;
    expect(risk.additionalInsuredPersons?.[0]?.driverDetails?.licence?.licenceNumber).toBe(
      'TAYLO854022J99AB',
    );
    expect(missingRequiredAnswers(risk)).toEqual([]);
    const withoutNumbers = without(
      without(risk, 'additionalInsuredPersons.0.driverDetails.licence.licenceNumber'),
      'userfieldAnswers#LICENCE',
    );
    expect(missingRequiredAnswers(withoutNumbers)).toEqual([]);
  });

  // Each form's required fields come from its schema; none may be left without a rule here.
  it.each(Object.entries(REQUIRED_ANSWER_FORMS))(
    'covers every field the %s form requires',
    (_page, { schema, rules }) => {
      const required = Object.entries(schema.shape as unknown as Record<string, $ZodType>)
        .filter(([, field]) => !safeParse(field, undefined).success)
        .map(([field]) => field);
      const covered = new Set<string>([
        ...rules.map((rule) => rule.field as string),
        ...Object.keys(NOT_RISK_ANSWERS),
      ]);
      expect(required.filter((field) => !covered.has(field))).toEqual([]);
    },
  );
});

describe('incompleteRiskMessage', () => {
  const answer = (words: string): RequiredAnswer => ({ key: words, words, page: 'DriverDetails' });
  it.each<[string[], string]>([
    [['your e-mail address'], 'your e-mail address.'],
    [
      ['your e-mail address', 'whether you have had any claims in the last 5 years'],
      'your e-mail address and whether you have had any claims in the last 5 years.',
    ],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], 'a, b, c, d, e and 2 more.'],
    [['a', 'a', 'b'], 'a and b.'],
  ])('names %j in the customer’s words', (words, named) => {
    const message = incompleteRiskMessage(words.map(answer));
    expect(message).toBe(
      `We need a few more answers before you can buy: ${named} Please check your details and answer the questions we have not asked yet.`,
    );
  });
});

/** A deep copy (JSON data only; the domain's tests run without the DOM's structuredClone). */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
