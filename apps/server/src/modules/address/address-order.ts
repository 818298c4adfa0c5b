import type { AddressLookupItem } from '@van/domain/risk';

// Numbers compared as numbers ('2' before '10', '12' before '12A'); case and accents ignored.
const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/**
 * Orders the addresses of a postcode as a person reads down a street: by street, then by house
 * number or name in natural order (2 before 10, numbers before names), with the flats of a building
 * straight after it ('Flat 2, 14' after '14', 'Flat 10, Kingfisher Court' after 'Flat 9, ...').
 */
export function compareAddresses(a: AddressLookupItem, b: AddressLookupItem): number {
  const first = premisesOf(a.houseNameOrNumber);
  const second = premisesOf(b.houseNameOrNumber);
  return (
    collator.compare(a.addressLine1, b.addressLine1) ||
    collator.compare(first.building, second.building) ||
    collator.compare(first.subBuilding, second.subBuilding) ||
    collator.compare(a.houseNameOrNumber, b.houseNameOrNumber) ||
    collator.compare(a.addressLine2 ?? '', b.addressLine2 ?? '')
  );
}

/** A copy of the addresses in the order of compareAddresses. */
export function sortAddresses(addresses: readonly AddressLookupItem[]): AddressLookupItem[] {
  return [...addresses].sort(compareAddresses);
}

/** 'Flat 2, 14' is flat 'Flat 2' of building '14'; '14' and 'Rose Cottage' are whole buildings. */
function premisesOf(houseNameOrNumber: string): { building: string; subBuilding: string } {
  const comma = houseNameOrNumber.lastIndexOf(',');
  if (comma < 0) return { building: houseNameOrNumber.trim(), subBuilding: '' };
  return {
    building: houseNameOrNumber.slice(comma + 1).trim(),
    subBuilding: houseNameOrNumber.slice(0, comma).trim(),
  };
}
