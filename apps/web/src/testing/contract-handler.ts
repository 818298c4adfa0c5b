import { type Contract } from '@van/domain/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { type z } from 'zod';

// Tests only: MSW request handlers keyed by the contracts of @van/domain/contract, the same
// objects the server registers its routes from, so the fake quote service answers exactly the
// calls the real one serves and no path is spelled twice.

/** What a handler is given: the path's parameters, the body as the contract parsed it, the headers. */
export interface ContractCall<C extends Contract> {
  params: Readonly<Record<string, string>>;
  body: C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
  /** Names in lower case, as fetch's Headers gives them. */
  headers: Readonly<Record<string, string>>;
}

/** The error body every failure of the quote service answers with (README "What the quote service answers"). */
export function apiError(status: number, code: string, message: string): Response {
  return HttpResponse.json({ error: { code, message } }, { status });
}

async function jsonOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An MSW handler answering `contract`'s method at its path. The contracts spell parameters as
 * Fastify does (`/v1/metadata/:type`), which is MSW's syntax too; a relative path is matched
 * against the page's origin, where the web's relative fetches go. A body the contract refuses is
 * answered 400 BadRequest, as the server does, before `answer` is asked: a fake that took it would
 * hide the web sending a body the server refuses.
 */
export function contractHandler<C extends Contract>(
  contract: C,
  answer: (call: ContractCall<C>) => Response | Promise<Response>,
): HttpHandler {
  const method = contract.method.toLowerCase() as Lowercase<Contract['method']>;
  return http[method](contract.path, async ({ request, params }) => {
    let body: unknown = undefined;
    if (contract.body !== undefined) {
      const parsed = contract.body.safeParse(await jsonOf(request));
      if (!parsed.success) return apiError(400, 'BadRequest', parsed.error.message);
      body = parsed.data;
    }
    return answer({
      params: params as Record<string, string>,
      body: body as ContractCall<C>['body'],
      headers: Object.fromEntries(request.headers.entries()),
    });
  });
}
