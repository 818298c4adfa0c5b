// Every call of the quote service (§7), one file per area.
//
// Decision notes:
// - Filtered metadata lists (§7.3 "GET {type}") are served at /v1/lists/:type, not a bare
//   /v1/:type: a catch-all parameter at the root would shadow every other route (and the 404
//   handler), and would make the list name collide with real paths such as /v1/quote.
// - Payment options (§7.4 "POST to the configured payment-options URL") are served by this
//   service at /v1/paymentOptions: the spec only says the URL is configured, so the web's
//   configuration points at this path and the server talks to the payment provider behind it.
import { ACCOUNT_CONTRACTS } from './account.contract.ts';
import { ADDRESS_CONTRACTS } from './address.contract.ts';
import { AGGREGATOR_CONTRACTS } from './aggregator.contract.ts';
import { BANK_ACCOUNT_CONTRACTS } from './bank-account.contract.ts';
import { CANCELLATION_CONTRACTS } from './cancellation.contract.ts';
import { CONFIG_CONTRACTS } from './config.contract.ts';
import { CREDIT_AGREEMENT_CONTRACTS } from './credit-agreement.contract.ts';
import type { Contract } from './define-contract.ts';
import { METADATA_CONTRACTS } from './metadata.contract.ts';
import { PARTNER_CONTRACTS } from './partner.contract.ts';
import { PAYMENT_CONTRACTS } from './payment.contract.ts';
import { POLICY_CONTRACTS } from './policy.contract.ts';
import { QUOTE_CONTRACTS } from './quote.contract.ts';
import { RETRIEVAL_CONTRACTS } from './retrieval.contract.ts';
import { SUPPORT_NEEDS_CONTRACTS } from './support-needs.contract.ts';
import { VEHICLE_CONTRACTS } from './vehicle.contract.ts';

export * from './define-contract.ts';
export * from './account.contract.ts';
export * from './address.contract.ts';
export * from './aggregator.contract.ts';
export * from './already-purchased.ts';
export * from './bank-account.contract.ts';
export * from './cancellation.contract.ts';
export * from './config.contract.ts';
export * from './credit-agreement.contract.ts';
export * from './metadata.contract.ts';
export * from './partner.contract.ts';
export * from './payment.contract.ts';
export * from './policy.contract.ts';
export * from './quote.contract.ts';
export * from './retrieval.contract.ts';
export * from './support-needs.contract.ts';
export * from './vehicle.contract.ts';

/** Every contract, for route registration and OpenAPI. */
export const ALL_CONTRACTS: readonly Contract[] = [
  ...QUOTE_CONTRACTS,
  ...RETRIEVAL_CONTRACTS,
  ...AGGREGATOR_CONTRACTS,
  ...VEHICLE_CONTRACTS,
  ...METADATA_CONTRACTS,
  ...ADDRESS_CONTRACTS,
  ...PAYMENT_CONTRACTS,
  ...CREDIT_AGREEMENT_CONTRACTS,
  ...BANK_ACCOUNT_CONTRACTS,
  ...POLICY_CONTRACTS,
  ...CONFIG_CONTRACTS,
  ...SUPPORT_NEEDS_CONTRACTS,
  ...PARTNER_CONTRACTS,
  ...ACCOUNT_CONTRACTS,
  ...CANCELLATION_CONTRACTS,
];
