import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { publicConfigContract } from '@van/domain/contract';
import { PublicConfigSchema, type PublicConfig } from '@van/domain/shared';

/**
 * GET /v1/config, needed only where the page does not carry the config (Vite's dev server, or
 * index.html served from a CDN): the HTTP client loads with it, not with the first page
 * (decision 025).
 */
export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const { api } = await import('./api-client');
  return api.get(publicConfigContract.path, PublicConfigSchema, signal);
}

/** The id of the element the server puts the config in (apps/server plugins/web.ts). */
const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/**
 * The config the server wrote into the page, so the first page shows without waiting for a
 * request; undefined when the page has none (Vite's dev server) or it does not match the contract.
 */
export function inlinePublicConfig(): PublicConfig | undefined {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = PublicConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Brand strings and phone numbers do not change while the page is open, so the config is read
 * from the page, or else fetched, once per page load and never refetched.
 */
export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => getPublicConfig(signal),
  initialData: inlinePublicConfig,
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
