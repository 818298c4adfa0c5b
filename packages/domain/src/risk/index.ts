// @van/domain/risk: see packages/domain/README.md for what each subpath holds.
export * from './person.schema.ts';
export * from './vehicle.schema.ts';
export * from './risk.schema.ts';
export * from './data-follow-ups.ts';
export * from './unknown-codes.ts';
export * from './part-time-occupation.ts';
export * from './part-time-job.ts';
export * from './required-answers.ts';
export * from './postcode.ts';
export * from './registration.ts';
export * from './registration-periods.ts';
export * from './licence-dates.ts';
