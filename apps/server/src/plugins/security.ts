import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
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
  });
}
