import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, confirmationSettings } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { createDb } from './db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailTransport, startEmailWorker, type EmailWorker } from './modules/email/index.ts';
import {
  paymentProviderFrom,
  policyDocumentAttachments,
  startPaymentRecovery,
  type PaymentRecovery,
} from './modules/purchase/index.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts the quote service: database (embedded unless DATABASE_URL is set), migrations, HTTP. */
async function main(): Promise<void> {
  const config = readConfig();
  const log = (message: string) => process.stdout.write(`[server] ${message}\n`);

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(path.resolve(REPO_ROOT, config.dataDir), log);
    log('embedded PostgreSQL started');
  }
  const db = createDb(config.databaseUrl ?? embedded!.url);
  const paymentProvider = paymentProviderFrom(config.payment);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    await migrateToLatest(db);
    app = await buildApp({ config, db, paymentProvider });
  } catch (error) {
    // Never leave an embedded PostgreSQL running behind a server that failed to start.
    await db.destroy();
    await embedded?.stop();
    throw error;
  }
  let stopping = false;
  let emailWorker: EmailWorker | undefined = undefined; // started once the server listens
  let paymentRecovery: PaymentRecovery | undefined = undefined; // likewise
  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping`);
    // The message being sent finishes first; anything unsent waits in the outbox for next time.
    await emailWorker?.stop();
    // A payment being settled finishes its transaction; any other is picked up at the next start.
    await paymentRecovery?.stop();
    await app.close();
    await db.destroy();
    await embedded?.stop();
    process.exit(exitCode);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // A defect that escapes every handler still takes the embedded database down with the server.
  process.once('uncaughtException', (error) => {
    log(`stopping after an unexpected error: ${error.stack ?? error.message}`);
    void stop('unexpected error', 1);
  });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    log(`could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await stop('could not listen', 1);
  }
  // Paid sessions whose notification was missed (say, this process was killed) become policies.
  if (paymentProvider) {
    paymentRecovery = startPaymentRecovery({
      db,
      provider: paymentProvider,
      confirmation: confirmationSettings(config),
      log: app.log,
    });
  } else {
    log('payments: unavailable (set PAYMENT_SANDBOX_URL)');
  }
  // E-mail is delivered beside the HTTP server, from the outbox the requests fill.
  const transport = createMailTransport(config.mail, REPO_ROOT);
  emailWorker = startEmailWorker({
    db,
    transport,
    log: app.log,
    // The confirmation's policy documents, made as it is sent (decision 030).
    attachmentsFor: policyDocumentAttachments(db, confirmationSettings(config)),
  });
  log(
    transport.name === 'smtp'
      ? 'e-mail: sent by SMTP'
      : `e-mail: written to ${path.resolve(REPO_ROOT, config.mail.mailboxDir)} (set SMTP_URL to send it)`,
  );
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

await main();
