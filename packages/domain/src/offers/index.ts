// @van/domain/offers: see packages/domain/README.md for what each subpath holds.
export * from './offer.schema.ts';
export * from './offer-rules.ts';
