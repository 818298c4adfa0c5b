// For tests: answeredQuote()'s answers in words, written out, as check-your-details shows them to
// a customer whose van's gearbox, doors and fuel were asked (as after a retrieve) and as the
// statement of fact prints them (decision 036). The page's tests and the statement's tests both
// compare against these rows, so the two cannot drift apart unseen.

/** One section of answers: its heading, and its groups (a named driver's under their name). */
export interface SectionInWords {
  heading: string;
  groups: { heading?: string; rows: [label: string, value: string | string[]][] }[];
}

/** answeredQuote()'s answers in words, section by section, row by row. */
export const ANSWERED_QUOTE_IN_WORDS: readonly SectionInWords[] = [
  {
    heading: 'The van',
    groups: [
      {
        rows: [
          ['Registration', 'AB12CDE'],
          ['Make and model', 'FORD TRANSIT CUSTOM 280 LIMITED ECOBLUE'],
          ['Gearbox', 'Manual'],
          ['Doors', '4'],
          ['Fuel', 'Diesel'],
          ['Value', '£18,500'],
          ['Body type', 'Panel van'],
          ['Imported', 'No'],
          ['Dashcam', 'Yes, front facing'],
          ['Alarm and immobiliser', 'Factory fitted alarm and Immobiliser'],
          ['Tracking device', 'Yes'],
          ['Modifications', ['Wheels/Tyres', 'Alloy wheels', 'Wheel spacers']],
          ['Date bought', '23 April 2021'],
        ],
      },
    ],
  },
  {
    heading: 'Using the van',
    groups: [
      {
        rows: [
          ['Owner', 'Me (the proposer)'],
          ['Registered keeper', 'Me (the proposer)'],
          ['Kept during the day', 'Work premises'],
          ['Kept overnight', 'Driveway'],
          ['Kept at your home address overnight', 'Yes'],
          ['How you use the van', 'Social, domestic and pleasure use, including commuting'],
          ['Used for', 'Carrying my own tools and materials'],
          ['Miles a year', '8,001 to 10,000 miles'],
          ['Sign writing or advertising', 'Yes'],
          ['Racking or shelving', 'Yes'],
          ['Refrigerated', 'No'],
          ['Carries dangerous goods', 'No'],
          ['Other vehicles you have', '1'],
          ['Access to other vehicles', 'Own another vehicle'],
        ],
      },
    ],
  },
  {
    heading: 'You',
    groups: [
      {
        rows: [
          ['Name', 'Mr Sam Taylor'],
          ['Gender', 'Male'],
          ['Date of birth', '17 May 1980'],
          ['Relationship status', 'Married'],
          ['Lived at your home address', 'Since April 2015'],
          ['Email address', 'sam.taylor@example.com'],
          ['Phone number', '07700 900123'],
          ['Home address', ['1 Park Row', 'Leeds', 'LS1 4AP']],
          ['Ever refused insurance', 'No'],
          ['Non-motoring convictions', 'No'],
          ['Who will drive the van', 'Insured and named drivers'],
          [
            'Motoring convictions in the last 5 years',
            ['SP30 Exceeding the statutory speed limit on a public road, 5 August 2024, 3 points'],
          ],
          ['Own your home', 'Not answered'],
          ['Employment status', 'Self Employed'],
          ['Occupation', 'Plumber'],
          ["Employer's business", 'Plumbing'],
          ['Part-time job', 'None'],
        ],
      },
    ],
  },
  {
    heading: 'Your licence',
    groups: [
      {
        rows: [
          ['Licence type', 'Full UK licence'],
          ['Licence held since', '20 July 2005'],
          ['Licence number', 'Not given'],
          [
            'Claims in the last 5 years',
            [
              'Hit the back of another vehicle (at fault), 3 November 2024, affected the no claims discount',
            ],
          ],
          ['Medical condition the DVLA must know about', 'None'],
        ],
      },
    ],
  },
  {
    heading: 'Additional drivers',
    groups: [
      {
        rows: [['Main driver', 'You (Sam Taylor)']],
      },
      {
        heading: 'Jane Taylor',
        rows: [
          ['Name', 'Mrs Jane Taylor'],
          ['Gender', 'Female'],
          ['Date of birth', '2 April 1982'],
          ['Relationship to you', 'Spouse'],
          ['Relationship status', 'Married'],
          ['Employment status', 'Employee'],
          ['Occupation', 'Accountant'],
          ['Ever refused insurance', 'No'],
          ['Non-motoring convictions', 'No'],
          ['Motoring convictions in the last 5 years', 'None'],
          ['Licence type', 'Full UK licence'],
          ['Licence held since', '1 May 2006'],
          ['Licence number', 'Not given'],
          [
            'Claims in the last 5 years',
            [
              'Hit the back of another vehicle (at fault), 1 February 2023, did not affect the no claims discount',
            ],
          ],
          ['Medical condition the DVLA must know about', 'None'],
        ],
      },
    ],
  },
  {
    heading: 'Your cover',
    groups: [
      {
        rows: [
          ['Cover starts', '20 June 2025'],
          ['Home insurance renews', 'March'],
          ['No claims discount', '5 years'],
          ['Protect your no claims discount', 'No'],
          ['Level of cover', 'Comprehensive'],
          ['How you will pay', 'Pay annually'],
        ],
      },
    ],
  },
];
