import { startProductOnFreshDatabase } from '../scripts/product-on-fresh-database.ts';

/**
 * Runs the whole product as `npm start` does against a fresh database of its own, so the
 * journeys can check what was stored (E2E_BASE_URL, E2E_DATABASE_URL).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Every journey asks for its quotes from this one machine: the per-client quote limits (decision 034
  // item 6; 60 quotes an hour by default) would otherwise be what a long run tests.
  process.env.QUOTE_CREATE_RATE_LIMIT_PER_HOUR ??= '100000';
  process.env.QUOTE_REPRICE_RATE_LIMIT_PER_HOUR ??= '100000';
  const product = await startProductOnFreshDatabase();
  process.env.E2E_BASE_URL = product.baseUrl;
  process.env.E2E_DATABASE_URL = product.databaseUrl;
  return product.stop;
}
