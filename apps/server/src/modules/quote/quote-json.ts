import { QuoteSchema, type Quote } from '@van/domain/quote';
import type { FastifyReply } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { compileAhead, toCheckedJson } from '../../lib/compiled-serializer.ts';

/** A Quote as JSON text, checked against a contract and serialised as its route answers it. */
export type QuoteJson = string & { readonly __quoteJson: unique symbol };

/** The part of a quote call's contract (createQuoteContract, ...) that says how it answers. */
interface QuoteAnswering {
  method: string;
  path: string;
  response: { 200: typeof QuoteSchema };
}

/**
 * The Quote exactly as `contract` answers it: checked against the contract's Quote schema and
 * serialised as the routes' serializer does (fastify-type-provider-zod: encode, then
 * JSON.stringify), to the byte. The same text is stored and sent, so the ~85 KB document is
 * checked and serialised once per call instead of once for the database and again for the answer.
 * The check and the writing are one pass compiled from the schema (compiled-serializer.ts: ajv and
 * fast-json-stringify, about a third of the cost of zod's parse and JSON.stringify); zod still
 * decides whenever the compiled check refuses, so a defect is described as before. Parse and
 * encode give the same document because the Quote schema has no codecs (quote-json.test.ts
 * compares the result with the route serializer's, so a codec added later would be caught).
 * @throws ResponseSerializationError when the quote breaks the contract: a defect, answered 500
 * and logged by the error handler, and thrown before anything is stored.
 */
export function toQuoteJson(quote: Quote, contract: QuoteAnswering): QuoteJson {
  const checked = toCheckedJson(contract.response[200], quote);
  if (!checked.success) {
    throw new ResponseSerializationError(contract.method, contract.path, { cause: checked.error });
  }
  return checked.json as QuoteJson;
}

/** Builds the Quote's compiled serializer at start-up (server.ts), before the first quote. */
export function prepareQuoteJson(): void {
  compileAhead(QuoteSchema);
}

/**
 * Answers a Quote that toQuoteJson has already checked and serialised. Fastify sends a string
 * with a JSON content type as it is, so the route's serializer does not check and serialise the
 * document a second time; the bytes are the ones it would have sent.
 */
export function answerQuoteJson(reply: FastifyReply, json: QuoteJson): Quote {
  void reply.type('application/json; charset=utf-8');
  // The contract types the handler's result as the Quote it will serialise; this one is done.
  return json as unknown as Quote;
}
