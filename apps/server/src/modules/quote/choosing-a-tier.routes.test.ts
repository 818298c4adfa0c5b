import { withUserfieldAnswer } from '@van/domain/forms';
import { buildUpdateQuoteRequest, QuoteSchema, type Quote } from '@van/domain/quote';
import { USERFIELD_CODES } from '@van/domain/reference-data';
import { formatMoney, ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { fromNewClient } from '../../test/network.ts';
import { pdfText } from '../../test/pdf-text.ts';
import {
  GOOD_CARD,
  listeningApp,
  paymentConfig,
  payWith,
  postDirectDebitMandate,
  postPaymentSession,
  postVerifyPolicy,
  sandboxSessionOf,
  startPaymentSandbox,
  storedPolicies,
  waitFor,
  type PaymentSandbox,
} from '../../test/purchase.ts';
import { createQuote, finalizeQuote } from '../../test/quotes.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

// Decision 049: the customer chooses a tier on the quote page (the Tier userfield, re-priced by
// POST /v1/quote), and that tier is the one charged and sold, whichever way they pay.

let database: TestDatabase;
let sandbox: PaymentSandbox;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startPaymentSandbox({
    merchantKey: 'sk_tier_test_key',
    webhookSecret: 'whsec_tier_test_secret',
  });
  ({ app } = await listeningApp((url) =>
    buildApp({ config: paymentConfig(sandbox, url), db: database.db }),
  ));
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
  await database?.drop();
});

/** The quote re-priced with `tier` chosen, as the tier grid's choose action sends it. */
async function choose(quote: Quote, tier: string): Promise<Quote> {
  const edited: Quote = structuredClone(quote);
  edited.policy.eventCurrent.risk = withUserfieldAnswer(
    edited.policy.eventCurrent.risk,
    USERFIELD_CODES.Tier,
    tier,
  );
  const response = await app.inject({
    method: 'POST',
    url: '/v1/quote',
    payload: buildUpdateQuoteRequest(edited, retrievalKeyOf(quote), [], {
      selectedPaymentMethod: 'PayInFull',
    }),
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return QuoteSchema.parse(response.json());
}

const tierOf = (quote: Quote, tier: string) =>
  quote.policy.eventsRelated?.find(
    (event) => event.result?.grantedDetailsMotor?.productIdentifier === tier,
  )?.result;

async function soldPolicy(quote: Quote) {
  const [policy] = await waitFor(async () => {
    const rows = await storedPolicies(database.db, quote);
    return rows.length > 0 ? rows : undefined;
  }, 'the policy');
  const { token } = (await postVerifyPolicy(app, quote)).json<{ token: string }>();
  const document = async (kind: string) => {
    const response = await app.inject({
      url: `/v1/policies/${quote.policy.webReference}/documents/${kind}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, kind).toBe(200);
    return pdfText(response.rawPayload);
  };
  return { policy: policy!, document };
}

describe('choosing a tier (decision 049)', () => {
  it('re-prices with the chosen tier as the current event, the price the grid showed for it', async () => {
    const quote = await createQuote(app, completedDirectQuote(ukToday(new Date())));
    expect(quote.policy.eventCurrent.result?.grantedDetailsMotor?.productIdentifier).toBe('VAN');
    for (const tier of ['PLATINUM', 'SILVER', 'GOLD', 'VAN']) {
      const chosen = await choose(quote, tier);
      const current = chosen.policy.eventCurrent.result;
      expect(current?.grantedDetailsMotor?.productIdentifier).toBe(tier);
      expect(current?.premiumDetails?.totalPayable).toBe(
        tierOf(quote, tier)?.premiumDetails?.totalPayable,
      );
      expect(chosen.policy.eventsRelated?.filter((event) => event.isCurrentEvent)).toHaveLength(1);
    }
  });

  it('charges the Gold price and sells Van Gold to a customer who chose Gold and pays annually', async () => {
    const quote = await choose(
      await createQuote(app, completedDirectQuote(ukToday(new Date()))),
      'GOLD',
    );
    const gold = tierOf(quote, 'GOLD')!;
    const van = tierOf(quote, 'VAN')!;
    expect(gold.premiumDetails!.totalPayable).toBeGreaterThan(van.premiumDetails!.totalPayable!);
    const quoteKey = await finalizeQuote(app, quote);
    const session = await postPaymentSession(app, quoteKey, 'ANNUAL_CARD');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().amount).toBe(gold.premiumDetails!.totalPayable);
    const { sessionId, frameUrl } = session.json<{ sessionId: string; frameUrl: string }>();
    expect((await sandboxSessionOf(sandbox, sessionId)).amount).toBe(
      Math.round(gold.premiumDetails!.totalPayable! * 100),
    );
    expect(await payWith(frameUrl, GOOD_CARD)).toBe(303);

    const { policy, document } = await soldPolicy(quote);
    expect(policy).toMatchObject({ tier: 'GOLD', payment_plan: 'ANNUAL_CARD' });
    const sold = policy.sold_quote.policy.eventCurrent.result;
    expect(sold?.grantedDetailsMotor?.productName).toBe('Van Gold');
    const schedule = await document('policy-schedule');
    expect(schedule).toContain('Product Van Gold');
    expect(schedule).toContain(`Amount paid ${formatMoney(gold.premiumDetails!.totalPayable!)}`);
    expect(schedule).not.toContain('Van Essentials');
  });

  it('takes the Gold deposit and sells Van Gold to a customer who chose Gold and pays monthly', async () => {
    const quote = await choose(
      await createQuote(app, completedDirectQuote(ukToday(new Date()))),
      'GOLD',
    );
    const plan = tierOf(quote, 'GOLD')!.instalmentPlans![0]!;
    expect(plan.depositAmountTotal).not.toBe(
      tierOf(quote, 'VAN')!.instalmentPlans![0]!.depositAmountTotal,
    );
    const quoteKey = await finalizeQuote(app, quote);
    const mandate = await postDirectDebitMandate(app, quoteKey);
    expect(mandate.statusCode, mandate.body).toBe(200);
    const session = await postPaymentSession(app, quoteKey, 'MONTHLY_DD');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().amount).toBe(plan.depositAmountTotal);
    expect(await payWith(session.json().frameUrl, GOOD_CARD)).toBe(303);

    const { policy, document } = await soldPolicy(quote);
    expect(policy).toMatchObject({ tier: 'GOLD', payment_plan: 'MONTHLY_DD' });
    const schedule = await document('policy-schedule');
    expect(schedule).toContain('Product Van Gold');
    expect(schedule).not.toContain('Van Essentials');
    const agreement = await document('credit-agreement');
    expect(agreement).toContain(formatMoney(plan.totalPayable!));
    expect(agreement).toContain(formatMoney(plan.paymentAmountNormal!));
  });
});
