import { completedDirectQuote } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { pricedQuoteOf } from '../../test/priced-quote.ts';
import { pricingFacts, retentionCutoffs } from './retention-rules.ts';

const NOW = new Date('2027-03-01T12:00:00Z');

describe('retentionCutoffs', () => {
  it('keeps each kind of row for its stated period, unbought quotes for QUOTE_RETENTION_DAYS', () => {
    expect(retentionCutoffs(NOW, { quoteRetentionDays: 90 })).toEqual({
      rateLimitWindowsBefore: new Date('2027-02-28T12:00:00Z'),
      retrievalGuardsIdleBefore: new Date('2027-02-28T12:00:00Z'),
      idempotencyKeysCreatedBefore: new Date('2027-02-28T12:00:00Z'),
      tokensExpiredBefore: NOW,
      creditChecksBefore: new Date('2027-02-28T12:00:00Z'),
      emailsSentBefore: new Date('2027-01-30T12:00:00Z'),
      undeliveredEmailsQueuedBefore: new Date('2026-12-01T12:00:00Z'),
      quotesChangedBefore: new Date('2026-12-01T12:00:00Z'),
    });
    expect(retentionCutoffs(NOW, { quoteRetentionDays: 30 }).quotesChangedBefore).toEqual(
      new Date('2027-01-30T12:00:00Z'),
    );
  });
});

describe('pricingFacts', () => {
  const quote = pricedQuoteOf(completedDirectQuote('2026-11-22'), {
    webReference: '12345-67890-12345',
  });
  const facts = pricingFacts(quote, {
    createdAt: new Date('2026-11-22T10:00:00Z'),
    sourceOfBusiness: 'Website',
  });

  it('keeps the channel, the tier shown and its price, and coarse bands of what priced it', () => {
    const result = quote.policy.eventCurrent.result!;
    expect(facts).toEqual({
      quotedOn: '2026-11-22',
      sourceOfBusiness: 'Website',
      declined: false,
      tier: result.grantedDetailsMotor!.productIdentifier,
      annualPricePence: Math.round(result.premiumDetails!.totalPayable! * 100),
      vehicleGroup: 33,
      // LS1 4AP
      postcodeArea: 'LS',
      // Born 1980-05-17: 46 on the day of the quote.
      ageBand: '40-49',
    });
    expect(facts.tier).toMatch(/^[A-Z]+$/);
  });

  it('keeps nothing that names the customer or the quote', () => {
    const kept = JSON.stringify(facts);
    const risk = quote.policy.eventCurrent.risk;
    for (const personal of [
      '12345-67890-12345',
      risk.proposer.name!.surname!,
      risk.proposer.dateOfBirth!,
      risk.proposer.email!,
      'LS1',
      '4AP',
      risk.vehicles![0]!.regNumber!,
    ]) {
      expect(kept).not.toContain(personal);
    }
  });

  it.each([
    ['1980-05-17', '2026-05-16', '40-49'],
    ['1980-05-17', '2026-05-17', '40-49'],
    ['1957-03-01', '2027-03-01', '70+'],
    ['1957-03-02', '2027-03-01', '60-69'],
    ['2002-01-01', '2026-12-31', '17-24'],
    ['2001-12-31', '2026-12-31', '25-29'],
  ])('bands a proposer born %s quoted on %s as %s', (dateOfBirth, quotedOn, band) => {
    const aged = structuredClone(quote);
    aged.policy.eventCurrent.risk.proposer.dateOfBirth = dateOfBirth;
    expect(
      pricingFacts(aged, { createdAt: new Date(`${quotedOn}T09:00:00Z`), sourceOfBusiness: '115' })
        .ageBand,
    ).toBe(band);
  });

  it('keeps no tier or price for a declined quote', () => {
    const declined = { ...structuredClone(quote), noAvailableProducts: true };
    expect(
      pricingFacts(declined, {
        createdAt: new Date('2026-11-22T10:00:00Z'),
        sourceOfBusiness: '102',
      }),
    ).toMatchObject({
      declined: true,
      tier: null,
      annualPricePence: null,
      vehicleGroup: null,
      postcodeArea: 'LS',
    });
  });
});
