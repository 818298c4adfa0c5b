import { CategoryDataSchema, type CategoryData } from '@van/domain/contract';
import { type DuqMetadata, type MetadataItem } from '@van/domain/quote';
import {
  CATEGORY_DATA_KEYS,
  CLAIM_DESCRIPTIONS,
  CLAIM_INCIDENT_TYPES,
  DUQ_METADATA,
  METADATA_LISTS,
  MODIFICATIONS_BY_CATEGORY,
  type ClaimIncidentType,
  type QuoteType,
} from '@van/domain/reference-data';
import { DomainError } from '../../lib/errors.ts';

// §7.3 metadata: the §9.12 lists, the duqs of §9.10 and the categoryData of §9.11, all reference
// data held in @van/domain. Everything is prepared once, when the module loads.

const CHR_47 = /Chr\(47\)/gi;

/**
 * §9.9: some descriptions in the source system hold the literal text 'Chr(47)' standing for '/'.
 * Our lists are written with '/', and everything this module answers passes through here as
 * well, so that the text can never reach a customer even if a list is later loaded from there.
 */
export function withSlashes(text: string): string {
  return text.replace(CHR_47, '/');
}

/** An item as served: only {code, description} (§3.11), with no Chr(47) in either. */
export function servedItem(item: MetadataItem): MetadataItem {
  return { code: withSlashes(item.code), description: withSlashes(item.description) };
}

const SERVED_LISTS: ReadonlyMap<string, readonly MetadataItem[]> = new Map(
  Object.entries(METADATA_LISTS).map(([name, items]) => [name, items.map(servedItem)]),
);

const SERVED_DUQS: Readonly<Record<QuoteType, readonly DuqMetadata[]>> = {
  DIRECT: DUQ_METADATA.DIRECT.map(servedDuq),
  PCW: DUQ_METADATA.PCW.map(servedDuq),
};

// Parsing checks at start-up that every one of the eight keys is present.
const SERVED_CATEGORY_DATA: CategoryData = CategoryDataSchema.parse(
  Object.fromEntries(
    CATEGORY_DATA_KEYS.map((key) => [key, MODIFICATIONS_BY_CATEGORY[key].map(servedItem)]),
  ),
);

const CLAIM_INCIDENT_TYPE_BY_CODE: ReadonlyMap<string, ClaimIncidentType> = new Map(
  CLAIM_DESCRIPTIONS.map((claim) => [claim.code, claim.incidentType]),
);

function servedDuq(duq: DuqMetadata): DuqMetadata {
  return {
    questionNumber: duq.questionNumber,
    answerType: { responseItems: duq.answerType.responseItems.map(servedItem) },
  };
}

function listNamed(name: string): readonly MetadataItem[] {
  const list = SERVED_LISTS.get(name);
  if (list === undefined) {
    const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
    throw new DomainError('NotFound', `There is no metadata list called '${shown}'.`);
  }
  return list;
}

/**
 * §7.3 metadata/{type}: the whole list, by its §9.12 name exactly (case and spaces count).
 * Throws NotFound for a name that is not one of them.
 */
export function metadataList(name: string): MetadataItem[] {
  return [...listNamed(name)];
}

/**
 * §7.3 {type}: the list narrowed by a filter. With no filter (or only spaces) it is the whole
 * list. For ClaimDescription a filter naming an incident type (ACCIDENT, THEFT, FIRE, MALICIOUS,
 * WINDSCREEN, WEATHER, KEYS, OTHER; any case) keeps that type's descriptions. Otherwise the list
 * keeps the items whose code or description contains the filter, ignoring case. Throws NotFound
 * for an unknown list name, as metadataList does.
 */
export function filteredList(name: string, filter: string | undefined): MetadataItem[] {
  const list = listNamed(name);
  const wanted = filter?.trim().toLowerCase() ?? '';
  if (wanted === '') return [...list];
  if (name === 'ClaimDescription') {
    const incidentType = CLAIM_INCIDENT_TYPES.find((type) => type.code.toLowerCase() === wanted);
    if (incidentType !== undefined) {
      return list.filter(
        (item) => CLAIM_INCIDENT_TYPE_BY_CODE.get(item.code) === incidentType.code,
      );
    }
  }
  return list.filter(
    (item) =>
      item.code.toLowerCase().includes(wanted) || item.description.toLowerCase().includes(wanted),
  );
}

/** §7.3 duqs: every §9.10 question with its answers, for a direct or a comparison-site quote. */
export function duqs(quoteType: QuoteType): DuqMetadata[] {
  return [...SERVED_DUQS[quoteType]];
}

/** §7.3 categoryData: the modifications of each of the eight categories. */
export function categoryData(): CategoryData {
  return SERVED_CATEGORY_DATA;
}
