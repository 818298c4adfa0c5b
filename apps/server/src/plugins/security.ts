import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The one <style> element react-aria's usePress puts in the page (touch-action for pressable
 * elements; adobe/react-spectrum#8273). Allowing its hash keeps 'unsafe-inline' out of style-src;
 * Chromium reported exactly this hash when it blocked it. If a react-aria update changes the
 * text, the browser blocks it again: a console error, and presses on touch screens wait for the
 * double-tap-zoom delay.
 */
export const REACT_ARIA_PRESS_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

function styleHash(css: string): string {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/**
 * The browser features the journey never uses, denied to it and to every frame it holds (decision 034
 * item 7). Payment (the Payment Request API) is allowed only to the payment provider's origin,
 * for the day its card frame offers a wallet (it must then also be delegated with the iframe's
 * allow="payment"); our own pages never ask for it. Only features Chromium knows: an unknown one
 * is a console error on every page.
 */
export function permissionsPolicy(paymentOrigin: string | undefined): string {
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    paymentOrigin ? `payment=("${paymentOrigin}")` : 'payment=()',
    'usb=()',
  ].join(', ');
}

/** What a /v1 answer that says nothing else about caching gets (decision 034 item 7). */
export const NO_STORE = 'no-store';

/**
 * Security headers for every answer. frame-ancestors (§2.5) lets only our own origin and the
 * configured embedding hosts frame the journey; the web's own frame-busting covers old browsers.
 * HSTS only in production (served over HTTPS only), never on a laptop's http://127.0.0.1.
 * Every /v1 answer is `Cache-Control: no-store` unless its route marked it cacheable (the public
 * reference data: metadata, config, addresses, product documents), and every error answer is:
 * quotes, policies and bank checks carry personal data, and no browser or shared cache may keep
 * them. Permissions-Policy on every answer.
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
  // helmet's middleware, built once. (@fastify/helmet built it again on every request: about 2% of
  // a quote's CPU, parsing the same directives each time.) It sets the headers on the raw answer,
  // which Fastify sends with its own.
  const setSecurityHeaders = helmet({
    // /docs sets its own CSP (swagger-ui's staticCSP); everything else gets this one.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", styleHash(REACT_ARIA_PRESS_STYLE)],
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
    // A year, subdomains too (the header browsers preload from); production only.
    strictTransportSecurity: options.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Since helmet 8.1 a bad option throws when built (above); the callback never gets an error.
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
  const permissions = permissionsPolicy(options.paymentOrigin);
  // onSend, so that answers made before routing (a malformed URL, a 404) carry them too.
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissions);
    if (!isApiPath(request.url)) return;
    if (reply.statusCode >= 400 || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', NO_STORE);
    }
  });
}

function isApiPath(url: string): boolean {
  return url === '/v1' || url.startsWith('/v1/') || url.startsWith('/v1?');
}
