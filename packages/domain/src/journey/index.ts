// @van/domain/journey: see packages/domain/README.md for what each subpath holds.
export * from './pages.ts';
export * from './page-validity.ts';
export * from './guards.ts';
export * from './initial-page.ts';
export * from './stepper.ts';
export * from './journey-type.ts';
export * from './session-expiry.ts';
export * from './is-changing.ts';
export * from './page-after-saving.ts';
export * from './priced-answers.ts';
