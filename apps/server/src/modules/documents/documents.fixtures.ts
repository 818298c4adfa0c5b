// Test support for the policy documents: a customer who answered every page (as the domain's own
// writers store the answers), priced by the current tariff, then sold annually or monthly; and
// the text of a PDF read back with a real extractor (test/pdf-text.ts).
import type { AdditionalDriverForm, CoverDetailsForm } from '@van/domain/forms';
import type { Quote } from '@van/domain/quote';
import { answeredQuote, JANE_WITH_MEDICAL_CONDITION, OPTIONAL_ANSWERS } from '@van/domain/testing';
import { SOLD_POLICY_BRAND } from '../../test/brand.ts';
import { pricedQuoteOf } from '../../test/priced-quote.ts';
import type { SoldPolicy } from './sold-policy.ts';

export const TODAY = '2026-11-22';
/** 14:32 UK time (GMT in November). */
export const ISSUED_AT = new Date('2026-11-22T14:32:00Z');
export const POLICY_NUMBER = 'RWV-2026-000123';
export const REGISTRATION = 'AB12CDE';

/** Extras the annual customer chose: a breakdown level and legal assistance. */
export const CHOSEN_EXTRAS = ['BDV2O', 'VLAO'];

/** answeredQuote's Jane, without her claim, with a medical condition the DVLA knows of. */
export const JANE: AdditionalDriverForm = JANE_WITH_MEDICAL_CONDITION;

/**
 * answeredQuote's customer (@van/domain/testing) answering on TODAY for cover from 1 December 2026,
 * with `drivers` named, an unmodified van, and the answers the documents print that answeredQuote
 * leaves out: the van's full lookup and its OPTIONAL_ANSWERS (a second address line, the fine,
 * home ownership and the licence number).
 */
export function policyholderQuote({
  payMethod = 'PayInFull',
  drivers = [JANE],
  forenames = 'Sam',
  surname = 'Taylor',
}: {
  payMethod?: CoverDetailsForm['paymentFrequency'];
  drivers?: AdditionalDriverForm[];
  forenames?: string;
  surname?: string;
} = {}): Quote {
  return answeredQuote('2026-12-01', {
    ...OPTIONAL_ANSWERS,
    today: TODAY,
    vehicleLookup: {
      abiProductionYears: '2018-2023',
      cc: 1995,
      seats: 3,
      lhd: false,
      yearOfManufacture: 2019,
      bodyStyle: 'PanelVan',
    },
    registration: REGISTRATION,
    carDetails: { modified: false, modificationCategory: undefined, modifications: undefined },
    driverDetails: { ...OPTIONAL_ANSWERS.driverDetails, firstName: forenames, lastName: surname },
    drivers,
    coverDetails: { paymentFrequency: payMethod },
  });
}

/** The answered quote priced and sold annually by card, with the extras chosen. */
export function soldAnnually(quote: Quote = policyholderQuote()): SoldPolicy {
  return {
    policyNumber: POLICY_NUMBER,
    issuedAt: ISSUED_AT,
    brand: SOLD_POLICY_BRAND,
    quote: pricedQuoteOf(quote, { opexCodes: CHOSEN_EXTRAS }),
    paymentPlan: 'ANNUAL_CARD',
  };
}

/** The answered quote priced and sold monthly: a deposit, then one collection a month. */
export function soldMonthly(
  quote: Quote = policyholderQuote({ payMethod: 'Instalmnts' }),
): SoldPolicy {
  const priced = pricedQuoteOf(quote);
  const plan = priced.policy.eventCurrent.result?.instalmentPlans?.[0];
  if (!plan) throw new Error('the test quote has no instalment plan');
  const count = plan.paymentCountNormal ?? 0;
  return {
    policyNumber: POLICY_NUMBER,
    issuedAt: ISSUED_AT,
    brand: SOLD_POLICY_BRAND,
    quote: priced,
    paymentPlan: 'MONTHLY_DD',
    directDebit: {
      accountHolderName: 'Mr S Taylor',
      sortCode: '20-00-00',
      accountNumberEnding: '5678',
      reference: 'RWV000123',
      serviceUserNumber: '123456',
      // The 1st of each month from January 2027.
      collections: Array.from({ length: count }, (_, index) => ({
        date: `${2027 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`,
        amount: plan.paymentAmountNormal ?? 0,
      })),
    },
  };
}

export { pdfPages, pdfText } from '../../test/pdf-text.ts';
