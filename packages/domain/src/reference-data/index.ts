// §9 reference data the spec gives in full (and the §4.10 / §5.1 constants).
export * from './session.ts';
export * from './request-defaults.ts';
export * from './tiers.ts';
export * from './excesses.ts';
export * from './add-ons.ts';
export * from './included-as-standard.ts';
export * from './van-security-and-use.ts';
export * from './offers-and-userfields.ts';
export * from './employment-status.ts';
export * from './duq-questions.ts';
export * from './modification-categories.ts';
export * from './metadata-lists.ts';
export * from './enumerations.ts';
export * from './field-limits.ts';
export * from './journey-types.ts';
