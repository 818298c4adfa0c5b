import {
  CreditAgreementSchema,
  CreditAgreementSignatureSchema,
  DirectDebitMandateSchema,
  PaymentSessionSchema,
  PolicyDocumentsSchema,
} from '@van/domain/contract';
import { updateRisk } from '@van/domain/forms';
import { englandAndWalesBankHolidays, PaymentOptionSchema } from '@van/domain/payment';
import {
  createDefaultDirectQuote,
  QuoteSchema,
  type InstalmentPlan,
  type ProductIdentifier,
  type Quote,
} from '@van/domain/quote';
import { WrapUpResponseSchema, type RetrievalKey } from '@van/domain/retrieval';
import { type AddressLookupItem, type VehicleLookupResult, type Risk } from '@van/domain/risk';
import { type PublicConfig } from '@van/domain/shared';
import { DUQ_QUESTIONS } from '@van/domain/reference-data';
import { completedDirectQuote, retrievalKeyOf } from '@van/domain/testing';

export const testConfig: PublicConfig = {
  brandName: 'Acme Motoring',
  brokerLegalName: 'Acme Insurance Services Limited',
  phoneNumbers: {
    general: '0800 123 4567',
    fraud: '0800 123 4568',
    failedCreditCheck: '0800 123 4569',
    bySourceOfBusiness: { '115': '0800 765 4321' },
  },
  comparisonSiteNames: { '115': 'CompareVans.example' },
  insurerName: 'Acme Underwriting Limited',
  firm: {
    registeredOffice: '1 Acme Way, Testbury, TE1 1ST',
    companyNumber: '01234567',
    fcaFirmReferenceNumber: '123456',
    icoRegistrationNumber: 'ZA123456',
    complaints: {
      address: 'Complaints Team, 1 Acme Way, Testbury, TE1 1ST',
      email: 'complaints@acme.example',
      phone: '0800 123 4570',
    },
    dataProtectionEmail: 'privacy@acme.example',
  },
  contactEmail: 'vans@example.co.uk',
  openingHours: 'Monday to Friday 8am to 7pm, Saturday 9am to 5pm, Bank Holidays 8am to 5pm.',
  textPhonePrefix: '18001',
  sessionExpirySeconds: 2700,
  allowedEmbeddingHosts: [],
  isProduction: false,
  // The server publishes this year's and the next five's; tests run on fixed dates from 2024.
  bankHolidays: Object.fromEntries(
    Array.from({ length: 16 }, (_, index) => 2024 + index).map((year) => [
      String(year),
      [...englandAndWalesBankHolidays(year)],
    ]),
  ),
};

export const TEST_WEB_REFERENCE = '12345-67890-12345';

export const DEFAULT_TIER_PRICES: Readonly<Record<ProductIdentifier, number>> = {
  VAN: 612.34,
  SILVER: 745.5,
  GOLD: 689.99,
  PLATINUM: 1021,
};

/** The tariff's product names (grantedDetailsMotor.productName), as the rating engine gives them. */
export const TEST_PRODUCT_NAMES: Readonly<Record<ProductIdentifier, string>> = {
  VAN: 'Van Essentials',
  SILVER: 'Van Silver',
  GOLD: 'Van Gold',
  PLATINUM: 'Van Platinum',
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
      grantedDetailsMotor: {
        productIdentifier,
        productName: TEST_PRODUCT_NAMES[productIdentifier],
      },
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

/** The van the fake quote service finds for TEST_REGISTRATION (a full lookup, nothing missing). */
export const TEST_REGISTRATION = 'AB12CDE';
export const TEST_VAN: VehicleLookupResult = {
  manufacturer: 'FORD',
  description: 'TRANSIT CUSTOM 280 LIMITED ECOBLUE',
  abiCode: '32120501',
  abiProductionYears: '2018-2023',
  cc: 1995,
  transmission: 'TransMan',
  fuel: 'FuelDiesel',
  doors: 4,
  seats: 3,
  value: 18500,
  lhd: false,
  yearOfManufacture: 2019,
  bodyStyle: 'PanelVan',
  imported: 'N',
};
/** A registration the fake lookup finds without transmission, doors or fuel (§4.5 invalidVehicleData). */
export const TEST_PARTIAL_REGISTRATION = 'CD34EFG';

/** The postcode the fake address lookup knows, and its addresses. */
export const TEST_POSTCODE = 'LS1 4AP';
export const TEST_ADDRESSES: AddressLookupItem[] = [
  {
    houseNameOrNumber: '1',
    addressLine1: 'Park Row',
    addressLine2: 'Leeds',
    postcode: TEST_POSTCODE,
  },
  {
    houseNameOrNumber: '2',
    addressLine1: 'Park Row',
    addressLine2: 'Leeds',
    postcode: TEST_POSTCODE,
  },
  {
    houseNameOrNumber: 'Flat 3',
    addressLine1: 'Park Row',
    addressLine2: 'Leeds',
    postcode: TEST_POSTCODE,
  },
];

/**
 * A working quote whose van and driver questions are answered, as cover-details finds it: the
 * test van, and a proposer with the name, date of birth and postcode a retrieval key needs.
 */
export function quoteBeforeCover(today: string): Quote {
  return updateRisk(createDefaultDirectQuote(today), (risk) => ({
    ...risk,
    proposer: {
      ...risk.proposer,
      name: { title: 'Ms', forenames: 'Amira', surname: 'Okafor' },
      dateOfBirth: '1985-03-27',
      correspondenceAddress: {
        houseNameOrNumber: '1',
        addressLine1: 'Park Row',
        postcode: TEST_POSTCODE,
      },
    },
    vehicles: [{ ...risk.vehicles?.[0], regNumber: TEST_REGISTRATION, value: 18500 }],
  }));
}

/**
 * Amira's retrieval key (§3.10) once her quote (quoteBeforeCover) is priced under
 * TEST_WEB_REFERENCE: what the journey holds with a priced quote, and finalize and sendEmail send.
 */
export const TEST_RETRIEVAL_KEY: RetrievalKey = retrievalKeyOf(
  pricedQuote(quoteBeforeCover('2025-06-15').policy.eventCurrent.risk),
);

/**
 * `quote` with `codes` applied on every tier (§4.4 current opex codes), as after the customer
 * has chosen extras on your-quote. Codes ending in I are integrated extras.
 */
export function withAppliedExtras(quote: Quote, codes: readonly string[]): Quote {
  const applied = codes.map((code) => ({ code }));
  return {
    ...quote,
    policy: {
      ...quote.policy,
      eventsRelated: (quote.policy.eventsRelated ?? []).map((event) => ({
        ...event,
        result: {
          ...event.result,
          allOptionalExtensions: {
            ...event.result?.allOptionalExtensions,
            appliedOptionalExtensions: applied,
          },
        },
      })),
    },
  };
}

/** The click-through token the fake quote service knows (§4.4 aggregator entry). */
export const TEST_AGGREGATOR_TOKEN = 'Zm9yLXRlc3RzLW9ubHktbm90LWEtcmVhbC10b2tlbg';
export const TEST_AGGREGATOR_REFERENCE = '11111-22222-33333';

/**
 * What the fake quote service answers for TEST_AGGREGATOR_TOKEN: a customer who answered everything
 * the direct journey asks (completedDirectQuote), priced for comparison site 115. Decision 058: a
 * site that leaves answers out is a test's own (remove them from this one).
 */
export function aggregatorQuote(): Quote {
  const quote = pricedQuote(completedDirectQuote('2025-06-15').policy.eventCurrent.risk, {
    webReference: TEST_AGGREGATOR_REFERENCE,
  });
  return { ...quote, policy: { ...quote.policy, sourceOfBusiness: '115' } };
}

/**
 * Decision 058: aggregatorQuote as a site that asked less sends it: no e-mail, phone, motoring
 * convictions, claims or registered keeper (five things the journey must ask).
 */
export function partialAggregatorQuote(): Quote {
  return updateRisk(aggregatorQuote(), (risk) => {
    const { email: _email, telephoneNumbers: _phones, ...proposer } = risk.proposer;
    const { claims: _claims, ...driverDetails } = proposer.driverDetails ?? {};
    const { convictions: _convictions, ...licence } = driverDetails.licence ?? {};
    return {
      ...risk,
      proposer: { ...proposer, driverDetails: { ...driverDetails, licence } },
      duqAnswers: risk.duqAnswers?.filter(
        ({ questionNumber }) => questionNumber !== DUQ_QUESTIONS.registeredKeeper,
      ),
    };
  });
}

// Buying (decisions 029 and 032): what the fake payment calls answer (parsed with the contracts' schemas).

/** The key the fake finalize gives, and the fake payment calls accept. */
export const TEST_QUOTE_KEY = 'test-quote-key-0123456789';
/** What the fake payment options answer: both ways of paying (§4.8). */
export const TEST_PAYMENT_OPTIONS = PaymentOptionSchema.array().parse([
  { type: 'ANNUAL_CARD' },
  { type: 'MONTHLY_DD' },
]);
/** The payment provider's origin (its own, apart from ours) and the session the fake creates. */
export const TEST_PROVIDER_ORIGIN = 'http://127.0.0.1:3100';
export const TEST_PAYMENT_SESSION = PaymentSessionSchema.parse({
  sessionId: 'cs_test_0001',
  frameUrl: `${TEST_PROVIDER_ORIGIN}/pay/cs_test_0001`,
  amount: 612.34,
});
export const TEST_WRAP_UP = WrapUpResponseSchema.parse({
  token: 'wrap-up-token-for-tests-only',
  policyNumber: 'RWV-2025-000123',
});
export const TEST_POLICY_DOCUMENTS = PolicyDocumentsSchema.parse({
  documents: [
    { kind: 'policy-schedule', title: 'Policy schedule', fileName: 'schedule-RWV-2025-000123.pdf' },
    {
      kind: 'certificate',
      title: 'Certificate of Motor Insurance',
      fileName: 'certificate-RWV-2025-000123.pdf',
    },
  ],
  productInformation: [
    { title: 'Van insurance product information', url: 'https://documents.example/ipid-van.pdf' },
  ],
  documentsEmailed: true,
});
/** A first instalment plan (§3.4): a deposit, then 10 monthly payments by Direct Debit. */
export const TEST_INSTALMENT_PLAN: InstalmentPlan = {
  aprRateNewInstruction: 26.9,
  depositAmountTotal: 61.23,
  instalmentType: 'DD',
  interestAmountTotal: 72.5,
  interestPercentage: 13.2,
  paymentAmountNormal: 62.36,
  paymentCountNormal: 10,
  paymentCountTotal: 11,
  paymentFrequency: 'OneMonth',
  paymentVariedFirst: true,
  totalPayable: 684.83,
};
/** What the fake Direct Debit mandate call answers. */
/** Decision 045: the server's credit texts for the test quote, and the signature it stores. */
export const TEST_CREDIT_AGREEMENT = CreditAgreementSchema.parse({
  version: 'credit-agreement-2026-11-27',
  preContractInformation: [
    {
      heading: 'Who lends to you',
      rows: [
        { label: 'Lender', value: 'Example Premium Finance Ltd' },
        { label: 'FCA firm reference number', value: '999998' },
      ],
    },
    { heading: 'Your right to withdraw', paragraphs: ['You can withdraw within 14 days.'] },
  ],
  explanation: ['Paying monthly costs £61.25 more than paying £612.34 for the year today.'],
  agreement: [
    {
      heading: 'Fixed-sum loan agreement regulated by the Consumer Credit Act 1974',
      paragraphs: ['Agreement wording credit-agreement-2026-11-27.'],
    },
  ],
  textHash: 'a'.repeat(64),
  borrowerName: 'Ms Amira Okafor',
  signedAt: null,
});

export const TEST_CREDIT_SIGNATURE = CreditAgreementSignatureSchema.parse({
  version: TEST_CREDIT_AGREEMENT.version,
  textHash: TEST_CREDIT_AGREEMENT.textHash,
  signerName: 'Amira Okafor',
  signedAt: '2026-06-15T09:00:00.000Z',
});

export const TEST_MANDATE = DirectDebitMandateSchema.parse({
  mandateReference: 'DD-12345-67890',
  accountHolderName: 'Amira Okafor',
  sortCode: '30-99-50',
  accountNumberEnding: '3445',
  deposit: 61.23,
  collections: [
    { date: '2025-07-20', amount: 62.36 },
    { date: '2025-08-20', amount: 62.36 },
  ],
});

/**
 * `quote` with a cover start and, on every tier, the first instalment plan TEST_INSTALMENT_PLAN
 * (§3.4), as a quote that can be paid monthly comes back from the service.
 */
export function withInstalmentPlan(quote: Quote, startDate: string): Quote {
  const withPlan = <T extends { result?: unknown }>(event: T): T => ({
    ...event,
    result: {
      ...(event.result as object | undefined),
      instalmentPlans: [TEST_INSTALMENT_PLAN],
    },
  });
  return QuoteSchema.parse({
    ...quote,
    policy: {
      ...quote.policy,
      startDate,
      eventCurrent: withPlan(quote.policy.eventCurrent),
      eventsRelated: (quote.policy.eventsRelated ?? []).map(withPlan),
    },
  });
}
