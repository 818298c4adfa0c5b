import Fastify, { type FastifyInstance } from 'fastify';
import { outcomeForCard, type CardOutcome, type CheckedCard } from './cards.ts';
import { readConfig, type SandboxConfig } from './config.ts';
import type { SandboxContext } from './context.ts';
import { contentSecurityPolicy, hostedPage } from './hosted-page.ts';
import { merchantApi, sendError } from './merchant-api.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { homePage } from './pages.ts';
import { createStore, type Store } from './store.ts';

export interface PaymentSandboxOptions {
  config?: SandboxConfig;
  store?: Store;
  /** Delivers notifications; by default one with the README's retry schedule. */
  notifier?: Notifier;
  now?: () => Date;
  /** The card network; by default the test cards' outcomes (cards.ts), at once. */
  processCard?: (card: CheckedCard) => Promise<CardOutcome>;
}

/**
 * The stand-in payment service provider, on its own origin: the merchant API at /v1 (sessions,
 * refunds; server to server with the merchant key), the hosted card page at /pay/:sessionId (framed
 * by the merchant's page), and signed notifications to the merchant's notifyUrl. README.md beside
 * this folder documents the protocol.
 */
export function buildPaymentSandbox(options: PaymentSandboxOptions = {}): FastifyInstance {
  // No request logging: card pages are posted here, and URLs and bodies stay out of the logs.
  const app = Fastify({ logger: { level: 'warn' }, bodyLimit: 64 * 1024 });
  const now = options.now ?? (() => new Date());
  const config = options.config ?? readConfig();
  const context: SandboxContext = {
    config,
    store: options.store ?? createStore(),
    now,
    notifier:
      options.notifier ?? createNotifier({ secret: config.webhookSecret, now, log: app.log }),
    processCard: options.processCard ?? (async (card) => outcomeForCard(card.number)),
  };
  app.addHook('onClose', async () => context.notifier.close());

  // The hosted page's form posts; fields are read as plain strings.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      // The URL holds no personal data (session ids only); the body is never logged.
      request.log.error({ err: error, url: request.routeOptions.url }, 'request failed');
      return sendError(reply, 500, 'internal_error', 'Something went wrong in the sandbox.');
    }
    return sendError(reply, statusCode, 'invalid_request', error.message);
  });

  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', contentSecurityPolicy(undefined))
      .send(homePage()),
  );
  app.register(merchantApi(context), { prefix: '/v1' });
  app.register(hostedPage(context));
  return app;
}
