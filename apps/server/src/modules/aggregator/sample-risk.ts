import { createDefaultDirectQuote } from '@van/domain/quote';
import { type Risk } from '@van/domain/risk';

/**
 * A made-up customer's answers, as a comparison site would send them, with just what the tariff
 * needs to price them: for the stand-in comparison site (scripts/comparison-site.ts --partial) and
 * tests. `today` is the cover start.
 */
export function sampleComparisonSiteRisk(today: string): Risk {
  const risk = createDefaultDirectQuote(today).policy.eventCurrent.risk;
  return {
    ...risk,
    proposer: {
      ...risk.proposer,
      dateOfBirth: '1982-09-14',
      name: { title: 'Ms', forenames: 'Casey', surname: 'Whitfield' },
      correspondenceAddress: {
        houseNameOrNumber: '7',
        addressLine1: 'Park Row',
        postcode: 'LS1 4AP',
      },
    },
    vehicles: [{ ...risk.vehicles?.[0], regNumber: 'AB12CDE', value: 14_500 }],
  };
}
