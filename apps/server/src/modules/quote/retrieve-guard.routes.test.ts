import { retrievalLockedMessage, ukToday } from '@van/domain/shared';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { fromNewClient } from '../../test/network.ts';
import { createQuote } from '../../test/quotes.ts';
import { testAppOnClock } from '../../test/test-app.ts';

// Decision 034 item 4: a lock-out that protects without being a weapon.

const server = testAppOnClock(new Date('2026-11-22T10:00:00Z'));

function laterBy(minutes: number) {
  server.now = new Date(server.now.getTime() + minutes * 60 * 1000);
}

async function newQuote(): Promise<string> {
  return (await createQuote(server.app, completedDirectQuote(ukToday(server.now)))).policy
    .webReference;
}

/** The details newQuote's customer types to retrieve the quote `webReference`. */
function details(webReference: string) {
  const quote = completedDirectQuote(ukToday(server.now));
  quote.policy.webReference = webReference;
  return retrievalKeyOf(quote);
}

const retrieve = (key: Record<string, string>, ip: string) =>
  server.app.inject({ method: 'POST', url: '/v1/retrieve', payload: key, remoteAddress: ip });

/** `perClient` wrong tries from each of `count` new clients. */
async function wrongTriesFromClients(webReference: string, count: number, perClient: number) {
  const statuses: number[] = [];
  for (let c = 0; c < count; c += 1) {
    const ip = fromNewClient();
    for (let i = 0; i < perClient; i += 1) {
      statuses.push(
        (await retrieve({ ...details(webReference), lastName: 'Wrong' }, ip)).statusCode,
      );
    }
  }
  return statuses;
}

describe('retrieve lock-out (decision 034 item 4)', () => {
  it("does not let a stranger's wrong tries from one client lock the owner out", async () => {
    const webReference = await newQuote();
    const stranger = fromNewClient();
    const strangerTries: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      strangerTries.push(
        (await retrieve({ ...details(webReference), lastName: 'Guess' }, stranger)).statusCode,
      );
    }
    // The stranger is locked out of this reference after 5, even with the right details...
    expect(strangerTries).toEqual([404, 404, 404, 404, 404, 429, 429, 429]);
    const locked = await retrieve(details(webReference), stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RetrievalLocked');
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.json().error.message).toBe(retrievalLockedMessage(15 * 60));
    // ...and the owner, on their own connection, is not.
    const owner = await retrieve(details(webReference), fromNewClient());
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().policy.webReference).toBe(webReference);
  });

  it('locks a reference briefly when the failures come from several clients, then lets the owner in', async () => {
    laterBy(60);
    const webReference = await newQuote();
    // 3 clients x 4 wrong tries (at most 4 are counted from each): the 10th failure, from the
    // third client, locks the reference, and the tries after it are refused unchecked.
    expect(await wrongTriesFromClients(webReference, 3, 4)).toEqual([
      ...Array(10).fill(404),
      429,
      429,
    ]);
    const owner = fromNewClient();
    const locked = await retrieve(details(webReference), owner);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RetrievalLocked');
    expect(locked.headers['retry-after']).toBe('120');
    laterBy(2);
    expect((await retrieve(details(webReference), owner)).statusCode).toBe(200);
  });

  it('does not lock a reference for everyone on failures from too few clients', async () => {
    laterBy(60);
    const webReference = await newQuote();
    // Two clients, each until it is locked out itself: 10 failures, but from 2 clients.
    expect(await wrongTriesFromClients(webReference, 2, 5)).toEqual(Array(10).fill(404));
    expect((await retrieve(details(webReference), fromNewClient())).statusCode).toBe(200);
  });

  it('doubles the lock only while the attack goes on, and never past an hour', async () => {
    laterBy(24 * 60);
    const webReference = await newQuote();
    const lockSeconds: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      await wrongTriesFromClients(webReference, 3, 4);
      const locked = await retrieve(details(webReference), fromNewClient());
      expect(locked.statusCode).toBe(429);
      const seconds = Number(locked.headers['retry-after']);
      lockSeconds.push(seconds);
      laterBy(seconds / 60);
    }
    expect(lockSeconds).toEqual([120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    // A day without a lock: the next one is short again.
    laterBy(24 * 60);
    await wrongTriesFromClients(webReference, 3, 4);
    const locked = await retrieve(details(webReference), fromNewClient());
    expect(locked.headers['retry-after']).toBe('120');
  });

  it('answers an unknown reference exactly as a wrong detail, and counts both', async () => {
    laterBy(60);
    const webReference = await newQuote();
    const wrong = await retrieve(
      { ...details(webReference), postcode: 'LS1 4AQ' },
      fromNewClient(),
    );
    const unknown = await retrieve(details('00000-00000-00009'), fromNewClient());
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json().error.code).toBe('RetrievalFailed');
    const headersOf = (response: typeof wrong) =>
      Object.keys(response.headers)
        .filter((name) => name !== 'date')
        .sort()
        .map((name) => `${name}: ${String(response.headers[name])}`);
    expect(headersOf(unknown)).toEqual(headersOf(wrong));
    const counted = await server.db
      .selectFrom('retrieval_client_guard')
      .select(['web_reference', 'failures'])
      .where('web_reference', 'in', [webReference, '00000-00000-00009'])
      .orderBy('web_reference')
      .execute();
    expect(counted).toEqual([
      { web_reference: '00000-00000-00009', failures: 1 },
      { web_reference: webReference, failures: 1 },
    ]);
  });

  it("forgets a client's failures once it gives the right details", async () => {
    laterBy(60);
    const webReference = await newQuote();
    const owner = fromNewClient();
    for (let i = 0; i < 4; i += 1) {
      await retrieve({ ...details(webReference), dateOfBirth: '1980-05-18' }, owner);
    }
    expect((await retrieve(details(webReference), owner)).statusCode).toBe(200);
    // Four more typing mistakes do not lock them out: the count started again.
    for (let i = 0; i < 4; i += 1) {
      await retrieve({ ...details(webReference), dateOfBirth: '1980-05-18' }, owner);
    }
    expect((await retrieve(details(webReference), owner)).statusCode).toBe(200);
  });
});
