// @van/domain/forms: see packages/domain/README.md for what each subpath holds.
export * from './date-parts.ts';
export * from './risk-answers.ts';
export * from './driver-answer-messages.ts';
export * from './motoring-history.ts';
export * from './cover-details.form.ts';
export * from './driver-details.form.ts';
export * from './licence-details.form.ts';
export * from './car-usage.form.ts';
export * from './vehicle-lookup.form.ts';
export * from './car-details.form.ts';
export * from './additional-driver.form.ts';
export * from './part-time-occupation.form.ts';
export * from './retrieve.form.ts';
export * from './licence-details-screen.form.ts';
export * from './support-needs.form.ts';
export * from './consent.ts';
