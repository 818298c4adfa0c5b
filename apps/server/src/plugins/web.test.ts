import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { PublicConfig } from '@van/domain/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWithConfig, registerWeb } from './web.ts';

const INDEX = '<!doctype html><html><head><title>Van insurance</title></head><body></body></html>';
const config: PublicConfig = {
  brandName: 'Roadwise </script><script>alert(1)</script>',
  brokerLegalName: 'Roadwise Insurance Services Limited',
  phoneNumbers: {
    general: '0808 157 0100',
    fraud: '0808 157 0101',
    failedCreditCheck: '0808 157 0102',
    bySourceOfBusiness: {},
  },
  comparisonSiteNames: {},
  insurerName: 'Example Van Underwriters Ltd',
  firm: {
    registeredOffice: '1 Example Street, Exampleton, EX1 1AA',
    companyNumber: '00000000',
    fcaFirmReferenceNumber: '999999',
    icoRegistrationNumber: 'ZA000000',
    complaints: {
      address: 'Complaints, 1 Example Street, Exampleton, EX1 1AA',
      email: 'complaints@roadwise.example',
      phone: '0808 157 0120',
    },
    dataProtectionEmail: 'dataprotection@roadwise.example',
  },
  contactEmail: 'vans@example.co.uk',
  openingHours: 'Monday to Friday 8am to 7pm, Saturday 9am to 5pm, Bank Holidays 8am to 5pm.',
  textPhonePrefix: '18001',
  sessionExpirySeconds: 2700,
  allowedEmbeddingHosts: [],
  isProduction: false,
  bankHolidays: { '2026': ['2026-12-25', '2026-12-28'] },
};

describe('the served page', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'van-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
    app = Fastify();
    await registerWeb(app, dist, config);
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('carries the public config as a data block no value can break out of', () => {
    const html = pageWithConfig(INDEX, config);
    const block = /<script type="application\/json" id="public-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(config);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('answers any page path with the page, compressed as the browser accepts, never cached stale', async () => {
    const response = await app.inject({
      url: '/your-quote/retrieve',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('id="public-config"');
    expect(html).toContain('<title>Van insurance</title>');
  });

  it('serves built files for a year and not index.html without the config', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/index.html' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/v1/unknown' })).statusCode).toBe(404);
  });
});
