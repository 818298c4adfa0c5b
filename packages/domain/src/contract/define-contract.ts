import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A zod object schema: Fastify needs params and querystring to be objects. */
type ObjectSchema = z.ZodObject;

/**
 * One call of the quote service (§7): where it lives, what it takes and what it answers, per
 * status code. The server registers routes and publishes OpenAPI from these; the web parses the
 * responses with them.
 */
export interface Contract {
  readonly method: HttpMethod;
  /**
   * Full server path under /v1, Fastify style (`/v1/metadata/:type`); the comparison sites' own
   * versioned surface is under /partner/v1 (decision 057).
   */
  readonly path: `/v1/${string}` | `/partner/v1/${string}`;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly body?: z.ZodType;
  readonly params?: ObjectSchema;
  readonly querystring?: ObjectSchema;
  /** Request headers the call reads (names in lower case, as Fastify sees them). */
  readonly headers?: ObjectSchema;
  /**
   * Any zod schema, zod/mini's too (the public config is one, for the web's first page; decision
   * 025): Fastify's zod type provider and the OpenAPI generator work on zod's core types.
   */
  readonly response: Readonly<Record<number, z.core.$ZodType>>;
}

/**
 * Returns the contract as given, keeping its exact schema types for the server and the web.
 * The checks live in contract/contracts.test.ts (400 ApiError beside any body or params, one
 * path per method), so importing a contract never throws.
 */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}
