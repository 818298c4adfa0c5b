/**
 * The merchant API (/v1), called server to server with the merchant key. Creates sessions, reads
 * them and refunds them. POSTs need an Idempotency-Key: a retry with the same key and body gets the
 * first answer again; the same key with another request is refused (422). Failures answer
 * `{error: {code, message}}`, as the quote service does.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isOrigin } from './config.ts';
import { commit, newId, type SandboxContext } from './context.ts';
import { createSession, refund, sessionView, type SessionRequest } from './sessions.ts';
import { prune } from './store.ts';

export type MerchantErrorCode =
  | 'unauthorised'
  | 'invalid_request'
  | 'idempotency_key_required'
  | 'idempotency_key_reused'
  | 'not_found'
  | 'not_refundable'
  | 'internal_error';

const CustomerSchema = z.strictObject({
  name: z
    .string({ error: 'customer.name must be text' })
    .trim()
    .min(1, { error: 'customer.name must not be empty' })
    .max(200, { error: 'customer.name must be 200 characters or fewer' })
    .optional(),
  email: z.email({ error: 'customer.email must be an e-mail address' }).max(254).optional(),
});

// As Stripe's metadata: up to 20 short labels, answered back unchanged. Not for personal data.
const MetadataSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, {
      error: 'metadata keys must be 1 to 40 letters, digits or underscores, starting with a letter',
    }),
    z
      .string({ error: 'metadata values must be text' })
      .max(500, { error: 'metadata values must be 500 characters or fewer' }),
    { error: 'metadata must be an object of text values' },
  )
  .refine((metadata) => Object.keys(metadata).length <= 20, {
    error: 'metadata may hold at most 20 keys',
  });

// Unknown fields are refused rather than ignored: card data must never be sent to this API.
const CreateSessionSchema = z.strictObject({
  amount: z
    .int({ error: 'amount must be a whole number of pence' })
    .min(1, { error: 'amount must be at least 1 (pence)' })
    .max(100_000_000, { error: 'amount must be at most 100000000 (pence)' }),
  currency: z.literal('GBP', { error: "currency must be 'GBP': the sandbox takes pounds only" }),
  reference: z
    .string({ error: 'reference must be text' })
    .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/, {
      error: 'reference must be 1 to 64 letters, digits, dots, colons, dashes or underscores',
    }),
  description: z
    .string({ error: 'description must be text' })
    .trim()
    .min(1, { error: 'description must not be empty' })
    .max(200, { error: 'description must be 200 characters or fewer' })
    .optional(),
  notifyUrl: z.url({
    protocol: /^https?$/,
    error: 'notifyUrl must be an http or https URL',
  }),
  allowedOrigin: z.string({ error: 'allowedOrigin must be text' }).refine(isOrigin, {
    error: 'allowedOrigin must be an origin such as https://shop.example.com (no path)',
  }),
  customer: CustomerSchema.optional(),
  metadata: MetadataSchema.optional(),
});

// POST /v1/sessions/:id/refund: no body (or {}) refunds all that remains; {amount} refunds part.
const RefundSchema = z
  .strictObject({
    amount: z
      .int({ error: 'amount must be a whole number of pence' })
      .min(1, { error: 'amount must be at least 1 (pence)' })
      .optional(),
  })
  .optional();

export function merchantApi(context: SandboxContext) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const expectedKey = digest(context.config.merchantKey);

    app.addHook('onRequest', async (request, reply) => {
      const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
      // Compare digests of equal length in constant time: neither the key nor its length leaks.
      if (!match?.[1] || !timingSafeEqual(digest(match[1]), expectedKey)) {
        reply.header('www-authenticate', 'Bearer realm="payment-sandbox"');
        return sendError(
          reply,
          401,
          'unauthorised',
          'A valid merchant key is required: send Authorization: Bearer <key>.',
        );
      }
    });

    app.post('/sessions', async (request, reply) => {
      return idempotent(context, request, reply, () => {
        const parsed = CreateSessionSchema.safeParse(request.body);
        if (!parsed.success) {
          const message = describe(parsed.error, request.body);
          return { statusCode: 400, body: errorBody('invalid_request', message) };
        }
        const now = context.now();
        prune(context.store, now);
        const id = newId('cs');
        const base = context.config.publicUrl ?? `${request.protocol}://${request.host}`;
        const session = createSession(parsed.data as SessionRequest, id, `${base}/pay/${id}`, now);
        context.store.sessions.set(id, session);
        return { statusCode: 201, body: sessionView(session, now), keep: true };
      });
    });

    app.get<{ Params: { id: string } }>('/sessions/:id', async (request, reply) => {
      const session = context.store.sessions.get(request.params.id);
      if (!session) return sendError(reply, 404, 'not_found', 'No payment session has this id.');
      return sessionView(session, context.now());
    });

    app.post<{ Params: { id: string } }>('/sessions/:id/refund', async (request, reply) => {
      return idempotent(context, request, reply, () => {
        const session = context.store.sessions.get(request.params.id);
        if (!session) {
          return {
            statusCode: 404,
            body: errorBody('not_found', 'No payment session has this id.'),
          };
        }
        const parsed = RefundSchema.safeParse(request.body);
        if (!parsed.success) {
          const message = describe(parsed.error, request.body);
          return { statusCode: 400, body: errorBody('invalid_request', message) };
        }
        const now = context.now();
        const transition = refund(session, now, parsed.data?.amount);
        if (!transition.ok) {
          const remaining = session.amount - (session.amountRefunded ?? 0);
          return {
            statusCode: 409,
            body: errorBody(
              'not_refundable',
              transition.refusal === 'refund_exceeds_remaining'
                ? `Only ${remaining} pence of this session remain to be refunded.`
                : `Only a paid session can be refunded; this one is ${sessionView(session, now).status}.`,
            ),
          };
        }
        return { statusCode: 200, body: sessionView(commit(context, transition), now), keep: true };
      });
    });
  };
}

interface Answer {
  statusCode: number;
  body: unknown;
  /** Keep it for the idempotency key. Refusals of bad input are not kept, as at Stripe. */
  keep?: boolean;
}

/**
 * Runs `handle` once per Idempotency-Key: a retry of the same request gets the stored answer, marked
 * `Idempotent-Replayed: true`; another request under a used key is refused.
 */
function idempotent(
  context: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  handle: () => Answer,
): FastifyReply {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
    return sendError(
      reply,
      400,
      'idempotency_key_required',
      'Send an Idempotency-Key header (1 to 255 characters) so that a retry cannot act twice.',
    );
  }
  const fingerprint = `${request.method} ${request.url.split('?')[0]} ${canonicalJson(request.body ?? {})}`;
  const stored = context.store.idempotency.get(key);
  if (stored) {
    if (stored.fingerprint !== fingerprint) {
      return sendError(
        reply,
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      );
    }
    return reply.code(stored.statusCode).header('idempotent-replayed', 'true').send(stored.body);
  }
  const answer = handle();
  if (answer.keep) {
    context.store.idempotency.set(key, {
      fingerprint,
      statusCode: answer.statusCode,
      body: answer.body,
      storedAt: context.now().getTime(),
    });
  }
  return reply.code(answer.statusCode).send(answer.body);
}

function errorBody(code: MerchantErrorCode, message: string) {
  return { error: { code, message } };
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: MerchantErrorCode,
  message: string,
): FastifyReply {
  return reply.code(statusCode).send(errorBody(code, message));
}

/** The first problem, in words that name the field. */
function describe(error: z.ZodError, body: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length > 0 ? ` in ${issue.path.join('.')}` : '';
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}${where}: ${issue.keys.join(', ')}. Card details are never sent to this API.`;
  }
  if (issue.path.length === 0) return 'The request body must be a JSON object.';
  if (issue.code === 'invalid_type' && valueAt(body, issue.path) === undefined) {
    return `${issue.path.join('.')} is required.`;
  }
  return issue.message;
}

function valueAt(body: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** JSON with object keys sorted, so that key order does not make two equal bodies differ. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
