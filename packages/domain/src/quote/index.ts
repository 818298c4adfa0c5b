// @van/domain/quote: see packages/domain/README.md for what each subpath holds.
export * from './result.schema.ts';
export * from './quote.schema.ts';
export * from './views.schema.ts';
export * from './created-quote.ts';
export * from './default-direct-quote.ts';
export * from './opex-codes.ts';
export * from './cover-start.ts';
export * from './sale-refusal.ts';
export * from './selected-result.ts';
export * from './create-quote-request.ts';
export * from './answers-in-words.text.ts';
export * from './answers-in-words.ts';
export * from './demands-and-needs.ts';
