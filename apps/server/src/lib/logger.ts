import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Structured logs without personal data: requests are logged by route pattern (never the raw URL,
 * which can carry a postcode or a reference), and bodies are never logged.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        route: request.routeOptions?.url ?? 'unmatched',
        requestId: request.id,
      }),
    },
  };
}
