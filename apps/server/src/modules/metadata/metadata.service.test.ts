import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MetadataItem } from '@van/domain/quote';
import {
  CLAIM_DESCRIPTIONS,
  METADATA_LIST_NAMES,
  METADATA_LISTS,
  QUOTE_TYPES,
} from '@van/domain/reference-data';
import { DomainError } from '../../lib/errors.ts';
import {
  categoryData,
  duqs,
  filteredList,
  metadataList,
  servedItem,
  withSlashes,
} from './metadata.service.ts';

const codesOf = (items: readonly MetadataItem[]) => items.map((item) => item.code);
const listName = fc.constantFrom(...METADATA_LIST_NAMES);

function notFound(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('withSlashes (§9.9 Chr(47))', () => {
  it.each([
    ['Fireworks Chr(47)Pyrotechnics', 'Fireworks /Pyrotechnics'],
    ['Plumbing Chr(47) Heating', 'Plumbing / Heating'],
    ['Club CHR(47) Association chr(47)', 'Club / Association /'],
    ['No slash here', 'No slash here'],
  ])('turns %j into %j', (text, expected) => {
    expect(withSlashes(text)).toBe(expected);
  });

  it('serves an item as {code, description} only, with slashes', () => {
    const claim = { code: 'Prop/Prtn', description: 'ProprietorChr(47)Partner', extra: 'x' };
    expect(servedItem(claim)).toEqual({ code: 'Prop/Prtn', description: 'Proprietor/Partner' });
  });
});

describe('metadataList (§7.3 metadata/{type})', () => {
  it.each(METADATA_LIST_NAMES)(
    'answers %s as the domain list, items as {code, description}',
    (name) => {
      expect(metadataList(name)).toEqual(
        METADATA_LISTS[name].map(({ code, description }) => ({ code, description })),
      );
    },
  );

  it.each(['maritalstatus', 'Type%20of%20Cover', 'TypeOfCover', ' MaritalStatus', '', 'toString'])(
    'does not know %j: names are exact (§9.12)',
    (name) => {
      const error = notFound(() => metadataList(name));
      expect(error.code).toBe('NotFound');
      expect(error.message).toBe(`There is no metadata list called '${name}'.`);
    },
  );

  it('answers NotFound for any name that is not a §9.12 list', () => {
    fc.assert(
      fc.property(
        fc.string().filter((name) => !(METADATA_LIST_NAMES as readonly string[]).includes(name)),
        (name) => {
          expect(notFound(() => metadataList(name)).code).toBe('NotFound');
        },
      ),
    );
  });

  it('shortens a long unknown name in the message', () => {
    expect(notFound(() => metadataList('x'.repeat(500))).message).toBe(
      `There is no metadata list called '${'x'.repeat(60)}…'.`,
    );
  });
});

describe('filteredList (§7.3 {type}, docs/decisions/007 /v1/lists/:type)', () => {
  it.each([undefined, '', '   '])('answers the whole list for the filter %j', (filter) => {
    expect(filteredList('Occupation', filter)).toEqual(metadataList('Occupation'));
  });

  it('keeps the items whose code or description contains the filter, ignoring case', () => {
    const drivers = filteredList('Occupation', 'DRIVER');
    expect(codesOf(drivers)).toEqual(expect.arrayContaining(['637', '90C']));
    for (const item of drivers) expect(item.description.toLowerCase()).toContain('driver');
    expect(codesOf(filteredList('Employer', '982'))).toEqual(['982']);
  });

  it.each(['theft', 'THEFT', ' Theft '])(
    'narrows ClaimDescription to an incident type named by the filter %j',
    (filter) => {
      const expected = CLAIM_DESCRIPTIONS.filter((claim) => claim.incidentType === 'THEFT');
      expect(codesOf(filteredList('ClaimDescription', filter))).toEqual(codesOf(expected));
      // 'Van stolen and not recovered' says nothing of theft: the type, not the text, decides.
      expect(codesOf(filteredList('ClaimDescription', filter))).toContain('THEFTVEH');
    },
  );

  it('matches ClaimDescription text when the filter is not an incident type', () => {
    const notAtFault = filteredList('ClaimDescription', 'not at fault');
    expect(notAtFault.length).toBeGreaterThan(0);
    for (const item of notAtFault) expect(item.description).toContain('not at fault');
  });

  it('only ever narrows: the result is the list, in order, less the items that do not match', () => {
    fc.assert(
      fc.property(listName, fc.string({ maxLength: 12 }), (name, filter) => {
        const whole = codesOf(metadataList(name));
        const narrowed = codesOf(filteredList(name, filter));
        expect(whole.filter((code) => narrowed.includes(code))).toEqual(narrowed);
      }),
    );
  });

  it('answers NotFound for an unknown list, whatever the filter', () => {
    expect(notFound(() => filteredList('Occupations', 'driver')).code).toBe('NotFound');
  });
});

describe('duqs and categoryData', () => {
  it.each(QUOTE_TYPES)('answer %s DUQ metadata without Chr(47)', (quoteType) => {
    expect(duqs(quoteType).length).toBeGreaterThan(0);
    expect(JSON.stringify(duqs(quoteType))).not.toMatch(/chr\(47\)/i);
  });

  it('answers categoryData without Chr(47)', () => {
    expect(JSON.stringify(categoryData())).not.toMatch(/chr\(47\)/i);
  });
});
