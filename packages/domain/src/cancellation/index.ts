// @van/domain/cancellation: see packages/domain/README.md for what each subpath holds.
export * from './cancellation-refund.ts';
export * from './direct-debit-settlement.ts';
