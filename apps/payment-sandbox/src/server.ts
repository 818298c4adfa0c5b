import { buildPaymentSandbox } from './app.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3100);
const app = buildPaymentSandbox();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ host, port });
process.stdout.write(`[payment-sandbox] listening on http://${host}:${port}\n`);
