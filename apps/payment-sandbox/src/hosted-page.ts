/**
 * The hosted payment page, /pay/:sessionId: the only place card details are entered. It works as
 * plain HTML forms (post, then redirect to the page that shows the session as it now is); its one
 * script only posts the result to the embedding page. Each response may be framed only by the
 * session's allowedOrigin (CSP frame-ancestors) and is never cached.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkCard, type CardEntry } from './cards.ts';
import { commit, newId, type SandboxContext } from './context.ts';
import {
  ASSET_PATHS,
  challengePage,
  FRAME_CSS,
  FRAME_JS,
  notFoundPage,
  outcomePage,
  paymentFormPage,
  processingPage,
} from './pages.ts';
import {
  beginAttempt,
  refusalToPay,
  resolveChallenge,
  settleAttempt,
  statusAt,
  type Session,
} from './sessions.ts';

type SessionParams = { Params: { id: string } };

export function hostedPage(context: SandboxContext) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get(ASSET_PATHS.css, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(FRAME_CSS),
    );
    app.get(ASSET_PATHS.js, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(FRAME_JS),
    );

    app.get<SessionParams>('/pay/:id', async (request, reply) => {
      const session = context.store.sessions.get(request.params.id);
      if (!session) return sendPage(reply, 404, notFoundPage());
      return sendPage(reply, 200, currentPage(session, context.now()), session.allowedOrigin);
    });

    app.post<SessionParams>('/pay/:id', async (request, reply) => {
      const { id } = request.params;
      const found = context.store.sessions.get(id);
      if (!found) return sendPage(reply, 404, notFoundPage());
      const origin = found.allowedOrigin;

      const refusal = refusalToPay(found, context.now());
      if (refusal === 'attempt_in_progress')
        return sendPage(reply, 409, processingPage(id), origin);
      // Paid, expired or waiting for authentication: show the page for what the session now is.
      if (refusal) return seeSession(reply, id);

      const entry = cardEntry(request.body);
      const { cvc: _neverShownAgain, ...values } = entry;
      const check = checkCard(entry, context.now());
      if (!check.ok) {
        const page = paymentFormPage(found, { values, errors: check.errors }, 'open');
        return sendPage(reply, 422, page, origin);
      }

      // Take the lock before the first await, so that a second submit sees this attempt in flight.
      const attemptId = newId('att');
      const begun = beginAttempt(found, attemptId, context.now());
      if (!begun.ok) return seeSession(reply, id);
      commit(context, begun);

      const { card } = check;
      const outcome = await context
        .processCard(card)
        .catch(() => ({ kind: 'failed', code: 'processing_error' }) as const);
      const current = context.store.sessions.get(id);
      if (!current) return sendPage(reply, 404, notFoundPage());
      const settled = settleAttempt(
        current,
        attemptId,
        { brand: card.brand, last4: card.last4 },
        outcome,
        context.now(),
      );
      if (!settled.ok) return seeSession(reply, id);
      const session = commit(context, settled);
      if (session.status === 'declined' || session.status === 'failed') {
        const state = { values, errors: {}, ...optionalFailure(session) };
        return sendPage(reply, 402, paymentFormPage(session, state, session.status), origin);
      }
      return seeSession(reply, id);
    });

    app.post<SessionParams>('/pay/:id/authenticate', async (request, reply) => {
      const { id } = request.params;
      const session = context.store.sessions.get(id);
      if (!session) return sendPage(reply, 404, notFoundPage());
      const outcome = formField(request.body, 'outcome');
      if (outcome !== 'complete' && outcome !== 'fail') return seeSession(reply, id);
      const transition = resolveChallenge(session, outcome === 'complete', context.now());
      if (transition.ok) commit(context, transition);
      return seeSession(reply, id);
    });
  };
}

/** The page that shows `session` as it is at `now`. */
function currentPage(session: Session, now: Date): string {
  if (session.attemptId) return processingPage(session.id);
  const status = statusAt(session, now);
  switch (status) {
    case 'open':
      return paymentFormPage(session, { values: {}, errors: {} }, status);
    case 'declined':
    case 'failed':
      return paymentFormPage(
        session,
        { values: {}, errors: {}, ...optionalFailure(session) },
        status,
      );
    case 'requires_action':
      return challengePage(session);
    case 'succeeded':
    case 'refunded':
    case 'expired':
      return outcomePage(session, status);
  }
}

function optionalFailure(session: Session) {
  return session.failureCode ? { failure: session.failureCode } : {};
}

/** Post/redirect/get: a reload or the back button never posts the card again. */
function seeSession(reply: FastifyReply, id: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(`/pay/${encodeURIComponent(id)}`, 303);
}

function sendPage(
  reply: FastifyReply,
  statusCode: number,
  html: string,
  allowedOrigin?: string,
): FastifyReply {
  return reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .headers({
      'content-security-policy': contentSecurityPolicy(allowedOrigin),
      // Card pages: never kept in a cache or the back-forward cache, never leak the URL onwards.
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    })
    .send(html);
}

/**
 * Scripts and styles only from this origin (no inline code), forms post only here, and only the
 * session's merchant page may frame it; a page with no session may be framed by nobody.
 */
export function contentSecurityPolicy(allowedOrigin: string | undefined): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${allowedOrigin ?? "'none'"}`,
  ].join('; ');
}

function cardEntry(body: unknown): CardEntry {
  return {
    cardNumber: formField(body, 'cardNumber'),
    expiry: formField(body, 'expiry'),
    cvc: formField(body, 'cvc'),
    nameOnCard: formField(body, 'nameOnCard'),
  };
}

function formField(body: unknown, name: string): string {
  if (body === null || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  // Long enough for any real entry; more is cut rather than echoed back whole.
  return typeof value === 'string' ? value.slice(0, 200) : '';
}
