import { buildCreateQuoteRequest, type Quote } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { fromNewClient } from '../../test/network.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Decision 052, through the API against PostgreSQL: the server prices a licence date the question
// pages accept (however long ago, from the 17th birthday) and refuses, in the customer's words, one
// they refuse (in the future, or before the driver was 17).

let database: TestApp;
let app: App;

beforeAll(async () => {
  database = await createTestApp();
  app = database.app;
});

afterAll(async () => {
  await database.close();
});

/** A completed direct quote whose proposer was born on `dateOfBirth` and licensed on `dateObtained`. */
function answersWith(dateOfBirth: string, dateObtained: string): Quote {
  const quote = completedDirectQuote(ukToday(new Date()));
  const proposer = quote.policy.eventCurrent.risk.proposer;
  proposer.dateOfBirth = dateOfBirth;
  proposer.driverDetails = {
    ...proposer.driverDetails,
    licence: { ...proposer.driverDetails?.licence, dateObtained },
  };
  return quote;
}

const create = (answers: Quote) =>
  app.inject({
    method: 'PUT',
    url: '/v1/quote',
    payload: buildCreateQuoteRequest(answers),
    remoteAddress: fromNewClient(),
  });

describe('PUT /v1/quote and licence dates (decision 052)', () => {
  it('prices a licence held since 1995, past the old 25-year year list', async () => {
    const created = await create(answersWith('1970-03-01', '1995-06-15'));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().policy.eventCurrent.result.premiumDetails.totalPayable).toBeGreaterThan(
      0,
    );
    expect(
      created.json().policy.eventCurrent.risk.proposer.driverDetails.licence.dateObtained,
    ).toBe('1995-06-15');
  });

  it.each([
    [
      'before the 17th birthday',
      '1987-02-28',
      'You cannot have got your licence before you were 17.',
    ],
    ['in the future', '2099-01-01', 'The date you got your licence cannot be in the future.'],
  ])(
    "refuses a licence date %s with a 400 in the customer's words",
    async (_name, date, message) => {
      const refused = await create(answersWith('1970-03-01', date));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.message).toBe(message);
    },
  );
});
