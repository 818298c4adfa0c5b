// your-quote/check-your-details (§2.1 'Check your insurance details', subtitle 'Check your details
// carefully.'; §2.6 'a summary for careful checking before payment'): every answer the customer
// gave, section by section, each with a link back to the page that asks it.

export const checkYourDetailsCopy = {
  // §2.1
  heading: 'Check your insurance details',
  subtitle: 'Check your details carefully.',
  intro:
    'These are the answers your price is based on. If anything is wrong, change it now: a wrong answer could mean your insurance does not pay out when you claim.',
  loading: 'Loading your answers',
  /** The link on your-quote that opens this page. */
  linkFromQuote: 'Check your details',

  change: 'Change',
  /** Read after 'Change' by screen readers only: which answer the link changes. */
  changeHidden: (answer: string) => answer.charAt(0).toLowerCase() + answer.slice(1),
  changeHiddenForDriver: (answer: string, driver: string) =>
    `${answer.charAt(0).toLowerCase()}${answer.slice(1)} for ${driver}`,

  yes: 'Yes',
  no: 'No',
  none: 'None',
  notAnswered: 'Not answered',
  continue: 'Continue',
  notPriced: 'You have changed your answers since we worked out your price.',
  getNewPrice: 'Get my new price',
  finalizing: 'Getting your quote ready to pay for',
  finalizeFailed: 'Sorry, we could not get your quote ready to pay for. Please try again.',

  /** Decision 033: a quote lacking answers the journey requires (a comparison site's, say). */
  missing: {
    heading: 'We need a few more answers before you can buy',
    intro:
      'Your price so far is based on the answers we were given. Before you can buy, please tell us:',
    line: (words: string) => words.charAt(0).toUpperCase() + words.slice(1),
    answer: 'Answer the remaining questions',
  },

  sections: {
    van: 'The van',
    use: 'Using the van',
    you: 'You',
    licence: 'Your licence',
    drivers: 'Additional drivers',
    cover: 'Your cover',
  },

  van: {
    registration: 'Registration',
    makeAndModel: 'Make and model',
    makeAndModelValue: (manufacturer: string, description: string, year?: number) =>
      [manufacturer, description].filter(Boolean).join(' ') +
      (year === undefined ? '' : ` (${year})`),
    gearbox: 'Gearbox',
    doors: 'Doors',
    fuel: 'Fuel',
    value: 'Value',
    bodyType: 'Body type',
    imported: 'Imported',
    dashCam: 'Dashcam',
    dashCamWhere: (where: string) => `Yes, ${where.charAt(0).toLowerCase()}${where.slice(1)}`,
    alarm: 'Alarm and immobiliser',
    tracker: 'Tracking device',
    modifications: 'Modifications',
    bought: 'Date bought',
    notBoughtYet: "I don't have the van yet",
  },

  use: {
    owner: 'Owner',
    registeredKeeper: 'Registered keeper',
    keptByDay: 'Kept during the day',
    keptOvernight: 'Kept overnight',
    keptAtHome: 'Kept at your home address overnight',
    overnightPostcode: 'Postcode where it is kept overnight',
    classOfUse: 'How you use the van',
    businessUse: 'Who uses it for business',
    businessMiles: 'Business miles a year',
    usedFor: 'Used for',
    annualMileage: 'Miles a year',
    signage: 'Sign writing or advertising',
    racking: 'Racking or shelving',
    refrigerated: 'Refrigerated',
    dangerousGoods: 'Carries dangerous goods',
    otherVehicles: 'Other vehicles you have',
    access: 'Access to other vehicles',
    miles: (miles: number) => `${miles.toLocaleString('en-GB')} miles`,
  },

  you: {
    name: 'Name',
    gender: 'Gender',
    dateOfBirth: 'Date of birth',
    relationshipStatus: 'Relationship status',
    residency: 'Lived at your home address',
    sinceBirth: 'Since you were born',
    since: (monthAndYear: string) => `Since ${monthAndYear}`,
    email: 'Email address',
    phone: 'Phone number',
    address: 'Home address',
    insuranceRefused: 'Ever refused insurance',
    nonMotoring: 'Non-motoring convictions',
    drivingRestrictions: 'Who will drive the van',
    convictions: 'Motoring convictions in the last 5 years',
    homeOwner: 'Own your home',
    empStatus: 'Employment status',
    occupation: 'Occupation',
    employersBusiness: "Employer's business",
    partTime: 'Part-time job',
  },

  conviction: ({
    offence,
    date,
    points,
    fine,
    monthsDisqualified,
  }: {
    offence: string;
    date: string;
    points?: number;
    fine?: string;
    monthsDisqualified?: number;
  }) =>
    [
      `${offence}, ${date}`,
      points === undefined ? undefined : points === 1 ? '1 point' : `${points} points`,
      fine === undefined ? undefined : `${fine} fine`,
      monthsDisqualified === undefined || monthsDisqualified === 0
        ? undefined
        : monthsDisqualified === 1
          ? 'disqualified for 1 month'
          : `disqualified for ${monthsDisqualified} months`,
    ]
      .filter(Boolean)
      .join(', '),

  licence: {
    type: 'Licence type',
    since: 'Licence held since',
    number: 'Licence number',
    numberNotGiven: 'Not given',
    claims: 'Claims in the last 5 years',
    medical: 'Medical condition the DVLA must know about',
    medicalTold: (told: string) => `Told the DVLA: ${told}`,
    medicalRestricted: (restricted: string) => `Licence restricted by the DVLA: ${restricted}`,
  },

  claim: (what: string, date: string, affectedNcd: boolean) =>
    `${what}, ${date}, ${affectedNcd ? 'affected the no claims discount' : 'did not affect the no claims discount'}`,

  drivers: {
    none: 'Additional drivers',
    mainDriver: 'Main driver',
    you: (name: string) => (name === '' ? 'You' : `You (${name})`),
    unnamed: (number: number) => `Driver ${number}`,
    relationshipToYou: 'Relationship to you',
  },

  cover: {
    start: 'Cover starts',
    homeRenewal: 'Home insurance renews',
    ncd: 'No claims discount',
    ncdProtection: 'Protect your no claims discount',
    experience: 'Other driving experience',
    experienceYears: 'Years driven without a claim',
    level: 'Level of cover',
    payment: 'How you will pay',
    years: (years: number) => (years === 1 ? '1 year' : `${years} years`),
  },
} as const;
