import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Builds the OpenAPI document from the contract's zod schemas (app.swagger()) and, when `serve`
 * is true, publishes it at /docs/json with a readable page at /docs. Production serves neither
 * unless API_DOCS=on (decision 034 item 7): the map of every call is no help to customers. Must be
 * registered before the routes it describes.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  brandName: string,
  { serve }: { serve: boolean } = { serve: true },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${brandName} van insurance quote service`,
        description:
          'The calls the van insurance journey makes (quotes, retrieval, metadata, vehicle lookup, payment and policy). ' +
          'Every request and response is validated against these schemas; errors answer `{error: {code, message}}`.',
        version: '1.0.0',
      },
      // Decision 057: the comparison sites' surface, versioned on its own (/partner/v1).
      tags: [
        {
          name: 'partner',
          description:
            'Partner API v1, for price-comparison sites: `Authorization: Bearer <API key>` on every call ' +
            '(one 401 for every credential failure). POST /partner/v1/quotes prices a risk under the ' +
            "site's own requestId: a retry with the same requestId and body answers the same quote, never " +
            'a second one; another body under it is 409 RequestIdReused. The source of business is always ' +
            "the site's own, whatever the risk says. A risk outside GET /partner/v1/eligibility is 422 " +
            'OutsideEligibility, unpriced. Limits per site: a rate a minute (429 TooManyRequests) and a ' +
            'quota of quote requests a UK day (429 QuotaExceeded), both with Retry-After.',
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  if (!serve) return;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
