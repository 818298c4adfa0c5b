import { NOT_FROM_OUR_WEBSITE_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '@van/domain/shared';
import { retrievalKeyOf } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { OWN_ORIGIN, policyFor, quoteFor, signedInAs } from '../../test/account.ts';
import { fromNewClient } from '../../test/network.ts';
import { testAppOnClock } from '../../test/test-app.ts';
import { OPEN_QUOTE_NOT_FOUND_MESSAGE } from './open-quotes.service.ts';

// Decision 061 (issue 21 items 5 and 6): retrieving a quote by the e-mailed code instead of its
// reference: the signed-in address's open quotes, and resuming one as POST /v1/retrieve would.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));

const OWNER = 'quote.keeper@example.com';
const STRANGER = 'other.quoter@example.com';

function listQuotes(cookie?: string) {
  return server.app.inject({
    method: 'GET',
    url: '/v1/account/quotes',
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

function resume(cookie: string, webReference: string, origin: string | null = OWN_ORIGIN) {
  return server.app.inject({
    method: 'POST',
    url: `/v1/account/quotes/${webReference}/resume`,
    headers: { cookie, ...(origin ? { origin } : {}) },
  });
}

let ownerCookie: string | undefined;
async function signedInOwner(): Promise<string> {
  ownerCookie ??= await signedInAs(server.app, server.db, OWNER);
  return ownerCookie;
}

const references: Record<string, string> = {};

describe('open quotes of the signed-in address', () => {
  it('lists the open quotes with van, date and price; not the bought, expired or others’', async () => {
    const open = await quoteFor(server.app, OWNER, server.now);
    const expired = await quoteFor(server.app, OWNER, server.now);
    await server.db
      .updateTable('quote')
      .set({ expires_at: new Date(server.now.getTime() - 1000) })
      .where('web_reference', '=', expired.policy.webReference!)
      .execute();
    await policyFor(server.app, server.db, OWNER, 'RWV-2026-061101', server.now);
    const theirs = await quoteFor(server.app, STRANGER, server.now);
    references.open = open.policy.webReference!;
    references.expired = expired.policy.webReference!;
    references.theirs = theirs.policy.webReference!;
    references.bought = (await server.db
      .selectFrom('policy')
      .innerJoin('quote', 'quote.id', 'policy.quote_id')
      .select('quote.web_reference')
      .where('policy.policy_number', '=', 'RWV-2026-061101')
      .executeTakeFirstOrThrow())!.web_reference;

    const response = await listQuotes(await signedInOwner());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const vehicle = open.policy.eventCurrent.risk.vehicles![0]!;
    expect(response.json()).toEqual({
      quotes: [
        {
          webReference: references.open,
          van: {
            registration: vehicle.regNumber,
            make: vehicle.modelInfo!.manufacturer,
            model: vehicle.modelInfo!.description,
          },
          createdDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          price: open.policy.eventCurrent.result!.premiumDetails!.totalPayable,
        },
      ],
    });
  });

  it('resumes an open quote with exactly what POST /v1/retrieve answers for it', async () => {
    const resumed = await resume(await signedInOwner(), references.open!);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const quote = resumed.json();
    const retrieved = await server.app.inject({
      method: 'POST',
      url: '/v1/retrieve',
      payload: retrievalKeyOf(quote),
      remoteAddress: fromNewClient(),
    });
    expect(retrieved.statusCode, retrieved.body).toBe(200);
    expect(resumed.body).toBe(retrieved.body);
  });

  it.each(['theirs', 'bought', 'expired'])(
    'answers a quote that is %s as an unknown one: 404',
    async (which) => {
      const cookie = await signedInOwner();
      const response = await resume(cookie, references[which]!);
      const unknown = await resume(cookie, 'ZZ99-ZZ99-ZZ99');
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
      expect(response.json().error.message).toBe(OPEN_QUOTE_NOT_FOUND_MESSAGE);
    },
  );

  it('refuses without a session (401) and from another site (403)', async () => {
    const cookie = await signedInOwner();
    const signedOut = await listQuotes();
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(NOT_SIGNED_IN_MESSAGE);
    const crossSite = await resume(cookie, references.open!, 'https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.message).toBe(NOT_FROM_OUR_WEBSITE_MESSAGE);
    const noOrigin = await resume(cookie, references.open!, null);
    expect(noOrigin.statusCode).toBe(403);
  });
});
