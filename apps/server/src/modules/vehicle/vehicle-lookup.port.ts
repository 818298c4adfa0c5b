import type { VehicleSearch } from '@van/domain/contract';
import type { VehicleLookupResult } from '@van/domain/risk';

/**
 * Where the quote service gets a van's details from its registration (§4.5, §7.2 POST vehicle).
 * The product ships a dataset provider (dataset-vehicle-lookup.ts); a commercial vehicle-data
 * service keyed by registration implements the same interface to replace it.
 */
export interface VehicleLookupProvider {
  /**
   * The van registered as `vrm`, or undefined when the provider knows no such registration.
   * `vrm` is already normalised: upper case, letters and digits only, 3-10 characters (§5.1).
   * A result may leave transmission, doors or fuel out; the journey then flags them (§4.5).
   * Rejects (throws) only when the provider itself fails, never for an unknown registration.
   */
  findByRegistration(vrm: string): Promise<VehicleLookupResult | undefined>;

  /**
   * The vans matching what a customer whose registration was not found knows of theirs
   * (decision 053): at most `limit`, one per variant and year of manufacture, each shaped as
   * findByRegistration answers but without a purchase date (that belongs to one registered van).
   * Empty when none match; rejects only when the provider itself fails.
   */
  findByDescription(search: VehicleSearch, limit: number): Promise<VehicleLookupResult[]>;
}
