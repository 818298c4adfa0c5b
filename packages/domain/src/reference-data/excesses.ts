// §9.4 excesses and claim types; §3.1 excessPrices keys.

/** §3.1: the keys of an excessPrices entry, in the spec's order. */
export const EXCESS_TYPES = [
  'ACCIDENT_DAMAGE',
  'MALICIOUS_DAMAGE',
  'FIRE_THEFT',
  'LOCK_KEYS',
  'WINDSCREEN_REPAIR',
  'WINDSCREEN',
] as const;
export type ExcessType = (typeof EXCESS_TYPES)[number];

/** §9.4 excess labels, paired with EXCESS_TYPES in the order the spec lists both. */
export const EXCESS_LABELS = {
  ACCIDENT_DAMAGE: 'accident damage',
  MALICIOUS_DAMAGE: 'malicious damage',
  FIRE_THEFT: 'fire/theft',
  LOCK_KEYS: 'lock/keys',
  WINDSCREEN_REPAIR: 'windscreen repair',
  WINDSCREEN: 'windscreen',
} as const satisfies Record<ExcessType, string>;

/** §9.4 claim types, paired with EXCESS_TYPES in the order the spec lists both. */
export const CLAIM_TYPES = {
  ACCIDENT_DAMAGE: 'Accidental damage claims',
  MALICIOUS_DAMAGE: 'Malicious damage claims',
  FIRE_THEFT: 'Fire, theft and attempted theft claims',
  LOCK_KEYS: 'Locks and keys replacement',
  WINDSCREEN_REPAIR: 'Windscreen repair',
  WINDSCREEN: 'Windscreen replacement',
} as const satisfies Record<ExcessType, string>;

/** §9.4: windscreen excesses in pounds, with an approved repairer and without. */
export const WINDSCREEN_EXCESSES = {
  WINDSCREEN_REPAIR: { approved: 15, unapproved: 25 },
  WINDSCREEN: { approved: 75, unapproved: 100 },
} as const;
