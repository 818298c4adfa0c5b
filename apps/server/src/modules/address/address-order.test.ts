import type { AddressLookupItem } from '@van/domain/risk';
import { describe, expect, it } from 'vitest';
import { sortAddresses } from './address-order.ts';

const at = (houseNameOrNumber: string, addressLine1 = 'Mill Road'): AddressLookupItem => ({
  houseNameOrNumber,
  addressLine1,
  addressLine2: 'Leeds',
  postcode: 'LS1 5HD',
});
const order = (items: AddressLookupItem[]) =>
  sortAddresses(items).map((item) => `${item.houseNameOrNumber} ${item.addressLine1}`);

describe('sortAddresses', () => {
  it.each([
    ['numbers as numbers', ['10', '2', '1', '22', '3'], ['1', '2', '3', '10', '22']],
    ['a lettered house after its number', ['12B', '12', '12A', '11'], ['11', '12', '12A', '12B']],
    [
      'the flats of a house straight after the house before it',
      ['Flat 2, 14', '16', 'Flat 10, 14', '12', 'Flat 1, 14'],
      ['12', 'Flat 1, 14', 'Flat 2, 14', 'Flat 10, 14', '16'],
    ],
    [
      'the flats of a block in number order',
      ['Flat 10, Kingfisher Court', 'Flat 9, Kingfisher Court', 'Flat 1, Kingfisher Court'],
      ['Flat 1, Kingfisher Court', 'Flat 9, Kingfisher Court', 'Flat 10, Kingfisher Court'],
    ],
    [
      'numbered houses before named ones, names alphabetically',
      ['Rose Cottage', '3', 'Hillside', 'Flat 2, Avon House', '1'],
      ['1', '3', 'Flat 2, Avon House', 'Hillside', 'Rose Cottage'],
    ],
  ])('orders %s', (_case, given, expected) => {
    expect(order(given.map((house) => at(house)))).toEqual(
      expected.map((house) => `${house} Mill Road`),
    );
  });

  it('keeps each street together, streets alphabetically', () => {
    expect(
      order([
        at('2', 'Station Road'),
        at('10', 'Church Lane'),
        at('1', 'Station Road'),
        at('2', 'Church Lane'),
      ]),
    ).toEqual(['2 Church Lane', '10 Church Lane', '1 Station Road', '2 Station Road']);
  });

  it('leaves the list it was given as it was', () => {
    const given = [at('2'), at('1')];
    sortAddresses(given);
    expect(given.map((item) => item.houseNameOrNumber)).toEqual(['2', '1']);
  });
});
