import { describe, expect, it } from 'vitest';
import { ANSWERED_TODAY, answeredQuote } from '../testing/answered-quote.ts';
import { COVER_START_MESSAGES } from './cover-start.ts';
import { createDefaultDirectQuote } from './default-direct-quote.ts';
import type { Quote } from './quote.schema.ts';
import { saleRefusal } from './sale-refusal.ts';

const TODAY = ANSWERED_TODAY;

function withRisk(quote: Quote, update: (risk: Quote['policy']['eventCurrent']['risk']) => void) {
  const copy = clone(quote);
  update(copy.policy.eventCurrent.risk);
  return copy;
}

describe('saleRefusal', () => {
  it.each([
    ['starting today', TODAY],
    ['starting in 5 days', '2025-06-20'],
    ['starting 30 days ahead', '2025-07-15'],
  ])('sells a complete quote %s', (_name, start) => {
    expect(saleRefusal(answeredQuote(start), TODAY)).toBeUndefined();
  });

  it.each<[string, Quote, string]>([
    [
      'a start that has passed',
      withRisk(answeredQuote(TODAY), (risk) => {
        risk.startDate = '2025-06-14';
      }),
      COVER_START_MESSAGES.past,
    ],
    [
      'a start more than 30 days ahead',
      withRisk(answeredQuote(TODAY), (risk) => {
        risk.startDate = '2025-07-16';
      }),
      COVER_START_MESSAGES.tooFarAhead,
    ],
  ])('refuses %s (CoverStartDateInvalid)', (_name, quote, message) => {
    expect(saleRefusal(quote, TODAY)).toEqual({ code: 'CoverStartDateInvalid', message });
  });

  it('refuses a risk without an e-mail address or claims answer, naming both in the customer’s words', () => {
    const quote = withRisk(answeredQuote(), (risk) => {
      delete risk.proposer.email;
      delete risk.proposer.driverDetails!.claims;
    });
    expect(saleRefusal(quote, TODAY)).toEqual({
      code: 'RiskIncomplete',
      message:
        'We need a few more answers before you can buy: your e-mail address and whether you have had any claims in the last 5 years. Please check your details and answer the questions we have not asked yet.',
    });
  });

  it('refuses a quote priced on a comparison site’s few answers, whatever its source', () => {
    const quote = createDefaultDirectQuote(TODAY);
    quote.policy.sourceOfBusiness = '102';
    quote.policy.eventCurrent.risk.sourceOfBusiness = '102';
    quote.policy.eventCurrent.risk.proposer.dateOfBirth = '1982-09-14';
    quote.policy.eventCurrent.risk.vehicles = [{ regNumber: 'AB12CDE', value: 14_500 }];
    const refusal = saleRefusal(quote, TODAY);
    expect(refusal?.code).toBe('RiskIncomplete');
    expect(refusal?.message).toMatch(
      /^We need a few more answers before you can buy: .+ and \d+ more\./,
    );
  });

  it('checks the start first: a passed start is what the customer must fix before anything else', () => {
    const quote = withRisk(answeredQuote(TODAY), (risk) => {
      risk.startDate = '2025-06-01';
      delete risk.proposer.email;
    });
    expect(saleRefusal(quote, TODAY)?.code).toBe('CoverStartDateInvalid');
  });

  it.each([
    [
      'a known code whose proof is missing',
      {
        code: 'STAFF',
        applied: false,
        reason: 'PROOF_MISSING' as const,
        message: 'To use the offer code STAFF, please give your staff number.',
      },
      'OfferCodeNotApplied',
    ],
    ['a proved code', { code: 'STAFF', applied: true, proofReference: 'STAFF:1' }, undefined],
    [
      'an unknown code (no discount given)',
      { code: 'NOSUCH', applied: false, reason: 'UNKNOWN_CODE' as const },
      undefined,
    ],
  ])('decides %s', (_name, offer, code) => {
    const quote = answeredQuote(TODAY);
    quote.topUp = { ...quote.topUp, offer };
    expect(saleRefusal(quote, TODAY)?.code).toBe(code);
  });
});

/** A deep copy (JSON data only; the domain's tests run without the DOM's structuredClone). */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
