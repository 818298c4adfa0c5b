import { NOT_FROM_OUR_WEBSITE_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@van/domain/shared';
import { describe, expect, it } from 'vitest';
import {
  MONTHLY_ACCOUNT_NUMBER,
  MONTHLY_COLLECTIONS,
  monthlyPolicyFor,
  OWN_ORIGIN,
  policyFor,
  signedInAs,
  wrapUpDownload,
} from '../../test/account.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { hashToken } from '../../lib/token-hash.ts';
import { AUTO_RENEWAL_WORDING_VERSION } from './auto-renewal-wording.ts';
import { policyStatus } from './my-policy.service.ts';

// Decision 061 (issue 21 items 2, 3 and 6): the signed-in customer's policies, their documents,
// Direct Debit and auto-renewal choice, and nobody else's.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));

const OWNER = 'policy.owner@example.com';
const STRANGER = 'someone.else@example.com';
const MONTHLY_OWNER = 'monthly.payer@example.com';

let ownerCookie: string | undefined;
/** One session for the owner, for the whole file (codes are limited to 5 an hour an address). */
async function signedInOwner(): Promise<string> {
  ownerCookie ??= await signedInAs(server.app, server.db, OWNER);
  return ownerCookie;
}

function get(url: string, cookie?: string) {
  return server.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
}

/** The auto-renewal change as our page makes it, or from `origin` (null: no Origin header). */
function putAutoRenewal(
  cookie: string,
  policyNumber: string,
  autoRenew: unknown,
  origin: string | null = OWN_ORIGIN,
) {
  return server.app.inject({
    method: 'PUT',
    url: `/v1/account/policies/${policyNumber}/auto-renewal`,
    headers: { cookie, ...(origin ? { origin } : {}) },
    payload: { autoRenew },
  });
}

function choicesOf(policyNumber: string) {
  return server.db
    .selectFrom('auto_renewal_choice')
    .innerJoin('policy', 'policy.id', 'auto_renewal_choice.policy_id')
    .select([
      'auto_renewal_choice.auto_renew',
      'auto_renewal_choice.chosen_at',
      'auto_renewal_choice.wording_version',
      'auto_renewal_choice.session_id',
    ])
    .where('policy.policy_number', '=', policyNumber)
    .orderBy('auto_renewal_choice.id')
    .execute();
}

describe('my policies', () => {
  it('lists the owner’s policy with its cover, van, drivers, period, payment and premium', async () => {
    await policyFor(server.app, server.db, OWNER, 'RWV-2026-061001', server.now);
    await policyFor(server.app, server.db, STRANGER, 'RWV-2026-061002', server.now);
    const cookie = await signedInOwner();
    const response = await get('/v1/account/policies', cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const { policies } = response.json();
    expect(policies.map((policy: { policyNumber: string }) => policy.policyNumber)).toEqual([
      'RWV-2026-061001',
    ]);
    const [policy] = policies;
    expect(policy).toMatchObject({
      status: 'live',
      tier: 'VAN',
      paymentFrequency: 'ANNUAL_CARD',
      startDate: '2026-11-22',
      endDate: '2027-11-21',
    });
    expect(policy.coverType).toMatch(/Comprehensive|Third party/);
    expect(policy.van.registration).not.toBe('');
    expect(policy.van.make).not.toBe('');
    expect(policy.drivers[0]).toMatchObject({ role: 'Policyholder' });
    expect(policy.drivers[0].name).not.toBe('');
    expect(policy.premium).toBeGreaterThan(0);
  });

  it('answers another customer’s policy number exactly as an unknown one: 404', async () => {
    const cookie = await signedInOwner();
    const theirs = await get('/v1/account/policies/RWV-2026-061002', cookie);
    const nobodys = await get('/v1/account/policies/RWV-2026-999999', cookie);
    expect(theirs.statusCode).toBe(404);
    expect(nobodys.statusCode).toBe(404);
    expect(theirs.body).toBe(nobodys.body);
    expect(theirs.body).not.toContain('someone.else');
  });

  it('refuses every call without a live session: 401, also after sign-out', async () => {
    const cookie = await signedInAs(server.app, server.db, OWNER);
    const signOut = await server.app.inject({
      method: 'DELETE',
      url: '/v1/account/session',
      headers: { cookie, origin: OWN_ORIGIN },
    });
    expect(signOut.statusCode).toBe(200);
    for (const url of [
      '/v1/account/policies',
      '/v1/account/policies/RWV-2026-061001',
      '/v1/account/policies/RWV-2026-061001/documents/certificate',
    ]) {
      for (const response of [await get(url, cookie), await get(url)]) {
        expect(response.statusCode, url).toBe(401);
        expect(response.json().error.message).toBe(NOT_SIGNED_IN_MESSAGE);
      }
    }
    const change = await putAutoRenewal(cookie, 'RWV-2026-061001', false);
    expect(change.statusCode).toBe(401);
    expect(await choicesOf('RWV-2026-061001')).toHaveLength(0);
  });

  it.each([
    ['2026-11-21', 'notYetStarted'],
    ['2026-11-22', 'live'],
    ['2027-11-21', 'live'],
    ['2027-11-22', 'ended'],
  ] as const)('on %s a policy from 2026-11-22 to 2027-11-21 is %s', (today, status) => {
    const period = { startDate: '2026-11-22', endDate: '2027-11-21', renewalDate: '2027-11-22' };
    const now = new Date(`${today}T12:00:00Z`);
    expect(policyStatus({ status: 'Live', cancelled_at: null }, period, now)).toBe(status);
    const cancelled = {
      status: 'Cancelled',
      cancelled_at: new Date('2026-11-01T00:00:00Z'),
    } as const;
    expect(policyStatus(cancelled, period, now)).toBe('cancelled');
  });
});

describe('my policy’s documents', () => {
  it('lists every document with a download only its owner gets, the same bytes as the wrap-up’s', async () => {
    const cookie = await signedInOwner();
    const response = await get('/v1/account/policies/RWV-2026-061001', cookie);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.documents.map((document: { kind: string }) => document.kind)).toEqual([
      'policy-schedule',
      'certificate',
      'statement-of-fact',
      'demands-and-needs',
    ]);
    expect(detail.documents[1]).toEqual({
      kind: 'certificate',
      title: expect.stringContaining('Certificate'),
      downloadUrl: '/v1/account/policies/RWV-2026-061001/documents/certificate',
    });
    expect(detail.productInformation.length).toBeGreaterThan(0);
    expect(detail.directDebit).toBeUndefined();
    expect(detail.contactPhoneNumbers.general).toMatch(/\d/);

    for (const kind of ['policy-schedule', 'certificate']) {
      const download = await get(`/v1/account/policies/RWV-2026-061001/documents/${kind}`, cookie);
      expect(download.statusCode, download.body).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['cache-control']).toContain('no-store');
      const wrapUps = await wrapUpDownload(
        server.app,
        server.db,
        'RWV-2026-061001',
        kind,
        server.now,
      );
      expect(download.rawPayload.equals(wrapUps)).toBe(true);
    }
  });

  it('serves another customer’s document as it serves a missing one: 404', async () => {
    const cookie = await signedInOwner();
    const theirs = await get('/v1/account/policies/RWV-2026-061002/documents/certificate', cookie);
    const nobodys = await get('/v1/account/policies/RWV-2026-999999/documents/certificate', cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(nobodys.body);
    const noSuchKind = await get('/v1/account/policies/RWV-2026-061001/documents/secrets', cookie);
    expect(noSuchKind.statusCode).toBe(404);
    const notMonthly = await get(
      '/v1/account/policies/RWV-2026-061001/documents/credit-agreement',
      cookie,
    );
    expect(notMonthly.statusCode).toBe(404);
  });
});

describe('auto-renewal', () => {
  it('shows the choice made at purchase, with the renewal date and what will happen', async () => {
    const cookie = await signedInOwner();
    const { autoRenewal } = (await get('/v1/account/policies/RWV-2026-061001', cookie)).json();
    expect(autoRenewal).toMatchObject({
      autoRenew: true,
      chosenIn: 'purchase',
      chosenAt: server.now.toISOString(),
      renewalDate: '2027-11-22',
      wordingVersion: AUTO_RENEWAL_WORDING_VERSION,
    });
    expect(autoRenewal.whatHappens).toContain('will renew automatically on 22 November 2027');
    expect(autoRenewal.whatHappens).toContain('write to you');
  });

  it('refuses a change from another site (no Origin, or a foreign one) and records nothing', async () => {
    const cookie = await signedInOwner();
    for (const origin of [null, 'https://evil.example']) {
      const response = await putAutoRenewal(cookie, 'RWV-2026-061001', false, origin);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(NOT_FROM_OUR_WEBSITE_MESSAGE);
    }
    expect(await choicesOf('RWV-2026-061001')).toHaveLength(0);
  });

  it('refuses a choice that is not yes or no, in words, and records nothing', async () => {
    const cookie = await signedInOwner();
    const response = await putAutoRenewal(cookie, 'RWV-2026-061001', 'maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('renew automatically');
    expect(await choicesOf('RWV-2026-061001')).toHaveLength(0);
  });

  it('records a change with its time, wording version and session; the same choice twice once', async () => {
    const cookie = await signedInOwner();
    const session = await server.db
      .selectFrom('account_session')
      .select('id')
      .where('session_hash', '=', hashToken(cookie.split('=')[1]!))
      .executeTakeFirstOrThrow();
    const off = await putAutoRenewal(cookie, 'RWV-2026-061001', false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      autoRenew: false,
      chosenIn: 'account',
      chosenAt: server.now.toISOString(),
      renewalDate: '2027-11-22',
    });
    expect(off.json().whatHappens).toContain('will not renew');
    expect(off.json().whatHappens).toContain('ends at 23:59 on 21 November 2027');
    expect(await choicesOf('RWV-2026-061001')).toEqual([
      {
        auto_renew: false,
        chosen_at: server.now,
        wording_version: AUTO_RENEWAL_WORDING_VERSION,
        session_id: session.id,
      },
    ]);

    const again = await putAutoRenewal(cookie, 'RWV-2026-061001', false);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(off.json());
    expect(await choicesOf('RWV-2026-061001')).toHaveLength(1);

    const shown = (await get('/v1/account/policies/RWV-2026-061001', cookie)).json();
    expect(shown.autoRenewal).toEqual(off.json());

    server.now = new Date(server.now.getTime() + 60_000);
    const on = await putAutoRenewal(cookie, 'RWV-2026-061001', true);
    expect(on.json()).toMatchObject({ autoRenew: true, chosenAt: server.now.toISOString() });
    expect(on.json().whatHappens).toContain('will renew automatically');
    expect((await choicesOf('RWV-2026-061001')).map((row) => row.auto_renew)).toEqual([
      false,
      true,
    ]);
  });

  it('records two identical changes sent at once only once', async () => {
    const cookie = await signedInOwner();
    const [first, second] = await Promise.all([
      putAutoRenewal(cookie, 'RWV-2026-061001', false),
      putAutoRenewal(cookie, 'RWV-2026-061001', false),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect((await choicesOf('RWV-2026-061001')).map((row) => row.auto_renew)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('will not change the renewal of a cancelled policy, and shows it cancelled without a certificate', async () => {
    await policyFor(server.app, server.db, OWNER, 'RWV-2026-061004', server.now);
    await server.db
      .updateTable('policy')
      .set({ status: 'Cancelled', cancelled_at: server.now, cancellation_reason: 'FullRefund' })
      .where('policy_number', '=', 'RWV-2026-061004')
      .execute();
    const cookie = await signedInOwner();
    const response = await putAutoRenewal(cookie, 'RWV-2026-061004', false);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.message).toContain('cancelled');
    expect(await choicesOf('RWV-2026-061004')).toHaveLength(0);
    const detail = (await get('/v1/account/policies/RWV-2026-061004', cookie)).json();
    expect(detail.status).toBe('cancelled');
    expect(detail.documents.map((document: { kind: string }) => document.kind)).not.toContain(
      'certificate',
    );
  });

  it('will not change another customer’s renewal: 404, nothing recorded', async () => {
    const cookie = await signedInOwner();
    const response = await putAutoRenewal(cookie, 'RWV-2026-061002', false);
    expect(response.statusCode).toBe(404);
    expect(await choicesOf('RWV-2026-061002')).toHaveLength(0);
  });
});

describe('the published calls', () => {
  it('lists the policy and auto-renewal calls in the OpenAPI document, not the PDF download', async () => {
    const document = (await get('/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.paths['/v1/account/policies']?.get?.responses['200']).toBeDefined();
    expect(document.paths['/v1/account/policies/{policyNumber}']?.get).toBeDefined();
    expect(document.paths['/v1/account/policies/{policyNumber}/auto-renewal']?.put).toBeDefined();
    expect(document.paths['/v1/account/quotes']?.get).toBeDefined();
    expect(document.paths['/v1/account/quotes/{webReference}/resume']?.post).toBeDefined();
    expect(document.paths['/v1/account/policies/{policyNumber}/documents/{kind}']).toBeUndefined();
  });
});

describe('a policy paid monthly', () => {
  it('shows the Direct Debit collections and the account’s last 4 digits only', async () => {
    await monthlyPolicyFor(server.app, server.db, MONTHLY_OWNER, 'RWV-2026-061003', server.now);
    const cookie = await signedInAs(server.app, server.db, MONTHLY_OWNER);
    const response = await get('/v1/account/policies/RWV-2026-061003', cookie);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.paymentFrequency).toBe('MONTHLY_DD');
    expect(detail.directDebit).toEqual({
      accountNumberEnding: '4958',
      mandateReference: 'RWVDD00000061',
      collections: MONTHLY_COLLECTIONS,
    });
    expect(detail.documents.map((document: { kind: string }) => document.kind)).toContain(
      'credit-agreement',
    );
    expect(response.body).not.toContain(MONTHLY_ACCOUNT_NUMBER);
    expect(response.body).not.toContain('089999');
  });
});
