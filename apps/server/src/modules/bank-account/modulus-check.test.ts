import { beforeAll, describe, expect, it } from 'vitest';
import {
  createModulusCheck,
  loadVocalinkTables,
  parseValacdos,
  type ModulusCheck,
  type ModulusTables,
} from './modulus-check.ts';

let tables: ModulusTables;
let check: ModulusCheck;

beforeAll(async () => {
  tables = await loadVocalinkTables();
  check = createModulusCheck(tables);
});

// VocaLink, "Validating account numbers: UK modulus checking", chapter 3 test cases (the same 34
// in every edition from v6.40 to v8.50): sort code, account number, valid.
const VOCALINK_TEST_CASES: readonly [number, string, string, boolean, string][] = [
  [1, '089999', '66374958', true, 'pass modulus 10'],
  [2, '107999', '88837491', true, 'pass modulus 11'],
  [3, '202959', '63748472', true, 'pass modulus 11 and double alternate'],
  [4, '871427', '46238510', true, 'exception 10 & 11, first passes, second fails'],
  [5, '872427', '46238510', true, 'exception 10 & 11, first fails, second passes'],
  [6, '871427', '09123496', true, 'exception 10, ab = 09 and g = 9'],
  [7, '871427', '99123496', true, 'exception 10, ab = 99 and g = 9'],
  [8, '820000', '73688637', true, 'exception 3, c = 6: second check ignored'],
  [9, '827999', '73988638', true, 'exception 3, c = 9: second check ignored'],
  [10, '827101', '28748352', true, 'exception 3, both checks pass'],
  [11, '134020', '63849203', true, 'exception 4, remainder equals the check digit'],
  [12, '118765', '64371389', true, 'exception 1, 27 added'],
  [13, '200915', '41011166', true, 'exception 6, a foreign currency account'],
  [14, '938611', '07806039', true, 'exception 5 passes'],
  [15, '938600', '42368003', true, 'exception 5 passes with substitution'],
  [16, '938063', '55065200', true, 'exception 5, both remainders 0'],
  [17, '772798', '99345694', true, 'exception 7 passes, standard check would fail'],
  [18, '086090', '06774744', true, 'exception 8 passes'],
  [19, '309070', '02355688', true, 'exception 2 & 9, first passes'],
  [20, '309070', '12345668', true, 'exception 2 & 9, second passes with substitution'],
  [21, '309070', '12345677', true, 'exception 2 & 9, a ≠ 0 and g ≠ 9'],
  [22, '309070', '99345694', true, 'exception 2 & 9, a ≠ 0 and g = 9'],
  [23, '938063', '15764273', false, 'exception 5, first check digit right, second wrong'],
  [24, '938063', '15764264', false, 'exception 5, first check digit wrong, second right'],
  [25, '938063', '15763217', false, 'exception 5, first check digit wrong, remainder 1'],
  [26, '118765', '64371388', false, 'exception 1 fails double alternate'],
  [27, '203099', '66831036', false, 'passes modulus 11, fails double alternate'],
  [28, '203099', '58716970', false, 'fails modulus 11, passes double alternate'],
  [29, '089999', '66374959', false, 'fails modulus 10'],
  [30, '107999', '88837493', false, 'fails modulus 11'],
  [31, '074456', '12345112', true, 'exception 12/13, modulus 11 passes'],
  [32, '070116', '34012583', true, 'exception 12/13, both pass'],
  [33, '074456', '11104102', true, 'exception 12/13, modulus 11 fails, modulus 10 passes'],
  [34, '180002', '00000190', true, 'exception 14, second check passes'],
];

describe('the VocaLink modulus check', () => {
  it.each(VOCALINK_TEST_CASES)(
    "VocaLink's test %i: %s %s is valid: %s (%s)",
    (_number, sortCode, accountNumber, valid) => {
      expect(check(sortCode, accountNumber)).toBe(valid);
    },
  );

  it('gives the same answers in any order: no check changes the next', () => {
    const forwards = VOCALINK_TEST_CASES.map(([, sortCode, account]) => check(sortCode, account));
    const backwards = [...VOCALINK_TEST_CASES]
      .reverse()
      .map(([, sortCode, account]) => check(sortCode, account))
      .reverse();
    expect(backwards).toEqual(forwards);
    // uk-modulus-check 2.0.11 zeroes its shared exception 7 weights after a g = 9 account such as
    // test 17, and answers differently in that range afterwards (decision 028).
    const before = check('772700', '11014503');
    expect(check('772798', '99345694')).toBe(true);
    expect(check('772700', '11014503')).toBe(before);
  });

  it.each([
    ['134020', '00000010', true, 'remainder 10 equals gh = 10'],
    ['134016', '75279319', false, 'remainder 10 = g + h, but gh is 19'],
  ])(
    'exception 4: %s %s is valid: %s (%s), as the specification says, unlike the package',
    (sortCode, accountNumber, valid) => {
      expect(check(sortCode, accountNumber)).toBe(valid);
    },
  );

  it.each([
    ['870341', '99720547', true],
    ['871861', '09697716', false],
  ])(
    'exception 10: zeroises u-b only when ab is 09 or 99 and g is 9 (%s %s is valid: %s)',
    (sortCode, accountNumber, valid) => {
      expect(check(sortCode, accountNumber)).toBe(valid);
    },
  );

  it('presumes a sort code outside every range valid, as VocaLink says to', () => {
    expect(tables.weights.some((row) => row.start <= 0 && row.end >= 0)).toBe(false);
    expect(check('000000', '12345678')).toBe(true);
  });

  it('reads every line of the v8.50 tables', () => {
    expect(tables.weights).toHaveLength(1151);
    expect(tables.weights[0]).toMatchObject({ start: 10004, end: 16715, mod: 'MOD11', a: 8, h: 1 });
    expect(tables.weights.filter((row) => row.exception === 14)).toHaveLength(10);
    expect(tables.substitutes).toContainEqual({ original: 938600, substitute: 938611 });
  });

  it('refuses a table line it cannot read rather than guess', () => {
    expect(() => parseValacdos('010004 016715 MOD12 0 0 0 0 0 0 8 7 6 5 4 3 2 1')).toThrow(
      /cannot read/,
    );
    expect(() => parseValacdos('010004 016715 MOD11 0 0 0 0 0 0 8 7 6 5 4 3 2')).toThrow(
      /cannot read/,
    );
  });
});
