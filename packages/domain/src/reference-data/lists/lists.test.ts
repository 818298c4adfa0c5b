import { describe, expect, it } from 'vitest';
import { DuqMetadataSchema } from '../../quote/views.schema.ts';
import { MetadataItemSchema } from '../metadata-item.schema.ts';
import {
  BUSINESS_CLASS_OF_USE_CODES,
  CATEGORY_DATA_KEYS,
  CLAIM_DESCRIPTIONS,
  CLAIM_INCIDENT_TYPES,
  CONVICTIONS,
  DUQ_METADATA,
  DUQ_QUESTIONS,
  EMPLOYERS_BUSINESSES,
  EMPLOYMENT_STATUSES,
  IMPORTED_DUQ_ANSWERS,
  METADATA_LIST_NAMES,
  METADATA_LISTS,
  MODIFICATION_CATEGORIES,
  MODIFICATIONS_BY_CATEGORY,
  OCCUPATIONS,
  QUOTE_TYPES,
  RENAMED_MODIFICATION_DESCRIPTIONS,
  SAMPLE_RISK_DEFAULTS,
  VEHICLE_COVER_CODES,
  VEHICLE_MODIFICATIONS,
  VEHICLE_USES,
} from '../index.ts';

const codesOf = (items: readonly { code: string }[]) => items.map((item) => item.code);
const descriptionOf = (listName: keyof typeof METADATA_LISTS, code: string) =>
  METADATA_LISTS[listName].find((item) => item.code === code)?.description;

describe('the metadata lists (§9.12)', () => {
  it('hold exactly the §9.12 list names', () => {
    expect(Object.keys(METADATA_LISTS).sort()).toEqual([...METADATA_LIST_NAMES].sort());
  });

  it.each(METADATA_LIST_NAMES)(
    '%s is a non-empty list of metadata items with unique codes',
    (name) => {
      const items = METADATA_LISTS[name];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(MetadataItemSchema.safeParse(item).success).toBe(true);
        expect(item.code.trim()).toBe(item.code);
        expect(item.code).not.toBe('');
        expect(item.description.trim()).not.toBe('');
      }
      expect(new Set(codesOf(items)).size).toBe(items.length);
      // Two entries reading the same would be indistinguishable in a drop-down.
      expect(new Set(items.map((item) => item.description.toLowerCase())).size).toBe(items.length);
    },
  );

  it.each(METADATA_LIST_NAMES)(
    "%s writes '/' and never the source system's Chr(47) (§9.9)",
    (name) => {
      expect(JSON.stringify(METADATA_LISTS[name])).not.toMatch(/chr\(47\)/i);
    },
  );

  it('serves the existing employment statuses as EmployStatus (§9.9)', () => {
    expect(METADATA_LISTS.EmployStatus).toBe(EMPLOYMENT_STATUSES);
  });

  it.each([
    ['MaritalStatus', 'M'],
    ['RelationshipToProposer', 'Proposer'],
    ['RelationshipToProposer', 'SPOUSEREL'],
    ['RelationshipToProposer', 'OFFSPRNG'],
    ['TYPES-LIC', 'Full Licence'],
    ['TYPES-LIC', 'Provisional Licence'],
    ['Previous Experience', 'BLANK'],
    ['Fuel Type', 'FuelDiesel'],
    ['Fuel Type', 'FuelPetrol'],
    ['WhereKept', 'Roadside'],
    ['VehAccess', 'Owner'],
    ['Class of Use', 'OwnGoods'],
  ] as const)('%s holds the spec code %s (§3.7, §3.8, §4.7, §9.2)', (name, code) => {
    expect(codesOf(METADATA_LISTS[name])).toContain(code);
  });

  it('offers the §3.8 covers: C comprehensive and TPFT', () => {
    expect(METADATA_LISTS['Type of Cover']).toEqual([
      { code: 'C', description: 'Comprehensive' },
      { code: 'TPFT', description: 'Third party, fire and theft' },
    ]);
    expect(codesOf(METADATA_LISTS['Type of Cover'])).toEqual([...VEHICLE_COVER_CODES]);
  });

  it('lists the §9.7 vehicle uses in order, then the business codes shown under SDPC+Business', () => {
    const codes = codesOf(METADATA_LISTS['Class of Use']);
    expect(codes.slice(0, 4)).toEqual(VEHICLE_USES.map((use) => use.code));
    expect(codes).toEqual(expect.arrayContaining([...BUSINESS_CLASS_OF_USE_CODES]));
    expect(descriptionOf('Class of Use', 'SDPC+Business')).toBe(
      'Social, domestic, pleasure, commuting and business use',
    );
  });

  it('holds every §9.2 sample code that names a list entry', () => {
    const { proposer, driverDetails, vehicle } = SAMPLE_RISK_DEFAULTS;
    expect(codesOf(METADATA_LISTS.MaritalStatus)).toContain(proposer.maritalStatus);
    expect(codesOf(METADATA_LISTS['TYPES-LIC'])).toContain(driverDetails.licenceType);
    expect(codesOf(METADATA_LISTS.VehAccess)).toContain(driverDetails.accessToOtherVehicles);
    expect(codesOf(METADATA_LISTS['Type of Cover'])).toContain(vehicle.cover);
    expect(codesOf(METADATA_LISTS.WhereKept)).toContain(vehicle.whereKept);
    expect(codesOf(METADATA_LISTS['Class of Use'])).toContain(vehicle.classOfUse);
    expect(codesOf(METADATA_LISTS['Fuel Type'])).toContain(vehicle.fuel);
  });
});

describe("occupations and employer's businesses (§9.9)", () => {
  it.each([
    ['%01', 'Student Living Away From Home'],
    ['220', 'Not In Employment'],
    ['43D', 'Not Employed Due to Disability'],
    ['637', 'Delivery Driver'],
    ['90C', 'Truck Driver'],
    ['C57', 'Computer Programmer'],
    ['R09', 'Retired'],
    ['U03', 'Unemployed'],
    ['S34', 'Student'],
    ['H09', 'Housewife or Househusband'],
    ['NON', 'Not Known'],
  ])('occupation %s reads %s', (code, description) => {
    expect(descriptionOf('Occupation', code)).toBe(description);
  });

  it.each([
    ['001', 'Accountancy'],
    ['021', 'Building Trade'],
    ['090', 'Motor Trade'],
    ['132', 'Transport - Road'],
    ['186', 'Not In Employment'],
    ['605', 'Road Haulage'],
    ['947', 'None - Retired'],
    ['948', 'None - Household Duties'],
    ['949', 'None - Not Employed due to Disability'],
    ['950', 'None - Student'],
    ['982', 'Fireworks/Pyrotechnics'],
    ['NON', 'Not Known'],
  ])("employer's business %s reads %s", (code, description) => {
    expect(descriptionOf('Employer', code)).toBe(description);
  });

  it('has at least 400 occupations in three-character codes', () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(400);
    for (const { code } of OCCUPATIONS) expect(code).toMatch(/^[%A-Z0-9]{3}$/);
  });

  it("has at least 300 employer's businesses in three-digit codes from 001 to 982, plus NON", () => {
    expect(EMPLOYERS_BUSINESSES.length).toBeGreaterThanOrEqual(300);
    for (const { code } of EMPLOYERS_BUSINESSES.filter((item) => item.code !== 'NON')) {
      expect(code).toMatch(/^\d{3}$/);
      expect(Number(code)).toBeGreaterThanOrEqual(1);
      expect(Number(code)).toBeLessThanOrEqual(982);
    }
  });

  it.each([
    'Plumber',
    'Electrician',
    'Builder',
    'Carpenter',
    'Roofer',
    'Plasterer',
    'Landscaper',
    'Mechanic',
    'Courier',
    'HGV Driver',
    'Taxi Driver',
    'Student Living At Home',
  ])('offers the occupation %s', (description) => {
    expect(OCCUPATIONS.map((item) => item.description)).toContain(description);
  });

  it('keeps both lists in alphabetical order for the search drop-downs', () => {
    for (const list of [OCCUPATIONS, EMPLOYERS_BUSINESSES]) {
      const descriptions = list.map((item) => item.description);
      expect(descriptions).toEqual([...descriptions].sort((a, b) => a.localeCompare(b, 'en-GB')));
    }
  });
});

describe('convictions (domain notes §1.5)', () => {
  it.each([
    ['AC10', 'Failing to stop after an accident'],
    ['CU80', 'Not in proper control of the vehicle, such as using a mobile phone'],
    ['DR10', 'Driving or attempting to drive with alcohol above the limit'],
    ['IN10', 'Using a vehicle uninsured against third-party risks'],
    ['SP30', 'Exceeding the statutory speed limit on a public road'],
    ['TT99', 'Disqualified under totting-up (12 or more points within 3 years)'],
  ])('%s reads %s', (code, description) => {
    expect(CONVICTIONS.find((item) => item.code === code)?.description).toBe(description);
  });

  it('covers every DVLA offence group', () => {
    const prefixes = new Set(CONVICTIONS.map((item) => item.code.slice(0, 2)));
    for (const prefix of [
      'AC',
      'BA',
      'CD',
      'CU',
      'DD',
      'DR',
      'DG',
      'IN',
      'LC',
      'MS',
      'MW',
      'PC',
      'SP',
      'TS',
      'UT',
      'TT',
      'MR',
    ]) {
      expect(prefixes).toContain(prefix);
    }
  });

  it('carries the aiding (2), causing or permitting (4) and inciting (6) variants of a code ending in 0', () => {
    expect(CONVICTIONS.find((item) => item.code === 'IN14')?.description).toBe(
      'Using a vehicle uninsured against third-party risks (causing or permitting)',
    );
    expect(codesOf(CONVICTIONS)).toEqual(expect.arrayContaining(['CD12', 'CD14', 'CD16']));
    expect(codesOf(CONVICTIONS)).not.toContain('TT92');
  });
});

describe('claim descriptions', () => {
  it('put every description under a known incident type, and every incident type has one', () => {
    const types = codesOf(CLAIM_INCIDENT_TYPES);
    for (const claim of CLAIM_DESCRIPTIONS) expect(types).toContain(claim.incidentType);
    for (const type of types) {
      expect(CLAIM_DESCRIPTIONS.some((claim) => claim.incidentType === type)).toBe(true);
    }
  });
});

describe('vehicle modifications (§9.11, §7.3 categoryData)', () => {
  it('fills every categoryData key', () => {
    expect(Object.keys(MODIFICATIONS_BY_CATEGORY)).toEqual([...CATEGORY_DATA_KEYS]);
    for (const key of CATEGORY_DATA_KEYS) {
      expect(MODIFICATIONS_BY_CATEGORY[key].length).toBeGreaterThan(0);
    }
  });

  it.each(Object.entries(RENAMED_MODIFICATION_DESCRIPTIONS))(
    'describes modification %s as %s',
    (code, description) => {
      expect(VEHICLE_MODIFICATIONS.find((item) => item.code === code)?.description).toBe(
        description,
      );
    },
  );

  it('puts each modification in exactly one category', () => {
    const all = CATEGORY_DATA_KEYS.flatMap((key) => codesOf(MODIFICATIONS_BY_CATEGORY[key]));
    expect(new Set(all).size).toBe(all.length);
    expect(codesOf(VEHICLE_MODIFICATIONS)).toEqual(all);
  });
});

describe('DUQ answers (§9.10, §7.3 duqs)', () => {
  const questionNumbers = Object.values(DUQ_QUESTIONS);
  const answersOf = (quoteType: 'DIRECT' | 'PCW', questionNumber: number) =>
    DUQ_METADATA[quoteType].find((duq) => duq.questionNumber === questionNumber)?.answerType
      .responseItems;

  it.each(QUOTE_TYPES)('%s answers every §9.10 question once, as DUQ metadata', (quoteType) => {
    const set = DUQ_METADATA[quoteType];
    expect(set.map((duq) => duq.questionNumber).sort()).toEqual([...questionNumbers].sort());
    for (const duq of set) {
      expect(DuqMetadataSchema.parse(duq)).toEqual(duq);
      const codes = codesOf(duq.answerType.responseItems);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it.each(QUOTE_TYPES)(
    '%s offers answers to every question whose meaning the spec gives',
    (quoteType) => {
      for (const questionNumber of questionNumbers.filter(
        (n) => n !== DUQ_QUESTIONS.sampleUnknown,
      )) {
        expect(answersOf(quoteType, questionNumber)?.length).toBeGreaterThan(0);
      }
    },
  );

  it.each([
    DUQ_QUESTIONS.signage,
    DUQ_QUESTIONS.rackingShelving,
    DUQ_QUESTIONS.refrigerated,
    DUQ_QUESTIONS.carryDangerousGoods,
    DUQ_QUESTIONS.homeOwner,
    DUQ_QUESTIONS.publicLiabilityInsurance,
    DUQ_QUESTIONS.tradeAssociationMember,
    DUQ_QUESTIONS.insureOtherVehicles,
    DUQ_QUESTIONS.dashCamFitted,
  ])(
    'yes/no question %i answers Y or N directly, and may be U (not asked) from a comparison site',
    (questionNumber) => {
      expect(codesOf(answersOf('DIRECT', questionNumber) ?? [])).toEqual(['Y', 'N']);
      expect(codesOf(answersOf('PCW', questionNumber) ?? [])).toEqual(['Y', 'N', 'U']);
    },
  );

  it('answers 476 imported with A or C (§5.5), U only on a PCW arrival', () => {
    expect(codesOf(answersOf('DIRECT', DUQ_QUESTIONS.vanImported) ?? [])).toEqual([
      IMPORTED_DUQ_ANSWERS.imported,
      IMPORTED_DUQ_ANSWERS.notImported,
    ]);
    expect(codesOf(answersOf('PCW', DUQ_QUESTIONS.vanImported) ?? [])).toEqual(['A', 'C', 'U']);
  });

  it('answers NCD years (247) with 0 to 20', () => {
    expect(codesOf(answersOf('DIRECT', DUQ_QUESTIONS.ncdYears) ?? [])).toEqual(
      Array.from({ length: 21 }, (_, years) => String(years)),
    );
  });

  it("answers the modifications (354-356) with '0' (none, §3.13) or a modification code", () => {
    for (const questionNumber of [354, 355, 356]) {
      expect(codesOf(answersOf('DIRECT', questionNumber) ?? [])).toEqual([
        '0',
        ...codesOf(VEHICLE_MODIFICATIONS),
      ]);
    }
    expect(codesOf(answersOf('DIRECT', DUQ_QUESTIONS.carModificationType) ?? [])).toEqual(
      MODIFICATION_CATEGORIES.map((category) => category.code),
    );
  });

  it('answers driving restrictions with INSONLY among them and payment frequency with the pay methods', () => {
    expect(codesOf(answersOf('DIRECT', DUQ_QUESTIONS.drivingRestrictions) ?? [])).toContain(
      SAMPLE_RISK_DEFAULTS.risk.drivingRestriction,
    );
    expect(answersOf('DIRECT', DUQ_QUESTIONS.paymentFrequency)).toEqual([
      { code: 'PayInFull', description: 'Pay yearly' },
      { code: 'Instalmnts', description: 'Pay monthly' },
    ]);
  });
});
