import { formatPounds } from '@van/domain/shared';
import type { Facts } from '../facts/read-facts.ts';
import type { RateTables } from '../tables/rate-tables.ts';
import { band, curve, line, neutralLine, years, type FactorLine } from './factor-line.ts';

// The van (domain notes §1.3.7): size and group, value, age, and how it differs from standard.

// Neutral lines whose words never vary: written once, shared by every quote.
const VAN_AGE_NOT_GIVEN = neutralLine('VEHICLE_AGE', "Van's age not given");
const PETROL_OR_DIESEL = neutralLine('FUEL', 'Petrol or diesel van');
const RIGHT_HAND_DRIVE = neutralLine('LEFT_HAND_DRIVE', 'Right-hand drive');
const NOT_IMPORTED = neutralLine('IMPORTED', 'Not imported');
const NO_MODIFICATIONS = neutralLine('MODIFICATIONS', 'No modifications');

/**
 * The van's LCV group on the 21-50 scale. The risk carries no group (§3.8), so the tariff estimates
 * one from the gross weight, adding groups for a large engine; without a weight, a medium van.
 */
export function estimatedVehicleGroup(facts: Facts, tables: RateTables): number {
  const { grossWeight, cc } = facts.vehicle;
  const base =
    grossWeight === undefined || grossWeight <= 0
      ? tables.defaultVehicleGroup
      : band(tables.vehicleGroupByWeight, grossWeight);
  return (
    base + (cc !== undefined && cc > tables.largeEngine.ccOver ? tables.largeEngine.addGroups : 0)
  );
}

export function vehicleGroupFactor(facts: Facts, tables: RateTables): FactorLine {
  const group = estimatedVehicleGroup(facts, tables);
  const weight = facts.vehicle.grossWeight;
  const size =
    weight === undefined || weight <= 0
      ? 'Van size not given, a medium van assumed'
      : `Van of ${weight} tonnes gross weight`;
  return line(
    'VEHICLE_GROUP',
    `${size}: insurance group ${group}`,
    band(tables.vehicleGroup, group),
  );
}

export function vehicleValueFactor(facts: Facts, tables: RateTables): FactorLine {
  const value = facts.vehicle.value;
  return line(
    'VEHICLE_VALUE',
    `Van worth ${formatPounds(value)}`,
    curve(tables.vehicleValue, value),
  );
}

export function vehicleAgeFactor(facts: Facts, tables: RateTables): FactorLine {
  const age = facts.vehicle.age;
  if (age === undefined) return VAN_AGE_NOT_GIVEN;
  const text = age === 0 ? 'Van less than a year old' : `Van ${years(age)} old`;
  return line('VEHICLE_AGE', text, band(tables.vehicleAge, age));
}

export function fuelFactor(facts: Facts, tables: RateTables): FactorLine {
  const fuel = facts.vehicle.fuel;
  if (fuel === 'other') return PETROL_OR_DIESEL;
  return line('FUEL', tables.fuel[fuel].label, tables.fuel[fuel].factor);
}

export function leftHandDriveFactor(facts: Facts, tables: RateTables): FactorLine {
  return facts.vehicle.leftHandDrive
    ? line('LEFT_HAND_DRIVE', 'Left-hand drive', tables.leftHandDrive)
    : RIGHT_HAND_DRIVE;
}

export function importedFactor(facts: Facts, tables: RateTables): FactorLine {
  return facts.vehicle.imported ? line('IMPORTED', 'Imported van', tables.imported) : NOT_IMPORTED;
}

/** Modifications (duq 354-356, §9.11): each loads by its category, the riskiest three counted. */
export function modificationsFactor(facts: Facts, tables: RateTables): FactorLine {
  const codes = facts.vehicle.modifications;
  if (codes.length === 0) return NO_MODIFICATIONS;
  const loads = codes
    .map((code) => modificationLoad(code, tables))
    .sort((a, b) => b.factor - a.factor)
    .slice(0, tables.maxModificationsRated);
  let factor = 1;
  for (const load of loads) factor *= load.factor;
  const count = codes.length === 1 ? '1 modification' : `${codes.length} modifications`;
  return line('MODIFICATIONS', `${count} (${loads.map((load) => load.label).join(', ')})`, factor);
}

function modificationLoad(code: string, tables: RateTables): { label: string; factor: number } {
  const named = tables.modificationCodes[code];
  if (named) return named;
  const number = Number(code);
  const block = tables.modificationBlocks.find(
    (entry) => code !== '' && number >= entry.from && number <= entry.to,
  );
  return block ?? { label: 'modification', factor: tables.perModification };
}
