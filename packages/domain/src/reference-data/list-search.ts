import type { MetadataItem } from './metadata-item.schema.ts';

// How a long reference list (occupations, employer's businesses, offences) is searched by what a
// customer types (issue 18 item 4). One pure function, so every search list finds the same way.

/**
 * Everyday words a customer may type for entries whose descriptions do not hold them, each with
 * the codes of the entries it means ('education' → Schools, Colleges, Universities). Written in
 * lower case, as searchList compares.
 */
export type SearchWords = Readonly<Record<string, readonly string[]>>;

/**
 * Text as searchList compares it: lower case, accents dropped, anything but letters and digits a
 * single space ('Plumbing/Heating' and 'plumbing heating' read the same).
 */
export function searchableText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Whether a search word answers what was typed: the word begins with it ('educ' finds
 * 'education'), or what was typed begins with a word of four letters or more ('builders' finds
 * 'builder'; 'items' does not find 'it').
 */
function wordAnswers(word: string, typed: string): boolean {
  return word.startsWith(typed) || (word.length >= 4 && typed.startsWith(word));
}

/**
 * The entries of `items` that answer `typed`, best first: entries with a word beginning with what
 * was typed, then entries a search word names, then entries holding it anywhere; each group in the
 * list's own order. Nothing typed gives the whole list.
 */
export function searchList<Item extends MetadataItem>(
  items: readonly Item[],
  typed: string,
  words: SearchWords = {},
): Item[] {
  const text = searchableText(typed);
  if (text === '') return [...items];
  const named = new Set(
    Object.entries(words)
      .filter(([word]) => wordAnswers(word, text))
      .flatMap(([, codes]) => codes),
  );
  const rankOf = (item: Item): number | undefined => {
    const description = searchableText(item.description);
    if (` ${description}`.includes(` ${text}`)) return 0;
    if (named.has(item.code)) return 1;
    if (description.includes(text)) return 2;
    return undefined;
  };
  return items
    .map((item) => ({ item, rank: rankOf(item) }))
    .filter((entry): entry is { item: Item; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.item);
}
