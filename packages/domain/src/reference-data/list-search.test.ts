import { describe, expect, it } from 'vitest';
import { searchList, searchableText, type SearchWords } from './list-search.ts';
import { EMPLOYERS_BUSINESSES } from './lists/employers-business.ts';
import { OCCUPATIONS } from './lists/occupations.ts';
import { EMPLOYERS_BUSINESS_SEARCH_WORDS, OCCUPATION_SEARCH_WORDS } from './lists/search-words.ts';

const descriptionsFound = (
  items: ReadonlyArray<{ code: string; description: string }>,
  typed: string,
  words: SearchWords,
) => searchList(items, typed, words).map((item) => item.description);

describe('searchList', () => {
  const ITEMS = [
    { code: 'A', description: 'Hospital' },
    { code: 'B', description: 'Schools' },
    { code: 'C', description: 'Plumbing/Heating Engineer' },
    { code: 'D', description: 'Colleges' },
    { code: 'E', description: 'Bookshop' },
  ];
  const WORDS: SearchWords = { education: ['B', 'D'], shop: ['E'], it: ['A'] };

  it('gives the whole list when nothing is typed', () => {
    expect(searchList(ITEMS, '  ', WORDS)).toEqual(ITEMS);
  });

  it('finds the entries a search word names, from the first letters typed', () => {
    expect(descriptionsFound(ITEMS, 'Education', WORDS)).toEqual(['Schools', 'Colleges']);
    expect(descriptionsFound(ITEMS, 'educ', WORDS)).toEqual(['Schools', 'Colleges']);
  });

  it('puts a word beginning with what was typed before a search word, before the middle of a word', () => {
    const items = [
      { code: 'X', description: 'Workshop' },
      { code: 'Y', description: 'Shop Assistant' },
      { code: 'E', description: 'Bookshop' },
    ];
    expect(descriptionsFound(items, 'shop', WORDS)).toEqual([
      'Shop Assistant',
      'Bookshop',
      'Workshop',
    ]);
  });

  it('reads case, accents and punctuation alike', () => {
    expect(descriptionsFound(ITEMS, 'PLUMBING heating', WORDS)).toEqual([
      'Plumbing/Heating Engineer',
    ]);
    expect(searchableText('  Café – Owner ')).toBe('cafe owner');
  });

  it('finds a longer form of a search word but not a word merely starting with a short one', () => {
    expect(descriptionsFound(ITEMS, 'educational', WORDS)).toEqual(['Schools', 'Colleges']);
    expect(descriptionsFound(ITEMS, 'items', WORDS)).toEqual([]);
  });

  it('finds nothing for words it does not know', () => {
    expect(searchList(ITEMS, 'xyzzy', WORDS)).toEqual([]);
  });
});

describe('the search words of the occupation and business lists', () => {
  it.each([
    ['Education', ['Colleges', 'Schools', 'Universities']],
    ['teaching', ['Colleges', 'Schools', 'Universities']],
    ['NHS', ['Hospital', 'Doctors Surgery']],
    ['sparky', ['Electrical Contracting']],
    ['IT', ['IT Services', 'Software Development']],
    ['taxi', ['Taxi and Private Hire']],
    ['cab', ['Taxi and Private Hire']],
    ['courier', ['Courier Services', 'Parcel Delivery']],
    ['retail', ['Supermarket', 'Convenience Store']],
    ['farming', ['Farming', 'Dairy Farming']],
    ['police', ['Police']],
    ['builder', ['Building Trade', 'Construction']],
  ])("employer's business: %s finds %j", (typed, expected) => {
    expect(descriptionsFound(EMPLOYERS_BUSINESSES, typed, EMPLOYERS_BUSINESS_SEARCH_WORDS)).toEqual(
      expect.arrayContaining(expected),
    );
  });

  it.each([
    ['teaching', ['Teacher', 'Primary School Teacher', 'Teaching Assistant']],
    ['education', ['Teacher', 'Lecturer']],
    ['sparky', ['Electrician']],
    ['nhs', ['Nurse', 'Hospital Doctor', 'Paramedic']],
    ['nurse', ['Nurse', 'Student Nurse']],
    ['it', ['IT Consultant', 'Software Developer']],
    ['software', ['Software Developer', 'Computer Programmer']],
    ['cab', ['Taxi Driver', 'Minicab Driver']],
    ['courier', ['Courier', 'Multi-Drop Courier']],
    ['delivery', ['Delivery Driver', 'Parcel Delivery Driver']],
    ['retail', ['Shop Assistant', 'Shopkeeper']],
    ['farming', ['Farmer', 'Agricultural Worker']],
    ['police', ['Police Officer', 'Police Community Support Officer']],
    ['builder', ['Builder']],
  ])('occupation: %s finds %j', (typed, expected) => {
    expect(descriptionsFound(OCCUPATIONS, typed, OCCUPATION_SEARCH_WORDS)).toEqual(
      expect.arrayContaining(expected),
    );
  });

  it.each([
    ['occupation', OCCUPATION_SEARCH_WORDS, OCCUPATIONS],
    ["employer's business", EMPLOYERS_BUSINESS_SEARCH_WORDS, EMPLOYERS_BUSINESSES],
  ] as const)(
    'every %s search word names entries on its list, in the words compared',
    (_list, words, items) => {
      const codes = new Set(items.map((item) => item.code));
      for (const [word, named] of Object.entries(words)) {
        expect(searchableText(word)).toBe(word);
        for (const code of named) expect(codes, `${word} → ${code}`).toContain(code);
      }
    },
  );
});
