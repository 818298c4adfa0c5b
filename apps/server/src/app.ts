import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import { databaseLoad, type Db } from './db/database.ts';
import { registerErrorHandlers } from './lib/errors.ts';
import { loggerOptions } from './lib/logger.ts';
import { validateRequestPart } from './lib/request-validation.ts';
import {
  accountRoutes,
  myPolicyRoutes,
  openQuotesRoutes,
  registerAccountOriginCheck,
  sessionCookieFor,
} from './modules/account/index.ts';
import { addressRoutes } from './modules/address/index.ts';
import { aggregatorRoutes } from './modules/aggregator/index.ts';
import { bankAccountRoutes } from './modules/bank-account/index.ts';
import { cancellationRoutes } from './modules/cancellation/index.ts';
import { configRoutes, publicConfigOf } from './modules/config/index.ts';
import { consentRoutes } from './modules/consent/index.ts';
import type { CreditCheckProvider } from './modules/credit-check/index.ts';
import { emailChangedNotifier, emailRoutes } from './modules/email/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { metadataRoutes } from './modules/metadata/index.ts';
import { partnerRoutes } from './modules/partner/index.ts';
import { offerChecksFrom } from './modules/offers/index.ts';
import { productDocumentRoutes } from './modules/product-documents/index.ts';
import {
  paymentProviderFrom,
  purchaseRoutes,
  type ConfirmationSettings,
  type PaymentProvider,
} from './modules/purchase/index.ts';
import { quoteRoutes } from './modules/quote/index.ts';
import { supportNeedsRoutes } from './modules/support-needs/index.ts';
import { vehicleRoutes } from './modules/vehicle/index.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerClientKey, trustProxyOption } from './plugins/client-key.ts';
import { NO_STORE, permissionsPolicy, registerSecurityHeaders } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

export interface AppDependencies {
  config: Config;
  db: Db;
  /** The clock, injected so that tests can fix "today". */
  now?: () => Date;
  /** Where logs go (standard output unless a test captures them). */
  logStream?: NodeJS.WritableStream;
  /** The payment provider; by default the one configured (PAYMENT_SANDBOX_URL), if any. */
  paymentProvider?: PaymentProvider;
  /** The fraud and credit check; by default the embedded one (modules/credit-check README). */
  creditCheckProvider?: CreditCheckProvider;
}

export type App = FastifyInstance;

/**
 * JSON bodies, refusing text PostgreSQL cannot store: a NUL character (\u0000) anywhere in a
 * string would fail the insert into a jsonb column with a 500, so it is refused here with a 400.
 */
function parseJsonBody(
  _request: unknown,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    done(badRequest('The request body is not valid JSON.'));
    return;
  }
  if (body.includes('\\u0000') && containsNul(parsed)) {
    done(badRequest('The request contains a character we cannot accept.'));
    return;
  }
  done(null, parsed);
}

function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

function answerFrameworkError(error: FastifyError, reply: FastifyReply): FastifyReply {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  // Answered before any hook runs, so the headers every answer carries are set here too.
  return reply
    .code(status)
    .header('cache-control', NO_STORE)
    .header('permissions-policy', permissionsPolicy(undefined))
    .send({ error: { code: 'BadRequest', message: 'The address asked for is not valid.' } });
}

/**
 * Where the payment provider posts its notifications and which origin may frame its page: from
 * PUBLIC_URL (production requires it), else the server's own address; never from a request.
 */
export function paymentUrls(config: Config): { notifyUrl: string; allowedOrigin: string } {
  const reachable = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const base = new URL(
    config.publicUrl ??
      `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${config.port}`,
  );
  return {
    notifyUrl: new URL('/v1/payments/notifications', base.origin).toString(),
    allowedOrigin: base.origin,
  };
}

/** The brand and contact details the confirmation e-mail and the policy documents give. */
export function confirmationSettings(config: Config): ConfirmationSettings {
  return {
    brandName: config.brand.brandName,
    brokerLegalName: config.brand.brokerLegalName,
    phone: config.phoneNumbers.general,
    contactEmail: config.brand.contactEmail,
    insurerName: config.brand.insurerName,
    directDebitServiceUserNumber: config.brand.directDebitServiceUserNumber,
    lender: config.brand.lender,
    claimsPhone: config.phoneNumbers.claims,
    fcaFirmReferenceNumber: config.firm.fcaFirmReferenceNumber,
    // Decision 043: from configuration, never from a request.
    withdrawalBaseUrl: paymentUrls(config).allowedOrigin,
  };
}

/** Builds the quote service: plugins, then the /v1 modules, then the web app and error handlers. */
export async function buildApp({
  config,
  db,
  now = () => new Date(),
  logStream,
  paymentProvider = paymentProviderFrom(config.payment),
  creditCheckProvider,
}: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // One line per request instead of two, written when the answer is known (below).
    logController: new LogController({ disableRequestLogging: true }),
    // Only the configured proxies' X-Forwarded-For is believed (TRUST_PROXY, decision 034 item 5): it
    // says who the client is for rate limits and lock-outs, and anyone can send one.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
    // Stopping (server.ts): idle keep-alive connections are closed at once, and a request that
    // still arrives gets our 503 (plugins/load-shedding.ts) rather than Fastify's own body.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    // A malformed URL (a stray '%') or an over-long path parameter gets our error shape too.
    frameworkErrors: (error, _request, reply) => void answerFrameworkError(error, reply),
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
  app.setValidatorCompiler(validateRequestPart);
  app.setSerializerCompiler(serializerCompiler);
  // Every call takes JSON (§7.1): anything else is refused with 415 rather than parsed as text.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJsonBody);

  await registerSecurityHeaders(app, {
    allowedEmbeddingHosts: config.allowedEmbeddingHosts,
    paymentOrigin: config.paymentSandboxUrl ? new URL(config.paymentSandboxUrl).origin : undefined,
    isProduction: config.isProduction,
  });
  registerClientKey(app, config.clientAddressSecret);
  await registerOpenApi(app, config.brand.brandName, { serve: config.apiDocs });
  registerErrorHandlers(app);
  await registerLoadShedding(app, {
    ...config.overload,
    databaseWaitMs: () => databaseLoad(db).expectedWaitMs,
  });

  // Decision 060: before the routes, so that it covers every account route.
  const accountCookie = sessionCookieFor(paymentUrls(config).allowedOrigin, config.isProduction);
  registerAccountOriginCheck(app, paymentUrls(config).allowedOrigin);
  await app.register(healthRoutes, { db });
  await app.register(configRoutes, { config });
  await app.register(quoteRoutes, {
    db,
    now,
    offers: offerChecksFrom(config.offers),
    rateLimits: config.quoteRateLimits,
    notifyEmailChanged: emailChangedNotifier({
      brandName: config.brand.brandName,
      phone: config.phoneNumbers.general,
    }),
  });
  await app.register(aggregatorRoutes, { db, now });
  await app.register(partnerRoutes, {
    db,
    now,
    settings: {
      linkSecret: config.partnerLinkSecret,
      publicOrigin: paymentUrls(config).allowedOrigin,
    },
  });
  await app.register(bankAccountRoutes, { db, now });
  await app.register(supportNeedsRoutes, { db, now });
  await app.register(emailRoutes, { db, now, config });
  await app.register(consentRoutes, { db, now, brandName: config.brand.brandName });
  await app.register(purchaseRoutes, {
    db,
    now,
    provider: paymentProvider,
    ...paymentUrls(config),
    confirmation: confirmationSettings(config),
    creditCheckFingerprintSecret: config.creditCheck.fingerprintSecret,
    bankAccountKeys: config.bankAccountKeys,
    ...(creditCheckProvider ? { creditCheckProvider } : {}),
  });
  await app.register(accountRoutes, {
    db,
    now,
    settings: {
      codeSecret: config.accountCodeSecret,
      email: { brandName: config.brand.brandName, phone: config.phoneNumbers.general },
    },
    cookie: accountCookie,
  });
  // Decision 061: the signed-in customer's policies, documents and auto-renewal choice.
  await app.register(myPolicyRoutes, {
    db,
    now,
    cookie: accountCookie,
    settings: { confirmation: confirmationSettings(config), phoneNumbers: config.phoneNumbers },
  });
  // Decision 061: retrieving a quote by the e-mailed code instead of its reference.
  await app.register(openQuotesRoutes, {
    db,
    now,
    cookie: accountCookie,
  });
  // Decision 063: cancelling a policy online.
  await app.register(cancellationRoutes, { db, now, cookie: accountCookie });
  await app.register(metadataRoutes);
  await app.register(productDocumentRoutes, { config, now });
  await app.register(vehicleRoutes);
  await app.register(addressRoutes);
  if (config.webDistDir) await registerWeb(app, config.webDistDir, publicConfigOf(config));
  return app;
}
