import { buildUpdateQuoteRequest, QuoteSchema, type Quote } from '@van/domain/quote';
import { type Risk } from '@van/domain/risk';
import { addCalendarDays, ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { openField, sealField } from '../../lib/field-encryption.ts';
import { fromNewClient } from '../../test/network.ts';
import {
  GOOD_BANK_ACCOUNT,
  paymentConfig,
  postDirectDebitMandate,
  postPaymentSession,
  sandboxProvider,
  startPaymentSandbox,
  type PaymentSandbox,
} from '../../test/purchase.ts';
import { createQuote, finalizeQuote } from '../../test/quotes.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  embeddedCreditCheck,
  type CreditCheckApplicant,
  type CreditCheckProvider,
} from '../credit-check/index.ts';
import type { NewProviderSession, PaymentProvider } from './payment-provider.ts';

// Decision 033 item 2, through the API against PostgreSQL and the payment sandbox: a fraud and credit
// check answers only for the applicant it checked (name, date of birth, address, and for monthly
// payments the bank account) and only for 24 hours. The attack it stops: pass the check as one
// person, re-price the quote as another (POST /v1/quote), finalize again and pay.

const MERCHANT_KEY = 'sk_test_merchant_key';
const WEBHOOK_SECRET = 'whsec_test_webhook_secret';
const HOUR_MS = 60 * 60 * 1000;

let database: TestDatabase;
let sandbox: PaymentSandbox;
let app: App;
/** The server's and the sandbox's clock; a test moves it on to see a check run out. */
let clock = new Date();

/** What the credit check provider was asked: the embedded check's answers, counted. */
const asked: CreditCheckApplicant[] = [];
const countingCheck: CreditCheckProvider = {
  check: async (applicant) => {
    asked.push(applicant);
    return embeddedCreditCheck.check(applicant);
  },
};
/** Every session asked of the payment provider. */
const sessionsCreated: NewProviderSession[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const now = () => clock;
  sandbox = await startPaymentSandbox({
    merchantKey: MERCHANT_KEY,
    webhookSecret: WEBHOOK_SECRET,
    now,
  });
  const real = sandboxProvider(sandbox);
  const paymentProvider: PaymentProvider = {
    ...real,
    createSession: async (session, idempotencyKey) => {
      sessionsCreated.push(session);
      return real.createSession(session, idempotencyKey);
    },
  };
  app = await buildApp({
    config: paymentConfig(sandbox, 'http://127.0.0.1:9'),
    db: database.db,
    now,
    paymentProvider,
    creditCheckProvider: countingCheck,
  });
});

afterAll(async () => {
  await app?.close();
  await sandbox?.close();
  await database?.drop();
});

beforeEach(() => {
  clock = new Date();
  asked.length = 0;
  sessionsCreated.length = 0;
});

const eventOf = (quote: Quote) => quote.policy.eventCurrent.policyEventReference!;

/** A priced quote for `surname`, cover starting in 3 days (so a day's wait keeps it sellable). */
async function newQuote(surname: string): Promise<Quote> {
  const answers = completedDirectQuote(addCalendarDays(ukToday(clock), 3));
  answers.policy.eventCurrent.risk.proposer.name!.surname = surname;
  return createQuote(app, answers);
}

/** POST /v1/quote: the same quote re-priced with the proposer changed as `change` says. */
async function reprice(quote: Quote, change: (risk: Risk) => void): Promise<Quote> {
  const edited: Quote = structuredClone(quote);
  change(edited.policy.eventCurrent.risk);
  const response = await app.inject({
    method: 'POST',
    url: '/v1/quote',
    payload: buildUpdateQuoteRequest(edited, retrievalKeyOf(quote), [], {
      selectedPaymentMethod: 'Instalmnts',
    }),
    remoteAddress: fromNewClient(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const repriced = QuoteSchema.parse(response.json());
  expect(repriced.policy.eventCurrent.policyEventReference).not.toBe(
    quote.policy.eventCurrent.policyEventReference,
  );
  return repriced;
}

const finalize = (quote: Quote) => finalizeQuote(app, quote);

const paymentSession = (quoteKey: string, option: 'ANNUAL_CARD' | 'MONTHLY_DD') =>
  postPaymentSession(app, quoteKey, option);

/** VocaLink's published test accounts, both passing the modulus check. */
const ACCOUNT_A = GOOD_BANK_ACCOUNT;
const ACCOUNT_B = { sortCode: '20-29-59', accountNumber: '63748472' };

const giveMandate = (quoteKey: string, account = ACCOUNT_A) =>
  postDirectDebitMandate(app, quoteKey, { accountHolderName: 'Sam Smith', ...account });

/** The payments stored for the quote's event, as createPaymentSession stores them. */
async function paymentsOf(quote: Quote) {
  return database.db
    .selectFrom('payment')
    .innerJoin('quote', 'quote.id', 'payment.quote_id')
    .select(['payment.policy_event_reference', 'payment.payment_option'])
    .where('quote.web_reference', '=', quote.policy.webReference)
    .where('payment.policy_event_reference', '=', eventOf(quote))
    .execute();
}

async function mandatesOf(quote: Quote) {
  return database.db
    .selectFrom('direct_debit_mandate')
    .innerJoin('quote', 'quote.id', 'direct_debit_mandate.quote_id')
    .select(['direct_debit_mandate.sort_code'])
    .where('quote.web_reference', '=', quote.policy.webReference)
    .where('direct_debit_mandate.policy_event_reference', '=', eventOf(quote))
    .execute();
}

/** The mandate of `from`'s event, stored again for `to`'s event of the same quote. */
async function copyMandate(from: Quote, to: Quote) {
  const mandate = await database.db
    .selectFrom('direct_debit_mandate')
    .innerJoin('quote', 'quote.id', 'direct_debit_mandate.quote_id')
    .selectAll('direct_debit_mandate')
    .where('quote.web_reference', '=', from.policy.webReference)
    .where('direct_debit_mandate.policy_event_reference', '=', eventOf(from))
    .executeTakeFirstOrThrow();
  const { id: _id, policy_id: _policy, ...copy } = mandate;
  // The account number is sealed for its row (quote and event): sealed again for the copy's.
  const keys = loadConfig({}).bankAccountKeys;
  const accountNumber = openField(
    copy.account_number_sealed!,
    keys,
    `direct_debit_mandate:${copy.quote_id}:${copy.policy_event_reference}`,
  );
  await database.db
    .insertInto('direct_debit_mandate')
    .values({
      ...copy,
      collections: JSON.stringify(copy.collections),
      policy_event_reference: eventOf(to),
      mandate_reference: `${copy.mandate_reference}X`,
      account_number_sealed: sealField(
        accountNumber,
        keys,
        `direct_debit_mandate:${copy.quote_id}:${eventOf(to)}`,
      ),
    })
    .execute();
}

const withSurname = (surname: string) => (risk: Risk) => {
  risk.proposer.name = { ...risk.proposer.name, surname };
};

const DECLINED = {
  code: 'QuoteDeclined',
  message: "We can't offer you this policy online. Please call us and we'll see how we can help.",
};
const CREDIT_REFUSED = {
  code: 'CreditCheckFailed',
  message:
    "We can't offer you monthly payments. You can still buy this policy by paying for the year by card.",
};

describe('the applicant swap (decision 033 item 2)', () => {
  it('annual: a quote re-priced for a fraud-declined proposer after passing is declined, and no session is created', async () => {
    const quote = await newQuote('Smith');
    const passed = await paymentSession(await finalize(quote), 'ANNUAL_CARD');
    expect(passed.statusCode, passed.body).toBe(200);
    expect(sessionsCreated).toHaveLength(1);

    const swapped = await reprice(quote, withSurname('Fraudcheck'));
    const refused = await paymentSession(await finalize(swapped), 'ANNUAL_CARD');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual(DECLINED);
    expect(sessionsCreated).toHaveLength(1);
    expect(await paymentsOf(swapped)).toEqual([]);
    expect(asked.map((applicant) => applicant.surname)).toEqual(['Smith', 'Fraudcheck']);
  });

  it.each([
    ['Fraudcheck', DECLINED],
    ['Creditfail', CREDIT_REFUSED],
  ])(
    'monthly: a quote re-priced for %s after passing is refused at the mandate and the session, and no session is created',
    async (surname, error) => {
      const quote = await newQuote('Smith');
      const quoteKey = await finalize(quote);
      expect((await giveMandate(quoteKey)).statusCode).toBe(200);
      expect((await paymentSession(quoteKey, 'MONTHLY_DD')).statusCode).toBe(200);
      expect(sessionsCreated).toHaveLength(1);

      const swapped = await reprice(quote, withSurname(surname));
      const swappedKey = await finalize(swapped);
      const mandate = await giveMandate(swappedKey);
      expect(mandate.statusCode).toBe(422);
      expect(mandate.json().error).toEqual(error);
      expect(await mandatesOf(swapped)).toEqual([]);
      // Without a mandate for the new event its session is refused anyway; with the old event's
      // mandate copied to it (as an attacker would wish), the check of the new proposer with
      // that account still refuses it.
      const missing = await paymentSession(swappedKey, 'MONTHLY_DD');
      expect(missing.json().error.code).toBe('DirectDebitMandateMissing');
      await copyMandate(quote, swapped);
      const refused = await paymentSession(swappedKey, 'MONTHLY_DD');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toEqual(error);
      expect(sessionsCreated).toHaveLength(1);
      expect(await paymentsOf(swapped)).toEqual([]);
      // Smith at the mandate (the session reused it); the new proposer at the mandate and again
      // at the session (a refusal is reused too, so one call for the new facts).
      expect(asked.map((applicant) => applicant.surname)).toEqual(['Smith', surname]);
    },
  );

  it('the reverse: a declined proposer corrected by re-pricing is checked anew and may pay', async () => {
    const quote = await newQuote('Fraudcheck');
    const refused = await paymentSession(await finalize(quote), 'ANNUAL_CARD');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual(DECLINED);

    const corrected = await reprice(quote, withSurname('Smith'));
    const allowed = await paymentSession(await finalize(corrected), 'ANNUAL_CARD');
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(asked.map((applicant) => applicant.surname)).toEqual(['Fraudcheck', 'Smith']);
    expect(sessionsCreated).toHaveLength(1);
  });

  it('monthly, the reverse: credit refused, then re-priced for another proposer, checked anew and may pay monthly', async () => {
    const quote = await newQuote('Creditfail');
    expect((await giveMandate(await finalize(quote))).json().error).toEqual(CREDIT_REFUSED);

    const corrected = await reprice(quote, withSurname('Smith'));
    const quoteKey = await finalize(corrected);
    expect((await giveMandate(quoteKey)).statusCode).toBe(200);
    const allowed = await paymentSession(quoteKey, 'MONTHLY_DD');
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(asked.map((applicant) => applicant.surname)).toEqual(['Creditfail', 'Smith']);
  });
});

describe('which facts a check answers for', () => {
  it.each<[string, (risk: Risk) => void]>([
    [
      'the date of birth',
      (risk) => {
        risk.proposer.dateOfBirth = '1981-05-17';
      },
    ],
    [
      'the postcode',
      (risk) => {
        risk.proposer.correspondenceAddress = {
          ...risk.proposer.correspondenceAddress,
          postcode: 'LS2 7HY',
        };
      },
    ],
    [
      'the house',
      (risk) => {
        risk.proposer.correspondenceAddress = {
          ...risk.proposer.correspondenceAddress,
          houseNameOrNumber: '14',
        };
      },
    ],
    [
      'the forenames',
      (risk) => {
        risk.proposer.name = { ...risk.proposer.name, forenames: 'Samuel' };
      },
    ],
  ])('checks again when only %s changes', async (_fact, change) => {
    const quote = await newQuote('Smith');
    expect((await paymentSession(await finalize(quote), 'ANNUAL_CARD')).statusCode).toBe(200);
    const changed = await reprice(quote, change);
    const session = await paymentSession(await finalize(changed), 'ANNUAL_CARD');
    expect(session.statusCode, session.body).toBe(200);
    expect(asked).toHaveLength(2);
    expect(asked[1]).not.toEqual(asked[0]);
  });

  it('reuses the outcome for the same facts within 24 hours (one call), even across a re-price that changes no fact', async () => {
    const quote = await newQuote('Smith');
    const quoteKey = await finalize(quote);
    expect((await paymentSession(quoteKey, 'ANNUAL_CARD')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 23 * HOUR_MS);
    expect((await paymentSession(quoteKey, 'ANNUAL_CARD')).statusCode).toBe(200);
    // Re-priced with the surname typed in capitals and the postcode without its space: cosmetic.
    const retyped = await reprice(quote, (risk) => {
      risk.proposer.name = { ...risk.proposer.name, surname: ' SMITH ' };
      risk.proposer.correspondenceAddress = {
        ...risk.proposer.correspondenceAddress,
        postcode: 'ls14ap',
      };
    });
    expect((await paymentSession(await finalize(retyped), 'ANNUAL_CARD')).statusCode).toBe(200);
    expect(asked).toHaveLength(1);
  });

  it('checks again after 24 hours, and then answers with the new outcome', async () => {
    const quote = await newQuote('Smith');
    const quoteKey = await finalize(quote);
    expect((await paymentSession(quoteKey, 'ANNUAL_CARD')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 25 * HOUR_MS);
    expect((await paymentSession(quoteKey, 'ANNUAL_CARD')).statusCode).toBe(200);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual(asked[0]);
    const stored = await database.db
      .selectFrom('credit_check')
      .innerJoin('quote', 'quote.id', 'credit_check.quote_id')
      .select(['credit_check.checked_at'])
      .where('quote.web_reference', '=', quote.policy.webReference)
      .execute();
    expect(stored).toEqual([{ checked_at: clock }]);
  });

  it('monthly: the mandate and the session share one check for the same account, and the provider is given it', async () => {
    const quote = await newQuote('Smith');
    const quoteKey = await finalize(quote);
    expect((await giveMandate(quoteKey)).statusCode).toBe(200);
    expect((await paymentSession(quoteKey, 'MONTHLY_DD')).statusCode).toBe(200);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      purpose: 'MONTHLY_DD',
      surname: 'Smith',
      bankAccount: { sortCode: '089999', accountNumber: '66374958' },
    });
  });

  it('monthly: a mandate given again with another account is checked again, and the session checks the account it will collect from', async () => {
    const quote = await newQuote('Smith');
    const quoteKey = await finalize(quote);
    expect((await giveMandate(quoteKey, ACCOUNT_A)).statusCode).toBe(200);
    expect((await giveMandate(quoteKey, ACCOUNT_A)).statusCode).toBe(200);
    expect(asked).toHaveLength(1);
    expect((await giveMandate(quoteKey, ACCOUNT_B)).statusCode).toBe(200);
    expect(asked).toHaveLength(2);
    expect(asked[1]!.bankAccount).toEqual({ sortCode: '202959', accountNumber: '63748472' });
    expect((await paymentSession(quoteKey, 'MONTHLY_DD')).statusCode).toBe(200);
    expect(asked).toHaveLength(2);
  });

  it('monthly: a session after the mandate has run past 24 hours checks the mandate’s account again', async () => {
    const quote = await newQuote('Smith');
    const quoteKey = await finalize(quote);
    expect((await giveMandate(quoteKey, ACCOUNT_B)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 25 * HOUR_MS);
    expect((await paymentSession(quoteKey, 'MONTHLY_DD')).statusCode).toBe(200);
    expect(asked.map((applicant) => applicant.bankAccount)).toEqual([
      { sortCode: '202959', accountNumber: '63748472' },
      { sortCode: '202959', accountNumber: '63748472' },
    ]);
  });
});
