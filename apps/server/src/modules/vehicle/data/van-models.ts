import type { FUEL_TYPES, TRANSMISSION_CODES } from '@van/domain/reference-data';
import type { VehicleTypeCode } from '../vehicle-types.ts';

// The van model catalogue the shipped lookup dataset is built from (decision 012).
//
// Makes, model names, generations, UK-market production years, engine sizes, body styles and
// gross weights are real, compiled from general knowledge of UK-market specs in the way
// shared/reference/uk-van-insurance-domain.md §3 is: realistic seed data, not an authoritative
// source (years are to the nearest model year). Prices new are approximate list prices ex-VAT in
// pounds of the day. ABI codes are fictional (the real ones are licensed): each model has a
// 5-digit prefix and each variant adds its 3-digit place in the list, so add variants at the end
// of a model and models at the end of the catalogue, never in between, to keep codes stable.

/** §3.8 fuel: a code of the 'Fuel Type' metadata list (§9.12), so the journey can show it. */
export type FuelCode = (typeof FUEL_TYPES)[number]['code'];
type TransmissionCode = (typeof TRANSMISSION_CODES)[number];

export interface VanVariant {
  /** The derivative, printed after the model name: '300 L1H1 2.0 EcoBlue 130 Trend Panel Van'. */
  readonly description: string;
  /** First and last UK model year; no last year while still on sale. */
  readonly years: readonly [number, number | undefined];
  readonly bodyStyle: VehicleTypeCode;
  /** Engine size in cc; 0 for a battery-electric van (VES gives none). */
  readonly cc: number;
  readonly fuel: FuelCode;
  readonly transmission: TransmissionCode;
  /** Counted as vehicle-data providers do: cab doors plus side and rear load doors. */
  readonly doors: number;
  readonly seats: number;
  /** Gross vehicle weight, tonnes. */
  readonly grossWeight: number;
  /** List price new, pounds ex-VAT, in pounds of the day. */
  readonly newPrice: number;
}

export interface VanModel {
  /** Stable key, kebab-case make and model. */
  readonly id: string;
  readonly manufacturer: string;
  /** The model name, which begins every variant's description. */
  readonly model: string;
  /** Fictional 5-digit ABI code prefix, unique in the catalogue. */
  readonly abiPrefix: string;
  /** Relative share of vans on UK roads, used to weight the generated dataset. */
  readonly popularity: number;
  /** Collectors' value, pounds, for a classic (30 years or older) in average condition. */
  readonly classicValue?: number;
  readonly variants: readonly VanVariant[];
}

const D = 'FuelDiesel';
const P = 'FuelPetrol';
const E = 'FuelElectric';
/** Mild hybrid: the engine is helped, never driven alone, by a small battery. */
const H = 'FuelHybrid';
const PH = 'FuelPlugInHybrid';
const M = 'TransMan';
const A = 'TransAuto';

/** A variant in one line: description, years, body, cc, fuel, gearbox, doors, seats, GVW, price. */
function v(
  description: string,
  years: readonly [number, number | undefined],
  bodyStyle: VehicleTypeCode,
  cc: number,
  fuel: FuelCode,
  transmission: TransmissionCode,
  doors: number,
  seats: number,
  grossWeight: number,
  newPrice: number,
): VanVariant {
  return {
    description,
    years,
    bodyStyle,
    cc,
    fuel,
    transmission,
    doors,
    seats,
    grossWeight,
    newPrice,
  };
}

const NOW = undefined;

// A table reads best one variant a line, so prettier leaves it as written.
// prettier-ignore
export const VAN_MODELS: readonly VanModel[] = [
  // ---- Ford ----
  {
    id: 'ford-transit-custom',
    manufacturer: 'Ford',
    model: 'Transit Custom',
    abiPrefix: '32101',
    popularity: 100,
    variants: [
      v('270 L1H1 2.2 TDCi 100 Panel Van', [2012, 2016], 'Van', 2198, D, M, 4, 3, 2.7, 21000),
      v('290 L2H1 2.2 TDCi 125 Trend Double Cab-in-Van', [2013, 2016], 'CrewVan', 2198, D, M, 5, 6, 2.9, 25500),
      v('300 L1H1 2.0 EcoBlue 130 Trend Panel Van', [2016, 2023], 'Van', 1995, D, M, 4, 3, 3.0, 27500),
      v('320 L2H1 2.0 EcoBlue 170 Limited Panel Van Auto', [2018, 2023], 'Van', 1995, D, A, 4, 3, 3.2, 33000),
      v('340 L1H1 1.0 EcoBoost PHEV Limited Panel Van', [2019, 2023], 'Van', 999, PH, A, 4, 3, 3.4, 40000),
      v('320 L1H1 2.0 EcoBlue 130 Kombi', [2016, 2023], 'WindowVan', 1995, D, M, 5, 9, 3.2, 31000),
      v('300 L1H1 2.0 EcoBlue 136 Trend Panel Van', [2023, NOW], 'Van', 1995, D, M, 4, 3, 3.0, 32000),
      v('320 L2H1 2.0 EcoBlue 170 Limited Double Cab-in-Van Auto', [2023, NOW], 'CrewVan', 1995, D, A, 5, 5, 3.2, 38500),
      v('340 L1H1 2.5 PHEV 232 Limited Panel Van Auto', [2024, NOW], 'Van', 2488, PH, A, 4, 3, 3.4, 43000),
      v('300 L1H1 2.0 EcoBlue 130 Refrigerated Van', [2018, 2023], 'Refrigerated', 1995, D, M, 4, 3, 3.0, 36000),
    ],
  },
  {
    id: 'ford-transit',
    manufacturer: 'Ford',
    model: 'Transit',
    abiPrefix: '32102',
    popularity: 80,
    classicValue: 12000,
    variants: [
      v('Mk1 75 1.7 V4 Petrol SWB Panel Van', [1965, 1978], 'Van', 1663, P, M, 4, 3, 2.1, 900),
      v('Mk1 90 2.0 V4 Petrol LWB Panel Van', [1966, 1978], 'Van', 1996, P, M, 4, 3, 2.6, 1100),
      v('Mk2 80 2.0 Petrol SWB Panel Van', [1978, 1986], 'Van', 1993, P, M, 4, 3, 2.4, 4500),
      v('Mk2 100 2.4 Diesel LWB Dropside', [1978, 1986], 'Dropside', 2360, D, M, 2, 3, 2.8, 5500),
      v('Mk3 80 2.5 Diesel SWB Panel Van', [1986, 1994], 'Van', 2496, D, M, 4, 3, 2.5, 9000),
      v('Mk3 190 2.5 Diesel LWB Luton', [1986, 1994], 'Luton', 2496, D, M, 3, 3, 3.5, 12000),
      v('Mk5 100 2.5 D SWB Panel Van', [1994, 2000], 'Van', 2496, D, M, 4, 3, 2.6, 13000),
      v('Mk5 190 2.5 TD LWB Dropside', [1994, 2000], 'Dropside', 2496, D, M, 2, 3, 3.5, 15000),
      v('Mk6 260 SWB 2.0 TDDi Low Roof Panel Van', [2000, 2006], 'Van', 1998, D, M, 4, 3, 2.6, 15000),
      v('Mk6 350 LWB 2.4 TDCi 125 Medium Roof Panel Van', [2002, 2006], 'Van', 2402, D, M, 4, 3, 3.5, 18500),
      v('Mk6 350 2.4 TDCi Double Cab Tipper', [2002, 2006], 'Tipper', 2402, D, M, 4, 7, 3.5, 20000),
      v('Mk7 280 SWB 2.2 TDCi 85 Low Roof Panel Van', [2006, 2014], 'Van', 2198, D, M, 4, 3, 2.8, 17000),
      v('Mk7 350 LWB 2.4 TDCi 115 Medium Roof Panel Van', [2006, 2014], 'Van', 2402, D, M, 4, 3, 3.5, 21000),
      v('Mk7 350 2.4 TDCi 100 Luton', [2006, 2014], 'Luton', 2402, D, M, 3, 3, 3.5, 23000),
      v('Mk7 350 2.2 TDCi 125 Double Cab Tipper', [2011, 2014], 'Tipper', 2198, D, M, 4, 7, 3.5, 24000),
      v('Mk8 350 L3H2 2.2 TDCi 125 Panel Van', [2014, 2016], 'Van', 2198, D, M, 4, 3, 3.5, 25000),
      v('Mk8 350 L3H2 2.0 EcoBlue 130 Trend RWD Panel Van', [2016, NOW], 'Van', 1995, D, M, 4, 3, 3.5, 30000),
      v('Mk8 350 L4H3 2.0 EcoBlue 170 Trend Jumbo Panel Van Auto', [2019, NOW], 'Van', 1995, D, A, 4, 3, 3.5, 36000),
      v('Mk8 350 L3 2.0 EcoBlue 130 Double Cab Tipper', [2016, NOW], 'Tipper', 1995, D, M, 4, 7, 3.5, 33000),
      v('Mk8 350 L4 2.0 EcoBlue 130 Luton', [2016, NOW], 'Luton', 1995, D, M, 3, 3, 3.5, 34000),
      v('Mk8 350 L3 2.0 EcoBlue 130 Dropside', [2016, NOW], 'Dropside', 1995, D, M, 2, 3, 3.5, 31000),
      v('Mk8 350 L3 2.0 EcoBlue 170 Chassis Cab', [2016, NOW], 'ChassisCab', 1995, D, M, 2, 3, 3.5, 29000),
      v('Mk8 350 L2H2 2.0 EcoBlue 130 9-seat Minibus', [2016, NOW], 'Minibus', 1995, D, M, 5, 9, 3.5, 35000),
    ],
  },
  {
    id: 'ford-transit-connect',
    manufacturer: 'Ford',
    model: 'Transit Connect',
    abiPrefix: '32103',
    popularity: 45,
    variants: [
      v('Mk1 T200 SWB 1.8 TDCi 75 Panel Van', [2002, 2013], 'Van', 1753, D, M, 4, 2, 1.8, 12000),
      v('Mk1 T230 LWB 1.8 TDCi 90 High Roof Panel Van', [2002, 2013], 'Van', 1753, D, M, 5, 2, 2.1, 13500),
      v('Mk2 200 L1 1.6 TDCi 95 Panel Van', [2014, 2015], 'Van', 1560, D, M, 4, 2, 2.0, 15000),
      v('Mk2 220 L1 1.5 TDCi 100 Trend Panel Van', [2015, 2018], 'Van', 1499, D, M, 4, 3, 2.2, 16500),
      v('Mk2 240 L2 1.5 EcoBlue 120 Limited Panel Van Auto', [2018, 2022], 'Van', 1499, D, A, 5, 3, 2.4, 21000),
      v('Mk2 230 L2 1.5 EcoBlue 100 Trend Double Cab-in-Van', [2018, 2022], 'CrewVan', 1499, D, M, 5, 5, 2.3, 20500),
      v('Mk2 200 L1 1.0 EcoBoost 100 Trend Panel Van', [2015, 2022], 'Van', 999, P, M, 4, 2, 2.0, 16000),
      v('Mk3 L1 2.0 EcoBlue 102 Trend Panel Van', [2022, NOW], 'Van', 1968, D, M, 4, 2, 2.2, 24000),
      v('Mk3 L2 2.0 EcoBlue 122 Limited Panel Van Auto', [2022, NOW], 'Van', 1968, D, A, 5, 2, 2.4, 28500),
      v('Mk3 L1 1.5 EcoBoost PHEV 150 Active Panel Van Auto', [2024, NOW], 'Van', 1498, PH, A, 4, 2, 2.3, 32000),
    ],
  },
  {
    id: 'ford-transit-courier',
    manufacturer: 'Ford',
    model: 'Transit Courier',
    abiPrefix: '32104',
    popularity: 10,
    variants: [
      v('1.5 TDCi 75 Trend Panel Van', [2014, 2023], 'Van', 1499, D, M, 4, 2, 1.8, 14000),
      v('1.0 EcoBoost 100 Limited Panel Van', [2014, 2023], 'Van', 999, P, M, 4, 2, 1.8, 14500),
      v('1.0 EcoBoost 125 Trend Panel Van', [2024, NOW], 'Van', 999, P, M, 4, 2, 2.1, 21000),
      v('E-Transit Courier 43kWh 136 Trend Panel Van', [2024, NOW], 'Van', 0, E, A, 4, 2, 2.1, 30000),
    ],
  },
  {
    id: 'ford-e-transit',
    manufacturer: 'Ford',
    model: 'E-Transit',
    abiPrefix: '32105',
    popularity: 6,
    variants: [
      v('350 L3H2 68kWh 184PS Trend Panel Van', [2022, NOW], 'Van', 0, E, A, 4, 3, 3.5, 50000),
      v('425 L3H2 68kWh 269PS Trend Panel Van', [2022, NOW], 'Van', 0, E, A, 4, 3, 4.25, 54000),
      v('350 L3 68kWh 184PS Chassis Cab', [2022, NOW], 'ChassisCab', 0, E, A, 2, 3, 3.5, 49000),
    ],
  },
  {
    id: 'ford-e-transit-custom',
    manufacturer: 'Ford',
    model: 'E-Transit Custom',
    abiPrefix: '32106',
    popularity: 5,
    variants: [
      v('340 L1H1 64kWh 136PS Trend Panel Van', [2024, NOW], 'Van', 0, E, A, 4, 3, 3.4, 45000),
      v('340 L2H1 64kWh 217PS Limited Panel Van', [2024, NOW], 'Van', 0, E, A, 4, 3, 3.4, 50000),
    ],
  },
  {
    id: 'ford-ranger',
    manufacturer: 'Ford',
    model: 'Ranger',
    abiPrefix: '32107',
    popularity: 30,
    variants: [
      v('2.5 TD XL 4x4 Double Cab Pick-up', [1999, 2006], 'PickUp', 2499, D, M, 4, 5, 2.8, 14000),
      v('2.5 TDCi XLT 4x4 Double Cab Pick-up', [2006, 2011], 'PickUp', 2499, D, M, 4, 5, 2.9, 17000),
      v('3.0 TDCi Wildtrak 4x4 Double Cab Pick-up Auto', [2007, 2011], 'PickUp', 2953, D, A, 4, 5, 2.9, 21000),
      v('2.2 TDCi 160 XL 4x4 Regular Cab Pick-up', [2012, 2019], 'PickUp', 2198, D, M, 2, 2, 3.2, 17500),
      v('3.2 TDCi 200 Limited 4x4 Double Cab Pick-up Auto', [2012, 2019], 'PickUp', 3198, D, A, 4, 5, 3.2, 25000),
      v('2.0 EcoBlue 213 Wildtrak 4x4 Double Cab Pick-up Auto', [2019, 2022], 'PickUp', 1996, D, A, 4, 5, 3.27, 30000),
      v('2.0 EcoBlue 205 Wildtrak 4x4 Double Cab Pick-up Auto', [2023, NOW], 'PickUp', 1996, D, A, 4, 5, 3.27, 36000),
      v('3.0 V6 EcoBlue 240 Platinum 4x4 Double Cab Pick-up Auto', [2023, NOW], 'PickUp', 2993, D, A, 4, 5, 3.27, 44000),
      v('PHEV 2.3 EcoBoost 281 Wildtrak 4x4 Double Cab Pick-up Auto', [2025, NOW], 'PickUp', 2261, PH, A, 4, 5, 3.27, 45000),
    ],
  },
  {
    id: 'ford-fiesta-van',
    manufacturer: 'Ford',
    model: 'Fiesta Van',
    abiPrefix: '32108',
    popularity: 6,
    variants: [
      v('1.4 TDCi 68 Van', [2002, 2008], 'CarDerived', 1399, D, M, 3, 2, 1.5, 9000),
      v('1.6 TDCi 95 Sport Van', [2009, 2013], 'CarDerived', 1560, D, M, 3, 2, 1.6, 12000),
      v('1.5 TDCi 95 Van', [2013, 2017], 'CarDerived', 1499, D, M, 3, 2, 1.6, 12500),
    ],
  },
  {
    id: 'ford-escort-van',
    manufacturer: 'Ford',
    model: 'Escort Van',
    abiPrefix: '32109',
    popularity: 4,
    classicValue: 9000,
    variants: [
      v('Mk1 1.1 Petrol 6cwt Van', [1968, 1975], 'CarDerived', 1098, P, M, 3, 2, 1.2, 700),
      v('Mk2 1.3 Petrol 35 Van', [1975, 1980], 'CarDerived', 1298, P, M, 3, 2, 1.3, 2300),
      v('Mk3 1.6 Diesel 55 Van', [1984, 1990], 'CarDerived', 1608, D, M, 3, 2, 1.5, 6000),
      v('55 1.8 D Van', [1990, 2002], 'CarDerived', 1753, D, M, 3, 2, 1.6, 8500),
    ],
  },

  // ---- Volkswagen ----
  {
    id: 'volkswagen-transporter',
    manufacturer: 'Volkswagen',
    model: 'Transporter',
    abiPrefix: '32201',
    popularity: 60,
    classicValue: 22000,
    variants: [
      v('T2 1.6 Petrol Panel Van', [1968, 1979], 'Van', 1584, P, M, 4, 3, 2.1, 1400),
      v('T2 1.6 Petrol Kombi', [1968, 1979], 'WindowVan', 1584, P, M, 4, 8, 2.1, 1600),
      v('T3 1.6 D Panel Van', [1981, 1992], 'Van', 1588, D, M, 4, 3, 2.3, 7000),
      v('T3 1.9 Petrol Pick-up', [1983, 1992], 'PickUp', 1913, P, M, 2, 3, 2.3, 7500),
      v('T4 800 1.9 TD SWB Panel Van', [1996, 2003], 'Van', 1896, D, M, 4, 3, 2.5, 14000),
      v('T4 1000 2.5 TDI 102 LWB Panel Van', [1996, 2003], 'Van', 2461, D, M, 4, 3, 2.8, 17000),
      v('T5 T28 1.9 TDI 85 SWB Panel Van', [2003, 2009], 'Van', 1896, D, M, 4, 3, 2.8, 16000),
      v('T5 T30 2.5 TDI 130 LWB Panel Van', [2003, 2009], 'Van', 2461, D, M, 4, 3, 3.0, 20000),
      v('T5.1 T28 2.0 TDI 102 Startline SWB Panel Van', [2010, 2015], 'Van', 1968, D, M, 4, 3, 2.8, 19000),
      v('T5.1 T32 2.0 BiTDI 180 Highline LWB Panel Van DSG', [2010, 2015], 'Van', 1968, D, A, 4, 3, 3.2, 27000),
      v('T6 T28 2.0 TDI 102 Startline SWB Panel Van', [2015, 2019], 'Van', 1968, D, M, 4, 3, 2.8, 22000),
      v('T6 T30 2.0 TDI 150 Highline LWB Panel Van DSG', [2015, 2019], 'Van', 1968, D, A, 4, 3, 3.0, 30000),
      v('T6 T30 2.0 TDI 150 Kombi', [2015, 2019], 'WindowVan', 1968, D, M, 5, 6, 3.0, 29000),
      v('T6 T30 2.0 TDI 150 Double Cab Pick-up', [2015, 2019], 'PickUp', 1968, D, M, 4, 6, 3.0, 28000),
      v('T6.1 T28 2.0 TDI 110 Startline SWB Panel Van', [2019, 2024], 'Van', 1968, D, M, 4, 3, 2.8, 26000),
      v('T6.1 T32 2.0 TDI 150 Highline LWB Panel Van DSG', [2019, 2024], 'Van', 1968, D, A, 4, 3, 3.2, 35000),
      v('T6.1 T30 2.0 TDI 150 Kombi Highline', [2019, 2024], 'WindowVan', 1968, D, M, 5, 6, 3.0, 34000),
      v('T7 2.0 TDI 150 Commerce L1H1 Panel Van', [2024, NOW], 'Van', 1996, D, M, 4, 3, 3.0, 34000),
      v('T7 e-Transporter 64kWh 136 Commerce Panel Van', [2025, NOW], 'Van', 0, E, A, 4, 3, 3.2, 44000),
    ],
  },
  {
    id: 'volkswagen-caddy',
    manufacturer: 'Volkswagen',
    model: 'Caddy',
    abiPrefix: '32202',
    popularity: 35,
    variants: [
      v('Mk2 1.9 SDI Van', [1996, 2004], 'CarDerived', 1896, D, M, 3, 2, 1.7, 9000),
      v('Mk3 C20 1.9 TDI 104 Panel Van', [2004, 2010], 'Van', 1896, D, M, 4, 2, 2.1, 12500),
      v('Mk3 C20 1.6 TDI 102 Startline Panel Van', [2010, 2015], 'Van', 1598, D, M, 4, 2, 2.1, 14000),
      v('Mk3 Maxi C20 2.0 TDI 140 Highline Panel Van DSG', [2011, 2015], 'Van', 1968, D, A, 5, 2, 2.3, 18500),
      v('Mk4 C20 2.0 TDI 102 Startline Panel Van', [2015, 2020], 'Van', 1968, D, M, 4, 2, 2.1, 16500),
      v('Mk4 Maxi C20 2.0 TDI 150 Highline Panel Van DSG', [2015, 2020], 'Van', 1968, D, A, 5, 2, 2.3, 21000),
      v('Mk4 Maxi Kombi 2.0 TDI 102', [2015, 2020], 'WindowVan', 1968, D, M, 5, 5, 2.3, 19500),
      v('Mk5 Cargo 2.0 TDI 102 Commerce Panel Van', [2021, NOW], 'Van', 1968, D, M, 4, 2, 2.2, 22000),
      v('Mk5 Cargo Maxi 2.0 TDI 122 Commerce Plus Panel Van DSG', [2021, NOW], 'Van', 1968, D, A, 5, 2, 2.4, 27000),
      v('Mk5 Cargo 1.5 TSI 114 Commerce Panel Van', [2021, NOW], 'Van', 1498, P, M, 4, 2, 2.1, 21000),
    ],
  },
  {
    id: 'volkswagen-crafter',
    manufacturer: 'Volkswagen',
    model: 'Crafter',
    abiPrefix: '32203',
    popularity: 30,
    variants: [
      v('Mk1 CR35 2.5 TDI 109 LWB High Roof Panel Van', [2006, 2011], 'Van', 2461, D, M, 4, 3, 3.5, 24000),
      v('Mk1 CR35 2.0 TDI 136 MWB High Roof Panel Van', [2011, 2016], 'Van', 1968, D, M, 4, 3, 3.5, 26000),
      v('Mk1 CR35 2.0 TDI 136 Dropside', [2011, 2016], 'Dropside', 1968, D, M, 2, 3, 3.5, 25000),
      v('CR35 2.0 TDI 140 Trendline MWB High Roof Panel Van', [2017, NOW], 'Van', 1968, D, M, 4, 3, 3.5, 33000),
      v('CR35 2.0 TDI 177 Highline LWB High Roof Panel Van Auto', [2017, NOW], 'Van', 1968, D, A, 4, 3, 3.5, 41000),
      v('CR35 2.0 TDI 140 Single Cab Tipper', [2017, NOW], 'Tipper', 1968, D, M, 2, 3, 3.5, 35000),
      v('CR30 2.0 TDI 140 Trendline MWB Double Cab-in-Van', [2017, NOW], 'CrewVan', 1968, D, M, 5, 6, 3.0, 36000),
      v('e-Crafter CR35 35.8kWh 136 High Roof Panel Van', [2018, 2022], 'Van', 0, E, A, 4, 2, 3.5, 50000),
    ],
  },
  {
    id: 'volkswagen-amarok',
    manufacturer: 'Volkswagen',
    model: 'Amarok',
    abiPrefix: '32204',
    popularity: 8,
    variants: [
      v('2.0 BiTDI 180 Highline 4MOTION Double Cab Pick-up', [2010, 2016], 'PickUp', 1968, D, M, 4, 5, 3.04, 24000),
      v('3.0 V6 TDI 224 Highline 4MOTION Double Cab Pick-up Auto', [2016, 2020], 'PickUp', 2967, D, A, 4, 5, 3.08, 32000),
      v('3.0 V6 TDI 240 Aventura 4MOTION Double Cab Pick-up Auto', [2023, NOW], 'PickUp', 2993, D, A, 4, 5, 3.27, 45000),
    ],
  },
  {
    id: 'volkswagen-id-buzz-cargo',
    manufacturer: 'Volkswagen',
    model: 'ID. Buzz Cargo',
    abiPrefix: '32205',
    popularity: 4,
    variants: [
      v('77kWh 204 Commerce Panel Van', [2022, NOW], 'Van', 0, E, A, 4, 3, 3.0, 45000),
      v('77kWh 204 Commerce Plus Panel Van', [2022, NOW], 'Van', 0, E, A, 5, 3, 3.0, 48000),
    ],
  },

  // ---- Mercedes-Benz ----
  {
    id: 'mercedes-benz-sprinter',
    manufacturer: 'Mercedes-Benz',
    model: 'Sprinter',
    abiPrefix: '32301',
    popularity: 60,
    variants: [
      v('308 D 2.3 SWB Panel Van', [1995, 2000], 'Van', 2299, D, M, 4, 3, 2.8, 16000),
      v('313 CDI LWB High Roof Panel Van', [2000, 2006], 'Van', 2148, D, M, 4, 3, 3.5, 21000),
      v('413 CDI Luton', [2000, 2006], 'Luton', 2148, D, M, 3, 3, 4.6, 24000),
      v('311 CDI MWB High Roof Panel Van', [2006, 2009], 'Van', 2148, D, M, 4, 3, 3.5, 23000),
      v('313 CDI MWB High Roof Panel Van', [2009, 2018], 'Van', 2143, D, M, 4, 3, 3.5, 25000),
      v('316 CDI LWB High Roof Panel Van', [2009, 2018], 'Van', 2143, D, M, 4, 3, 3.5, 27000),
      v('313 CDI Double Cab Tipper', [2009, 2018], 'Tipper', 2143, D, M, 4, 7, 3.5, 28000),
      v('513 CDI Dropside', [2009, 2018], 'Dropside', 2143, D, M, 2, 3, 5.0, 29000),
      v('314 CDI L2H2 Progressive Panel Van', [2018, 2023], 'Van', 2143, D, M, 4, 3, 3.5, 32000),
      v('319 CDI V6 L3H2 Premium Panel Van 7G-Tronic', [2018, 2020], 'Van', 2987, D, A, 4, 3, 3.5, 40000),
      v('315 CDI L2H2 Pro Panel Van', [2023, NOW], 'Van', 1950, D, M, 4, 3, 3.5, 38000),
      v('317 CDI L3H2 Premium Panel Van 9G-Tronic', [2023, NOW], 'Van', 1950, D, A, 4, 3, 3.5, 46000),
      v('316 CDI L2 Luton', [2018, NOW], 'Luton', 2143, D, M, 3, 3, 3.5, 38000),
      v('eSprinter 312 L2H2 55kWh Panel Van', [2019, 2023], 'Van', 0, E, A, 4, 3, 3.5, 48000),
      v('eSprinter 320 L2H2 113kWh Pro Panel Van', [2024, NOW], 'Van', 0, E, A, 4, 3, 4.25, 62000),
    ],
  },
  {
    id: 'mercedes-benz-vito',
    manufacturer: 'Mercedes-Benz',
    model: 'Vito',
    abiPrefix: '32302',
    popularity: 35,
    variants: [
      v('108 CDI Panel Van', [1999, 2003], 'Van', 2151, D, M, 4, 3, 2.6, 15000),
      v('111 CDI Compact Panel Van', [2003, 2010], 'Van', 2148, D, M, 4, 3, 2.8, 17000),
      v('113 CDI Long Panel Van', [2010, 2014], 'Van', 2143, D, M, 4, 3, 2.9, 20000),
      v('111 CDI Long Pure Panel Van', [2014, 2019], 'Van', 1598, D, M, 4, 3, 2.8, 21000),
      v('114 CDI Long Pro Panel Van', [2014, 2019], 'Van', 2143, D, M, 4, 3, 3.05, 24000),
      v('119 CDI Long Sport Dualiner 7G-Tronic', [2015, 2019], 'CrewVan', 2143, D, A, 5, 6, 3.05, 33000),
      v('110 CDI Long Pure Panel Van', [2019, NOW], 'Van', 1749, D, M, 4, 3, 2.8, 27000),
      v('116 CDI Long Premium Panel Van 9G-Tronic', [2019, NOW], 'Van', 1950, D, A, 4, 3, 3.1, 34000),
      v('eVito 112 66kWh Long Panel Van', [2022, NOW], 'Van', 0, E, A, 4, 3, 3.2, 42000),
    ],
  },
  {
    id: 'mercedes-benz-citan',
    manufacturer: 'Mercedes-Benz',
    model: 'Citan',
    abiPrefix: '32303',
    popularity: 8,
    variants: [
      v('109 CDI Long Panel Van', [2012, 2021], 'Van', 1461, D, M, 4, 2, 2.0, 15000),
      v('111 CDI Long Panel Van', [2013, 2021], 'Van', 1461, D, M, 5, 2, 2.1, 16500),
      v('110 CDI Pro Long Panel Van', [2021, NOW], 'Van', 1461, D, M, 4, 2, 2.2, 22000),
      v('eCitan 112 45kWh Pro Long Panel Van', [2022, NOW], 'Van', 0, E, A, 4, 2, 2.2, 32000),
    ],
  },
  {
    id: 'mercedes-benz-x-class',
    manufacturer: 'Mercedes-Benz',
    model: 'X-Class',
    abiPrefix: '32304',
    popularity: 4,
    variants: [
      v('X250d 4MATIC Power Double Cab Pick-up 7G-Tronic', [2017, 2020], 'PickUp', 2298, D, A, 4, 5, 3.25, 36000),
      v('X350d 4MATIC V6 Power Double Cab Pick-up 7G-Tronic', [2018, 2020], 'PickUp', 2987, D, A, 4, 5, 3.25, 43000),
    ],
  },
  {
    id: 'mercedes-benz-t1',
    manufacturer: 'Mercedes-Benz',
    model: 'T1',
    abiPrefix: '32305',
    popularity: 2,
    classicValue: 6000,
    variants: [
      v('308 D 2.4 Panel Van', [1982, 1995], 'Van', 2399, D, M, 4, 3, 3.5, 10000),
      v('310 D 2.9 Luton', [1988, 1995], 'Luton', 2874, D, M, 3, 3, 3.5, 14000),
    ],
  },

  // ---- Vauxhall ----
  {
    id: 'vauxhall-vivaro',
    manufacturer: 'Vauxhall',
    model: 'Vivaro',
    abiPrefix: '32401',
    popularity: 45,
    variants: [
      v('2700 1.9 DTi SWB Panel Van', [2001, 2006], 'Van', 1870, D, M, 4, 3, 2.7, 15000),
      v('2900 2.0 CDTi 115 LWB Panel Van', [2006, 2014], 'Van', 1995, D, M, 4, 3, 2.9, 18000),
      v('2900 2.0 CDTi 115 Sportive Double Cab', [2007, 2014], 'CrewVan', 1995, D, M, 5, 6, 2.9, 21000),
      v('2900 1.6 CDTi 120 BiTurbo Sportive L2H1 Panel Van', [2014, 2019], 'Van', 1598, D, M, 4, 3, 2.9, 22000),
      v('2900 1.5 Turbo D 100 Edition L1H1 Panel Van', [2019, NOW], 'Van', 1499, D, M, 4, 3, 2.9, 24000),
      v('3100 2.0 Turbo D 145 Dynamic L2H1 Panel Van Auto', [2019, NOW], 'Van', 1997, D, A, 4, 3, 3.1, 31000),
      v('2900 2.0 Turbo D 145 Sportive Doublecab', [2019, NOW], 'CrewVan', 1997, D, M, 5, 6, 2.9, 30000),
      v('Electric 75kWh 136 Dynamic L2H1 Panel Van', [2021, NOW], 'Van', 0, E, A, 4, 3, 3.1, 40000),
    ],
  },
  {
    id: 'vauxhall-combo',
    manufacturer: 'Vauxhall',
    model: 'Combo',
    abiPrefix: '32402',
    popularity: 30,
    variants: [
      v('B 1.7 D Van', [1994, 2001], 'CarDerived', 1686, D, M, 3, 2, 1.6, 8000),
      v('C 1700 1.3 CDTi 16v Van', [2004, 2011], 'Van', 1248, D, M, 3, 2, 1.8, 11000),
      v('D 2000 1.6 CDTi 105 L1H1 Sportive Panel Van', [2012, 2018], 'Van', 1598, D, M, 4, 2, 2.0, 14000),
      v('Cargo 2300 1.5 Turbo D 100 Edition L1H1 Panel Van', [2018, NOW], 'Van', 1499, D, M, 4, 2, 2.3, 17000),
      v('Cargo 2300 1.5 Turbo D 130 Sportive L2H1 Panel Van Auto', [2019, NOW], 'Van', 1499, D, A, 5, 2, 2.3, 22000),
      v('Cargo 2300 1.2 Turbo 110 Edition L1H1 Panel Van', [2018, 2022], 'Van', 1199, P, M, 4, 2, 2.1, 16500),
      v('Cargo 2300 1.5 Turbo D 100 Crew Van', [2018, NOW], 'CrewVan', 1499, D, M, 5, 5, 2.3, 19500),
      v('Electric 50kWh 136 Prime L1H1 Panel Van', [2021, NOW], 'Van', 0, E, A, 4, 2, 2.3, 28000),
    ],
  },
  {
    id: 'vauxhall-movano',
    manufacturer: 'Vauxhall',
    model: 'Movano',
    abiPrefix: '32403',
    popularity: 20,
    variants: [
      v('3500 2.5 CDTi LWB High Roof Panel Van', [2003, 2010], 'Van', 2463, D, M, 4, 3, 3.5, 19000),
      v('3500 2.3 CDTi 125 L3H2 Panel Van', [2010, 2021], 'Van', 2298, D, M, 4, 3, 3.5, 24000),
      v('3500 2.3 CDTi 130 Luton', [2010, 2021], 'Luton', 2298, D, M, 3, 3, 3.5, 26000),
      v('3500 2.3 CDTi 130 Double Cab Tipper', [2010, 2021], 'Tipper', 2298, D, M, 4, 7, 3.5, 27000),
      v('3500 2.2 Turbo D 140 L3H2 Edition Panel Van', [2021, NOW], 'Van', 2184, D, M, 4, 3, 3.5, 31000),
      v('Electric 110kWh 270 L3H2 Panel Van', [2024, NOW], 'Van', 0, E, A, 4, 3, 4.25, 58000),
    ],
  },
  {
    id: 'vauxhall-astravan',
    manufacturer: 'Vauxhall',
    model: 'Astravan',
    abiPrefix: '32404',
    popularity: 4,
    variants: [
      v('1.7 DTi Envoy Van', [1999, 2005], 'CarDerived', 1686, D, M, 3, 2, 1.75, 10000),
      v('1.7 CDTi 100 Sportive Van', [2006, 2013], 'CarDerived', 1686, D, M, 3, 2, 1.85, 12500),
    ],
  },
  {
    id: 'vauxhall-corsavan',
    manufacturer: 'Vauxhall',
    model: 'Corsavan',
    abiPrefix: '32405',
    popularity: 4,
    variants: [
      v('1.3 CDTi 75 Van', [2007, 2014], 'CarDerived', 1248, D, M, 3, 2, 1.6, 10000),
      v('1.3 CDTi 95 Sportive Van', [2015, 2018], 'CarDerived', 1248, D, M, 3, 2, 1.6, 12000),
    ],
  },

  // ---- Renault ----
  {
    id: 'renault-trafic',
    manufacturer: 'Renault',
    model: 'Trafic',
    abiPrefix: '32501',
    popularity: 35,
    variants: [
      v('T1100 2.1 D SWB Panel Van', [1989, 2001], 'Van', 2068, D, M, 4, 3, 2.6, 11000),
      v('SL27 1.9 dCi 100 SWB Panel Van', [2001, 2006], 'Van', 1870, D, M, 4, 3, 2.7, 15000),
      v('SL27 2.0 dCi 115 SWB Panel Van', [2006, 2014], 'Van', 1995, D, M, 4, 3, 2.7, 18000),
      v('LL29 2.5 dCi 146 LWB Panel Van', [2006, 2014], 'Van', 2464, D, M, 4, 3, 2.9, 21000),
      v('SL27 1.6 dCi 120 Business+ Panel Van', [2014, 2019], 'Van', 1598, D, M, 4, 3, 2.7, 21000),
      v('LL29 1.6 dCi 125 Sport Crew Van', [2015, 2019], 'CrewVan', 1598, D, M, 5, 6, 2.9, 25000),
      v('SL28 2.0 Blue dCi 130 Advance Panel Van', [2019, NOW], 'Van', 1997, D, M, 4, 3, 2.8, 27000),
      v('LL30 2.0 dCi 150 Sport Panel Van Auto', [2019, NOW], 'Van', 1997, D, A, 4, 3, 3.07, 33000),
      v('E-Tech L1H1 52kWh 120 Advance Panel Van', [2023, NOW], 'Van', 0, E, A, 4, 3, 3.05, 40000),
    ],
  },
  {
    id: 'renault-master',
    manufacturer: 'Renault',
    model: 'Master',
    abiPrefix: '32502',
    popularity: 25,
    variants: [
      v('3500 2.5 dCi LWB High Roof Panel Van', [2003, 2010], 'Van', 2463, D, M, 4, 3, 3.5, 19000),
      v('LM35 2.3 dCi 130 Business Medium Roof Panel Van', [2010, 2024], 'Van', 2298, D, M, 4, 3, 3.5, 25000),
      v('LL35 2.3 dCi 165 Business+ Tipper', [2014, 2024], 'Tipper', 2298, D, M, 2, 3, 3.5, 28000),
      v('LL35 2.3 dCi 145 Luton', [2014, 2024], 'Luton', 2298, D, M, 3, 3, 3.5, 29000),
      v('Z.E. LM31 33kWh 76 Panel Van', [2018, 2024], 'Van', 0, E, A, 4, 3, 3.1, 50000),
      v('L3H2 2.0 Blue dCi 150 Extra Panel Van', [2024, NOW], 'Van', 1997, D, M, 4, 3, 3.5, 35000),
      v('E-Tech L3H2 87kWh 143 Extra Panel Van', [2024, NOW], 'Van', 0, E, A, 4, 3, 4.0, 56000),
    ],
  },
  {
    id: 'renault-kangoo',
    manufacturer: 'Renault',
    model: 'Kangoo',
    abiPrefix: '32503',
    popularity: 20,
    variants: [
      v('1.9 D 55 Van', [1998, 2003], 'Van', 1870, D, M, 4, 2, 1.7, 9000),
      v('1.5 dCi 70 Van', [2001, 2009], 'Van', 1461, D, M, 4, 2, 1.8, 10000),
      v('ML19 1.5 dCi 75 Business Panel Van', [2008, 2021], 'Van', 1461, D, M, 4, 2, 1.95, 13000),
      v('LL21 Maxi 1.5 dCi 90 Crew Van', [2011, 2021], 'CrewVan', 1461, D, M, 5, 5, 2.1, 16000),
      v('Z.E. 33kWh ML20 Panel Van', [2017, 2021], 'Van', 0, E, A, 4, 2, 2.2, 20000),
      v('ML19 1.5 Blue dCi 95 Advance Panel Van', [2021, NOW], 'Van', 1461, D, M, 4, 2, 2.2, 21000),
      v('E-Tech 45kWh 120 Advance Panel Van', [2022, NOW], 'Van', 0, E, A, 4, 2, 2.25, 31000),
    ],
  },

  // ---- Peugeot ----
  {
    id: 'peugeot-partner',
    manufacturer: 'Peugeot',
    model: 'Partner',
    abiPrefix: '32601',
    popularity: 35,
    variants: [
      v('600 1.9 D Panel Van', [1996, 2008], 'Van', 1868, D, M, 4, 2, 1.7, 9000),
      v('800 2.0 HDi Panel Van', [1999, 2008], 'Van', 1997, D, M, 4, 2, 1.9, 10500),
      v('850 1.6 HDi 90 Professional L1 Panel Van', [2008, 2015], 'Van', 1560, D, M, 4, 2, 2.0, 13500),
      v('750 1.6 BlueHDi 100 S L1 Panel Van', [2015, 2018], 'Van', 1560, D, M, 4, 2, 2.0, 15500),
      v('1000 1.5 BlueHDi 100 Professional Standard Panel Van', [2018, NOW], 'Van', 1499, D, M, 4, 2, 2.3, 18000),
      v('Long 1.5 BlueHDi 130 Asphalt Panel Van EAT8', [2019, NOW], 'Van', 1499, D, A, 5, 3, 2.4, 23000),
      v('Long 1.5 BlueHDi 100 Crew Van', [2019, NOW], 'CrewVan', 1499, D, M, 5, 5, 2.4, 21000),
      v('e-Partner 50kWh 136 Professional Standard Panel Van', [2021, NOW], 'Van', 0, E, A, 4, 2, 2.3, 28000),
    ],
  },
  {
    id: 'peugeot-expert',
    manufacturer: 'Peugeot',
    model: 'Expert',
    abiPrefix: '32602',
    popularity: 25,
    variants: [
      v('220 2.0 HDi Panel Van', [1999, 2007], 'Van', 1997, D, M, 4, 3, 2.5, 14000),
      v('1000 1.6 HDi 90 L1H1 Panel Van', [2007, 2016], 'Van', 1560, D, M, 4, 3, 2.7, 17000),
      v('1200 2.0 HDi 128 L2H1 Panel Van', [2007, 2016], 'Van', 1997, D, M, 4, 3, 2.9, 20000),
      v('Standard 1000 1.5 BlueHDi 100 Professional Panel Van', [2018, NOW], 'Van', 1499, D, M, 4, 3, 2.7, 23000),
      v('Long 1400 2.0 BlueHDi 150 Asphalt Panel Van', [2016, NOW], 'Van', 1997, D, M, 4, 3, 3.1, 27000),
      v('Standard 2.0 BlueHDi 180 Asphalt Panel Van EAT8', [2018, NOW], 'Van', 1997, D, A, 4, 3, 3.1, 31000),
      v('e-Expert 75kWh 136 Professional Long Panel Van', [2020, NOW], 'Van', 0, E, A, 4, 3, 3.1, 38000),
    ],
  },
  {
    id: 'peugeot-boxer',
    manufacturer: 'Peugeot',
    model: 'Boxer',
    abiPrefix: '32603',
    popularity: 25,
    variants: [
      v('330 2.5 D SWB Panel Van', [1994, 2002], 'Van', 2446, D, M, 4, 3, 3.0, 14000),
      v('350 LWB 2.8 HDi High Roof Panel Van', [2002, 2006], 'Van', 2798, D, M, 4, 3, 3.5, 19000),
      v('335 L3H2 2.2 HDi 130 Professional Panel Van', [2006, 2016], 'Van', 2198, D, M, 4, 3, 3.5, 23000),
      v('335 L3H2 2.0 BlueHDi 130 Professional Panel Van', [2016, 2019], 'Van', 1997, D, M, 4, 3, 3.5, 25000),
      v('335 L3H2 2.2 BlueHDi 140 Professional Panel Van', [2019, NOW], 'Van', 2179, D, M, 4, 3, 3.5, 29000),
      v('335 L3 2.2 BlueHDi 140 Dropside', [2019, NOW], 'Dropside', 2179, D, M, 2, 3, 3.5, 28000),
      v('435 L4 2.2 BlueHDi 165 Luton', [2019, NOW], 'Luton', 2179, D, M, 3, 3, 4.0, 33000),
      v('e-Boxer 335 L3H2 110kWh Panel Van', [2024, NOW], 'Van', 0, E, A, 4, 3, 3.5, 55000),
    ],
  },
  {
    id: 'peugeot-bipper',
    manufacturer: 'Peugeot',
    model: 'Bipper',
    abiPrefix: '32604',
    popularity: 5,
    variants: [
      v('1.3 HDi 75 S Panel Van', [2008, 2017], 'Van', 1248, D, M, 4, 2, 1.7, 11000),
      v('1.4 Petrol 75 S Panel Van', [2008, 2012], 'Van', 1360, P, M, 4, 2, 1.65, 10000),
    ],
  },

  // ---- Citroën ----
  {
    id: 'citroen-berlingo',
    manufacturer: 'Citroën',
    model: 'Berlingo',
    abiPrefix: '32701',
    popularity: 35,
    variants: [
      v('600 1.9 D Panel Van', [1996, 2008], 'Van', 1868, D, M, 4, 2, 1.7, 9000),
      v('800 2.0 HDi Panel Van', [1999, 2008], 'Van', 1997, D, M, 4, 2, 1.9, 10500),
      v('625 1.6 HDi 75 Enterprise L1 Panel Van', [2008, 2015], 'Van', 1560, D, M, 4, 2, 2.0, 13000),
      v('850 1.6 BlueHDi 100 LX L1 Panel Van', [2015, 2018], 'Van', 1560, D, M, 4, 2, 2.0, 15500),
      v('M 1000 1.5 BlueHDi 100 Enterprise Panel Van', [2018, NOW], 'Van', 1499, D, M, 4, 2, 2.3, 18000),
      v('XL 1.5 BlueHDi 130 Driver Panel Van EAT8', [2019, NOW], 'Van', 1499, D, A, 5, 3, 2.4, 23000),
      v('ë-Berlingo 50kWh 136 Enterprise M Panel Van', [2021, NOW], 'Van', 0, E, A, 4, 2, 2.3, 28000),
      v('M 1.5 BlueHDi 100 Enterprise Refrigerated Van', [2018, NOW], 'Refrigerated', 1499, D, M, 4, 2, 2.3, 24000),
    ],
  },
  {
    id: 'citroen-dispatch',
    manufacturer: 'Citroën',
    model: 'Dispatch',
    abiPrefix: '32702',
    popularity: 25,
    variants: [
      v('815 2.0 HDi Panel Van', [1999, 2007], 'Van', 1997, D, M, 4, 3, 2.5, 14000),
      v('1000 1.6 HDi 90 L1H1 Panel Van', [2007, 2016], 'Van', 1560, D, M, 4, 3, 2.7, 17000),
      v('1200 2.0 HDi 125 L2H1 Enterprise Panel Van', [2007, 2016], 'Van', 1997, D, M, 4, 3, 2.9, 20000),
      v('M 1000 1.5 BlueHDi 100 Enterprise Panel Van', [2018, NOW], 'Van', 1499, D, M, 4, 3, 2.7, 23000),
      v('XL 1400 2.0 BlueHDi 150 Driver Panel Van', [2016, NOW], 'Van', 1997, D, M, 4, 3, 3.1, 27000),
      v('M 2.0 BlueHDi 145 Driver Crew Van', [2016, NOW], 'CrewVan', 1997, D, M, 5, 6, 3.0, 28000),
      v('ë-Dispatch 75kWh 136 Enterprise M Panel Van', [2020, NOW], 'Van', 0, E, A, 4, 3, 3.1, 38000),
    ],
  },
  {
    id: 'citroen-relay',
    manufacturer: 'Citroën',
    model: 'Relay',
    abiPrefix: '32703',
    popularity: 25,
    variants: [
      v('1400 2.5 D SWB Panel Van', [1994, 2002], 'Van', 2446, D, M, 4, 3, 2.9, 14000),
      v('1800 2.8 HDi LWB High Roof Panel Van', [2002, 2006], 'Van', 2798, D, M, 4, 3, 3.5, 19000),
      v('35 L3H2 2.2 HDi 130 Enterprise Panel Van', [2006, 2016], 'Van', 2198, D, M, 4, 3, 3.5, 23000),
      v('35 L3H2 2.0 BlueHDi 130 Enterprise Panel Van', [2016, 2019], 'Van', 1997, D, M, 4, 3, 3.5, 25000),
      v('35 L3H2 2.2 BlueHDi 140 Enterprise Panel Van', [2019, NOW], 'Van', 2179, D, M, 4, 3, 3.5, 29000),
      v('35 L3 2.2 BlueHDi 140 Tipper', [2019, NOW], 'Tipper', 2179, D, M, 2, 3, 3.5, 30000),
      v('35 L3 2.2 HDi 130 Luton', [2006, 2016], 'Luton', 2198, D, M, 3, 3, 3.5, 26000),
    ],
  },
  {
    id: 'citroen-nemo',
    manufacturer: 'Citroën',
    model: 'Nemo',
    abiPrefix: '32704',
    popularity: 5,
    variants: [v('1.3 HDi 75 Enterprise Panel Van', [2008, 2017], 'Van', 1248, D, M, 4, 2, 1.7, 11000)],
  },
  {
    id: 'citroen-c15',
    manufacturer: 'Citroën',
    model: 'C15',
    abiPrefix: '32705',
    popularity: 2,
    variants: [
      v('600 1.8 D Van', [1985, 2005], 'CarDerived', 1769, D, M, 3, 2, 1.5, 6500),
      v('1.1 Petrol Van', [1985, 1997], 'CarDerived', 1124, P, M, 3, 2, 1.4, 5500),
    ],
  },

  // ---- Fiat ----
  {
    id: 'fiat-doblo',
    manufacturer: 'Fiat',
    model: 'Doblo',
    abiPrefix: '32801',
    popularity: 12,
    variants: [
      v('Cargo 1.9 JTD SX Panel Van', [2001, 2010], 'Van', 1910, D, M, 4, 2, 1.9, 11000),
      v('Cargo 1.3 Multijet 16v Panel Van', [2004, 2010], 'Van', 1248, D, M, 4, 2, 1.8, 10500),
      v('Cargo 1.3 Multijet 90 SWB Panel Van', [2010, 2022], 'Van', 1248, D, M, 4, 2, 2.0, 13000),
      v('Cargo Maxi 1.6 Multijet 105 Panel Van', [2010, 2022], 'Van', 1598, D, M, 5, 2, 2.3, 15000),
      v('Cargo Maxi 2.0 Multijet 135 Tecnico Panel Van', [2011, 2022], 'Van', 1956, D, M, 5, 2, 2.4, 17000),
      v('L1 1.5 BlueHDi 100 Panel Van', [2022, NOW], 'Van', 1499, D, M, 4, 2, 2.3, 20000),
      v('E-Doblo 50kWh 136 L1 Panel Van', [2022, NOW], 'Van', 0, E, A, 4, 2, 2.3, 30000),
    ],
  },
  {
    id: 'fiat-ducato',
    manufacturer: 'Fiat',
    model: 'Ducato',
    abiPrefix: '32802',
    popularity: 20,
    variants: [
      v('14 1.9 TD SWB Panel Van', [1994, 2002], 'Van', 1929, D, M, 4, 3, 2.8, 13000),
      v('15 Maxi 2.8 JTD LWB Panel Van', [2002, 2006], 'Van', 2798, D, M, 4, 3, 3.5, 18000),
      v('35 2.3 Multijet 130 MWB High Roof Panel Van', [2006, 2021], 'Van', 2287, D, M, 4, 3, 3.5, 23000),
      v('35 Maxi 2.3 Multijet 140 LWB High Roof Panel Van', [2014, 2021], 'Van', 2287, D, M, 4, 3, 3.5, 26000),
      v('35 2.3 Multijet 180 Power Panel Van Comfort-Matic', [2016, NOW], 'Van', 2287, D, A, 4, 3, 3.5, 31000),
      v('35 2.2 Multijet 140 L3H2 Panel Van', [2021, NOW], 'Van', 2184, D, M, 4, 3, 3.5, 31000),
      v('35 2.3 Multijet 130 Tipper', [2006, 2021], 'Tipper', 2287, D, M, 2, 3, 3.5, 25000),
      v('E-Ducato 35 L3H2 79kWh Panel Van', [2020, NOW], 'Van', 0, E, A, 4, 3, 3.5, 50000),
    ],
  },
  {
    id: 'fiat-fiorino',
    manufacturer: 'Fiat',
    model: 'Fiorino',
    abiPrefix: '32803',
    popularity: 5,
    variants: [
      v('Cargo 1.3 Multijet 75 Panel Van', [2008, 2021], 'Van', 1248, D, M, 4, 2, 1.7, 10500),
      v('Cargo 1.4 8v 77 Panel Van', [2008, 2016], 'Van', 1368, P, M, 4, 2, 1.65, 10000),
    ],
  },
  {
    id: 'fiat-scudo',
    manufacturer: 'Fiat',
    model: 'Scudo',
    abiPrefix: '32804',
    popularity: 5,
    variants: [
      v('1.9 D EL Panel Van', [1996, 2006], 'Van', 1905, D, M, 4, 3, 2.5, 12000),
      v('1.6 Multijet 90 Comfort SWB Panel Van', [2007, 2016], 'Van', 1560, D, M, 4, 3, 2.7, 16500),
      v('L2H1 2.0 Multijet 145 Panel Van', [2022, NOW], 'Van', 1997, D, M, 4, 3, 3.1, 28000),
    ],
  },
  {
    id: 'fiat-talento',
    manufacturer: 'Fiat',
    model: 'Talento',
    abiPrefix: '32805',
    popularity: 3,
    variants: [
      v('12 SWB 1.6 MultiJet 120 Tecnico Panel Van', [2016, 2021], 'Van', 1598, D, M, 4, 3, 2.8, 22000),
    ],
  },

  // ---- Toyota ----
  {
    id: 'toyota-hilux',
    manufacturer: 'Toyota',
    model: 'Hilux',
    abiPrefix: '32901',
    popularity: 25,
    variants: [
      v('2.4 D 4x4 Regular Cab Pick-up', [1989, 1997], 'PickUp', 2446, D, M, 2, 2, 2.5, 11000),
      v('2.4 TD 4x4 Double Cab Pick-up', [1997, 2001], 'PickUp', 2446, D, M, 4, 5, 2.6, 14000),
      v('2.5 D-4D 4x4 Double Cab Pick-up', [2001, 2005], 'PickUp', 2494, D, M, 4, 5, 2.7, 15500),
      v('2.5 D-4D 144 HL3 4x4 Double Cab Pick-up', [2005, 2016], 'PickUp', 2494, D, M, 4, 5, 2.8, 19000),
      v('3.0 D-4D Invincible 4x4 Double Cab Pick-up Auto', [2005, 2016], 'PickUp', 2982, D, A, 4, 5, 2.8, 24000),
      v('2.4 D-4D Invincible X 4x4 Double Cab Pick-up', [2016, 2020], 'PickUp', 2393, D, M, 4, 5, 3.21, 27000),
      v('2.8 D-4D Invincible X 4x4 Double Cab Pick-up Auto', [2020, NOW], 'PickUp', 2755, D, A, 4, 5, 3.21, 35000),
      v('2.4 D-4D Active 4x4 Extra Cab Pick-up', [2016, NOW], 'PickUp', 2393, D, M, 4, 2, 3.21, 24000),
    ],
  },
  {
    id: 'toyota-proace',
    manufacturer: 'Toyota',
    model: 'Proace',
    abiPrefix: '32902',
    popularity: 12,
    variants: [
      v('1.6 HDi 90 L1H1 Panel Van', [2013, 2016], 'Van', 1560, D, M, 4, 3, 2.7, 17500),
      v('Compact 1.6 D-4D 95 Panel Van', [2016, 2019], 'Van', 1560, D, M, 4, 3, 2.7, 20000),
      v('Medium 1.5 D-4D 120 Icon Panel Van', [2019, NOW], 'Van', 1499, D, M, 4, 3, 2.8, 25000),
      v('Long 2.0 D-4D 145 Comfort Panel Van Auto', [2019, NOW], 'Van', 1997, D, A, 4, 3, 3.1, 31000),
      v('Electric 75kWh 136 Long Icon Panel Van', [2021, NOW], 'Van', 0, E, A, 4, 3, 3.1, 38000),
    ],
  },
  {
    id: 'toyota-proace-city',
    manufacturer: 'Toyota',
    model: 'Proace City',
    abiPrefix: '32903',
    popularity: 8,
    variants: [
      v('L1 1.5 D-4D 100 Icon Panel Van', [2020, NOW], 'Van', 1499, D, M, 4, 2, 2.3, 19000),
      v('L2 1.5 D-4D 130 Icon Crew Van Auto', [2020, NOW], 'CrewVan', 1499, D, A, 5, 5, 2.4, 24000),
      v('Electric L1 50kWh 136 Icon Panel Van', [2021, NOW], 'Van', 0, E, A, 4, 2, 2.3, 29000),
    ],
  },
  {
    id: 'toyota-hiace',
    manufacturer: 'Toyota',
    model: 'HiAce',
    abiPrefix: '32904',
    popularity: 5,
    variants: [
      v('2.4 D Panel Van', [1989, 1995], 'Van', 2446, D, M, 4, 3, 2.5, 11000),
      v('2.5 D-4D 280 LWB Panel Van', [2006, 2012], 'Van', 2494, D, M, 4, 3, 2.8, 19000),
    ],
  },

  // ---- Nissan ----
  {
    id: 'nissan-nv200',
    manufacturer: 'Nissan',
    model: 'NV200',
    abiPrefix: '33001',
    popularity: 12,
    variants: [
      v('1.5 dCi 90 Acenta Panel Van', [2009, 2021], 'Van', 1461, D, M, 4, 2, 2.0, 14000),
      v('1.6 Petrol 110 SE Panel Van', [2009, 2016], 'Van', 1598, P, M, 4, 2, 1.9, 13000),
      v('e-NV200 24kWh Acenta Rapid Panel Van', [2014, 2018], 'Van', 0, E, A, 4, 2, 2.2, 19000),
      v('e-NV200 40kWh Tekna Rapid Panel Van', [2018, 2021], 'Van', 0, E, A, 4, 2, 2.25, 24000),
    ],
  },
  {
    id: 'nissan-navara',
    manufacturer: 'Nissan',
    model: 'Navara',
    abiPrefix: '33002',
    popularity: 15,
    variants: [
      v('D22 2.5 Di 4x4 Double Cab Pick-up', [2001, 2005], 'PickUp', 2488, D, M, 4, 5, 2.7, 14000),
      v('D40 2.5 dCi 190 Tekna 4x4 Double Cab Pick-up', [2005, 2015], 'PickUp', 2488, D, M, 4, 5, 2.9, 21000),
      v('NP300 2.3 dCi 190 Tekna 4x4 Double Cab Pick-up Auto', [2016, 2022], 'PickUp', 2298, D, A, 4, 5, 3.15, 29000),
      v('NP300 2.3 dCi 160 Acenta 4x4 King Cab Pick-up', [2016, 2022], 'PickUp', 2298, D, M, 4, 2, 3.15, 23000),
    ],
  },
  {
    id: 'nissan-primastar',
    manufacturer: 'Nissan',
    model: 'Primastar',
    abiPrefix: '33003',
    popularity: 5,
    variants: [
      v('2.0 dCi 115 SE SWB Panel Van', [2006, 2014], 'Van', 1995, D, M, 4, 3, 2.7, 18000),
      v('L1H1 2.0 dCi 130 Acenta Panel Van', [2022, NOW], 'Van', 1997, D, M, 4, 3, 2.8, 28000),
    ],
  },
  {
    id: 'nissan-nv300',
    manufacturer: 'Nissan',
    model: 'NV300',
    abiPrefix: '33004',
    popularity: 5,
    variants: [
      v('L1H1 1.6 dCi 120 Acenta Panel Van', [2016, 2019], 'Van', 1598, D, M, 4, 3, 2.8, 21000),
      v('L2H1 2.0 dCi 145 Tekna Panel Van', [2019, 2021], 'Van', 1997, D, M, 4, 3, 3.0, 26000),
    ],
  },
  {
    id: 'nissan-nv400',
    manufacturer: 'Nissan',
    model: 'NV400',
    abiPrefix: '33005',
    popularity: 4,
    variants: [
      v('L3H2 2.3 dCi 125 SE Panel Van', [2011, 2021], 'Van', 2298, D, M, 4, 3, 3.5, 24000),
    ],
  },
  {
    id: 'nissan-townstar',
    manufacturer: 'Nissan',
    model: 'Townstar',
    abiPrefix: '33006',
    popularity: 4,
    variants: [
      v('L1 1.3 DIG-T 130 Acenta Panel Van', [2022, NOW], 'Van', 1332, P, M, 4, 2, 2.1, 20000),
      v('EV L1 45kWh 122 Tekna Panel Van', [2022, NOW], 'Van', 0, E, A, 4, 2, 2.2, 30000),
    ],
  },

  // ---- Iveco, MAN ----
  {
    id: 'iveco-daily',
    manufacturer: 'Iveco',
    model: 'Daily',
    abiPrefix: '33101',
    popularity: 10,
    variants: [
      v('35-10 2.5 TD LWB Panel Van', [1990, 1999], 'Van', 2499, D, M, 4, 3, 3.5, 16000),
      v('35S12 2.3 HPI MWB Panel Van', [2006, 2014], 'Van', 2287, D, M, 4, 3, 3.5, 23000),
      v('35S14 2.3 HPI 3520L H2 Panel Van', [2014, NOW], 'Van', 2287, D, M, 4, 3, 3.5, 30000),
      v('35S16 3.0 HPI Hi-Matic 4100 H2 Panel Van', [2016, NOW], 'Van', 2998, D, A, 4, 3, 3.5, 38000),
      v('35C14 2.3 HPI Double Cab Tipper', [2014, NOW], 'Tipper', 2287, D, M, 4, 7, 3.5, 34000),
      v('50C18 3.0 HPI Dropside', [2014, NOW], 'Dropside', 2998, D, M, 2, 3, 5.0, 38000),
      v('eDaily 35S14 74kWh Panel Van', [2023, NOW], 'Van', 0, E, A, 4, 3, 3.5, 65000),
    ],
  },
  {
    id: 'man-tge',
    manufacturer: 'MAN',
    model: 'TGE',
    abiPrefix: '33201',
    popularity: 8,
    variants: [
      v('3.140 2.0 TDI 140 L3H3 Panel Van', [2017, NOW], 'Van', 1968, D, M, 4, 3, 3.5, 32000),
      v('3.180 2.0 TDI 177 L4H3 Panel Van Auto', [2017, NOW], 'Van', 1968, D, A, 4, 3, 3.5, 39000),
      v('eTGE 3.140 35.8kWh L3H3 Panel Van', [2018, 2023], 'Van', 0, E, A, 4, 2, 3.5, 55000),
    ],
  },

  // ---- LDV ----
  {
    id: 'ldv-convoy',
    manufacturer: 'LDV',
    model: 'Convoy',
    abiPrefix: '33301',
    popularity: 3,
    variants: [
      v('400 2.5 D LWB Panel Van', [1996, 2001], 'Van', 2496, D, M, 4, 3, 3.5, 14000),
      v('2.4 TDi LWB High Roof Panel Van', [2001, 2006], 'Van', 2402, D, M, 4, 3, 3.5, 17000),
    ],
  },
  {
    id: 'ldv-maxus',
    manufacturer: 'LDV',
    model: 'Maxus',
    abiPrefix: '33302',
    popularity: 2,
    variants: [v('2.5 CRD 95 SWB Panel Van', [2005, 2009], 'Van', 2499, D, M, 4, 3, 2.8, 16000)],
  },
  {
    id: 'ldv-v80',
    manufacturer: 'LDV',
    model: 'V80',
    abiPrefix: '33303',
    popularity: 3,
    variants: [
      v('2.5 CRD 136 SWB Low Roof Panel Van', [2015, 2021], 'Van', 2499, D, M, 4, 3, 3.2, 20000),
      v('2.5 CRD 136 LWB High Roof Panel Van', [2015, 2021], 'Van', 2499, D, M, 4, 3, 3.5, 22000),
    ],
  },
  {
    id: 'ldv-deliver-9',
    manufacturer: 'LDV',
    model: 'Deliver 9',
    abiPrefix: '33304',
    popularity: 3,
    variants: [
      v('L3H2 2.0 TD 150 Panel Van', [2020, NOW], 'Van', 1996, D, M, 4, 3, 3.5, 27000),
      v('eDeliver 9 L3H2 88kWh 204 Panel Van', [2021, NOW], 'Van', 0, E, A, 4, 3, 3.5, 55000),
    ],
  },
  {
    id: 'ldv-edeliver-3',
    manufacturer: 'LDV',
    model: 'eDeliver 3',
    abiPrefix: '33305',
    popularity: 2,
    variants: [v('SWB 52.5kWh 122 Panel Van', [2020, NOW], 'Van', 0, E, A, 4, 2, 2.52, 29000)],
  },
  {
    id: 'ldv-t60',
    manufacturer: 'LDV',
    model: 'T60',
    abiPrefix: '33306',
    popularity: 3,
    variants: [
      v('2.8 TD Luxe 4x4 Double Cab Pick-up', [2017, 2020], 'PickUp', 2776, D, M, 4, 5, 3.05, 20000),
      v('Max 2.0 Bi-Turbo 215 Luxe 4x4 Double Cab Pick-up Auto', [2021, NOW], 'PickUp', 1996, D, A, 4, 5, 3.15, 28000),
    ],
  },

  // ---- Pick-ups and 4x4 commercials ----
  {
    id: 'isuzu-d-max',
    manufacturer: 'Isuzu',
    model: 'D-Max',
    abiPrefix: '33401',
    popularity: 12,
    variants: [
      v('2.5 TD Yukon 4x4 Double Cab Pick-up', [2012, 2017], 'PickUp', 2499, D, M, 4, 5, 2.95, 19000),
      v('1.9 TD Utah 4x4 Double Cab Pick-up Auto', [2017, 2020], 'PickUp', 1898, D, A, 4, 5, 3.0, 24000),
      v('1.9 TD DL40 4x4 Double Cab Pick-up', [2021, NOW], 'PickUp', 1898, D, M, 4, 5, 3.1, 28000),
      v('1.9 TD Utility 4x4 Single Cab Pick-up', [2021, NOW], 'PickUp', 1898, D, M, 2, 2, 2.9, 21000),
    ],
  },
  {
    id: 'mitsubishi-l200',
    manufacturer: 'Mitsubishi',
    model: 'L200',
    abiPrefix: '33501',
    popularity: 20,
    variants: [
      v('2.5 TD 4Life 4x4 Double Cab Pick-up', [1997, 2006], 'PickUp', 2477, D, M, 4, 5, 2.7, 14000),
      v('2.5 DI-D Warrior 4x4 Double Cab Pick-up', [2006, 2015], 'PickUp', 2477, D, M, 4, 5, 2.85, 20000),
      v('2.4 DI-D 178 Barbarian 4x4 Double Cab Pick-up Auto', [2015, 2019], 'PickUp', 2442, D, A, 4, 5, 2.9, 27000),
      v('2.2 DI-D 150 Warrior 4x4 Double Cab Pick-up', [2019, 2022], 'PickUp', 2268, D, M, 4, 5, 3.1, 28000),
    ],
  },
  {
    id: 'land-rover-defender',
    manufacturer: 'Land Rover',
    model: 'Defender',
    abiPrefix: '33601',
    popularity: 10,
    classicValue: 15000,
    variants: [
      v('110 2.5 D Hard Top', [1984, 1990], 'Van', 2495, D, M, 3, 3, 3.05, 11000),
      v('110 200Tdi Hard Top', [1990, 1994], 'Van', 2495, D, M, 3, 3, 3.05, 15000),
      v('90 300Tdi County Hard Top', [1994, 1998], 'Van', 2495, D, M, 3, 3, 2.4, 17000),
      v('110 Td5 Hard Top', [1998, 2007], 'Van', 2495, D, M, 3, 3, 3.05, 20000),
      v('90 2.4 TDCi Hard Top', [2007, 2011], 'Van', 2402, D, M, 3, 3, 2.4, 21000),
      v('110 2.2 TDCi Double Cab Pick-up', [2012, 2016], 'PickUp', 2198, D, M, 4, 5, 3.05, 26000),
      v('110 Hard Top D250 MHEV X-Dynamic Auto', [2021, NOW], 'Van', 2997, H, A, 5, 2, 3.15, 55000),
    ],
  },
  {
    id: 'ssangyong-musso',
    manufacturer: 'SsangYong',
    model: 'Musso',
    abiPrefix: '33701',
    popularity: 4,
    variants: [
      v('2.2 e-XDi 181 Saracen 4x4 Double Cab Pick-up Auto', [2018, NOW], 'PickUp', 2157, D, A, 4, 5, 3.2, 28000),
    ],
  },
  {
    id: 'hyundai-iload',
    manufacturer: 'Hyundai',
    model: 'iLoad',
    abiPrefix: '33801',
    popularity: 4,
    variants: [v('2.5 CRDi 136 SE Panel Van', [2008, 2021], 'Van', 2497, D, M, 5, 3, 3.16, 19000)],
  },

  // ---- Classics (suffix and early prefix plates) ----
  {
    id: 'bedford-cf',
    manufacturer: 'Bedford',
    model: 'CF',
    abiPrefix: '33901',
    popularity: 2,
    classicValue: 7000,
    variants: [
      v('22cwt 1.8 Petrol Panel Van', [1969, 1980], 'Van', 1759, P, M, 4, 3, 2.4, 1200),
      v('250 2.3 Petrol Panel Van', [1980, 1987], 'Van', 2279, P, M, 4, 3, 2.5, 5500),
      v('350 2.3 Diesel Luton', [1980, 1987], 'Luton', 2260, D, M, 3, 3, 3.5, 6000),
    ],
  },
  {
    id: 'bedford-ha',
    manufacturer: 'Bedford',
    model: 'HA',
    abiPrefix: '33902',
    popularity: 1,
    classicValue: 6000,
    variants: [v('1.3 Petrol 8cwt Van', [1964, 1983], 'CarDerived', 1256, P, M, 3, 2, 1.2, 700)],
  },
  {
    id: 'morris-minor-van',
    manufacturer: 'Morris',
    model: 'Minor Van',
    abiPrefix: '34001',
    popularity: 1,
    classicValue: 9000,
    variants: [v('1000 6cwt Van', [1962, 1971], 'CarDerived', 1098, P, M, 3, 2, 1.1, 550)],
  },
  {
    id: 'morris-marina-van',
    manufacturer: 'Morris',
    model: 'Marina Van',
    abiPrefix: '34002',
    popularity: 1,
    classicValue: 5000,
    variants: [v('1.3 Petrol 7cwt Van', [1972, 1980], 'CarDerived', 1275, P, M, 3, 2, 1.3, 1400)],
  },
  {
    id: 'land-rover-series-iii',
    manufacturer: 'Land Rover',
    model: 'Series III',
    abiPrefix: '33602',
    popularity: 2,
    classicValue: 12000,
    variants: [
      v('88 2.25 Petrol Hard Top', [1971, 1985], 'Van', 2286, P, M, 3, 3, 2.1, 2500),
      v('109 2.25 Diesel Pick-up', [1971, 1985], 'PickUp', 2286, D, M, 2, 3, 2.7, 3000),
    ],
  },
  {
    id: 'leyland-sherpa',
    manufacturer: 'Leyland',
    model: 'Sherpa',
    abiPrefix: '34101',
    popularity: 1,
    classicValue: 4000,
    variants: [v('220 1.8 Petrol Panel Van', [1974, 1982], 'Van', 1798, P, M, 4, 3, 2.2, 2500)],
  },
];

/** The ABI code of the variant at `index` (0-based) of `model`: prefix and a 3-digit place. */
export function abiCode(model: VanModel, index: number): string {
  return `${model.abiPrefix}${String(index + 1).padStart(3, '0')}`;
}

/** '2016-2023', or '2023-' for a variant still on sale (§3.8 abiProductionYears). */
export function abiProductionYears(variant: VanVariant): string {
  const [from, to] = variant.years;
  return `${from}-${to ?? ''}`;
}

/** Lowest market value of a roadworthy van, pounds. */
export const VALUE_FLOOR = 1500;

/**
 * A plausible market value in pounds of a van made in `yearOfManufacture`, valued in `asAtYear`:
 * 90 % of list price in its first year, 80 % after the first year and 12 % less each year after
 * that (gentler than reference §3's 15 %: it values a 2019 Transit Custom 300 at about £13k in
 * 2024, near the £14,700 of the dealer listing that reference cites), never below the floor; a classic of 30 years
 * or more is worth at least its collectors' value.
 */
export function marketValue(
  model: VanModel,
  variant: VanVariant,
  yearOfManufacture: number,
  asAtYear: number,
): number {
  const age = asAtYear - yearOfManufacture;
  let value = age <= 0 ? variant.newPrice * 0.9 : variant.newPrice * 0.8;
  for (let year = 1; year < age; year++) value *= 0.88;
  value = Math.max(value, VALUE_FLOOR);
  if (model.classicValue !== undefined && age >= 30) value = Math.max(value, model.classicValue);
  return value;
}
