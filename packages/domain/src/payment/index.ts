// @van/domain/payment: see packages/domain/README.md for what each subpath holds.
export * from './payment.schema.ts';
export * from './bank-holidays.ts';
export * from './direct-debit.ts';
export * from './direct-debit-schedule.ts';
export * from './working-days.ts';
export * from './direct-debit-text.ts';
export * from './credit-agreement.ts';
