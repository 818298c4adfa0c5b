import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/token-hash.ts';
import {
  creditRefusal,
  heldPence,
  mandateCollectionDay,
  sessionAttempt,
  SESSION_REUSE_MARGIN_MS,
} from './purchase-rules.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('sessionAttempt', () => {
  it('counts the sessions that ran out or are about to, and reuses the others', () => {
    expect(sessionAttempt([], NOW)).toBe(0);
    expect(sessionAttempt([{ status: 'open', expires_at: at(30 * 60 * 1000) }], NOW)).toBe(0);
    expect(
      sessionAttempt(
        [
          { status: 'expired', expires_at: at(30 * 60 * 1000) },
          { status: 'open', expires_at: at(SESSION_REUSE_MARGIN_MS) },
          { status: 'declined', expires_at: at(SESSION_REUSE_MARGIN_MS + 1) },
        ],
        NOW,
      ),
    ).toBe(2);
  });
});

describe('mandateCollectionDay', () => {
  it("is the chosen day, else the cover start's day, at most the 28th", () => {
    expect(mandateCollectionDay(5, '2026-12-30')).toBe(5);
    expect(mandateCollectionDay(undefined, '2026-12-09')).toBe(9);
    expect(mandateCollectionDay(undefined, '2026-12-30')).toBe(28);
  });
});

describe('heldPence', () => {
  it('is what a succeeded session took less its refunds, and nothing otherwise', () => {
    expect(heldPence({ status: 'succeeded', amount: 1000, amountRefunded: 300 })).toBe(700);
    expect(heldPence({ status: 'declined', amount: 1000, amountRefunded: 0 })).toBe(0);
  });
});

describe('creditRefusal', () => {
  it('declines on FAILED, refuses monthly payments on FAILED_CREDIT, and is a 503 otherwise', () => {
    expect(creditRefusal('FAILED').code).toBe('QuoteDeclined');
    expect(creditRefusal('FAILED_CREDIT').code).toBe('CreditCheckFailed');
    expect(creditRefusal('SERVICE_UNAVAILABLE').code).toBe('ServiceUnavailable');
  });
});

describe('hashToken', () => {
  it('is the SHA-256 in hex that every stored key and token hash already is', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
