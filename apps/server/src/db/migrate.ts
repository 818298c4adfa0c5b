import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001-create-quote.ts';
import * as m0002 from './migrations/0002-quote-idempotency-key.ts';
import * as m0003 from './migrations/0003-retrieval.ts';
import * as m0004 from './migrations/0004-email-outbox.ts';
import * as m0005 from './migrations/0005-quote-key.ts';
import * as m0006 from './migrations/0006-json-documents.ts';
import * as m0007 from './migrations/0007-quote-event-snapshots.ts';
import * as m0008 from './migrations/0008-quote-purchased.ts';
import * as m0009 from './migrations/0009-document-storage.ts';
import * as m0010 from './migrations/0010-aggregator-token.ts';
import * as m0011 from './migrations/0011-credit-check.ts';
import * as m0012 from './migrations/0012-purchase.ts';
import * as m0013 from './migrations/0013-direct-debit-mandate.ts';
import * as m0014 from './migrations/0014-policy-cancellation.ts';
import * as m0015 from './migrations/0015-applicant-check-fingerprint.ts';
import * as m0016 from './migrations/0016-staff-register.ts';
import * as m0018 from './migrations/0018-idempotency-request-hash.ts';
import * as m0019 from './migrations/0019-retrieval-guard-per-client.ts';
import * as m0020 from './migrations/0020-bank-account-number-sealed.ts';
import * as m0021 from './migrations/0021-retention.ts';
import * as m0024 from './migrations/0024-demands-and-needs.ts';
import * as m0027 from './migrations/0027-support-needs.ts';
import * as m0025 from './migrations/0025-credit-agreement-signature.ts';
import * as m0023 from './migrations/0023-consent.ts';
import * as m0022 from './migrations/0022-mid-outbox.ts';
import * as m0026 from './migrations/0026-direct-debit-notice.ts';
import * as m0028 from './migrations/0028-sold-product-document.ts';
import * as m0029 from './migrations/0029-documents-by-post.ts';
import * as m0030 from './migrations/0030-partner.ts';
import * as m0031 from './migrations/0031-store-what-cannot-be-derived.ts';
import * as m0032 from './migrations/0032-account.ts';
import * as m0033 from './migrations/0033-auto-renewal-choice.ts';
import * as m0034 from './migrations/0034-policy-cancellation-online.ts';
import * as m0035 from './migrations/0035-refund-due-at.ts';
import * as m0036 from './migrations/0036-direct-debit-adjustment.ts';
import * as m0037 from './migrations/0037-sign-in-code-not-kept.ts';

// Listed here rather than read from the folder so that the set of migrations is fixed at build
// time and works the same under tsx, vitest and a bundler. Names sort in the order they run.
const MIGRATIONS: Record<string, Migration> = {
  '0001-create-quote': m0001,
  '0002-quote-idempotency-key': m0002,
  '0003-retrieval': m0003,
  '0004-email-outbox': m0004,
  '0005-quote-key': m0005,
  '0006-json-documents': m0006,
  '0007-quote-event-snapshots': m0007,
  '0008-quote-purchased': m0008,
  '0009-document-storage': m0009,
  '0010-aggregator-token': m0010,
  '0011-credit-check': m0011,
  '0012-purchase': m0012,
  '0013-direct-debit-mandate': m0013,
  '0014-policy-cancellation': m0014,
  '0015-applicant-check-fingerprint': m0015,
  '0016-staff-register': m0016,
  '0018-idempotency-request-hash': m0018,
  '0019-retrieval-guard-per-client': m0019,
  '0020-bank-account-number-sealed': m0020,
  '0021-retention': m0021,
  '0024-demands-and-needs': m0024,
  '0027-support-needs': m0027,
  '0023-consent': m0023,
  '0022-mid-outbox': m0022,
  '0026-direct-debit-notice': m0026,
  '0025-credit-agreement-signature': m0025,
  '0028-sold-product-document': m0028,
  '0029-documents-by-post': m0029,
  '0030-partner': m0030,
  '0031-store-what-cannot-be-derived': m0031,
  '0032-account': m0032,
  '0033-auto-renewal-choice': m0033,
  '0034-policy-cancellation-online': m0034,
  '0035-refund-due-at': m0035,
  '0036-direct-debit-adjustment': m0036,
  '0037-sign-in-code-not-kept': m0037,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the database schema up to the latest version; throws if any migration fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
