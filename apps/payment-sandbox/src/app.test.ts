import { describe, expect, it } from 'vitest';
import { buildPaymentSandbox } from './app.ts';

describe('payment sandbox', () => {
  it('answers its health check and serves its page', async () => {
    const app = buildPaymentSandbox();
    const health = await app.inject({ method: 'GET', url: '/health' });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(health.json()).toEqual({ status: 'ok' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Payment sandbox</h1>');
    await app.close();
  });
});
