import {
  QuoteSchema,
  type ProductIdentifier,
  type PublicConfig,
  type Quote,
  type Risk,
} from '@van/domain';

export const testConfig: PublicConfig = {
  brandName: 'Acme Motoring',
  brokerLegalName: 'Acme Insurance Services Limited',
  phoneNumbers: {
    general: '0800 123 4567',
    fraud: '0800 123 4568',
    failedCreditCheck: '0800 123 4569',
    bySourceOfBusiness: { '115': '0800 765 4321' },
  },
  contactEmail: 'vans@example.co.uk',
  textPhonePrefix: '18001',
  sessionExpirySeconds: 2700,
  allowedEmbeddingHosts: [],
  isProduction: false,
};

export const TEST_WEB_REFERENCE = '12345-67890-12345';

export const DEFAULT_TIER_PRICES: Readonly<Record<ProductIdentifier, number>> = {
  VAN: 612.34,
  SILVER: 745.5,
  GOLD: 689.99,
  PLATINUM: 1021,
};

/**
 * What the quote service answers for a risk: the risk priced across the tiers, as §3.1 shapes it.
 * Parsed with the contract so a fixture can never drift from it.
 */
export function pricedQuote(
  risk: Risk,
  {
    webReference = TEST_WEB_REFERENCE,
    prices = DEFAULT_TIER_PRICES,
    noAvailableProducts = false,
  }: {
    webReference?: string;
    prices?: Partial<Record<ProductIdentifier, number>>;
    noAvailableProducts?: boolean;
  } = {},
): Quote {
  const event = (productIdentifier: ProductIdentifier, totalPayable: number | undefined) => ({
    resultStatus: 'Offered',
    risk,
    result: {
      grantedDetailsMotor: { productIdentifier },
      premiumDetails: totalPayable === undefined ? {} : { totalPayable },
    },
  });
  return QuoteSchema.parse({
    noAvailableProducts,
    policy: {
      webReference,
      status: 'Quote',
      eventCurrent: event('VAN', prices.VAN),
      eventsRelated: noAvailableProducts
        ? []
        : Object.entries(prices).map(([tier, total]) => event(tier as ProductIdentifier, total)),
    },
  });
}
