import { withUserfieldAnswer } from '@van/domain/forms';
import type { Quote } from '@van/domain/quote';
import { PRODUCT_IDENTIFIERS, USERFIELD_CODES } from '@van/domain/reference-data';
import { OPTIONAL_ANSWERS, answeredQuote, completedDirectQuote } from '@van/domain/testing';
import { pricedQuoteOf } from '../test/priced-quote.ts';

// For tests and measurements of what the quote service answers: priced Quotes as different as the
// test builders make them, so each answer has its own text (names, dates, prices, extras, tiers).

const TODAY = '2026-11-22';
const NOW = new Date(`${TODAY}T10:00:00Z`);
const POSTCODES = ['LS1 4AP', 'SW1A 1AA', 'B1 1AA', 'M1 1AE', 'EH1 1YZ', 'CF10 1EP', 'NE1 4ST'];
const EXTRAS = [[], ['BDV1O'], ['BDV3O', 'TOOLSV1O'], ['BDV2O']];

/** The answers of the `i`th customer: ages, areas, vans, NCD, claims and convictions, tiers. */
function answersOf(i: number, plain: Quote, eventful: Quote): Quote {
  // Every third customer has a claim, a conviction, a fine and an additional driver.
  const quote = structuredClone(i % 3 === 2 ? eventful : plain);
  const risk = quote.policy.eventCurrent.risk;
  const birthYear = Number(TODAY.slice(0, 4)) - 25 - ((i * 7) % 50);
  risk.proposer.dateOfBirth = `${birthYear}-0${1 + (i % 9)}-1${i % 10}`;
  risk.proposer.correspondenceAddress = {
    ...risk.proposer.correspondenceAddress,
    postcode: POSTCODES[i % POSTCODES.length]!,
  };
  risk.vehicles = [{ ...risk.vehicles?.[0], value: 2_000 + ((i * 1_373) % 48_000) }];
  const ncd = i % 10;
  if (ncd > 0) {
    risk.previousInsuranceMotor = {
      type: 'GV',
      expiryDate: TODAY,
      noClaimsDiscount: { years: ncd, protected: i % 4 === 0 },
    };
  }
  quote.policy.eventCurrent.risk = withUserfieldAnswer(
    risk,
    USERFIELD_CODES.Tier,
    PRODUCT_IDENTIFIERS[i % PRODUCT_IDENTIFIERS.length]!,
  );
  return quote;
}

/** `count` different Quotes as the quote service answers them once priced (pricedQuoteOf). */
export function variedPricedQuotes(count: number): Quote[] {
  // The builders answer every page through the forms (slow): each is built once and copied.
  const plain = completedDirectQuote(TODAY);
  const eventful = answeredQuote(TODAY, { ...OPTIONAL_ANSWERS, today: TODAY });
  return Array.from({ length: count }, (_, i) =>
    pricedQuoteOf(answersOf(i, plain, eventful), {
      webReference: `${10000 + i}-22222-33333`,
      now: NOW,
      opexCodes: EXTRAS[i % EXTRAS.length]!,
    }),
  );
}
