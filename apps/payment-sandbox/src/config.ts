/**
 * The sandbox's configuration, read once from the environment. Outside production the secrets have
 * development defaults (published in the README for the merchant's side to use), so `npm start`
 * needs nothing set; with NODE_ENV=production the sandbox refuses to start without its own.
 */
export interface SandboxConfig {
  /** The merchant's API key: `Authorization: Bearer <key>` on every /v1 call. */
  merchantKey: string;
  /** Signs notifications (signature.ts). */
  webhookSecret: string;
  /** The origin the hosted page is reached at, when not the one the merchant called (a proxy). */
  publicUrl?: string;
}

export const DEV_MERCHANT_KEY = 'sk_sandbox_development_only';
export const DEV_WEBHOOK_SECRET = 'whsec_sandbox_development_only';

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const production = env.NODE_ENV === 'production';
  const missing = ['PAYMENT_SANDBOX_MERCHANT_KEY', 'PAYMENT_SANDBOX_WEBHOOK_SECRET'].filter(
    (name) => !env[name],
  );
  if (production && missing.length > 0) {
    throw new Error(`The payment sandbox needs ${missing.join(' and ')} set in production.`);
  }
  const publicUrl = env.PAYMENT_SANDBOX_PUBLIC_URL;
  if (publicUrl !== undefined && publicUrl !== '' && !isOrigin(publicUrl.replace(/\/$/, ''))) {
    throw new Error(
      'PAYMENT_SANDBOX_PUBLIC_URL must be an origin such as https://pay.example.com (no path).',
    );
  }
  return {
    merchantKey: env.PAYMENT_SANDBOX_MERCHANT_KEY || DEV_MERCHANT_KEY,
    webhookSecret: env.PAYMENT_SANDBOX_WEBHOOK_SECRET || DEV_WEBHOOK_SECRET,
    ...(publicUrl ? { publicUrl: publicUrl.replace(/\/$/, '') } : {}),
  };
}

/** True for `scheme://host[:port]` with an http(s) scheme and nothing after it. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}
