// The stand-in membership register's data (README.md in this folder): made-up membership
// numbers, one list per scheme (the scheme is the offer code). Not anyone's real number.

/** Current members of each scheme, as normalised numbers (upper case, no spaces or hyphens). */
export const STAND_IN_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  '50APPMEMBER': ['APM100001', 'APM100002'],
  AUTOCENTRE: ['AC100001', 'AC100002'],
  CARSXS: ['CX100001', 'CX100002'],
  // {brand}CARXS for the development brand, Roadwise.
  ROADWISECARXS: ['RW100001', 'RW100002'],
};

/** A membership number for which every scheme of the stand-in is "unavailable" (it rejects). */
export const STAND_IN_UNAVAILABLE_NUMBER = 'UNAVAILABLE';
