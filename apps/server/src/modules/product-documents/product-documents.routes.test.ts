import { ADDITIONAL_COVER_TERMS_URL, ADD_ONS } from '@van/domain/reference-data';
import { ApiErrorSchema } from '@van/domain/shared';
import { TARIFF_2026_11 } from '@van/rating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { PRODUCT_DOCUMENT_CACHE_CONTROL } from './product-documents.routes.ts';

// GET /documents/…: every document a quote links to answers a PDF holding its product's name and
// figures; nothing else under /documents answers anything but our 404.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ now: () => new Date('2026-11-22T10:00:00Z') });
});

afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

const addOnName = (code: string) => ADD_ONS.find((addOn) => addOn.code === code)?.name ?? code;

/** Each address the tariff names, with text its PDF must hold: the product's name and figures. */
const LINKED: [string, string[]][] = [
  ...Object.values(TARIFF_2026_11.tiers).flatMap((tier): [string, string[]][] => {
    const figures = [tier.productName, `£${tier.compulsoryExcess}`, `£${tier.personalBelongings}`];
    return [
      [tier.ipid.url, [...figures, `compulsory excess £${tier.compulsoryExcess}`]],
      [tier.policySummaryUrl, [...figures, 'Key features and limits']],
      [tier.policyDocumentUrl, [...figures, 'General exclusions']],
    ];
  }),
  ...Object.entries(TARIFF_2026_11.includedExtensions).map(([, extension]): [string, string[]] => [
    extension.url,
    [extension.description.slice(0, extension.description.indexOf(':'))],
  ]),
  ...Object.entries(TARIFF_2026_11.addOns).map(([code, addOn]): [string, string[]] => [
    addOn.url,
    [addOnName(code), `£${addOn.price}`],
  ]),
  [TARIFF_2026_11.protectedNcdDocument.url, ['Protected No Claims Discount']],
  [
    ADDITIONAL_COVER_TERMS_URL,
    ['Additional Cover Terms and Conditions', ...ADD_ONS.map((addOn) => addOn.name)],
  ],
];

describe('GET /documents/… (the product documents a quote links to)', () => {
  it.each(LINKED)('answers %s with its PDF, inline and cacheable', async (url, expected) => {
    const response = await get(url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const fileName = url.slice('/documents/'.length).replaceAll('/', '-');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
    expect(response.headers['cache-control']).toBe(PRODUCT_DOCUMENT_CACHE_CONTROL);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const fragment of expected) expect(text).toContain(fragment);
  });

  it('answers the same bytes again, and 304 to a browser that has them', async () => {
    const url = TARIFF_2026_11.tiers.GOLD.ipid.url;
    const first = await get(url);
    const second = await get(url);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);

    const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it("lets the browser's PDF viewer show it, framed only where the journey may be", async () => {
    const response = await get(ADDITIONAL_COVER_TERMS_URL);
    expect(response.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    '/documents/van-diamond/ipid.pdf',
    '/documents/van-gold/IPID.pdf',
    '/documents/van-gold/ipid.pdf/',
    '/documents/van-gold/ipid',
    '/documents/ipid/',
    '/documents/',
    '/documents',
  ])('answers %s, which no tariff names, with a 404', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).error.code).toBe('NotFound');
  });

  it.each([
    '/documents/../package.json',
    '/documents/%2e%2e/package.json',
    '/documents/..%2fpackage.json',
    '/documents/ipid/..%2f..%2f..%2fpackage.json',
    '/documents/%2e%2e%2f%2e%2e%2fapps%2fserver%2fpackage.json',
    '/documents/van-gold/..%2f..%2fvan-gold/ipid.pdf',
  ])('answers the path traversal %s with a 404, never a file', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toContain('workspaces');
    expect(response.body).not.toContain('%PDF');
  });
});
