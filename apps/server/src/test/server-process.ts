import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../node-flags.ts';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');

export interface ServerProcessOptions {
  port: number;
  databaseUrl: string;
  /** The payment sandbox, and the keys the server and it share. */
  sandboxUrl: string;
  merchantKey: string;
  webhookSecret: string;
  /** The folder under .data/ the process's e-mails are written to. */
  mailbox: string;
  /** Settings of the test's own (PUBLIC_URL, limits). */
  env?: Record<string, string>;
}

/**
 * The product's server as a process of its own, as `npm start` runs it (tests that kill it, or run
 * two): resolves once /health answers. The caller kills it. The end of its standard error is kept
 * to say why, should it not start.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      PAYMENT_SANDBOX_URL: options.sandboxUrl,
      PAYMENT_MERCHANT_KEY: options.merchantKey,
      PAYMENT_WEBHOOK_SECRET: options.webhookSecret,
      LOG_LEVEL: 'silent',
      MAILBOX_DIR: path.join('.data', options.mailbox),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-2000)));
  for (let i = 0; i < 600 && child.exitCode === null; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${stderr}`);
}
