import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { metadataListContract } from '@van/domain/contract';
import { MetadataItemSchema, type MetadataItem } from '@van/domain/quote';
import { z } from 'zod';
import { api } from './api-client';

const MetadataListSchema = z.array(MetadataItemSchema);

/**
 * §7.3 a metadata list by its §9.12 name (e.g. 'Previous Experience', 'Occupations'). Lists do not
 * change while the page is open, so each is fetched once and kept.
 */
export function metadataListQueryOptions(type: string) {
  return queryOptions({
    queryKey: ['metadata', type],
    queryFn: ({ signal }): Promise<MetadataItem[]> =>
      api.get(
        metadataListContract.path.replace(':type', encodeURIComponent(type)),
        MetadataListSchema,
        signal,
      ),
    staleTime: Infinity,
  });
}

/**
 * A metadata list the page's loader has already fetched (§2.2 'loaded before entry'), or one
 * fetched now, suspending the page until it arrives.
 */
export function useMetadataList(type: string): MetadataItem[] {
  return useSuspenseQuery(metadataListQueryOptions(type)).data;
}
