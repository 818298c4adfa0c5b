import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { publicConfigContract, PublicConfigSchema, type PublicConfig } from '@van/domain';
import { api } from './api-client';

export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get(publicConfigContract.path, PublicConfigSchema, signal);
}

/**
 * Brand strings and phone numbers do not change while the page is open, so the config is fetched
 * once per page load and never refetched.
 */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => getPublicConfig(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

/**
 * The public config. The root route's loader has already fetched it before any page renders, so
 * this never suspends in practice; it only reads the cache.
 */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(publicConfigQueryOptions).data;
}
