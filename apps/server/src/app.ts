import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/config.ts';
import type { Db } from './db/database.ts';
import { registerErrorHandlers } from './lib/errors.ts';
import { loggerOptions } from './lib/logger.ts';
import { addressRoutes } from './modules/address/index.ts';
import { configRoutes } from './modules/config/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { metadataRoutes } from './modules/metadata/index.ts';
import { quoteRoutes } from './modules/quote/index.ts';
import { retrievalRoutes } from './modules/retrieval/index.ts';
import { vehicleRoutes } from './modules/vehicle/index.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

export interface AppDependencies {
  config: Config;
  db: Db;
  /** The clock, injected so that tests can fix "today". */
  now?: () => Date;
}

export type App = FastifyInstance;

/** Builds the quote service: plugins, then the /v1 modules, then the web app and error handlers. */
export async function buildApp({
  config,
  db,
  now = () => new Date(),
}: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // Behind a load balancer the client address comes from X-Forwarded-For (rate limits, lock-outs).
    trustProxy: config.isProduction,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every call takes JSON (§7.1): anything else is refused with 415 rather than parsed as text.
  app.removeContentTypeParser('text/plain');

  await registerSecurityHeaders(app, {
    allowedEmbeddingHosts: config.allowedEmbeddingHosts,
    paymentOrigin: config.paymentSandboxUrl ? new URL(config.paymentSandboxUrl).origin : undefined,
    isProduction: config.isProduction,
  });
  await registerOpenApi(app, config.brand.brandName);
  registerErrorHandlers(app);

  await app.register(healthRoutes, { db });
  await app.register(configRoutes, { config });
  await app.register(quoteRoutes, { db, now });
  await app.register(retrievalRoutes, { db, now });
  await app.register(metadataRoutes);
  await app.register(vehicleRoutes);
  await app.register(addressRoutes);
  if (config.webDistDir) await registerWeb(app, config.webDistDir);
  return app;
}
