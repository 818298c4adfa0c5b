import { describe, expect, it } from 'vitest';
import { DEV_MERCHANT_KEY, DEV_WEBHOOK_SECRET, isOrigin, readConfig } from './config.ts';

describe('readConfig', () => {
  it('has working development defaults', () => {
    expect(readConfig({})).toEqual({
      merchantKey: DEV_MERCHANT_KEY,
      webhookSecret: DEV_WEBHOOK_SECRET,
    });
  });

  it('takes the key, the secret and the public origin from the environment', () => {
    expect(
      readConfig({
        PAYMENT_SANDBOX_MERCHANT_KEY: 'sk_1',
        PAYMENT_SANDBOX_WEBHOOK_SECRET: 'whsec_1',
        PAYMENT_SANDBOX_PUBLIC_URL: 'https://pay.example.com/',
      }),
    ).toEqual({
      merchantKey: 'sk_1',
      webhookSecret: 'whsec_1',
      publicUrl: 'https://pay.example.com',
    });
  });

  it('refuses to start in production without its own key and secret, naming them', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'The payment sandbox needs PAYMENT_SANDBOX_MERCHANT_KEY and PAYMENT_SANDBOX_WEBHOOK_SECRET set in production.',
    );
    expect(() =>
      readConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_MERCHANT_KEY: 'sk_1' }),
    ).toThrow('needs PAYMENT_SANDBOX_WEBHOOK_SECRET set');
  });

  it('refuses a public URL with a path', () => {
    expect(() => readConfig({ PAYMENT_SANDBOX_PUBLIC_URL: 'https://pay.example.com/x' })).toThrow(
      'PAYMENT_SANDBOX_PUBLIC_URL must be an origin',
    );
  });
});

describe('isOrigin', () => {
  it.each([
    ['https://shop.example', true],
    ['http://127.0.0.1:3000', true],
    ['https://shop.example/', false],
    ['https://shop.example/pay', false],
    ['HTTPS://Shop.example', false],
    ['javascript:alert(1)', false],
    ['*', false],
    ['null', false],
  ])('%s -> %s', (value, expected) => {
    expect(isOrigin(value)).toBe(expected);
  });
});
