import { createDefaultDirectQuote, type Quote } from '@van/domain';

/** The default direct quote with just the answers the first tariff needs to price it. */
export function completedDirectQuote(today = '2026-11-22'): Quote {
  const quote = createDefaultDirectQuote(today);
  const risk = quote.policy.eventCurrent.risk;
  risk.proposer = {
    ...risk.proposer,
    dateOfBirth: '1980-05-17',
    name: { title: 'Mr', forenames: 'Sam', surname: "O'Neill" },
    correspondenceAddress: {
      houseNameOrNumber: '12',
      addressLine1: 'Park Row',
      postcode: 'LS1 4AP',
    },
  };
  risk.vehicles = [{ ...risk.vehicles?.[0], regNumber: 'AB12CDE', value: 12_000 }];
  return quote;
}
