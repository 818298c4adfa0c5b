import type { Contract } from '@van/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request whose body, params and query have already been validated against the contract. */
export type ContractRequest<C extends Contract> = Omit<
  FastifyRequest,
  'body' | 'params' | 'query' | 'headers'
> & {
  body: Parsed<C['body']>;
  headers: FastifyRequest['headers'] & Parsed<C['headers']>;
  params: Parsed<C['params']>;
  query: Parsed<C['querystring']>;
};

type SuccessBody<C extends Contract> = C['response'] extends { 200: infer S }
  ? z.input<S & z.ZodType>
  : unknown;

/**
 * Registers the route a contract describes. Fastify validates the request against the contract's
 * schemas before the handler runs and the answer against the response schema before it is sent,
 * and the OpenAPI document at /docs is generated from the same schemas.
 */
export function contractRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  handler: (request: ContractRequest<C>, reply: FastifyReply) => Promise<SuccessBody<C>>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.querystring ? { querystring: contract.querystring } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      response: contract.response,
    },
    handler: (request, reply) => handler(request as unknown as ContractRequest<C>, reply),
  });
}
