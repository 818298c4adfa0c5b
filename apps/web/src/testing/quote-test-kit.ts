import {
  QuoteSchema,
  type OptionalExtension,
  type ProductIdentifier,
  type Quote,
  type Result,
} from '@van/domain/quote';
import { chosenTier } from '@van/domain/forms';
import { PRODUCT_IDENTIFIERS, SELECTED_PRODUCT_IDENTIFIER } from '@van/domain/reference-data';
import { UpdateQuoteRequestSchema } from '@van/domain/retrieval';
import { type Risk } from '@van/domain/risk';
import type { FakeResponse, RecordedRequest } from './fake-server';
import { TEST_PRODUCT_NAMES, TEST_WEB_REFERENCE } from './fixtures';

// Tests only: quotes shaped as the rating engine answers them (packages/rating, seen through
// POST /v1/quote), small enough to reason about. Prices follow simple rules so a test can say what
// a re-priced quote must show.

interface TierSpec {
  base: number;
  compulsoryExcess: number;
  included: string[];
  belongings: number;
  keys?: number;
  productName: string;
}

/** Each tier's price with the default £250 voluntary excess and no extras. */
export const TIERS: Record<ProductIdentifier, TierSpec> = {
  VAN: {
    base: 945.74,
    compulsoryExcess: 350,
    included: [],
    belongings: 100,
    productName: TEST_PRODUCT_NAMES.VAN,
  },
  SILVER: {
    base: 1000.8,
    compulsoryExcess: 300,
    included: ['MLAI'],
    belongings: 150,
    keys: 500,
    productName: TEST_PRODUCT_NAMES.SILVER,
  },
  GOLD: {
    base: 1055.87,
    compulsoryExcess: 250,
    included: ['MLAI', 'MAPI'],
    belongings: 250,
    keys: 750,
    productName: TEST_PRODUCT_NAMES.GOLD,
  },
  PLATINUM: {
    base: 1147.64,
    compulsoryExcess: 200,
    included: ['MLAI', 'MAPI', 'CHI'],
    belongings: 500,
    keys: 1000,
    productName: TEST_PRODUCT_NAMES.PLATINUM,
  },
};

const INCLUDED_DESCRIPTIONS: Record<string, string> = {
  MLAI: 'Motor Legal Assistance: up to £100,000 for each of uninsured loss recovery, prosecution defence and contract disputes',
  MAPI: 'Motor Accident Plan: personal injury benefit for you and your passengers',
  CHI: 'Car Hire: a similar-size van for up to 28 days, two claims per policy year',
};

/** §9.5 extras as the engine sells them: yearly price, monthly amount, the tiers offering them. */
export const EXTRAS: Record<
  string,
  { price: number; monthly: number; description: string; tiers?: ProductIdentifier[] }
> = {
  BDV1O: { price: 35, monthly: 3.51, description: 'Breakdown cover: Roadside' },
  BDV2O: { price: 65, monthly: 6.51, description: 'Breakdown cover: Roadside + National Recovery' },
  BDV3O: {
    price: 89,
    monthly: 8.92,
    description: 'Breakdown cover: Roadside + National Recovery + At Home',
  },
  TOOLSV1O: { price: 45, monthly: 4.51, description: 'Tools cover up to £1,000' },
  TOOLSV2O: { price: 85, monthly: 8.52, description: 'Tools cover up to £2,500' },
  TOOLSV3O: { price: 140, monthly: 14.03, description: 'Tools cover up to £5,000' },
  TOOLSV4O: { price: 190, monthly: 19.04, description: 'Tools cover up to £7,500' },
  VLAO: { price: 29.99, monthly: 3.01, description: 'Van Legal Assistance', tiers: ['VAN'] },
  VHO: { price: 39.99, monthly: 4.01, description: 'Van Hire', tiers: ['VAN', 'SILVER', 'GOLD'] },
};

/** What protecting the NCD costs, and its monthly amount (offered from 2 years). */
export const PNCD = { price: 91.77, monthly: 9.2 };

const round = (amount: number) => Math.round(amount * 100) / 100;

export interface EngineQuoteOptions {
  webReference?: string;
  /** §4.4 requestedOpexCodes: the extras to apply (the last of a group wins, as the engine does). */
  opexCodes?: readonly string[];
  /** Tiers answered without instalment plans. */
  withoutPlans?: readonly ProductIdentifier[];
  /** Leave out calcDetails.breakdownLines. */
  withoutExplanation?: boolean;
  expiryDate?: string;
}

function selectedExtras(codes: readonly string[], tier: ProductIdentifier): string[] {
  const byGroup = new Map<string, string>();
  for (const code of codes) {
    const extra = EXTRAS[code];
    if (!extra || (extra.tiers && !extra.tiers.includes(tier))) continue;
    const group = code.startsWith('BDV') ? 'breakdown' : code.startsWith('TOOLS') ? 'tools' : code;
    byGroup.set(group, code);
  }
  return [...byGroup.values()];
}

function extension(code: string, status: 'ADDED_AT_QUOTE' | 'AVAILABLE'): OptionalExtension {
  const extra = EXTRAS[code];
  return {
    code,
    description: extra?.description ?? code,
    amount: extra?.price ?? 0,
    amountSigned: extra?.price ?? 0,
    includedInInstalments: true,
    status,
    compulsory: false,
    insuranceProductInformationDocument: {
      documentID: `IPID-${code}`,
      ipidRequired: true,
      url: `/documents/ipid/${code.toLowerCase()}.pdf`,
    },
  };
}

function tierResult(risk: Risk, tier: ProductIdentifier, options: EngineQuoteOptions): Result {
  const spec = TIERS[tier];
  const ncdYears = risk.previousInsuranceMotor?.noClaimsDiscount?.years ?? 0;
  const protectNcd =
    ncdYears >= 2 && risk.previousInsuranceMotor?.noClaimsDiscount?.protected === true;
  const volXS = risk.volXS ?? 0;
  const chosen = selectedExtras(options.opexCodes ?? [], tier);
  const extrasCost = chosen.reduce((sum, code) => sum + (EXTRAS[code]?.price ?? 0), 0);
  const excessLine = round(25 - volXS / 10);
  const total = round(spec.base + excessLine + extrasCost + (protectNcd ? PNCD.price : 0));

  const applied: OptionalExtension[] = [
    ...spec.included.map((code) => ({
      code,
      description: INCLUDED_DESCRIPTIONS[code] ?? code,
      amount: 0,
      amountSigned: 0,
      includedInInstalments: true,
      status: 'ADDED_AT_QUOTE',
      compulsory: true,
      insuranceProductInformationDocument: {
        documentID: `IPID-${code}`,
        ipidRequired: true,
        url: `/documents/ipid/${code.toLowerCase()}.pdf`,
      },
    })),
    {
      code: ncdYears > 0 ? 'NCDCHECK' : 'NCDOK',
      description: 'No-claims discount to be checked',
      amount: 0,
      compulsory: true,
      status: 'ADDED_AT_QUOTE',
    },
    ...chosen.map((code) => extension(code, 'ADDED_AT_QUOTE')),
  ];
  const available = Object.keys(EXTRAS)
    .filter((code) => !chosen.includes(code) && (EXTRAS[code]?.tiers ?? [tier]).includes(tier))
    .map((code) => extension(code, 'AVAILABLE'));
  const pncd: OptionalExtension = {
    code: 'PNCD',
    description: 'Protected no-claims discount',
    amount: PNCD.price,
    compulsory: false,
    status: protectNcd ? 'ADDED_AT_QUOTE' : 'AVAILABLE',
  };
  if (ncdYears >= 2) (protectNcd ? applied : available).push(pncd);

  const deposit = round(total * 0.1);
  const credit = round(total - deposit);
  const interest = round(credit * 0.1136);
  const normal = round((credit + interest) / 10);

  // The customer lines the server makes of the engine's breakdown (decision 050): the profile
  // groups approximate (to £5), the customer's own choices, tax and fees exact.
  const tierLine = round(spec.base - TIERS.VAN.base);
  const exactLines = [
    ...(tierLine === 0
      ? []
      : [{ code: 'CHOICE_TIER', text: `Choosing ${spec.productName}`, value: tierLine }]),
    {
      code: 'CHOICE_VOLUNTARY_EXCESS',
      text: `Your voluntary excess of £${volXS}`,
      value: round(excessLine - 25),
    },
    ...(protectNcd
      ? [
          {
            code: 'CHOICE_NCD_PROTECTION',
            text: 'Protecting your no claims discount',
            value: PNCD.price,
          },
        ]
      : []),
    ...chosen.map((code) => ({
      code: `CHOICE_EXTRA_${code}`,
      text: EXTRAS[code]?.description ?? code,
      value: EXTRAS[code]?.price ?? 0,
    })),
    { code: 'IPT', text: 'Insurance Premium Tax at 12%', value: 98.33 },
    { code: 'FEE', text: 'Our arrangement fee', value: 28 },
  ];
  const profileLines = [
    { code: 'PROFILE_DRIVERS', text: 'You and your drivers', value: -55 },
    { code: 'PROFILE_VAN', text: 'Your van', value: 40 },
    { code: 'PROFILE_KEPT', text: 'Where your van is kept', value: 0 },
    { code: 'PROFILE_HISTORY', text: 'Your driving history', value: -20 },
  ];
  const start =
    Math.round(
      (total - [...exactLines, ...profileLines].reduce((sum, line) => sum + line.value, 0)) / 5,
    ) * 5;

  const drivers = [
    'Policyholder',
    ...(risk.additionalInsuredPersons ?? []).map((_, i) => `Additional driver ${i + 1}`),
  ];
  return {
    ...(options.withoutExplanation
      ? {}
      : {
          calcDetails: {
            breakdownLines: [
              { code: 'START', text: 'A typical price for van cover like yours', value: start },
              ...profileLines,
              ...exactLines,
            ],
          },
        }),
    instalmentPlans: options.withoutPlans?.includes(tier)
      ? []
      : [
          {
            aprRateNewInstruction: 26.9,
            depositAmountTotal: deposit,
            instalmentType: 'DD',
            interestAmountTotal: interest,
            interestPercentage: 11.36,
            paymentAmountNormal: normal,
            paymentAmountVaried: deposit,
            paymentCountNormal: 10,
            paymentCountTotal: 11,
            paymentFrequency: 'OneMonth',
            paymentVariedFirst: true,
            totalPayable: round(deposit + 10 * normal),
          },
        ],
    premiumDetails: {
      totalPayable: total,
      protectedNCDImpliedPrice: ncdYears >= 2 ? PNCD.price : undefined,
    },
    resultStatusDetails: { resultStatus: 'Offered', referredQuote: false },
    allOptionalExtensions: {
      appliedOptionalExtensions: applied,
      availableOptionalExtensions: available,
    },
    grantedDetailsMotor: {
      productIdentifier: tier,
      productName: spec.productName,
      compulsoryExcess: spec.compulsoryExcess,
      grantedVoluntaryExcess: volXS,
      insuranceProductInformationDocs: [
        { documentID: `IPID-${tier}`, url: `/documents/${tier.toLowerCase()}/ipid.pdf` },
      ],
      precisDetails: {
        policySummaryUrl: `/documents/${tier.toLowerCase()}/policy-summary.pdf`,
        policyDocumentUrl: `/documents/${tier.toLowerCase()}/policy-wording.pdf`,
        terms: [
          {
            code: '90EU',
            text: "<p>Up to 90 days' cover in the EU</p>",
            extraInfo: '90',
            status: 'NORM',
          },
          {
            code: 'SWT1',
            text: `<p>Personal belongings up to £${spec.belongings}</p>`,
            extraInfo: String(spec.belongings),
            status: 'NORM',
          },
          ...(spec.keys
            ? [
                {
                  code: 'SWT5',
                  text: `<p>Loss or theft of keys up to £${spec.keys}</p>`,
                  extraInfo: String(spec.keys),
                  status: 'NORM' as const,
                },
              ]
            : []),
        ],
      },
      excessDetails: drivers.flatMap((driver) => [
        {
          excessType: 'ACCIDENT_DAMAGE',
          policySection: 'Accidental damage claims',
          reason: 'Compulsory',
          driver,
          value: spec.compulsoryExcess,
        },
        {
          excessType: 'ACCIDENT_DAMAGE',
          policySection: 'Accidental damage claims',
          reason: 'Voluntary',
          driver,
          value: volXS,
        },
        {
          excessType: 'ACCIDENT_DAMAGE',
          policySection: 'Accidental damage claims',
          reason: 'Extra if you use a repairer we have not approved',
          driver,
          value: 200,
        },
        {
          excessType: 'WINDSCREEN',
          policySection: 'Windscreen replacement',
          reason: 'Approved repairer',
          driver,
          value: 75,
        },
        {
          excessType: 'WINDSCREEN',
          policySection: 'Windscreen replacement',
          reason: 'Repairer we have not approved',
          driver,
          value: 100,
        },
      ]),
    },
  };
}

/**
 * A priced quote of `risk` as the service answers it: every tier, cheapest first (§4.4), the
 * current event the tier the risk's Tier userfield names (TIERWQB), VAN when none (decision 050).
 */
export function engineQuote(risk: Risk, options: EngineQuoteOptions = {}): Quote {
  const results = Object.fromEntries(
    PRODUCT_IDENTIFIERS.map((tier) => [tier, tierResult(risk, tier, options)]),
  ) as Record<ProductIdentifier, Result>;
  const byPrice = [...PRODUCT_IDENTIFIERS].sort(
    (a, b) =>
      (results[a].premiumDetails?.totalPayable ?? 0) -
      (results[b].premiumDetails?.totalPayable ?? 0),
  );
  const event = (tier: ProductIdentifier) => ({
    resultStatus: 'Offered',
    risk,
    result: results[tier],
  });
  const drivers = 1 + (risk.additionalInsuredPersons?.length ?? 0);
  return QuoteSchema.parse({
    noAvailableProducts: false,
    policy: {
      webReference: options.webReference ?? TEST_WEB_REFERENCE,
      status: 'Quote',
      sourceOfBusiness: risk.sourceOfBusiness ?? 'Website',
      expiryDate: options.expiryDate ?? '2025-07-15T23:59:59.000Z',
      eventCurrent: event(chosenTier(risk) ?? SELECTED_PRODUCT_IDENTIFIER),
      eventsRelated: byPrice.map(event),
    },
    topUp: {
      payment: { consentToAutoRenew: false, selectedPaymentMethod: 'PayInFull' },
      excessPrices: Object.fromEntries(
        PRODUCT_IDENTIFIERS.map((tier) => [
          tier,
          Object.fromEntries(
            Array.from({ length: drivers }, (_, index) => [
              String(index),
              {
                ACCIDENT_DAMAGE: TIERS[tier].compulsoryExcess + (risk.volXS ?? 0),
                FIRE_THEFT: TIERS[tier].compulsoryExcess + (risk.volXS ?? 0),
                WINDSCREEN_REPAIR: 15,
                WINDSCREEN: 75,
              },
            ]),
          ),
        ]),
      ),
      totalAmountOfCredit: Object.fromEntries(
        PRODUCT_IDENTIFIERS.map((tier) => {
          const plan = results[tier].instalmentPlans?.[0];
          return [
            tier,
            round(
              (results[tier].premiumDetails?.totalPayable ?? 0) - (plan?.depositAmountTotal ?? 0),
            ),
          ];
        }),
      ),
      monthlyAmountForOptionalExtension: Object.fromEntries(
        PRODUCT_IDENTIFIERS.map((tier) => [
          tier,
          {
            ...Object.fromEntries(
              Object.entries(EXTRAS)
                .filter(([, extra]) => (extra.tiers ?? [tier]).includes(tier))
                .map(([code, extra]) => [code, extra.monthly]),
            ),
            PNCD: PNCD.monthly,
          },
        ]),
      ),
    },
  });
}

/**
 * A fake POST /v1/quote that prices like engineQuote: the sent risk with the sent opex codes. Any
 * other call goes to `fallback`.
 */
export function repricingHandler(
  fallback: (request: RecordedRequest) => FakeResponse | Promise<FakeResponse>,
  options: Omit<EngineQuoteOptions, 'opexCodes' | 'webReference'> = {},
) {
  return (request: RecordedRequest): FakeResponse | Promise<FakeResponse> => {
    if (request.method !== 'POST' || request.path !== '/v1/quote') return fallback(request);
    const parsed = UpdateQuoteRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return {
        status: 400,
        body: { error: { code: 'BadRequest', message: parsed.error.message } },
      };
    }
    const { riskData, requestedOpexCodes, retrievalKey, payment } = parsed.data;
    const quote = engineQuote(riskData, {
      ...options,
      opexCodes: requestedOpexCodes,
      webReference: retrievalKey.webReference,
    });
    return { status: 200, body: { ...quote, topUp: { ...quote.topUp, payment } } };
  };
}
