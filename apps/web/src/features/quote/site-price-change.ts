import { type InvalidVehicleData } from '@van/domain/forms';
import { type PayMethodType } from '@van/domain/payment';
import { answersInWords, type AnswerLists, type Quote } from '@van/domain/quote';
import { chosenTierOf } from './tier';
import { tierColumns } from './tier-grid';

// Decision 058: a comparison site showed its customer a price; once the customer's answers are
// priced again, your-quote either shows that price or says why it changed.

/** A price as your-quote's panel shows it: the year's, or the monthly payment. */
export interface ShownPrice {
  amount: number;
  monthly: boolean;
}

/**
 * The price of `tier` in `quote` as the panel shows it for `payMethod`: the monthly payment when
 * paying monthly and the tier has a plan, otherwise the year's total. Undefined when the quote was
 * not priced for that tier.
 */
export function shownPriceOf(
  quote: Quote,
  tier: string,
  payMethod: PayMethodType,
): ShownPrice | undefined {
  const column = tierColumns(quote, 'PayInFull').find((each) => each.productIdentifier === tier);
  if (column === undefined) return undefined;
  if (payMethod === 'Instalmnts' && column.monthly !== undefined) {
    return { amount: column.monthly.paymentAmountNormal, monthly: true };
  }
  return { amount: column.yearly, monthly: false };
}

const inPence = (pounds: number) => Math.round(pounds * 100);

/**
 * The site's price and ours, when they differ: the site's is the arrived quote's price for the
 * tier now chosen, in the same way to pay; ours the held quote's. Undefined when they are the same
 * to the penny, when the site did not price that tier, or when the held quote is another one.
 */
export function sitePriceDifference(
  arrived: Quote,
  held: Quote,
  payMethod: PayMethodType,
): { site: ShownPrice; ours: ShownPrice } | undefined {
  if (arrived.policy.webReference !== held.policy.webReference) return undefined;
  const tier = chosenTierOf(held);
  const ours = shownPriceOf(held, tier, payMethod);
  const site = shownPriceOf(arrived, tier, ours?.monthly === true ? 'Instalmnts' : 'PayInFull');
  if (ours === undefined || site === undefined || site.monthly !== ours.monthly) return undefined;
  return inPence(site.amount) === inPence(ours.amount) ? undefined : { site, ours };
}

/** An answer the customer gave or changed since the site's, in words. */
export interface ChangedAnswer {
  label: string;
  value: string;
  /** The named driver's name, for a driver's own answer. */
  driver?: string;
}

/**
 * The answers of `held` that the site's quote did not hold, or held otherwise, in words (decision
 * 036's rows, compared by section, driver and question), in the journey's order.
 */
export function changedAnswers(
  arrived: Quote,
  held: Quote,
  lists: AnswerLists,
  invalidVehicleData: InvalidVehicleData,
): ChangedAnswer[] {
  const keyed = (quote: Quote) =>
    answersInWords(quote, lists, invalidVehicleData).flatMap((section) =>
      section.groups.flatMap((group) =>
        group.rows.map((row) => ({
          key: JSON.stringify([section.id, row.driver ?? null, row.label]),
          value: typeof row.value === 'string' ? row.value : row.value.join(', '),
          label: row.label,
          driver: row.driver === undefined ? undefined : group.heading,
        })),
      ),
    );
  const before = new Map(keyed(arrived).map((row) => [row.key, row.value]));
  return keyed(held)
    .filter((row) => before.get(row.key) !== row.value)
    .map(({ label, value, driver }) =>
      driver === undefined ? { label, value } : { label, value, driver },
    );
}
