import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, confirmationSettings } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config/config.ts';
import { createDb } from './db/database.ts';
import { closeWithin, within } from './lib/graceful-stop.ts';
import { startLivenessListener, type LivenessListener } from './lib/liveness-listener.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createMailTransport, startEmailWorker, type EmailWorker } from './modules/email/index.ts';
import {
  paymentProviderFrom,
  policyDocumentAttachments,
  postedDocumentFiles,
  startPaymentRecovery,
  type PaymentRecovery,
} from './modules/purchase/index.ts';
import { prepareQuoteJson } from './modules/quote/index.ts';
import { startRetentionWorker, type RetentionWorker } from './modules/retention/index.ts';
import {
  cancellationAttachments,
  startCancellationRefundWorker,
  type RefundWorker,
} from './modules/cancellation/index.ts';
import { createStandInMidPort, startMidWorker, type MidWorker } from './modules/mid/index.ts';
import {
  createStandInPrintAndPostPort,
  startPostWorker,
  type PostWorker,
} from './modules/post/index.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** After the requests' grace, how long the pool and the embedded database may take to close. */
const CLOSE_DATABASE_MS = 5000;
/** A signal this soon after the first is its copy passed on by the launcher, not a second one. */
const SAME_SIGNAL_MS = 1000;

/** Starts the quote service: database (embedded unless DATABASE_URL is set), migrations, HTTP. */
async function main(): Promise<void> {
  const config = readConfig();
  const log = (message: string) => process.stdout.write(`[server] ${message}\n`);

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(path.resolve(REPO_ROOT, config.dataDir), log);
    log('embedded PostgreSQL started');
  }
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const db = createDb(databaseUrl, 10, config.databaseTimeouts);
  const paymentProvider = paymentProviderFrom(config.payment);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    // Migrations may rightly run longer than any request's statement: a connection of their own.
    const migrator = createDb(databaseUrl, 1, {
      ...config.databaseTimeouts,
      statementTimeoutMs: 0,
    });
    try {
      await migrateToLatest(migrator);
    } finally {
      await migrator.destroy();
    }
    app = await buildApp({ config, db, paymentProvider });
    prepareQuoteJson();
  } catch (error) {
    // Never leave an embedded PostgreSQL running behind a server that failed to start.
    await db.destroy();
    await embedded?.stop();
    throw error;
  }
  let stopping = false;
  let emailWorker: EmailWorker | undefined = undefined; // started once the server listens
  let paymentRecovery: PaymentRecovery | undefined = undefined; // likewise
  let retentionWorker: RetentionWorker | undefined = undefined; // likewise
  let midWorker: MidWorker | undefined = undefined; // likewise
  let refundWorker: RefundWorker | undefined = undefined; // likewise
  let postWorker: PostWorker | undefined = undefined; // likewise
  let liveness: LivenessListener | undefined = undefined; // likewise
  // Decision 034 item 8: stop accepting, let the requests in flight finish (SHUTDOWN_GRACE_MS at
  // most), stop the workers at a safe point, close the pool, then exit. A second signal, or a
  // stop that outlasts its bound, exits at once.
  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: stopping`);
    const deadline = setTimeout(() => {
      log('not stopped in time: exiting now');
      process.exit(1);
    }, config.shutdownGraceMs + CLOSE_DATABASE_MS);
    deadline.unref();
    const [drained] = await Promise.all([
      closeWithin(app, config.shutdownGraceMs),
      // The message being sent finishes first; anything unsent waits in the outbox for next time.
      emailWorker?.stop(),
      // A payment being settled finishes its transaction; any other is picked up at the next start.
      paymentRecovery?.stop(),
      // The batch being purged finishes; the rest is purged at the next pass (any process's).
      retentionWorker?.stop(),
      midWorker?.stop(),
      refundWorker?.stop(),
      postWorker?.stop(),
    ]);
    if (!drained) log(`requests still running after ${config.shutdownGraceMs} ms were cut off`);
    // Alive until the requests are drained: an orchestrator must not restart a draining process.
    await liveness?.stop();
    await within(db.destroy(), CLOSE_DATABASE_MS);
    // An embedded PostgreSQL that was killed never reports its exit: do not wait for it for ever.
    if (embedded) await within(embedded.stop(), CLOSE_DATABASE_MS);
    process.exit(exitCode);
  };
  // Ctrl+C in a terminal reaches this process and the launcher (scripts/start.ts), which passes
  // it on: that copy, a moment later, is the same request to stop, not a second one.
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      if (Date.now() - firstSignalAt < SAME_SIGNAL_MS) return;
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    firstSignalAt = Date.now();
    void stop(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
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
  if (config.healthPort !== undefined) {
    try {
      liveness = await startLivenessListener({ host: config.host, port: config.healthPort });
      log(`liveness: GET /health/live on port ${liveness.port} too (HEALTH_PORT)`);
    } catch (error) {
      log((error as Error).message);
      await stop('could not listen', 1);
    }
  }
  // Paid sessions whose notification was missed (say, this process was killed) become policies.
  if (paymentProvider) {
    paymentRecovery = startPaymentRecovery({
      db,
      provider: paymentProvider,
      confirmation: confirmationSettings(config),
      log: app.log,
    });
    // Decision 063: the refunds of policies cancelled online, from their outbox.
    refundWorker = startCancellationRefundWorker({ db, provider: paymentProvider, log: app.log });
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
    // Decision 063: a cancellation's confirmation carries its cancellation document.
    attachmentsFor: cancellationAttachments(
      db,
      confirmationSettings(config),
      policyDocumentAttachments(db, confirmationSettings(config)),
    ),
  });
  // Decision 042: the Motor Insurance Database is told of each policy issued or cancelled, from the
  // outbox the issue and cancellation fill (the stand-in plays the MID until we are connected).
  midWorker = startMidWorker({
    db,
    port: createStandInMidPort(db),
    log: app.log,
    alertAfterMs: config.mid.alertAfterHours * 60 * 60 * 1000,
  });
  // Decision 048: documents (and a monthly policy's Direct Debit notice) for a customer who chose
  // the post go to the print house from the outbox the issue fills (the stand-in plays its part).
  postWorker = startPostWorker({
    db,
    port: createStandInPrintAndPostPort(db),
    documentsFor: postedDocumentFiles(db, confirmationSettings(config)),
    log: app.log,
  });
  // Decision 034 items 6 and 7: rows past their retention are purged, and bank account numbers still
  // in clear or under a retired key sealed, by every process (safe when several do).
  retentionWorker = startRetentionWorker({
    db,
    settings: config.retention,
    bankAccountKeys: config.bankAccountKeys,
    log: app.log,
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
