import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, createTestSession, FORM, testSandbox, type TestSandbox } from './test-helpers.ts';

let sandbox: TestSandbox;
let sessionId: string;
beforeAll(async () => {
  sandbox = testSandbox();
  sessionId = await createTestSession(sandbox.app, 'http://127.0.0.1:9/never-called');
});
afterAll(async () => {
  await sandbox.app.close();
});

describe('bad input', () => {
  it('any JSON body to POST /v1/sessions that is not a session gets a 400 with a message, never a 500', async () => {
    let key = 0;
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        key += 1;
        const response = await sandbox.app.inject({
          method: 'POST',
          url: '/v1/sessions',
          headers: { ...AUTH, 'idempotency-key': `bad-${key}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toMatch(/\w/);
      }),
      { numRuns: 200 },
    );
    expect(sandbox.store.sessions.size).toBe(1);
  });

  it('any card form gets a page (the form again, or a result), never a 500', async () => {
    const field = fc.string({ maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(
        fc.record({ cardNumber: field, expiry: field, cvc: field, nameOnCard: field }),
        async (card) => {
          const response = await sandbox.app.inject({
            method: 'POST',
            url: `/pay/${sessionId}`,
            headers: FORM,
            payload: new URLSearchParams(card).toString(),
          });
          expect([303, 402, 422]).toContain(response.statusCode);
        },
      ),
      { numRuns: 200 },
    );
    expect(sandbox.store.charges.length).toBeLessThanOrEqual(1);
  });
});
