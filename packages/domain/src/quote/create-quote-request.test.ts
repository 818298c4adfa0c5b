import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QuoteRequestSchema } from '../risk/risk.schema.ts';
import { EmailAddressSchema } from '../risk/person.schema.ts';
import type { Claim } from '../risk/person.schema.ts';
import type { DuqAnswer, Risk } from '../risk/risk.schema.ts';
import {
  applySendRules,
  buildCreateQuoteRequest,
  buildUpdateQuoteRequest,
} from './create-quote-request.ts';
import { UpdateQuoteRequestSchema } from '../retrieval/retrieval-key.schema.ts';
import { createDefaultDirectQuote } from './default-direct-quote.ts';
import type { Quote } from './quote.schema.ts';

const TODAY = '2026-03-14';

const fullClaim: Claim = {
  description: 'AD',
  claimDate: '2024-05-01',
  ownDamageCost: 1200,
  thirdPartyCost: 300,
  ncdPrejudiced: true,
  personalInjury: false,
  underPolicyHoldersCover: true,
};

/** A default direct quote with its risk changed by `edit`. */
function quoteWith(edit: (risk: Risk) => void): Quote {
  const quote = createDefaultDirectQuote(TODAY);
  edit(quote.policy.eventCurrent.risk);
  return quote;
}

/** A quote that every §5.5 rule has something to do to. */
function busyQuote(): Quote {
  return quoteWith((risk) => {
    risk.totalAnnualMileage = 12000;
    risk.businessAnnualMileage = 3000;
    risk.duqAnswers = [...(risk.duqAnswers ?? []), { questionNumber: 247, answer: '0' }];
    risk.proposer.email = 'not-an-email';
    risk.proposer.correspondenceAddress = {
      houseNameOrNumber: '1',
      addressLine1: 'High Street',
      postcode: 'AB1 2CD',
      country: 'GB',
      abodeType: 'House',
      usage: 'Main',
    };
    risk.proposer.driverDetails = { ...risk.proposer.driverDetails, claims: [fullClaim] };
    risk.additionalInsuredPersons = [{ driverDetails: { claims: [fullClaim, fullClaim] } }];
  });
}

const sentRisk = (quote: Quote) => buildCreateQuoteRequest(quote).risk;
const duq247 = (risk: Risk) => risk.duqAnswers?.filter((a: DuqAnswer) => a.questionNumber === 247);

describe('buildCreateQuoteRequest: the envelope (§3.6, §9.2)', () => {
  it('wraps the current risk in the sample envelope', () => {
    const quote = createDefaultDirectQuote(TODAY);
    const request = buildCreateQuoteRequest(quote);
    expect(request).toEqual({
      context: { schemeGroup: 'GVWEB1', branchCode: 'DFLTBR' },
      fsaSaleType: 'NON-ADV',
      maxNumToStore: 1,
      requestedOpexCodes: [],
      requestedQuoteGrade: 'GUARANTEED',
      storage: 'SHORTTERM',
      risk: quote.policy.eventCurrent.risk,
    });
  });

  it.each([
    ['the default direct quote', () => createDefaultDirectQuote(TODAY)],
    ['a quote every rule changes', busyQuote],
  ])('parses with QuoteRequestSchema for %s', (_name, make) => {
    expect(QuoteRequestSchema.safeParse(buildCreateQuoteRequest(make())).success).toBe(true);
  });

  it('does not mutate the quote and shares no object with it', () => {
    const quote = busyQuote();
    const before = JSON.parse(JSON.stringify(quote)) as Quote;
    const request = buildCreateQuoteRequest(quote);
    expect(quote).toEqual(before);
    request.risk.proposer.gender = 'F';
    request.risk.vehicles?.push({});
    expect(quote).toEqual(before);
  });
});

describe('buildCreateQuoteRequest: §5.5 direct-quote send rules', () => {
  it.each([
    ['totalAnnualMileage', { totalAnnualMileage: 12000 }],
    ['businessAnnualMileage', { businessAnnualMileage: 3000 }],
    ['both mileages', { totalAnnualMileage: 0, businessAnnualMileage: 0 }],
  ])('removes %s', (_name, mileages: Partial<Risk>) => {
    const risk = sentRisk(quoteWith((r) => Object.assign(r, mileages)));
    expect(risk).not.toHaveProperty('totalAnnualMileage');
    expect(risk).not.toHaveProperty('businessAnnualMileage');
  });

  it.each([
    ["'0'", '0', []],
    ['empty', '', []],
    ["'3'", '3', [{ questionNumber: 247, answer: '3' }]],
    ["'10'", '10', [{ questionNumber: 247, answer: '10' }]],
  ])('duq 247 answered %s is sent as %j', (_name, answer, expected) => {
    const risk = sentRisk(
      quoteWith((r) => {
        r.duqAnswers = [...(r.duqAnswers ?? []), { questionNumber: 247, answer }];
      }),
    );
    expect(duq247(risk)).toEqual(expected);
  });

  it("keeps other duq answers, blank or '0', untouched", () => {
    const quote = createDefaultDirectQuote(TODAY);
    expect(sentRisk(quote).duqAnswers).toEqual(quote.policy.eventCurrent.risk.duqAnswers);
  });

  it('removes usage, abodeType and country from the correspondence address, keeping the rest', () => {
    const risk = sentRisk(busyQuote());
    expect(risk.proposer.correspondenceAddress).toEqual({
      houseNameOrNumber: '1',
      addressLine1: 'High Street',
      postcode: 'AB1 2CD',
    });
  });

  it.each([
    ['the proposer', (risk: Risk) => risk.proposer.driverDetails?.claims],
    [
      'each additional driver',
      (risk: Risk) => risk.additionalInsuredPersons?.[0]?.driverDetails?.claims,
    ],
  ])("removes the cost and cover fields of %s's claims", (_who, claimsOf) => {
    const claims = claimsOf(sentRisk(busyQuote()));
    expect(claims?.length).toBeGreaterThan(0);
    for (const claim of claims ?? []) {
      expect(claim).toEqual({ description: 'AD', claimDate: '2024-05-01', ncdPrejudiced: true });
    }
  });

  it.each([
    ['not-an-email', undefined],
    ['', undefined],
    ['jo@', undefined],
    ['jo smith@example.com', undefined],
    ['jo@example.com', 'jo@example.com'],
    ['jo.smith+van@example.co.uk', 'jo.smith+van@example.co.uk'],
  ])('proposer e-mail %j is sent as %j', (email, expected) => {
    const risk = sentRisk(
      quoteWith((r) => {
        r.proposer.email = email;
      }),
    );
    expect(risk.proposer.email).toBe(expected);
  });

  it('sends no e-mail key when the proposer has none', () => {
    expect(sentRisk(createDefaultDirectQuote(TODAY)).proposer).not.toHaveProperty('email');
  });

  it('never sends a proposer e-mail that fails the pattern, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (email) => {
        const request = buildCreateQuoteRequest(quoteWith((r) => (r.proposer.email = email)));
        expect(QuoteRequestSchema.safeParse(request).success).toBe(true);
        const sent = request.risk.proposer.email;
        const valid = EmailAddressSchema.safeParse(email).success;
        expect(sent).toBe(valid ? email : undefined);
      }),
    );
  });
});

describe('applySendRules for an update', () => {
  it('drops duq answers 999 to 1002 and keeps the others (§5.5)', () => {
    const quote = createDefaultDirectQuote('2026-11-22');
    const risk = quote.policy.eventCurrent.risk;
    risk.duqAnswers = [
      { questionNumber: 63, answer: '10000' },
      { questionNumber: 999, answer: 'X' },
      { questionNumber: 1000, answer: 'X' },
      { questionNumber: 1001, answer: 'X' },
      { questionNumber: 1002, answer: 'X' },
    ];
    const sent = applySendRules(risk, 'update');
    expect(sent.duqAnswers).toEqual([{ questionNumber: 63, answer: '10000' }]);
    expect(applySendRules(risk, 'create').duqAnswers).toHaveLength(5);
    expect(risk.duqAnswers).toHaveLength(5);
  });

  it('builds the update body from the quote, the retrieval key, the opex codes and the payment', () => {
    const quote = createDefaultDirectQuote('2026-11-22');
    const key = {
      webReference: '12345-12345-12345',
      postcode: 'LS1 4AP',
      dateOfBirth: '1980-05-17',
      lastName: 'Taylor',
    };
    const body = buildUpdateQuoteRequest(quote, key, ['BDV2O'], {
      selectedPaymentMethod: 'Instalmnts',
    });
    expect(UpdateQuoteRequestSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      retrievalKey: key,
      requestedOpexCodes: ['BDV2O'],
      payment: { selectedPaymentMethod: 'Instalmnts' },
    });
  });
});
