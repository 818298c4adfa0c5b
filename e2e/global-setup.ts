import { startProductOnFreshDatabase } from '../scripts/product-on-fresh-database.ts';

/**
 * Runs the whole product as `npm start` does against a fresh database of its own, so the
 * journeys can check what was stored (E2E_BASE_URL, E2E_DATABASE_URL).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const product = await startProductOnFreshDatabase();
  process.env.E2E_BASE_URL = product.baseUrl;
  process.env.E2E_DATABASE_URL = product.databaseUrl;
  return product.stop;
}
