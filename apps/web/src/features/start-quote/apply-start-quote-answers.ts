import { PREVIOUS_INSURANCE_TYPE, type Quote, type Risk } from '@van/domain';
import type { StartQuoteAnswers } from './start-quote.form';

/**
 * The quote with the 'Start your quote' answers filled in: the first van's registration and value,
 * the proposer's name, date of birth and postcode, and the cover start date. Per §4.7,
 * previousInsuranceMotor is set only when NCD years > 0 (type GV, expiring on the cover start,
 * unprotected) and removed otherwise. Everything else is kept as it was. `quote` is not mutated.
 */
export function applyStartQuoteAnswers(quote: Quote, answers: StartQuoteAnswers): Quote {
  const { risk } = quote.policy.eventCurrent;
  const { proposer } = risk;
  const [firstVehicle, ...otherVehicles] = risk.vehicles ?? [];

  const nextRisk: Risk = {
    ...risk,
    startDate: answers.coverStartDate,
    proposer: {
      ...proposer,
      name: { ...proposer.name, forenames: answers.firstName, surname: answers.lastName },
      dateOfBirth: answers.dateOfBirth,
      correspondenceAddress: { ...proposer.correspondenceAddress, postcode: answers.postcode },
    },
    // §3.6: only the first vehicle is used.
    vehicles: [
      { ...firstVehicle, regNumber: answers.registrationNumber, value: answers.estimatedValue },
      ...otherVehicles,
    ],
  };

  // §4.7: previousInsuranceMotor only when NCD years > 0; otherwise it is removed.
  if (answers.ncdYears > 0) {
    nextRisk.previousInsuranceMotor = {
      type: PREVIOUS_INSURANCE_TYPE,
      expiryDate: answers.coverStartDate,
      noClaimsDiscount: { years: answers.ncdYears, protected: false },
    };
  } else {
    // nextRisk is a fresh object, so this leaves the caller's risk untouched.
    delete nextRisk.previousInsuranceMotor;
  }

  return {
    ...quote,
    policy: {
      ...quote.policy,
      eventCurrent: { ...quote.policy.eventCurrent, risk: nextRisk },
    },
  };
}
