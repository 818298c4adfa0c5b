import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTRATIONS_FILE } from '../dataset-vehicle-lookup.ts';
import { generateRegistrations, serialiseDataset } from './generate-registrations.ts';

describe('generate-registrations', () => {
  it('generated the committed registrations.json: regenerate it after changing the catalogue', () => {
    // If this fails: npx tsx apps/server/src/modules/vehicle/data/generate-registrations.ts
    const text = readFileSync(REGISTRATIONS_FILE, 'utf8');
    const fresh = generateRegistrations();
    expect(JSON.parse(text)).toEqual(fresh);
    // Byte for byte too (the layout is prettier's, so formatting the folder leaves it alone).
    expect(text === serialiseDataset(fresh)).toBe(true);
  });

  it('generates the same dataset every time', () => {
    expect(serialiseDataset(generateRegistrations())).toBe(
      serialiseDataset(generateRegistrations()),
    );
  });
});
