// @van/domain/shared: see packages/domain/README.md for what each subpath holds.
export * from './dates.ts';
export * from './uk-date.ts';
export * from './api-error.schema.ts';
export * from './error-codes.ts';
export * from './messages.ts';
export * from './public-config.schema.ts';
export * from './format.ts';
