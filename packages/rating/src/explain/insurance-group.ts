import type { Risk } from '@van/domain/risk';
import { readFacts } from '../facts/read-facts.ts';
import { estimatedVehicleGroup } from '../factors/vehicle-factors.ts';
import { RATE_TABLES, rateTablesFor } from '../tables/index.ts';
import type { RateTables } from '../tables/rate-tables.ts';

/**
 * The insurance group a tariff rates the risk's van in, the same figure as the engine's
 * VEHICLE_GROUP line: the tariff `version` the quote recorded (calcDetails.rtpRulesetName), else the
 * one in force on `today` (yyyy-MM-dd). Undefined when the risk cannot be rated yet or no such
 * tariff exists. For anonymised statistics, now that the answered Quote no longer carries the
 * engine's lines (decision 049).
 */
export function insuranceGroupOf(risk: Risk, today: string, version?: string): number | undefined {
  const tables = RATE_TABLES.find((tariff) => tariff.version === version) ?? inForce(today);
  if (!tables) return undefined;
  const read = readFacts(risk, today, tables);
  return 'facts' in read ? estimatedVehicleGroup(read.facts, tables) : undefined;
}

function inForce(today: string): RateTables | undefined {
  try {
    return rateTablesFor(today);
  } catch {
    return undefined;
  }
}
