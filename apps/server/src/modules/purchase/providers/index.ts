import type { PaymentProvider } from '../payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox/sandbox-provider.ts';

// Which adapter serves the payment provider port (payment-provider.ts). One today, the stand-in
// provider; a real provider's adapter would sit beside it in its own folder and be chosen here.

export {
  createSandboxPaymentProvider,
  type SandboxProviderOptions,
} from './sandbox/sandbox-provider.ts';

/** The configured provider (the sandbox at PAYMENT_SANDBOX_URL), or undefined when none is set. */
export function paymentProviderFrom(payment: {
  providerUrl: string | undefined;
  merchantKey: string;
  webhookSecret: string;
}): PaymentProvider | undefined {
  if (!payment.providerUrl) return undefined;
  return createSandboxPaymentProvider({
    baseUrl: payment.providerUrl,
    merchantKey: payment.merchantKey,
    webhookSecret: payment.webhookSecret,
  });
}
