// Decision 054: every driver is asked in the proposer's words, and told what is wrong in them too.
// The forms' checks (driver details, licence details, an additional driver) and the pages' Yes or
// No gates take their errors from here, so a named driver's page never says "you" of the driver;
// the web's driver-questions content shows them beside the questions for its wording test.

/** Whose answers a check is about: the proposer's own ('you'), or a named driver's. */
export type DriverWho = 'you' | 'driver';

/** The words that change with whose answer it is; the rest of each message is the same. */
const WORDS = {
  you: { your: 'your', Your: 'Your', have: 'you have', received: 'you received' },
  driver: {
    your: "the driver's",
    Your: "The driver's",
    have: 'the driver has',
    received: 'the driver received',
  },
} as const satisfies Record<DriverWho, Record<string, string>>;

/** The error messages of the questions every driver is asked, about `who`. */
export function driverAnswerMessages(who: DriverWho) {
  const w = WORDS[who];
  return {
    title: `Please choose ${w.your} title`,
    gender: `Please choose ${w.your} gender`,
    relationshipStatus: `Please choose ${w.your} relationship status`,
    nameRequired: (label: string) => `Please enter ${w.your} ${label}`,
    nameTooShort: (label: string, min: number) =>
      `${w.Your} ${label} must be at least ${min} characters`,
    nameTooLong: (label: string, max: number) =>
      `${w.Your} ${label} must be ${max} characters or fewer`,
    nameCharacters: (label: string) =>
      `${w.Your} ${label} can only contain letters, spaces, hyphens and apostrophes`,
    insuranceRefused: `Please tell us whether ${w.have} ever been refused insurance`,
    nonMotoringConvictions: `Please tell us whether ${w.have} any non-motoring convictions`,
    empStatus: `Please choose ${w.your} employment status`,
    occupation: `Please choose ${w.your} occupation from the list`,
    employersBusiness: `Please choose ${w.your} employer's business from the list`,
    hasConvictions: `Please tell us whether ${w.have} had any motoring convictions in the last 5 years`,
    pointsOnLicence: `Please tell us how many points ${w.received}`,
    licenceType: `Please choose ${w.your} licence type`,
    hasClaims: `Please tell us whether ${w.have} made any claims in the last 5 years`,
    claimNcdPrejudiced: `Please tell us whether the claim affected ${w.your} no claims discount`,
    hasMedicalCondition: `Please tell us whether ${w.have} a medical condition or disability the DVLA should know about`,
    dvlaNotified: `Please tell us whether ${w.have} told the DVLA`,
    dvlaRestriction: `Please tell us whether the DVLA has restricted ${w.your} licence`,
  };
}
