import { describe, expect, it } from 'vitest';
import { standInMembership, standInMembershipRegister } from './stand-in-membership-register.ts';
import { STAND_IN_MEMBERS } from './stand-in-members.ts';

describe('the stand-in membership register (README.md)', () => {
  it.each([
    ['AUTOCENTRE', 'AC100001', { status: 'CONFIRMED', reference: 'MEMBER:AUTOCENTRE:0001' }],
    ['AUTOCENTRE', ' ac-100 002 ', { status: 'CONFIRMED', reference: 'MEMBER:AUTOCENTRE:0002' }],
    ['50APPMEMBER', 'APM100001', { status: 'CONFIRMED', reference: 'MEMBER:50APPMEMBER:0001' }],
    ['AUTOCENTRE', 'CX100001', { status: 'NOT_CONFIRMED' }],
    ['ACMECARXS', 'RW100001', { status: 'NOT_CONFIRMED' }],
    ['AUTOCENTRE', 'AC1000011', { status: 'NOT_CONFIRMED' }],
  ])('answers scheme %s, number %j with %o', (scheme, number, answer) => {
    expect(standInMembership(scheme, number)).toEqual(answer);
  });

  it('rejects the test number UNAVAILABLE as a scheme that cannot answer would', async () => {
    await expect(standInMembershipRegister.check('CARSXS', 'unavailable')).rejects.toThrow();
  });

  it('lists only normalised numbers, so each can be given as written', () => {
    for (const numbers of Object.values(STAND_IN_MEMBERS))
      for (const number of numbers) expect(number).toMatch(/^[A-Z0-9]+$/);
  });
});
