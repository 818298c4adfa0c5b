import { AddressFormSchema } from '@van/domain/forms';
import type { AddressLookupItem } from '@van/domain/risk';
import { ACCEPTED_POSTCODE_SHAPES, REFUSED_POSTCODE_SHAPES } from '@van/domain/testing';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/errors.ts';
import type { AddressLookupProvider } from './address-lookup.port.ts';
import { findAddresses } from './address.service.ts';

/** A provider that records what it was asked and answers the given addresses. */
function providerAnswering(addresses: AddressLookupItem[]) {
  const asked: string[] = [];
  const provider: AddressLookupProvider = {
    findByPostcode: async (postcode) => {
      asked.push(postcode);
      return addresses;
    },
  };
  return { provider, asked };
}

const item = (houseNameOrNumber: string, postcode = 'M1 1AE'): AddressLookupItem => ({
  houseNameOrNumber,
  addressLine1: 'Portland Street',
  addressLine2: 'Manchester',
  postcode,
});

describe('findAddresses (§2.6)', () => {
  it('asks the provider for the postcode normalised, whatever the customer typed', async () => {
    const { provider, asked } = providerAnswering([]);
    await findAddresses(provider, ' m11ae ');
    expect(asked).toEqual(['M1 1AE']);
  });

  it('answers the addresses in street order, each with the postcode normalised', async () => {
    const { provider } = providerAnswering([
      item('10', 'm11ae'),
      item('Flat 2, 4'),
      item('2'),
      item('Flat 1, 4', 'M1  1AE'),
    ]);
    const found = await findAddresses(provider, 'M1 1AE');
    expect(found.map((address) => address.houseNameOrNumber)).toEqual([
      '2',
      'Flat 1, 4',
      'Flat 2, 4',
      '10',
    ]);
    expect(new Set(found.map((address) => address.postcode))).toEqual(new Set(['M1 1AE']));
  });

  it('answers an empty list when the provider knows no addresses there', async () => {
    const { provider } = providerAnswering([]);
    await expect(findAddresses(provider, 'M1 9ZZ')).resolves.toEqual([]);
  });

  it.each(['', 'M1', 'BFPO 1234', 'M1 1AE 1AE'])(
    'refuses %j with BadRequest and a message for the customer, without asking the provider',
    async (typed) => {
      const { provider, asked } = providerAnswering([item('1')]);
      const refusal = findAddresses(provider, typed);
      await expect(refusal).rejects.toBeInstanceOf(DomainError);
      await expect(refusal).rejects.toMatchObject({
        code: 'BadRequest',
        message: 'Enter a real postcode, like SW1A 1AA',
      });
      expect(asked).toEqual([]);
    },
  );
});

// Decision 038: the address question checks a postcode with the domain's form before looking it
// up; the lookup must never refuse as malformed a postcode that form accepts, nor take one it refuses.
describe('findAddresses and the address form agree on every postcode shape', () => {
  const formAccepts = (typed: string) => AddressFormSchema.shape.postcode.safeParse(typed).success;

  it.each(ACCEPTED_POSTCODE_SHAPES)(
    'looks up %s (%j) as %j, which the form accepts',
    async (_shape, typed, normalised) => {
      const { provider, asked } = providerAnswering([]);
      await expect(findAddresses(provider, typed)).resolves.toEqual([]);
      expect(asked).toEqual([normalised]);
      expect(formAccepts(typed)).toBe(true);
    },
  );

  it.each(REFUSED_POSTCODE_SHAPES)(
    'refuses %s (%j), which the form refuses too',
    async (_shape, typed) => {
      const { provider, asked } = providerAnswering([]);
      await expect(findAddresses(provider, typed)).rejects.toMatchObject({ code: 'BadRequest' });
      expect(asked).toEqual([]);
      expect(formAccepts(typed)).toBe(false);
    },
  );
});
