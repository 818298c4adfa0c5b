// @van/domain/testing: builders for tests only (never imported by product code).
export * from './answered-quote.ts';
