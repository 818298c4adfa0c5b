import { useSuspenseQueries } from '@tanstack/react-query';
import {
  ANSWER_LIST_NAMES,
  type AnswerListName,
  type AnswerLists,
  type MetadataItem,
} from '@van/domain/quote';
import { metadataListQueryOptions } from '../../lib/metadata';

function combineLists(results: ReadonlyArray<{ data: MetadataItem[] }>): AnswerLists {
  const lists: Partial<Record<AnswerListName, readonly MetadataItem[]>> = {};
  ANSWER_LIST_NAMES.forEach((name, index) => {
    lists[name] = results[index]?.data ?? [];
  });
  return lists as AnswerLists;
}

/**
 * The §9.12 lists whose descriptions the answers are written in (decision 036), fetched together
 * rather than one after the other; suspends until all are loaded (§7.3: on first use).
 */
export function useAnswerLists(): AnswerLists {
  return useSuspenseQueries({
    queries: ANSWER_LIST_NAMES.map((name) => metadataListQueryOptions(name)),
    combine: combineLists,
  });
}
