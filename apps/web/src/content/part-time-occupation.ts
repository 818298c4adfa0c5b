/** The proposer's other (part-time) job, asked here and on driver-details (§2.6, §3.7). */
export const partTimeJobCopy = {
  empStatusLabel: 'Part-time employment status',
  empStatusPlaceholder: 'Choose your employment status',
  occupationLabel: 'Part-time occupation',
  occupationHint: 'Start typing your job title, then choose it from the list.',
  employersBusinessLabel: "Part-time employer's business",
  employersBusinessHint: 'Start typing the kind of business, then choose it from the list.',
} as const;

/** your-quote/part-time-occupation (§2.1 title and subtitle). */
export const partTimeOccupationCopy = {
  heading: 'Part-time occupation',
  subtitle: 'Before we can give you a full quote, please confirm whether you have another job.',
  loading: 'Loading the questions',
  hasOtherJobLegend: 'Do you have another job?',
  hasOtherJobHint: 'For example, a part-time or weekend job as well as your main one.',
  otherJobLegend: 'Your other job',
  ...partTimeJobCopy,
  submit: 'Update my quote',
  sending: 'Updating your quote',
} as const;
