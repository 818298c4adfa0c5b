// Decision 038: the postcodes, as a customer might type them, that the one postcode rule
// (risk/postcode.ts) accepts and refuses. The domain's forms and the server's address lookup are
// each tested against this one table, so the two can never disagree about a shape.

/** [what it is, as typed, normalised]: each a real UK postcode shape, in any case and spacing. */
export const ACCEPTED_POSTCODE_SHAPES: readonly (readonly [string, string, string])[] = [
  ['outward A9', 'M1 1AE', 'M1 1AE'],
  ['outward A99', 'B33 8TH', 'B33 8TH'],
  ['outward AA9', 'CR2 6XH', 'CR2 6XH'],
  ['outward AA99', 'DN55 1PT', 'DN55 1PT'],
  ['outward A9A', 'W1A 0AX', 'W1A 0AX'],
  ['outward AA9A', 'EC1A 1BB', 'EC1A 1BB'],
  ['the Girobank special', 'GIR 0AA', 'GIR 0AA'],
  ['a Crown dependency', 'JE2 3AB', 'JE2 3AB'],
  ['lower case', 'sw1a 1aa', 'SW1A 1AA'],
  ['no space', 'SW1A1AA', 'SW1A 1AA'],
  ['lower case, no space', 'ls14ap', 'LS1 4AP'],
  ['spaces around and between', '  LS1   4AP  ', 'LS1 4AP'],
  ['a space in the outward code', 'S W1A 1AA', 'SW1A 1AA'],
  ['a non-breaking space', 'SW1A\u00a01AA', 'SW1A 1AA'],
];

/** [what it is, as typed]: none of them a UK postcode, though the old loose form pattern took some. */
export const REFUSED_POSTCODE_SHAPES: readonly (readonly [string, string])[] = [
  ['empty', ''],
  ['an outward code alone', 'SW1A'],
  ['an inward code alone', '1AA'],
  ['a British Forces number', 'BFPO 1234'],
  ['an overseas territory', 'ASCN 1ZZ'],
  ['a Canadian postal code', 'K1A 0B1'],
  ['an Irish Eircode', 'D02 X285'],
  ['a US ZIP code', '90210'],
  ['Q first (loose pattern took it)', 'QA1 1AA'],
  ['V first (loose pattern took it)', 'V1 1AA'],
  ['X first (loose pattern took it)', 'X1 1AA'],
  ['I second (loose pattern took it)', 'AI1 1AA'],
  ['J second (loose pattern took it)', 'AJ1 1AA'],
  ['Z second (loose pattern took it)', 'AZ1 1AA'],
  ['a 3rd letter not used in A9A (loose pattern took it)', 'W1I 1AA'],
  ['a 4th letter not used in AA9A (loose pattern took it)', 'EC1C 1AA'],
  ['C in the inward code (loose pattern took it)', 'SW1A 1CA'],
  ['O in the inward code (loose pattern took it)', 'SW1A 1OA'],
  ['V in the inward code (loose pattern took it)', 'SW1A 1AV'],
  ['a near miss for GIR 0AA', 'GIR 0AB'],
  ['a letter where the sector digit goes', 'SW1A AAA'],
  ['an extra character', 'SW1A 1AAA'],
  ['punctuation', 'SW1A-1AA'],
];
