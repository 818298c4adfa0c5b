import { formatCount } from '../shared/format.ts';

// The words of the customer's answers (answers-in-words.ts): the section headings, the question
// each row answers, and the phrases the answers are written in. One wording for the web's
// check-your-details page (§2.6 'a summary for careful checking before payment') and the server's
// statement of fact, which must say what the customer checked (decision 036). The spec gives no
// wording; this is ours.

export const ANSWERS_IN_WORDS_TEXT = {
  none: 'None',

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
    transmissions: { TransMan: 'Manual', TransAuto: 'Automatic' },
    doors: 'Doors',
    fuel: 'Fuel',
    value: 'Value',
    bodyType: 'Body type',
    imported: 'Imported',
    dashCam: 'Dashcam',
    /** 'Yes, front facing': the place as the list writes it, its first letter in lower case. */
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
    miles: (miles: number) => `${formatCount(miles)} miles`,
  },

  you: {
    name: 'Name',
    gender: 'Gender',
    genders: { M: 'Male', F: 'Female' },
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

  /** One conviction on one line: 'SP30 Exceeding …, 5 August 2024, 3 points, £100 fine'. */
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

  /** One claim on one line: 'Hit the back of another vehicle (at fault), 3 November 2024, …'. */
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
    homeRenewalUnknown: "I don't know or I don't have home insurance",
    ncd: 'No claims discount',
    ncdProtection: 'Protect your no claims discount',
    experience: 'Other driving experience',
    experienceYears: 'Years driven without a claim',
    level: 'Level of cover',
    payment: 'How you will pay',
    paymentFrequencies: { PayInFull: 'Pay annually', Instalmnts: 'Pay monthly' },
    years: (years: number) => (years === 1 ? '1 year' : `${years} years`),
  },
} as const;
