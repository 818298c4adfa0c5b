// §9.10 underwriting questions (duq numbers), named after the spec's wording.

export const DUQ_QUESTIONS = {
  // Van
  vanImported: 476,
  vanBodyType: 396,
  dashCamFitted: 896,
  modification1: 354,
  modification2: 355,
  modification3: 356,
  carModificationType: 687,
  vanUsedFor: 248,
  totalAnnualMileage: 63,
  whereKeptOvernight: 452,
  whereKeptDuringTheDay: 968,
  whoOwns: 463,
  registeredKeeper: 446,
  signage: 73,
  rackingShelving: 72,
  refrigerated: 142,
  carryDangerousGoods: 255,
  // Proposer and business
  homeOwner: 78,
  publicLiabilityInsurance: 135,
  tradeAssociationMember: 279,
  insureOtherVehicles: 246,
  ncdYears: 247,
  // Cover and payment
  drivingRestrictions: 966,
  paymentFrequency: 295,
  // §9.10: appears in the sample request; its meaning is not shown.
  sampleUnknown: 370,
} as const;

/** §9.10: the three modification questions. */
export const MODIFICATION_DUQ_NUMBERS = [
  DUQ_QUESTIONS.modification1,
  DUQ_QUESTIONS.modification2,
  DUQ_QUESTIONS.modification3,
] as const;

/** §5.5: the update payload leaves out these duq answers. */
export const UPDATE_EXCLUDED_DUQ_NUMBERS = [999, 1000, 1001, 1002] as const;

/** §5.5: duq 476 answers. 'U' is treated as unanswered. */
export const IMPORTED_DUQ_ANSWERS = { imported: 'A', notImported: 'C', unanswered: 'U' } as const;
