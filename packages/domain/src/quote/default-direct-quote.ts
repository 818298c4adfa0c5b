import { IsoDateSchema } from '../shared/dates.ts';
import {
  DIRECT_SOURCE_OF_BUSINESS,
  DEFAULT_DOCUMENT_DELIVERY_METHOD,
} from '../reference-data/enumerations.ts';
import { MODIFICATION_DUQ_NUMBERS } from '../reference-data/duq-questions.ts';
import { SAMPLE_RISK_DEFAULTS } from '../reference-data/request-defaults.ts';
import { SELECTED_PRODUCT_IDENTIFIER } from '../reference-data/tiers.ts';
import { USERFIELD_CODES, YES_NO_DEFAULT } from '../reference-data/offers-and-userfields.ts';
import type { DuqAnswer, UserfieldAnswer } from '../risk/risk.schema.ts';
import type { Person } from '../risk/person.schema.ts';
import type { Vehicle } from '../risk/vehicle.schema.ts';
import type { Quote } from './quote.schema.ts';
import { DEFAULT_DIRECT_WEB_REFERENCE } from './created-quote.ts';

/** §3.13: duq answers that start blank, and the modification answers that start at '0'. */
export const DEFAULT_BLANK_DUQ_NUMBERS = [
  63, 72, 73, 78, 135, 142, 246, 248, 255, 279, 295, 396, 446, 452, 476,
] as const;
export const DEFAULT_ZERO_DUQ_NUMBERS = MODIFICATION_DUQ_NUMBERS;

const {
  risk: riskDefaults,
  proposer: proposerDefaults,
  vehicle: vehicleDefaults,
  offer,
} = SAMPLE_RISK_DEFAULTS;

function defaultVehicle(): Vehicle {
  return {
    cover: vehicleDefaults.cover,
    owner: vehicleDefaults.owner,
    whereKept: vehicleDefaults.whereKept,
    bodyStyle: vehicleDefaults.bodyStyle,
    classOfUse: vehicleDefaults.classOfUse,
    alarm: vehicleDefaults.alarm,
    tracker: vehicleDefaults.tracker,
    immobiliser: vehicleDefaults.immobiliser,
    radiusLimit: vehicleDefaults.radiusLimit,
    modelInfo: { transmission: vehicleDefaults.transmission, fuel: vehicleDefaults.fuel },
  };
}

function defaultProposer(): Person {
  return {
    gender: proposerDefaults.gender,
    relationshipToProposer: 'Proposer',
    fullTimeOccupation: { empStatus: 'Employee' },
    clientStatus: proposerDefaults.clientStatus,
    fsaClass: proposerDefaults.fsaClass,
    driverDetails: { vehicleUse: 'MainUser', driverType: 'Prpsr' },
  };
}

function defaultUserfieldAnswers(affinityId: string | undefined): UserfieldAnswer[] {
  const answers: UserfieldAnswer[] = [
    { questionCode: offer.questionCode, answer: offer.answer },
    // SPEC-DEPARTURE: §3.13 pre-answers CLMKTING and CLMKTIN2 with 'Y', i.e. marketing consent
    // the customer never gave. That is a defect of the source system (consent must be an active
    // choice), so both start as §9.8's 'U' (unanswered) until the 'Stay in the know' answers.
    { questionCode: USERFIELD_CODES.CLMKTING, answer: YES_NO_DEFAULT },
    { questionCode: USERFIELD_CODES.CLMKTIN2, answer: YES_NO_DEFAULT },
  ];
  // §3.13 adds the affinity id as "one more userfield answer" without naming its code; we use
  // AFFINITY (USERFIELD_CODES.AFFINITY).
  if (affinityId !== undefined && affinityId !== '') {
    answers.push({ questionCode: USERFIELD_CODES.AFFINITY, answer: affinityId });
  }
  return answers;
}

/**
 * The empty direct quote a customer starts from (§3.13), with the §9.2 defaults that are not the
 * customer's to answer. Guarantees: parses with QuoteSchema; webReference is 'directQuote';
 * policy and risk start on `today`; the only event is a VAN result with no price; every call
 * returns a fresh object, so callers may mutate it.
 * @param today the current date, yyyy-MM-dd.
 * @param affinityId an affinity id to record as the AFFINITY userfield; '' counts as none.
 * @throws RangeError when `today` is not a real yyyy-MM-dd date.
 */
export function createDefaultDirectQuote(today: string, affinityId?: string): Quote {
  if (!IsoDateSchema.safeParse(today).success) {
    throw new RangeError(
      `createDefaultDirectQuote: today must be yyyy-MM-dd, got ${JSON.stringify(today)}`,
    );
  }
  const duqAnswers: DuqAnswer[] = [
    ...DEFAULT_BLANK_DUQ_NUMBERS.map((questionNumber) => ({ questionNumber, answer: '' })),
    ...DEFAULT_ZERO_DUQ_NUMBERS.map((questionNumber) => ({ questionNumber, answer: '0' })),
  ];
  return {
    noAvailableProducts: false,
    policy: {
      webReference: DEFAULT_DIRECT_WEB_REFERENCE,
      policyType: riskDefaults.policyTypeCode,
      sourceOfBusiness: DIRECT_SOURCE_OF_BUSINESS,
      startDate: today,
      eventCurrent: {
        result: { grantedDetailsMotor: { productIdentifier: SELECTED_PRODUCT_IDENTIFIER } },
        risk: {
          proposer: defaultProposer(),
          additionalInsuredPersons: [],
          sourceOfBusiness: DIRECT_SOURCE_OF_BUSINESS,
          policyTypeCode: riskDefaults.policyTypeCode,
          frequency: riskDefaults.frequency,
          preferredDeliveryMethod: DEFAULT_DOCUMENT_DELIVERY_METHOD,
          startDate: today,
          volXS: riskDefaults.volXS,
          drivingRestriction: riskDefaults.drivingRestriction,
          duqAnswers,
          userfieldAnswers: defaultUserfieldAnswers(affinityId),
          vehicles: [defaultVehicle()],
        },
      },
      eventsRelated: [],
    },
  };
}

/**
 * The starting values of a new additional driver (§3.13), a named driver (§6). Guarantees a fresh
 * object that parses with PersonSchema; every other field is left for the customer.
 */
export function createAdditionalDriverDefaults(): Person {
  return {
    insuranceRefused: false,
    nonRTAConviction: false,
    fullTimeOccupation: { empStatus: 'Employee' },
    partTimeOccupation: { empStatus: 'None' },
    driverDetails: {
      vehicleUse: 'Frequently',
      driverType: 'NmdDrvr',
      licence: { licenceType: 'Full Licence' },
    },
  };
}
