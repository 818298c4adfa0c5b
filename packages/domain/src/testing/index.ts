// @van/domain/testing: builders for tests only (never imported by product code).
export * from './answered-quote.ts';
export * from './answered-quote-in-words.ts';
export * from './completed-direct-quote.ts';
export * from './postcode-shapes.ts';
export * from './retrieval-key.ts';
