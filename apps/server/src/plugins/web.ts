import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { PublicConfig } from '@van/domain/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The id of the element that carries the public config in the page (apps/web lib/public-config). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/**
 * index.html with the public config in it as a JSON data block, so the web needs no request for it
 * before showing the first page. `<` is escaped so no value can close the element; a data block is
 * not a script the CSP has to allow.
 */
export function pageWithConfig(indexHtml: string, publicConfig: PublicConfig): string {
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
  return indexHtml.replace('</head>', `${block}</head>`);
}

interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function sendPage(page: CompressedPage, request: FastifyRequest, reply: FastifyReply) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.identity);
}

/**
 * Serves the built single-page journey from `distDir`: each built file at its own path, and the
 * page (index.html with the public config) for any other page path so deep links such as
 * /your-quote/retrieve load the app.
 */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string,
  publicConfig: PublicConfig,
): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`no built web app at ${distDir}: run "npm run build" to serve the journey`);
    return;
  }
  // The page is the same for every visitor, so it is built and compressed once, at start-up.
  const html = Buffer.from(pageWithConfig(readFileSync(indexPath, 'utf8'), publicConfig));
  const page: CompressedPage = {
    identity: html,
    br: brotliCompressSync(html),
    gzip: gzipSync(html, { level: 9 }),
  };
  await app.register(async (web) => {
    // Never shed (plugins/load-shedding.ts): the page and its files cost next to nothing to send,
    // and one file refused leaves a blank page that cannot even say the service is busy (a
    // browser journey met this under load). The calls they make are still shed, and answered so.
    web.addHook('onRoute', (route) => {
      route.config = { ...route.config, alwaysServe: true };
    });
    // wildcard: false registers one route per built file, so unknown paths fall through to /*.
    // preCompressed: the build writes .br and .gz beside each file; the best the browser accepts
    // is sent. Built files carry a content hash in their names, so they never change: cached for
    // a year. The page, which names them, is revalidated on every visit.
    await web.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      maxAge: '365d',
      immutable: true,
      allowedPath: (pathname) => pathname !== '/index.html',
    });
    web.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/v1/') || path.extname(pathname) !== '') {
        return reply.callNotFound();
      }
      return sendPage(page, request, reply);
    });
  });
}
