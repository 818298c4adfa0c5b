// §9.11 modification categories; §7.3 categoryData keys.

/** §7.3: the keys of the categoryData response, in the spec's order. */
export const CATEGORY_DATA_KEYS = [
  'Accessories',
  'Body Modifications',
  'Brakes',
  'Engine/Transmission',
  'Paintwork/Stickers',
  'Spoilers/Bodykits',
  'Suspension/Steering',
  'Wheels/Tyres',
] as const;
export type CategoryDataKey = (typeof CATEGORY_DATA_KEYS)[number];

/**
 * §9.11 categories in the spec's order, each with its categoryData key (§7.3). The spec gives the
 * two name lists separately; they are paired here by meaning (Art is Paintwork/Stickers). The DUQ
 * modification numbers of each category are not shown and come from categoryData.
 */
export const MODIFICATION_CATEGORIES = [
  { code: 'Accessories', categoryDataKey: 'Accessories' },
  { code: 'Body', categoryDataKey: 'Body Modifications' },
  { code: 'EnginePerf', categoryDataKey: 'Engine/Transmission' },
  { code: 'Brakes', categoryDataKey: 'Brakes' },
  { code: 'Art', categoryDataKey: 'Paintwork/Stickers' },
  { code: 'Spoilers', categoryDataKey: 'Spoilers/Bodykits' },
  { code: 'Suspension', categoryDataKey: 'Suspension/Steering' },
  { code: 'Wheels', categoryDataKey: 'Wheels/Tyres' },
] as const satisfies readonly { code: string; categoryDataKey: CategoryDataKey }[];

/** §9.11: modification codes shown with our own descriptions instead of the list's. */
export const RENAMED_MODIFICATION_DESCRIPTIONS = {
  '70': 'Additional windows',
  '2': 'Alloy wheels',
  '10': 'Decals/Stickers',
  '200': 'Interior changes',
  '165': 'Roof rack',
} as const;
