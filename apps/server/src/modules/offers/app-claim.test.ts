import { describe, expect, it } from 'vitest';
import { APP_CLAIM_MAX_SECONDS, issueAppClaim, verifyAppClaim } from './app-claim.ts';

const SECRET = 'a-test-app-claim-secret-of-32-characters';
const NOW = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('app claims (decision 033 item 3)', () => {
  it('verifies a claim it issued, for its code, until it expires, and gives its id', () => {
    const claim = issueAppClaim('APPDISCOUNT', SECRET, NOW, 60);
    const id = verifyAppClaim(claim, 'APPDISCOUNT', SECRET, later(59));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(verifyAppClaim(claim, 'APPDISCOUNT', SECRET, later(60))).toBeUndefined();
  });

  it('gives each claim its own id', () => {
    const ids = [1, 2].map(() =>
      verifyAppClaim(issueAppClaim('APPDISCOUNT', SECRET, NOW), 'APPDISCOUNT', SECRET, NOW),
    );
    expect(ids[0]).not.toBe(ids[1]);
  });

  it.each([
    ['another key', (claim: string) => verifyAppClaim(claim, 'APPDISCOUNT', `${SECRET}x`, NOW)],
    ['another code', (claim: string) => verifyAppClaim(claim, 'STAFF', SECRET, NOW)],
    [
      'a changed signature',
      (claim: string) => verifyAppClaim(`${claim}A`, 'APPDISCOUNT', SECRET, NOW),
    ],
    ['a third part', (claim: string) => verifyAppClaim(`${claim}.x`, 'APPDISCOUNT', SECRET, NOW)],
    [
      'no signature',
      (claim: string) => verifyAppClaim(claim.split('.')[0]!, 'APPDISCOUNT', SECRET, NOW),
    ],
  ])('refuses a claim checked with %s', (_case, check) => {
    expect(check(issueAppClaim('APPDISCOUNT', SECRET, NOW))).toBeUndefined();
  });

  it.each(['', '.', 'abc.def', 'e30.e30', '!!!.???'])('refuses the malformed claim %j', (claim) => {
    expect(verifyAppClaim(claim, 'APPDISCOUNT', SECRET, NOW)).toBeUndefined();
  });

  it('issues claims only for app codes and short lives', () => {
    expect(() => issueAppClaim('STAFF', SECRET, NOW)).toThrow(/not an offer code the app/);
    expect(() => issueAppClaim('APPDISCOUNT', SECRET, NOW, APP_CLAIM_MAX_SECONDS + 1)).toThrow();
    expect(() => issueAppClaim('APPDISCOUNT', SECRET, NOW, 0)).toThrow();
  });
});
