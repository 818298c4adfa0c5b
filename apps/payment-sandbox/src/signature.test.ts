import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sign, verifySignature } from './signature.ts';

const SECRET = 'whsec_test_secret';
const BODY = '{"eventId":"evt_1","type":"payment.succeeded","amount":45678}';
const T = 1_795_000_000;
const at = (seconds: number) => new Date(seconds * 1000);

describe('sign', () => {
  it('gives t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(sign(BODY, SECRET, T)).toBe(`t=${T},v1=${expected}`);
  });
});

describe('verifySignature', () => {
  it('accepts a signature made with the same secret over the same body', () => {
    expect(verifySignature(BODY, sign(BODY, SECRET, T), SECRET, at(T + 10))).toEqual({
      valid: true,
      timestamp: T,
    });
  });

  it('refuses a tampered body', () => {
    const tampered = BODY.replace('45678', '1');
    expect(verifySignature(tampered, sign(BODY, SECRET, T), SECRET, at(T))).toEqual({
      valid: false,
      reason: 'signature_mismatch',
    });
  });

  it('refuses a signature made with another secret', () => {
    expect(verifySignature(BODY, sign(BODY, 'whsec_other', T), SECRET, at(T))).toEqual({
      valid: false,
      reason: 'signature_mismatch',
    });
  });

  it('refuses a tampered timestamp, which is part of what is signed', () => {
    const header = sign(BODY, SECRET, T).replace(`t=${T}`, `t=${T + 60}`);
    expect(verifySignature(BODY, header, SECRET, at(T + 60)).valid).toBe(false);
  });

  it.each([
    ['older than the tolerance', T + 301],
    ['from too far in the future', T - 301],
  ])('refuses a timestamp %s (a replay)', (_case, nowSeconds) => {
    expect(verifySignature(BODY, sign(BODY, SECRET, T), SECRET, at(nowSeconds))).toEqual({
      valid: false,
      reason: 'timestamp_outside_tolerance',
    });
  });

  it('accepts a timestamp exactly at the tolerance, and honours a tolerance given', () => {
    const header = sign(BODY, SECRET, T);
    expect(verifySignature(BODY, header, SECRET, at(T + 300)).valid).toBe(true);
    expect(verifySignature(BODY, header, SECRET, at(T + 61), 60)).toEqual({
      valid: false,
      reason: 'timestamp_outside_tolerance',
    });
  });

  it('accepts any one matching v1 among several (a secret being rolled over)', () => {
    const good = sign(BODY, SECRET, T).split(',v1=')[1];
    const old = sign(BODY, 'whsec_old', T).split(',v1=')[1];
    expect(verifySignature(BODY, `t=${T},v1=${old},v1=${good}`, SECRET, at(T)).valid).toBe(true);
  });

  it.each([
    [undefined],
    [''],
    ['garbage'],
    [`v1=${'a'.repeat(64)}`],
    [`t=${T}`],
    [`t=soon,v1=${'a'.repeat(64)}`],
    [`t=${T},v1=not-hex`],
    [`t=${T},v1=${'a'.repeat(64)}=x`],
  ])('refuses a malformed header %j', (header) => {
    expect(verifySignature(BODY, header, SECRET, at(T))).toEqual({
      valid: false,
      reason: 'malformed_header',
    });
  });
});
