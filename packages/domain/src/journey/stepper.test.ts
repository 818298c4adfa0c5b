import { describe, expect, it } from 'vitest';
import type { PageId } from './pages.ts';
import { stepperFor } from './stepper.ts';

/** The stepper on a page in a compact form: each step as 'Name', '[Name]' when current, '-Name' when disabled. */
function sketch(page: PageId): string | undefined {
  return stepperFor(page)
    ?.map(({ step, current, disabled }) => `${disabled ? '-' : ''}${current ? `[${step}]` : step}`)
    .join(' ');
}

describe('stepperFor (§2.3)', () => {
  it.each<[PageId, string]>([
    ['VehicleLookup', '[Van] -Driver -Cover -Quote -Pay'],
    ['CarDetails', '[Van] -Driver -Cover -Quote -Pay'],
    ['CarUsage', '[Van] -Driver -Cover -Quote -Pay'],
    ['DriverDetails', 'Van [Driver] -Cover -Quote -Pay'],
    ['DriverDetails/AdditionalDriverDetails', 'Van [Driver] -Cover -Quote -Pay'],
    ['AdditionalDriverDetails/LicenceDetails', 'Van [Driver] -Cover -Quote -Pay'],
    ['LicenceDetails', 'Van [Driver] -Cover -Quote -Pay'],
    ['CoverDetails', 'Van Driver [Cover] -Quote -Pay'],
    ['Retrieve', 'Van Driver Cover [Quote] -Pay'],
    ['YourQuote', 'Van Driver Cover [Quote] -Pay'],
    ['CheckYourDetails', 'Van Driver Cover [Quote] -Pay'],
    ['AddRegNumber', 'Van Driver Cover [Quote] -Pay'],
    ['RegNumberError', '[Van] -Driver -Cover -Quote -Pay'],
    ['Payment', 'Van Driver Cover Quote [Pay]'],
  ])('on %s disables only the steps after the current one: %s', (page, expected) => {
    expect(sketch(page)).toBe(expected);
  });

  it('disables every step on part-time-occupation, still marking Quote as current', () => {
    expect(sketch('PartTimeOccupation')).toBe('-Van -Driver -Cover -[Quote] -Pay');
  });

  it.each<PageId>([
    'Confirmation',
    'DevMenu',
    'Aggregator',
    'NoQuote',
    'SessionExpiry',
    'ServiceUnavailable',
    'PaymentFailure',
    'PaymentError',
    'PolicyWrapUpError',
    'CallUsToComplete',
    'Purchased',
  ])('shows no stepper on %s', (page) => {
    expect(stepperFor(page)).toBeUndefined();
  });

  it("opens each step's first page", () => {
    expect(stepperFor('Payment')?.map(({ step, target }) => [step, target])).toEqual([
      ['Van', 'VehicleLookup'],
      ['Driver', 'DriverDetails'],
      ['Cover', 'CoverDetails'],
      ['Quote', 'YourQuote'],
      ['Pay', 'Payment'],
    ]);
  });
});
