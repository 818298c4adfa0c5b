import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { buildCreateQuoteRequest } from '../quote/create-quote-request.ts';
import { createDefaultDirectQuote } from '../quote/default-direct-quote.ts';
import { QuoteRequestSchema, RiskSchema } from './risk.schema.ts';
import type { QuoteRequest } from './risk.schema.ts';

const validRequest = (): QuoteRequest =>
  buildCreateQuoteRequest(createDefaultDirectQuote('2026-03-14'));

/** Mostly the right value, sometimes junk: so generated records fall on both sides. */
const maybe = <T>(valid: T) =>
  fc.oneof({ arbitrary: fc.constant(valid), weight: 6 }, { arbitrary: fc.anything(), weight: 1 });

/**
 * Checks the outcome a server needs from any body: a parse that never throws, and either a
 * request that survives a JSON round trip or a ZodError whose issues each say where and what.
 */
function expectSafeOutcome(body: unknown): boolean {
  const result = QuoteRequestSchema.safeParse(body);
  if (result.success) {
    expect(QuoteRequestSchema.parse(JSON.parse(JSON.stringify(result.data)))).toEqual(result.data);
  } else {
    expect(result.error).toBeInstanceOf(z.ZodError);
    expect(result.error.issues.length).toBeGreaterThan(0);
    for (const issue of result.error.issues) {
      expect(Array.isArray(issue.path)).toBe(true);
      expect(issue.message).toEqual(expect.any(String));
    }
  }
  return result.success;
}

describe('QuoteRequestSchema against junk (property)', () => {
  it('never throws: any record of junk is a valid request or a ZodError', () => {
    const valid = validRequest();
    const outcomes = { valid: 0, refused: 0 };
    fc.assert(
      fc.property(
        fc.record({
          context: maybe(valid.context),
          fsaSaleType: maybe(valid.fsaSaleType),
          maxNumToStore: maybe(valid.maxNumToStore),
          requestedOpexCodes: maybe(valid.requestedOpexCodes),
          requestedQuoteGrade: maybe(valid.requestedQuoteGrade),
          storage: maybe(valid.storage),
          risk: maybe(valid.risk),
        }),
        (body) => {
          outcomes[expectSafeOutcome(body) ? 'valid' : 'refused'] += 1;
        },
      ),
      { numRuns: 300 },
    );
    // The property means something only if both sides were reached.
    expect(outcomes.valid).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });

  it('never throws for any value at all', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        expectSafeOutcome(body);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a request whose risk is replaced by a non-object', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)), (junk) => {
        const result = QuoteRequestSchema.safeParse({ ...validRequest(), risk: junk });
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.path).toEqual(['risk']);
      }),
    );
  });
});

describe('RiskSchema keeps wire types strict', () => {
  it.each([
    ['volXS as text', { volXS: '250' }, ['volXS']],
    [
      'a duq number as text',
      { duqAnswers: [{ questionNumber: '63', answer: '' }] },
      ['duqAnswers', 0, 'questionNumber'],
    ],
    [
      'a duq answer as a number',
      { duqAnswers: [{ questionNumber: 63, answer: 0 }] },
      ['duqAnswers', 0, 'answer'],
    ],
    ['a start date dd/mm/yyyy', { startDate: '14/03/2026' }, ['startDate']],
    ['a smoker flag as Y', { proposer: { smoker: 'Y' } }, ['proposer', 'smoker']],
    [
      'an unknown delivery method',
      { preferredDeliveryMethod: 'Email' },
      ['preferredDeliveryMethod'],
    ],
    [
      'a lower-case registration',
      { vehicles: [{ regNumber: 'ab12cde' }] },
      ['vehicles', 0, 'regNumber'],
    ],
    ['a van worth nothing (§5.1)', { vehicles: [{ value: 0 }] }, ['vehicles', 0, 'value']],
    [
      '13 licence points (§5.1)',
      { proposer: { driverDetails: { licence: { convictions: [{ pointsOnLicence: 13 }] } } } },
      ['proposer', 'driverDetails', 'licence', 'convictions', 0, 'pointsOnLicence'],
    ],
  ])('refuses %s', (_name, change, path) => {
    const risk = { ...validRequest().risk, ...change };
    const result = RiskSchema.safeParse(risk);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });

  it.each([
    ['a date-time start date (§3.6)', { startDate: '2026-03-14T00:00:00Z' }],
    ['a blank duq answer (§3.13)', { duqAnswers: [{ questionNumber: 63, answer: '' }] }],
    ['a half-typed e-mail in the working quote', { proposer: { email: 'jo@' } }],
  ])('accepts %s', (_name, change) => {
    expect(RiskSchema.safeParse({ ...validRequest().risk, ...change }).success).toBe(true);
  });
});
