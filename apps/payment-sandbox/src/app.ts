import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The stand-in payment service provider, on its own origin. This skeleton only answers its health
 * check and shows that its page loads; the hosted card frame and signed results come with the
 * buying issue.
 */
export function buildPaymentSandbox(): FastifyInstance {
  const app = Fastify({ logger: { level: 'warn' } });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Payment sandbox</title></head>' +
          '<body><main><h1>Payment sandbox</h1><p>The test payment provider is running.</p></main></body></html>',
      ),
  );
  return app;
}
