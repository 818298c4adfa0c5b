import {
  selectedResult,
  type AddOnDocument,
  type AddOnView,
  type OptionalExtension,
  type Quote,
  type Result,
} from '@van/domain/quote';
import {
  ADDITIONAL_COVER_TERMS_URL,
  ADD_ON_DOCUMENT_TITLES,
  ADD_ONS,
  HIDDEN_ADD_ON_CODES,
  type AddOnGroup,
} from '@van/domain/reference-data';
import { addOnCopy } from '../../content/quote';

/**
 * The rating engine's code for NCD protection. It comes as an extension, but the customer chooses
 * it with the protected NCD question (§4.4 previousInsuranceMotor.noClaimsDiscount.protected), so
 * the extras list leaves it out. Not in @van/domain: the spec does not name the code.
 */
export const PROTECTED_NCD_CODE = 'PNCD';

/** An extra as the quote page lists it: the §3.11 add-on view, with its group. */
export interface AddOnItem extends Omit<AddOnView, 'monthlyPrice'> {
  group: AddOnGroup;
  /** §9.5: a compulsory applied extra comes with the cover and cannot be removed. */
  included: boolean;
  /** undefined when the quote gives no monthly figure for the extra. */
  monthlyPrice?: number;
}

export type AddOnGroups = Record<AddOnGroup, AddOnItem[]>;

const STATIC_DATA = new Map(ADD_ONS.map((addOn, order) => [addOn.code, { ...addOn, order }]));
const HIDDEN: ReadonlySet<string> = new Set([...HIDDEN_ADD_ON_CODES, PROTECTED_NCD_CODE]);

/** §4.4: the mutually exclusive groups (one breakdown level, one tools level at a time). */
const EXCLUSIVE_GROUPS: ReadonlySet<AddOnGroup> = new Set(['breakdown', 'tools']);

function exclusiveGroupOf(code: string): AddOnGroup | undefined {
  const group = STATIC_DATA.get(code)?.group;
  return group !== undefined && EXCLUSIVE_GROUPS.has(group) ? group : undefined;
}

/**
 * §4.4 the opex codes an update asks for when the customer adds (`add` true) or removes `code`:
 * the current codes with `code` added or removed; adding a code of a mutually exclusive group
 * (breakdown BDV1O-BDV3O, tools TOOLSV1O-TOOLSV4O) drops the other codes of that group.
 */
export function requestedOpexCodes(
  current: readonly string[],
  code: string,
  add: boolean,
): string[] {
  const group = exclusiveGroupOf(code);
  const kept = current.filter(
    (other) => other !== code && (!add || group === undefined || exclusiveGroupOf(other) !== group),
  );
  return add ? [...kept, code] : kept;
}

/** 'Motor Legal Assistance: up to …' → name and description, for extras without static data. */
function splitDescription(description: string | undefined): { name?: string; rest?: string } {
  if (description === undefined) return {};
  const colon = description.indexOf(':');
  if (colon <= 0) return { name: description };
  return { name: description.slice(0, colon).trim(), rest: description.slice(colon + 1).trim() };
}

/**
 * §9.5 documents: the extra's IPID and, beside it, the Additional Cover Terms and Conditions, which
 * give the full terms of every extra (one document at a fixed URL).
 */
function documentsOf(extension: OptionalExtension): AddOnDocument[] {
  const url = extension.insuranceProductInformationDocument?.url;
  return url
    ? [
        { name: ADD_ON_DOCUMENT_TITLES.ipid, url },
        { name: ADD_ON_DOCUMENT_TITLES.additionalCoverTerms, url: ADDITIONAL_COVER_TERMS_URL },
      ]
    : [];
}

function toItem(
  extension: OptionalExtension,
  selected: boolean,
  monthly: Readonly<Record<string, number>> | undefined,
): AddOnItem {
  const { code } = extension;
  const known = STATIC_DATA.get(code);
  const included = selected && extension.compulsory === true;
  const split = splitDescription(extension.description);
  // §8: an extra without static data or a description of its own.
  const name = known?.name ?? split.name ?? addOnCopy.staticDataMissing;
  const copy = addOnCopy.byCode[code];
  const item: AddOnItem = {
    id: `add-on-${code}`,
    code,
    name,
    group: included ? 'included' : (known?.group ?? 'optional'),
    included,
    selected,
    selectedTitle: addOnCopy.remove(name),
    unselectedTitle: addOnCopy.add(name),
    price: extension.amount ?? 0,
    order: known?.order ?? ADD_ONS.length,
    descriptions: [...(copy?.descriptions ?? (split.rest ? [split.rest] : []))],
    bullets: [...(known?.descriptions ?? [])],
    documents: documentsOf(extension),
  };
  const monthlyPrice = monthly?.[code];
  if (monthlyPrice !== undefined) item.monthlyPrice = monthlyPrice;
  return item;
}

/**
 * The extras of the selected tier, grouped as §2.6 lists them: included (compulsory applied
 * extras, §9.5), optional, breakdown and tools, each in the §9.5 order. Applied extras are
 * selected; NCDCHECK and NCDOK (§9.5) and the protected NCD extension are not listed.
 */
export function addOnGroups(quote: Quote, result: Result | undefined = selectedResult(quote)) {
  const groups: AddOnGroups = { included: [], optional: [], breakdown: [], tools: [] };
  const tier = result?.grantedDetailsMotor?.productIdentifier;
  const monthly = tier ? quote.topUp?.monthlyAmountForOptionalExtension?.[tier] : undefined;
  const extensions = result?.allOptionalExtensions;
  const seen = new Set<string>();
  const add = (extension: OptionalExtension, selected: boolean) => {
    if (HIDDEN.has(extension.code) || seen.has(extension.code)) return;
    seen.add(extension.code);
    const item = toItem(extension, selected, monthly);
    groups[item.group].push(item);
  };
  for (const extension of extensions?.appliedOptionalExtensions ?? []) add(extension, true);
  for (const extension of extensions?.availableOptionalExtensions ?? []) add(extension, false);
  for (const items of Object.values(groups)) items.sort((a, b) => a.order - b.order);
  return groups;
}
