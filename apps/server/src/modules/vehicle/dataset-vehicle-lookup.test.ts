import { readFileSync, statSync } from 'node:fs';
import { FIELD_LIMITS, FUEL_TYPES } from '@van/domain/reference-data';
import {
  PLATE_STYLES,
  VehicleLookupResultSchema,
  checkRegistration,
  plateStyleOf,
  registrationPeriod,
} from '@van/domain/risk';
import { beforeAll, describe, expect, it } from 'vitest';
import { INCOMPLETE_DATA, INCOMPLETE_FIELDS } from './data/generate-registrations.ts';
import { VAN_MODELS, abiCode } from './data/van-models.ts';
import {
  REGISTRATIONS_FILE,
  createDatasetVehicleLookup,
  readDataset,
  type Dataset,
} from './dataset-vehicle-lookup.ts';
import { VEHICLE_TYPES } from './vehicle-types.ts';

// The shipped lookup dataset (decision 012): its size, spread and consistency.

let dataset: Dataset;

beforeAll(async () => {
  dataset = await readDataset();
});

const vehicles = () => dataset.entries.map((entry) => entry.vehicle);

describe('the shipped registrations dataset', () => {
  it('holds at least 1,000 distinct registrations in a file under 1 MB', () => {
    expect(dataset.entries.length).toBeGreaterThanOrEqual(1000);
    const registrations = new Set(dataset.entries.map((entry) => entry.registration));
    expect(registrations.size).toBe(dataset.entries.length);
    expect(statSync(REGISTRATIONS_FILE).size).toBeLessThan(1024 * 1024);
  });

  it('answers every entry in the shape of the §3.8 vehicle-lookup result, and nothing more', () => {
    for (const vehicle of vehicles()) {
      expect(VehicleLookupResultSchema.strict().parse(vehicle)).toEqual(vehicle);
    }
  });

  it('has every registration in its normalised form, one a customer can type (§5.1)', () => {
    for (const { registration } of dataset.entries) {
      expect(checkRegistration(registration)).toMatchObject({ ok: true, registration });
    }
  });

  it('covers every plate style, each labelled as the registration parses', () => {
    const styles = new Set(dataset.entries.map((entry) => entry.plateStyle));
    expect([...styles].sort()).toEqual([...PLATE_STYLES].sort());
    for (const entry of dataset.entries) {
      expect(plateStyleOf(entry.registration), entry.registration).toBe(entry.plateStyle);
    }
  });

  it('gives every dated plate a year of manufacture its age identifier or year letter allows', () => {
    let dated = 0;
    for (const { registration, plateStyle, vehicle } of dataset.entries) {
      const period = registrationPeriod(registration);
      if (plateStyle === 'northernIreland' || plateStyle === 'dateless') {
        expect(period).toBeUndefined();
        continue;
      }
      dated += 1;
      // Made no later than the plate period ends, and at most a year before it starts.
      expect(period, registration).toBeDefined();
      const year = vehicle.yearOfManufacture!;
      expect(year, registration).toBeGreaterThanOrEqual(period!.from.year - 1);
      expect(year, registration).toBeLessThanOrEqual(period!.to.year);
    }
    expect(dated).toBeGreaterThan(900);
  });

  it('checks current-style years straight from the digits: 21 is March 2021, 71 September 2021', () => {
    for (const { registration, plateStyle, vehicle } of dataset.entries) {
      if (plateStyle !== 'current') continue;
      const identifier = Number(registration.slice(2, 4));
      const firstYear = identifier > 50 ? 2000 + identifier - 50 : 2000 + identifier;
      const lastYear = identifier > 50 ? firstYear + 1 : firstYear;
      expect(vehicle.yearOfManufacture, registration).toBeGreaterThanOrEqual(firstYear - 1);
      expect(vehicle.yearOfManufacture, registration).toBeLessThanOrEqual(lastYear);
    }
  });

  it('maps at least 40 real van models from the common makes', () => {
    const models = new Set(dataset.entries.map((entry) => entry.model));
    expect(models.size).toBeGreaterThanOrEqual(40);
    const makes = new Set(vehicles().map((vehicle) => vehicle.manufacturer));
    for (const make of ['Ford', 'Volkswagen', 'Mercedes-Benz', 'Vauxhall', 'Renault']) {
      expect(makes).toContain(make);
    }
    for (const make of ['Peugeot', 'Citroën', 'Fiat', 'Toyota', 'Nissan', 'Iveco', 'MAN', 'LDV']) {
      expect(makes).toContain(make);
    }
  });

  it('describes each van as its catalogue model and variant, made while it was in production', () => {
    const byId = new Map(VAN_MODELS.map((model) => [model.id, model]));
    for (const { registration, model: id, vehicle } of dataset.entries) {
      const model = byId.get(id);
      expect(model, registration).toBeDefined();
      const index = model!.variants.findIndex(
        (variant) => `${model!.model} ${variant.description}` === vehicle.description,
      );
      expect(index, registration).toBeGreaterThanOrEqual(0);
      const variant = model!.variants[index]!;
      expect(vehicle).toMatchObject({
        manufacturer: model!.manufacturer,
        abiCode: abiCode(model!, index),
        cc: variant.cc,
        seats: variant.seats,
        grossWeight: variant.grossWeight,
        bodyStyle: variant.bodyStyle,
      });
      const [from, to] = vehicle.abiProductionYears!.split('-').map(Number);
      expect(vehicle.yearOfManufacture!, registration).toBeGreaterThanOrEqual(from!);
      if (to) expect(vehicle.yearOfManufacture!, registration).toBeLessThanOrEqual(to);
    }
  });

  it('uses only codes the journey knows: body types, fuels, transmissions, Y/N', () => {
    const bodyStyles = new Set<string>(VEHICLE_TYPES.map((type) => type.code));
    const fuels = new Set<string>(FUEL_TYPES.map((fuel) => fuel.code));
    for (const vehicle of vehicles()) {
      expect(bodyStyles).toContain(vehicle.bodyStyle);
      if (vehicle.fuel !== undefined) expect(fuels).toContain(vehicle.fuel);
    }
  });

  it('values every van within the §5.1 limits, bought after it was made and before the as-at date', () => {
    for (const { registration, vehicle } of dataset.entries) {
      expect(vehicle.value!, registration).toBeGreaterThanOrEqual(FIELD_LIMITS.vehicleValue.min);
      expect(vehicle.value!, registration).toBeLessThanOrEqual(FIELD_LIMITS.vehicleValue.max);
      expect(vehicle.datePurchased! < dataset.asAt, registration).toBe(true);
      expect(Number(vehicle.datePurchased!.slice(0, 4)), registration).toBeGreaterThanOrEqual(
        vehicle.yearOfManufacture!,
      );
    }
  });

  it('has mostly home-market vans: a few imported, and only imports in left-hand drive', () => {
    const imported = vehicles().filter((vehicle) => vehicle.imported === 'Y');
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.length / dataset.entries.length).toBeLessThan(0.05);
    for (const vehicle of vehicles()) {
      if (vehicle.lhd) expect(vehicle.imported).toBe('Y');
    }
  });

  it('leaves transmission, doors or fuel out for exactly the listed registrations (§4.5)', () => {
    const incomplete = dataset.entries
      .map((entry) => ({
        registration: entry.registration,
        missing: INCOMPLETE_FIELDS.filter((field) => entry.vehicle[field] === undefined),
      }))
      .filter((entry) => entry.missing.length > 0);
    expect(incomplete).toEqual(
      [...INCOMPLETE_DATA]
        .map((entry) => ({ registration: entry.registration, missing: [...entry.missing] }))
        .sort((a, b) => a.registration.localeCompare(b.registration)),
    );
    // "A few percent": enough to exercise the path, few enough not to be the norm.
    const share = incomplete.length / dataset.entries.length;
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.06);
  });

  it('documents every incomplete registration in data/README.md', () => {
    const readme = readFileSync(new URL('./data/README.md', import.meta.url), 'utf8');
    for (const { registration } of INCOMPLETE_DATA) expect(readme).toContain(registration);
  });

  it("answers the DVLA mock's found registrations and not its not-found one (reference §2.1)", () => {
    const registrations = new Set(dataset.entries.map((entry) => entry.registration));
    for (const found of ['AA19AAA', 'AA19EEE', 'AA19PPP', 'AA19DSL', 'L2WPS']) {
      expect(registrations).toContain(found);
    }
    expect(registrations).not.toContain('ER19NFD');
  });
});

describe('createDatasetVehicleLookup', () => {
  it('finds a registration by its normalised form, and nothing else', async () => {
    const lookup = createDatasetVehicleLookup(dataset.entries);
    const [first] = dataset.entries;
    expect(await lookup.findByRegistration(first!.registration)).toEqual(first!.vehicle);
    expect(await lookup.findByRegistration('ER19NFD')).toBeUndefined();
  });

  it('answers a copy, so a caller changing it cannot change the next answer', async () => {
    const lookup = createDatasetVehicleLookup(dataset.entries);
    const registration = dataset.entries[0]!.registration;
    const answer = await lookup.findByRegistration(registration);
    answer!.value = 1;
    expect((await lookup.findByRegistration(registration))!.value).not.toBe(1);
  });

  it('finds every dataset van by its own make, model, year, fuel and body (decision 053)', async () => {
    const lookup = createDatasetVehicleLookup(dataset.entries);
    for (const { vehicle } of dataset.entries.filter((_entry, index) => index % 97 === 0)) {
      const found = await lookup.findByDescription(
        {
          make: vehicle.manufacturer!,
          model: vehicle.description!,
          year: vehicle.yearOfManufacture!,
          ...(vehicle.fuel === undefined ? {} : { fuel: vehicle.fuel as 'FuelDiesel' }),
          body: vehicle.bodyStyle!,
        },
        50,
      );
      expect(found.map((each) => each.abiCode)).toContain(vehicle.abiCode);
    }
  });

  it('answers at most the limit, one van per variant and year', async () => {
    const lookup = createDatasetVehicleLookup(dataset.entries);
    const all = await lookup.findByDescription({ make: 'Ford', model: 'Transit', year: 2019 }, 500);
    const keys = all.map((vehicle) => `${vehicle.abiCode}/${vehicle.yearOfManufacture}`);
    expect(new Set(keys).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(2);
    expect(
      await lookup.findByDescription({ make: 'Ford', model: 'Transit', year: 2019 }, 2),
    ).toEqual(all.slice(0, 2));
  });
});
