import { createHash } from 'node:crypto';
import { ukToday } from '@van/domain/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import { productDocuments, type ProductDocument } from './product-documents.ts';

/**
 * A product document changes only with a tariff (a release), so browsers and any CDN may keep it
 * for a day; the ETag lets them check cheaply after that.
 */
export const PRODUCT_DOCUMENT_CACHE_CONTROL = 'public, max-age=86400';

export interface ProductDocumentRoutesOptions {
  config: Config;
  now: () => Date;
}

interface Rendered {
  bytes: Buffer;
  etag: string;
}

/**
 * GET /documents/…/*.pdf: the product documents the quote links to (IPIDs, policy summaries,
 * policy wordings, the additional cover terms), one route for each address a tariff names, so any
 * other path under /documents is the usual 404. Each PDF is made on its first request and kept.
 */
export const productDocumentRoutes: FastifyPluginAsync<ProductDocumentRoutesOptions> = async (
  app,
  { config, now },
) => {
  const brand = {
    brandName: config.brand.brandName,
    brokerLegalName: config.brand.brokerLegalName,
    phone: config.phoneNumbers.general,
    contactEmail: config.brand.contactEmail,
  };
  const rendered = new Map<string, Promise<Rendered>>();
  const render = (document: ProductDocument): Promise<Rendered> => {
    let pdf = rendered.get(document.url);
    if (!pdf) {
      pdf = document.pdf().then((bytes) => ({
        bytes: Buffer.from(bytes),
        etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
      }));
      // A failure is not kept: the next request tries again.
      pdf.catch(() => rendered.delete(document.url));
      rendered.set(document.url, pdf);
    }
    return pdf;
  };

  for (const document of productDocuments(brand, ukToday(now())).values()) {
    app.get(document.url, { schema: { hide: true } }, async (request, reply) => {
      const { bytes, etag } = await render(document);
      // Chrome shows a PDF in an <embed>, which the pages' object-src 'none' would block
      // (crbug.com/271452); a PDF runs no script, so it keeps only the rule on who may frame it.
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      const frameAncestors = policy
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('frame-ancestors '));
      reply
        .header('content-security-policy', frameAncestors ?? "frame-ancestors 'self'")
        .header('cache-control', PRODUCT_DOCUMENT_CACHE_CONTROL)
        .header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${document.fileName}"`)
        .send(bytes);
    });
  }
};

/** Whether an If-None-Match header ('"a", "b"', or '*') names `etag`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
