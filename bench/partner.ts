/**
 * The partner API's quote path (decision 057, issue 19 item 3): POST /partner/v1/quotes as a
 * comparison site calls it, with varied risks and a new request id each time, against the server
 * and its embedded PostgreSQL in a process of their own (serve-for-bench.ts, which registers the
 * site with its limits lifted). First at a fixed 100 requests a second (the goal: p99 < 300 ms),
 * beside PUT /v1/quote at the same rate on the same server; then flat out from 10 connections,
 * for the highest rate it sustains.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { licenceDateProblems, type Risk } from '@van/domain/risk';
import { ukToday } from '@van/domain/shared';
import { eligibilityFailures } from '@van/rating';
import { SERVER_NODE_FLAGS } from '@van/server/node-flags';
import { variedQuoteBodies } from './quote-service.ts';

const FIXED_RATE = 100;
const SECONDS = 10;
const WARM_SECONDS = 5;
const CONNECTIONS = 10;

interface Measured {
  /** Response times (ms) of the 2xx answers. */
  answered: number[];
  /** How many answers of each status that is not 2xx (503: shed under overload). */
  failed: Record<number, number>;
  result: autocannon.Result;
}

/** Runs autocannon, each request's body from `body()`, keeping the 2xx answers' times. */
function measure(
  url: string,
  method: 'POST' | 'PUT',
  headers: Record<string, string>,
  body: () => string,
  options: Partial<autocannon.Options>,
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const answered: number[] = [];
    const failed: Record<number, number> = {};
    const instance = autocannon(
      {
        url,
        method,
        headers: { 'content-type': 'application/json', ...headers },
        requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
        duration: SECONDS,
        ...options,
      },
      (error: unknown, result: autocannon.Result) =>
        error ? reject(error as Error) : resolve({ answered, failed, result }),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) answered.push(responseTime);
      else failed[status] = (failed[status] ?? 0) + 1;
    });
  });
}

function line(name: string, { answered, failed, result }: Measured): string {
  const sorted = [...answered].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
  const perSecond = Math.round(answered.length / result.duration);
  return `${name}: ${perSecond}/s answered p50=${at(0.5)} ms p99=${at(0.99)} ms max=${at(1)} ms (${answered.length} answered; not 2xx: ${JSON.stringify(failed)}; ${result.errors} errors, ${result.timeouts} time-outs)`;
}

/** Starts serve-for-bench.ts; answers its address, the site's key, and a stop function. */
async function startServer() {
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'serve-for-bench.ts'],
    {
      cwd: path.dirname(fileURLToPath(import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  try {
    return await new Promise<{ address: string; key: string; stop: () => Promise<void> }>(
      (resolve, reject) => {
        let output = '';
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const key = /partner-key (\S+)/.exec(output)?.[1];
          const address = /listening (\S+)/.exec(output)?.[1];
          if (key && address) resolve({ address, key, stop });
        });
        server.once('exit', (code) => reject(new Error(`bench server stopped (exit ${code})`)));
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The 1, 5 and 15 minute load averages, as `uptime` prints them. */
function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

export async function benchPartnerQuotes(): Promise<void> {
  const today = ukToday(new Date());
  const varied = variedQuoteBodies(500, today);
  // The quote bench's varied risks, less those the service refuses anyway (a licence dated before
  // its driver was 17: a cheap 400) and those a site would have pre-filtered out on our published
  // eligibility (a cheap 422): both would flatter the figures.
  const directBodies = varied.filter((body) => {
    const { risk } = JSON.parse(body) as { risk: Risk };
    return (
      licenceDateProblems(risk, today).length === 0 && eligibilityFailures(risk, today).length === 0
    );
  });
  const risks = directBodies.map((body) =>
    JSON.stringify((JSON.parse(body) as { risk: Risk }).risk),
  );
  const run = Date.now();
  let partnerSent = 0;
  let directSent = 0;
  // A new request id every time: a repeated id would be answered from the record, not priced.
  const partnerBody = () => {
    const n = partnerSent++;
    return `{"requestId":"bench-${run}-${n}","risk":${risks[n % risks.length]}}`;
  };
  const directBody = () => directBodies[directSent++ % directBodies.length]!;

  // The machine is shared: its load beside the figures says how far they can be trusted.
  const loadBefore = loadAverage();
  const { address, key, stop } = await startServer();
  try {
    const auth = { authorization: `Bearer ${key}` };
    // Warm first (JIT, the pool's connections, PostgreSQL's caches), as the quote bench's trivial
    // run does for it; these answers are not counted.
    const warm = { connections: CONNECTIONS, duration: WARM_SECONDS };
    await measure(`${address}/partner/v1/quotes`, 'POST', auth, partnerBody, warm);
    await measure(`${address}/v1/quote`, 'PUT', {}, directBody, warm);
    // Ten connections keep 100 a second offered while each answer takes up to 100 ms (autocannon
    // waits for an answer before it sends again on a connection) without opening a hundred at once:
    // Node accepts one connection per turn of a busy event loop, so a hundred new connections queue
    // their first requests for seconds (see quote-service.ts) and that, not the path, is measured.
    const fixed = { overallRate: FIXED_RATE, connections: CONNECTIONS };
    const partnerAtRate = await measure(
      `${address}/partner/v1/quotes`,
      'POST',
      auth,
      partnerBody,
      fixed,
    );
    const directAtRate = await measure(`${address}/v1/quote`, 'PUT', {}, directBody, fixed);
    const partnerFlatOut = await measure(
      `${address}/partner/v1/quotes`,
      'POST',
      auth,
      partnerBody,
      { connections: CONNECTIONS },
    );
    console.log(
      `partner quotes: ${risks.length} of the ${varied.length} varied risks (valid and within eligibility), the same for PUT /v1/quote; load average ${loadBefore} before, ${loadAverage()} after`,
    );
    console.log(
      line(
        `POST /partner/v1/quotes at ${FIXED_RATE}/s for ${SECONDS} s (goal p99 < 300 ms)`,
        partnerAtRate,
      ),
    );
    console.log(
      line(`PUT /v1/quote at ${FIXED_RATE}/s for ${SECONDS} s, same server`, directAtRate),
    );
    console.log(
      line(
        `POST /partner/v1/quotes flat out, ${CONNECTIONS} connections, ${SECONDS} s (its maximum sustainable rate)`,
        partnerFlatOut,
      ),
    );
  } finally {
    await stop();
  }
}
