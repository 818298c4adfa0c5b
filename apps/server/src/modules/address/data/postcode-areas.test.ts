import { describe, expect, it } from 'vitest';
import { checkPostcode, postcodeArea } from '@van/domain/risk';
import { POSTCODE_AREAS } from './postcode-areas.ts';

// shared/reference/uk-van-insurance-domain.md §4.2: 121 UK areas and the Crown dependencies.
const ALL_AREAS =
  `AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY
  E EC EH EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU
  M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR
  SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE GY JE IM`.split(/\s+/);

const districts = POSTCODE_AREAS.flatMap((entry) =>
  Object.entries(entry.towns).flatMap(([postTown, list]) =>
    list.map((district) => [district, entry.area, postTown] as const),
  ),
);

describe('the postcode areas table (§4.2)', () => {
  it('has the 124 areas, each once', () => {
    expect(ALL_AREAS).toHaveLength(124);
    expect(POSTCODE_AREAS.map((entry) => entry.area).sort()).toEqual([...ALL_AREAS].sort());
  });

  it('gives every area several districts', () => {
    for (const entry of POSTCODE_AREAS) {
      expect(Object.values(entry.towns).flat().length, entry.area).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(districts)(
    '%s is a district of %s in the UK format, post town %s',
    (district, area, town) => {
      expect(checkPostcode(`${district} 1AB`).valid).toBe(true);
      expect(postcodeArea(district)).toBe(area);
      expect(town).toMatch(/^[A-Z][A-Za-z' -]+[a-z]$/);
    },
  );

  it('lists each district once', () => {
    const names = districts.map(([district]) => district);
    expect(new Set(names).size).toBe(names.length);
  });
});
