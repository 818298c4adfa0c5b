// @van/domain: the shared language of the van insurance journey, one contract that the web, the
// server and the tests all import (README "Layout").
// Schemas of every shape in §3, the §9 reference data, pure builders, and the §7 call contracts.

export * from './shared/dates.ts';
export * from './shared/uk-date.ts';
export * from './shared/api-error.schema.ts';
export * from './shared/error-codes.ts';
export * from './shared/messages.ts';
export * from './shared/public-config.schema.ts';

export * from './payment/payment.schema.ts';
export * from './payment/bank-holidays.ts';
export * from './payment/direct-debit.ts';
export * from './payment/direct-debit-schedule.ts';
export * from './payment/working-days.ts';
export * from './payment/direct-debit-text.ts';
export * from './risk/person.schema.ts';
export * from './risk/vehicle.schema.ts';
export * from './risk/risk.schema.ts';
export * from './quote/result.schema.ts';
export * from './quote/quote.schema.ts';
export * from './quote/views.schema.ts';
export * from './retrieval/retrieval-key.schema.ts';
export * from './retrieval/derive-retrieval-key.ts';

export * from './quote/created-quote.ts';
export * from './quote/default-direct-quote.ts';
export * from './quote/opex-codes.ts';
export * from './quote/cover-start.ts';
export * from './quote/sale-refusal.ts';
export * from './offers/offer.schema.ts';
export * from './offers/offer-rules.ts';
export * from './quote/create-quote-request.ts';
export * from './risk/data-follow-ups.ts';
export * from './risk/unknown-codes.ts';
export * from './risk/part-time-occupation.ts';
export * from './risk/required-answers.ts';

export * from './reference-data/index.ts';
export * from './contract/index.ts';

export * from './journey/pages.ts';
export * from './journey/page-validity.ts';
export * from './journey/guards.ts';
export * from './journey/initial-page.ts';
export * from './journey/stepper.ts';
export * from './journey/journey-type.ts';
export * from './journey/session-expiry.ts';

export * from './forms/date-parts.ts';
export * from './forms/risk-answers.ts';
export * from './forms/motoring-history.ts';
export * from './forms/cover-details.form.ts';
export * from './forms/driver-details.form.ts';
export * from './forms/licence-details.form.ts';
export * from './forms/car-usage.form.ts';
export * from './forms/vehicle-lookup.form.ts';
export * from './forms/car-details.form.ts';
export * from './forms/additional-driver.form.ts';
