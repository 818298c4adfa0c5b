import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every answer. frame-ancestors (§2.5) lets only our own origin and the
 * configured embedding hosts frame the journey; the web's own frame-busting covers old browsers.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    allowedEmbeddingHosts: readonly string[];
    paymentOrigin: string | undefined;
    isProduction: boolean;
  },
): Promise<void> {
  const embedders = options.allowedEmbeddingHosts.map((host) => `https://${host}`);
  await app.register(helmet, {
    // /docs sets its own CSP (swagger-ui's staticCSP); everything else gets this one.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: options.paymentOrigin ? ["'self'", options.paymentOrigin] : ["'self'"],
        frameAncestors: ["'self'", ...embedders],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Production is served over HTTPS only; on a laptop's plain http://127.0.0.1 upgrading
        // would break every request.
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    // frame-ancestors decides framing; X-Frame-Options cannot express an allow-list.
    frameguard: false,
  });
}
