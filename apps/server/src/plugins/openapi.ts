import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Publishes the OpenAPI document generated from the contract's zod schemas at /docs/json and a
 * readable page at /docs. Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance, brandName: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${brandName} van insurance quote service`,
        description:
          'The calls the van insurance journey makes (quotes, retrieval, metadata, vehicle lookup, payment and policy). ' +
          'Every request and response is validated against these schemas; errors answer `{error: {code, message}}`.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
