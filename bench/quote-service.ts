/**
 * Drives the quote service over HTTP the way many customers would: PUT /v1/quote with varied,
 * realistic risks from 100 connections (autocannon, in this process), against the server and its
 * embedded PostgreSQL in a process of their own, beside a trivial route of the same server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { buildCreateQuoteRequest } from '@van/domain/quote';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';

const POSTCODES = [
  'LS1 4AP',
  'SW1A 1AA',
  'B1 1AA',
  'M1 1AE',
  'EH1 1YZ',
  'CF10 1EP',
  'BS1 4DJ',
  'NE1 4ST',
  'TR1 2HE',
  'BT1 5GS',
];

/** `count` different risks: ages 18-80, van values, NCD years and postcodes spread across the range. */
export function variedQuoteBodies(count: number, today: string): string[] {
  return Array.from({ length: count }, (_, i) => {
    const quote = completedDirectQuote(today);
    const risk = quote.policy.eventCurrent.risk;
    const birthYear = Number(today.slice(0, 4)) - 18 - ((i * 7) % 62);
    risk.proposer.dateOfBirth = `${birthYear}-0${1 + (i % 9)}-1${i % 10}`;
    risk.proposer.correspondenceAddress = {
      ...risk.proposer.correspondenceAddress,
      postcode: POSTCODES[i % POSTCODES.length]!,
    };
    risk.vehicles = [{ ...risk.vehicles?.[0], value: 2_000 + ((i * 1_373) % 48_000) }];
    const ncd = i % 10;
    if (ncd > 0)
      risk.previousInsuranceMotor = {
        type: 'GV',
        expiryDate: today,
        noClaimsDiscount: { years: ncd, protected: false },
      };
    return JSON.stringify(buildCreateQuoteRequest(quote));
  });
}

interface Run {
  result: autocannon.Result;
  /** Response times (ms) of every request but each connection's first. */
  afterFirst: number[];
}

/**
 * Runs autocannon, keeping apart the response times of each connection's first request: a new
 * connection waits to be accepted, and Node (libuv 1.46) accepts one connection per turn of a
 * busy event loop, so at the start of a run the 100 first requests queue for seconds for
 * admission. That is a cost of opening 100 connections at once, not of answering a quote.
 */
async function run(url: string, options: Partial<autocannon.Options>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const afterFirst: number[] = [];
    const answered = new Set<autocannon.Client>();
    const instance = autocannon(
      { url, connections: 100, duration: 10, ...options },
      (error: unknown, result: autocannon.Result) =>
        error ? reject(error as Error) : resolve({ result, afterFirst }),
    );
    instance.on('response', (client, _status, _bytes, responseTime) => {
      if (answered.has(client)) afterFirst.push(responseTime);
      else answered.add(client);
    });
  });
}

function percentile(sorted: number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
}

function line(name: string, { result, afterFirst }: Run): string {
  const errors = result.errors + result.non2xx;
  const sorted = [...afterFirst].sort((a, b) => a - b);
  return (
    `${name}: ${Math.round(result.requests.average)}/s p50=${result.latency.p50} ms p99=${result.latency.p99} ms (${result.requests.total} requests, ${errors} errors)` +
    `; leaving out each connection's first request: p50=${percentile(sorted, 0.5)} ms p99=${percentile(sorted, 0.99)} ms`
  );
}

const OVERLOAD_FACTOR = 5;
const OVERLOAD_SECONDS = 20;
/** Enough that the offered rate is kept up while answers are slow (autocannon waits for each). */
const OVERLOAD_CONNECTIONS = 1000;
/** Liveness is asked this often during the overload, as a load balancer would. */
const HEALTH_PER_SECOND = 10;

interface Overload {
  offeredPerSecond: number;
  result: autocannon.Result;
  /** Response times (ms) of the quotes admitted (2xx), and how many were shed (503). */
  admitted: number[];
  /** The same, leaving out each connection's first request (see run()). */
  admittedAfterFirst: number[];
  shed: number;
  /** GET /health/live while the overload ran: on the server's port, then on HEALTH_PORT's. */
  liveness: Polled[];
}

/** Response times (ms) of the answers to one health URL, and how many failed. */
interface Polled {
  url: string;
  health: number[];
  failures: number;
}

/**
 * PUT /v1/quote offered at a fixed overall rate (an open model: requests keep coming whatever the
 * answers' latency, as customers do) for OVERLOAD_SECONDS, from enough connections that the rate
 * is not held back by slow answers; GET /health/live asked beside it.
 */
async function overload(
  url: string,
  livenessUrl: string,
  offeredPerSecond: number,
  bodies: string[],
): Promise<Overload> {
  let next = 0;
  const admitted: number[] = [];
  const admittedAfterFirst: number[] = [];
  let shed = 0;
  // Liveness is asked from a thread of its own, so that the load generator's busy event loop
  // does not add to the latency measured (it still shares the machine's processors). Its
  // connection is opened before the overload starts, as a load balancer's would be.
  const poller = new Worker(HEALTH_POLLER, {
    eval: true,
    workerData: {
      urls: [`${url}/health/live`, `${livenessUrl}/health/live`],
      ms: OVERLOAD_SECONDS * 1000,
      every: 1000 / HEALTH_PER_SECOND,
    },
  });
  const polling = new Promise<Polled[]>((resolve, reject) => {
    poller.on('message', (message: 'ready' | Polled[]) => {
      if (message !== 'ready') resolve(message);
    });
    poller.once('error', reject);
  });
  await new Promise<void>((resolve) => poller.once('message', () => resolve()));
  const quotes = new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/v1/quote`,
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        requests: [
          { setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) },
        ],
        connections: OVERLOAD_CONNECTIONS,
        overallRate: offeredPerSecond,
        duration: OVERLOAD_SECONDS,
      },
      (error: unknown, result: autocannon.Result) =>
        error ? reject(error as Error) : resolve(result),
    );
    const answered = new Set<autocannon.Client>();
    instance.on('response', (client, status, _bytes, responseTime) => {
      const first = !answered.has(client);
      answered.add(client);
      if (status >= 200 && status < 300) {
        admitted.push(responseTime);
        if (!first) admittedAfterFirst.push(responseTime);
      } else if (status === 503) shed += 1;
    });
  });
  const [result, polled] = await Promise.all([quotes, polling]);
  return {
    offeredPerSecond,
    result,
    admitted,
    admittedAfterFirst,
    shed,
    liveness: polled,
  };
}

/**
 * Asks each of `urls` every `every` ms from 1 s after starting until 0.5 s before `ms`, side by
 * side; posts each one's times.
 */
const HEALTH_POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const { urls, ms, every } = workerData;
const sleep = (t) => new Promise((resolve) => setTimeout(resolve, t));
async function ask(polled) {
  const start = performance.now();
  try {
    const answer = await fetch(polled.url, { signal: AbortSignal.timeout(5000) });
    await answer.arrayBuffer();
    if (answer.ok) polled.health.push(performance.now() - start);
    else polled.failures += 1;
  } catch {
    polled.failures += 1;
  }
}
(async () => {
  const results = urls.map((url) => ({ url, health: [], failures: 0 }));
  // The connections, opened before the overload.
  for (const url of urls) await (await fetch(url)).arrayBuffer();
  parentPort.postMessage('ready');
  const until = Date.now() + ms - 500; // while the overload lasts
  await sleep(1000); // once it has built up
  while (Date.now() < until) {
    await Promise.all(results.map(ask));
    await sleep(every);
  }
  parentPort.postMessage(results);
})();
`;

function overloadLine({
  offeredPerSecond,
  result,
  admitted,
  admittedAfterFirst,
  shed,
  liveness,
}: Overload): string {
  const answered = result.requests.total;
  const sorted = (times: number[]) => [...times].sort((a, b) => a - b);
  const [all, afterFirst] = [sorted(admitted), sorted(admittedAfterFirst)];
  const where = ['on the server port', 'on HEALTH_PORT (worker thread)'];
  const livenessLines = liveness.map(({ health, failures }, index) => {
    const live = sorted(health);
    return `GET /health/live ${where[index]} meanwhile: n=${health.length} p50=${percentile(live, 0.5)} ms p99=${percentile(live, 0.99)} ms max=${percentile(live, 1)} ms (goal < 100 ms), ${failures} failed`;
  });
  return (
    `PUT /v1/quote at ${OVERLOAD_FACTOR}x the sustainable rate (${offeredPerSecond}/s offered for ${OVERLOAD_SECONDS} s, ${OVERLOAD_CONNECTIONS} connections): ` +
    `${answered} answered, ${((shed / Math.max(answered, 1)) * 100).toFixed(1)}% shed with 503, ${admitted.length} admitted (${Math.round(admitted.length / OVERLOAD_SECONDS)}/s) ` +
    `p50=${percentile(all, 0.5)} ms p99=${percentile(all, 0.99)} ms, leaving out each connection's first request p50=${percentile(afterFirst, 0.5)} ms p99=${percentile(afterFirst, 0.99)} ms (goal: p99 < 1000 ms); ${result.errors} connection errors, ${result.timeouts} time-outs` +
    `; ${livenessLines.join('; ')}`
  );
}

export async function benchQuoteService(): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'serve-for-bench.ts'], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let livenessUrl = '';
    const address = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        livenessUrl = /liveness (\S+)/.exec(output)?.[1] ?? livenessUrl;
        const match = /listening (\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      server.once('exit', (code) => reject(new Error(`bench server stopped (exit ${code})`)));
    });
    const bodies = variedQuoteBodies(500, ukToday(new Date()));
    let next = 0;
    const trivial = await run(`${address}/v1/config`, {});
    const quotes = await run(`${address}/v1/quote`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      requests: [
        { setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) },
      ],
    });
    console.log(line('GET /v1/config (trivial route)', trivial));
    console.log(line('PUT /v1/quote (rate + store, 100 connections)', quotes));
    // Decision 034 item 2: the rate the normal run sustained (its 2xx answers), then five times that.
    const sustainable =
      (quotes.result.requests.total - quotes.result.non2xx) / quotes.result.duration;
    console.log(
      overloadLine(
        await overload(address, livenessUrl, Math.round(OVERLOAD_FACTOR * sustainable), bodies),
      ),
    );
  } finally {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  }
}
