import { describe, expect, it } from 'vitest';
import { mismatchFailureCode, sessionMismatch, type Charged } from './payment-match.ts';

const CHARGED: Charged = {
  sessionId: 'cs_ours',
  amountPence: 45_678,
  webReference: 'VAN-100001',
  policyEventReference: '001',
};
const SESSION = {
  id: 'cs_ours',
  amount: 45_678,
  currency: 'GBP',
  reference: 'VAN-100001',
  policyEventReference: '001',
};

describe('sessionMismatch (decision 033 item 4: money before cover)', () => {
  it('finds nothing when the session is exactly what we charged', () => {
    expect(sessionMismatch(CHARGED, SESSION)).toEqual([]);
    expect(sessionMismatch(CHARGED, { ...SESSION, currency: 'gbp' })).toEqual([]);
  });

  it.each([
    ['another session', { id: 'cs_other' }, ['session']],
    ['1p', { amount: 1 }, ['amount']],
    ['a penny more', { amount: 45_679 }, ['amount']],
    ['euros', { currency: 'EUR' }, ['currency']],
    ["another quote's reference", { reference: 'VAN-100002' }, ['reference']],
    ['another event', { policyEventReference: '002' }, ['event']],
    ['no event', { policyEventReference: undefined }, ['event']],
    [
      "1p for another quote's session",
      { id: 'cs_other', amount: 1, reference: 'VAN-100002' },
      ['session', 'amount', 'reference'],
    ],
  ])('names what differs: %s', (_case, change, expected) => {
    expect(sessionMismatch(CHARGED, { ...SESSION, ...change })).toEqual(expected);
  });

  it('records a mismatch on the payment as codes only', () => {
    const code = mismatchFailureCode(['amount', 'reference']);
    expect(code).toBe('session_mismatch:amount,reference');
  });
});
