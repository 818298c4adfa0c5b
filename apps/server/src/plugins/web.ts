import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page journey from `distDir`: each built file at its own path, and
 * index.html for any other page path so deep links such as /your-quote/retrieve load the app.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`no built web app at ${distDir}: run "npm run build" to serve the journey`);
    return;
  }
  // wildcard: false registers one route per built file, so unknown paths fall through to /*.
  // preCompressed: the build writes .br and .gz beside each file; the best the browser accepts is
  // sent. Built files carry a content hash in their names, so they never change: cached for a
  // year. index.html, which names them, is revalidated on every visit.
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    maxAge: '365d',
    immutable: true,
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/v1/') || path.extname(pathname) !== '') {
      return reply.callNotFound();
    }
    return reply
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
}
