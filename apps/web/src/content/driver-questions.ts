// One wording for the questions every driver is asked (issue 18, decision 054): the proposer's
// words, with 'you' turned into 'the driver' (and 'their', 'they') for an additional driver, and
// nothing else changed. The proposer's pages (driver-details, licence-details) and the additional
// driver's pages take these questions, and the errors their answers can give, from here, so the
// two cannot drift apart again. The errors are the domain's (its checks give them), in the same
// rule.
import { driverAnswerMessages } from '@van/domain/forms';

/** Whose answers a question asks for: the proposer's own, or an additional driver's. */
export type Who = 'you' | 'driver';

/** The words that change with who is asked about; everything else is the same. */
const WORDS = {
  you: {
    subject: 'you',
    Have: 'Have you',
    Do: 'Do you',
    do: 'do you',
    doNot: 'you do not',
    /** The first mention in a question. */
    possessive: 'your',
    /** A later mention, once the question has named whose it is. */
    their: 'your',
    they: 'you',
    my: 'my',
  },
  driver: {
    subject: 'the driver',
    Have: 'Has the driver',
    Do: 'Does the driver',
    do: 'does the driver',
    doNot: 'the driver does not',
    possessive: "the driver's",
    their: 'their',
    they: 'they',
    my: 'their',
  },
} as const;

/** The words of every question asked of each driver, for `who`. */
export function driverQuestionsCopy(who: Who) {
  const w = WORDS[who];
  return {
    /** Asked on driver-details (the proposer) and the additional driver's first page. */
    disclosures: {
      insuranceRefusedLegend: `${w.Have} ever been refused insurance?`,
      nonMotoringLegend: `${w.Do} have any non-motoring convictions?`,
      nonMotoringHint:
        'Any criminal conviction that is not for a driving offence. Leave out spent ones.',
    },
    convictions: {
      /** The Yes or No in front of the list, for every driver. */
      hasConvictionsLegend: `${w.Have} had any motoring convictions in the last 5 years?`,
      hint: 'Every driving conviction or fixed penalty with points, for example for speeding (SP30). Leave out anything older than 5 years.',
      entryHeading: (number: number) => `Conviction ${number}`,
      addAnother: 'Add another conviction',
      codeLabel: 'Offence',
      codeHint: `Type the code from ${w.their} licence, like SP30, or part of the offence, then choose it`,
      dateLegend: 'Date of conviction',
      dateHint: 'For example, 14 2 2024',
      pointsLabel: 'Penalty points',
      fineLabel: 'Fine (optional)',
      fineHint: 'In pounds',
      disqualificationLabel: 'Months disqualified (optional)',
      disqualificationHint: `Only if ${w.they} were banned from driving`,
    },
    /** One job (§3.7, §9.9), asked on driver-details and the additional driver's first page. */
    occupation: {
      empStatusLabel: 'Employment status',
      empStatusPlaceholder: `Choose ${w.possessive} employment status`,
      occupationLabel: 'Occupation',
      occupationHint: `Start typing ${w.possessive} job title, then choose it from the list. Leave empty if ${w.doNot} work.`,
      employersBusinessLabel: "Employer's business",
      employersBusinessHint: `Start typing the kind of business, then choose it from the list. Leave empty if ${w.doNot} work.`,
    },
    /** Asked on licence-details (the proposer) and the additional driver's licence page. */
    licence: {
      licenceTypeLegend: `What type of driving licence ${w.do} have?`,
      dateObtainedLegend: `When did ${w.subject} get this licence?`,
      /** Decision 052: the date as it is, however long ago (from the 17th birthday on). */
      dateObtainedHint: `For example, 15 6 1995. Enter the date on ${w.their} licence, however long ago.`,

      licenceNumberLegend: `What is ${w.possessive} driving licence number?`,
      licenceNumberHint: `It is in section 5 of ${w.their} photocard licence, for example MORGA753116SM9IJ. Put the first 11 characters in the first box and the next 5 in the second.`,
      licenceNumberPart1Label: 'First 11 characters',
      licenceNumberPart2Label: 'Next 5 characters',
      noLicenceNumberLabel: `I'd rather not give ${w.my} licence number`,

      hasClaimsLegend: `${w.Have} made any claims in the last 5 years?`,
      hasClaimsHint:
        'Include every claim on a motor insurance policy, whoever was at fault, including theft, fire, vandalism and windscreen claims.',
      claimLegend: (number: number) => `Claim ${number}`,
      claimDescriptionLabel: 'What happened?',
      claimDescriptionPlaceholder: 'Choose what happened',
      claimDateLegend: 'When did it happen?',
      claimDateHint: 'For example, 3 11 2023',
      claimNcdLegend: `Did this claim affect ${w.their} no claims discount?`,
      addClaim: 'Add another claim',
      removeClaim: 'Remove',

      hasMedicalConditionLegend: `${w.Do} have a medical condition or disability that ${w.they} must tell the DVLA about?`,
      hasMedicalConditionHint: `For example epilepsy, diabetes treated with insulin, or a condition that affects ${w.their} eyesight.`,
      dvlaNotifiedLegend: `${w.Have} told the DVLA about it?`,
      dvlaRestrictionLegend: `Has the DVLA restricted ${w.possessive} licence because of it?`,
      dvlaRestrictionHint: 'For example, a licence for 1, 2 or 3 years only.',
    },
    /** What is wrong with an answer, in the same words (the domain's checks give these). */
    errors: driverAnswerMessages(who),
  };
}
