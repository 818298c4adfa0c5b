export const quoteCopy = {
  // §2.6 'Your quote'
  heading: "Here's your van insurance quote",
  referenceLabel: 'Reference: ',
  annualPriceLabel: 'Total to pay for the year',
  priceMissing: 'We could not show your price. Please call us on',
  otherTiersHeading: 'Other levels of cover',
  tierColumn: 'Level of cover',
} as const;

/** Display names for the §3.5 tiers. */
export const tierNames: Readonly<Record<string, string>> = {
  SILVER: 'Silver',
  GOLD: 'Gold',
  PLATINUM: 'Platinum',
  VAN: 'Van',
};
