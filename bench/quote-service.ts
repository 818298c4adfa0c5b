/**
 * Drives the quote service over HTTP the way many customers would, from 100 connections
 * (autocannon, in this process), against the server and its embedded PostgreSQL in a process of
 * their own (serve-for-bench.ts): PUT /v1/quote with varied valid risks and POST /v1/retrieve,
 * beside the same server's floor (a pre-built Quote-sized body) and trivial routes (issue 20 item
 * 3); then the server's memory over a sustained run, and an overload (decision 034 item 2).
 * BENCH_SECONDS shortens the runs (a check that the bench works; its figures then mean little).
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { buildCreateQuoteRequest, type Quote } from '@van/domain/quote';
import { deriveRetrievalKey } from '@van/domain/retrieval';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { SERVER_NODE_FLAGS } from '@van/server/node-flags';
import { FLOOR_PATH, benchClientAddress } from './bench-app.ts';
import { postgresCpuMs, processCpuMs, residentMb } from './process-cpu.ts';

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

/** The optional extras (opex codes) a request asks to be priced, in turn: none, one, both. */
const EXTRAS = [[], ['BDV2O'], ['BDV2O', 'TOOLSV1O']];

/**
 * `count` different valid risks: ages 18-79, licences from the 17th birthday to a year ago, van
 * values, NCD years, postcodes and extras spread across the range. Every one is a risk the service
 * prices (decision 052's licence rule included), so no cheap refusal can flatter a figure; the
 * bench counts the answers that are not 2xx all the same.
 */
export function variedQuoteBodies(count: number, today: string): string[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: count }, (_, i) => {
    const quote = completedDirectQuote(today);
    const risk = quote.policy.eventCurrent.risk;
    const age = 18 + ((i * 7) % 62);
    const birthday = `0${1 + (i % 9)}-1${i % 10}`;
    risk.proposer.dateOfBirth = `${year - age}-${birthday}`;
    // Licensed on a birthday from the 17th to last year's, so never before 17 nor after today.
    const licensedAt = 17 + ((i * 5) % (age - 17));
    const licence = risk.proposer.driverDetails?.licence;
    if (licence) licence.dateObtained = `${year - age + licensedAt}-${birthday}`;
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
    return JSON.stringify({
      ...buildCreateQuoteRequest(quote),
      requestedOpexCodes: EXTRAS[i % EXTRAS.length],
    });
  });
}

/** Each measured route's run (issue 20 item 3): 100 connections for 10 s, after a warm-up. */
const CONNECTIONS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_SECONDS = Math.min(3, SECONDS);
/** The memory step (issue 20 item 5): PUT /v1/quote sustained this long, RSS read every 10 s. */
const SUSTAINED_SECONDS = 6 * SECONDS;
/** Quotes made before the retrieve run, which it then retrieves in turn. */
const RETRIEVED_QUOTES = 200;
/** How long settle() waits at most, and the server's CPU (ms) per 250 ms it takes for quiet. */
const SETTLE_MAX_MS = 15_000;
const QUIET_CPU_MS = 30;

/** The bench server's processes, whose CPU and memory the bench reads (process-cpu.ts). */
interface Served {
  pid: number;
  postgresPid: number;
}

interface Run {
  result: autocannon.Result;
  /** Response times (ms) of the 2xx answers: only those count towards a rate. */
  answered: number[];
  /** The same, leaving out each connection's first request (see run()). */
  answeredAfterFirst: number[];
  /** How many answers of each status that is not 2xx. */
  refused: Record<number, number>;
  /** CPU (ms) used during the run by the server process, its PostgreSQL and this process. */
  cpu: { server: number; postgres: number; loadGenerator: number };
}

/**
 * Waits until the server is nearly idle (or SETTLE_MAX_MS): when a run's connections close, the
 * requests still in the server finish all the same, and counted as in flight they would make the
 * next run's requests shed (plugins/load-shedding.ts) or slow, so it would pay for them.
 */
async function settle(served: Served): Promise<void> {
  await sleep(500);
  for (let waited = 0; waited < SETTLE_MAX_MS; waited += 250) {
    const before = processCpuMs(served.pid);
    await sleep(250);
    if (processCpuMs(served.pid) - before <= QUIET_CPU_MS) return;
  }
}

/**
 * Runs autocannon, keeping apart the response times of each connection's first request: a new
 * connection waits to be accepted, and Node (libuv 1.46) accepts one connection per turn of a
 * busy event loop, so at the start of a run the 100 first requests queue for seconds for
 * admission. That is a cost of opening 100 connections at once, not of answering a quote.
 * Only 2xx answers are timed and counted as answered; the rest are counted by status.
 */
async function run(
  url: string,
  options: Partial<autocannon.Options>,
  served: Served,
): Promise<Run> {
  await settle(served);
  const answered: number[] = [];
  const answeredAfterFirst: number[] = [];
  const refused: Record<number, number> = {};
  const opened = new Set<autocannon.Client>();
  const server = processCpuMs(served.pid);
  const postgres = postgresCpuMs(served.postgresPid);
  const loadGenerator = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, ...options },
      (error: unknown, finished: autocannon.Result) =>
        error ? reject(error as Error) : resolve(finished),
    );
    instance.on('response', (client, status, _bytes, responseTime) => {
      const first = !opened.has(client);
      opened.add(client);
      if (status < 200 || status >= 300) {
        refused[status] = (refused[status] ?? 0) + 1;
        return;
      }
      answered.push(responseTime);
      if (!first) answeredAfterFirst.push(responseTime);
    });
  });
  const used = process.cpuUsage(loadGenerator);
  return {
    result,
    answered,
    answeredAfterFirst,
    refused,
    cpu: {
      server: processCpuMs(served.pid) - server,
      postgres: postgresCpuMs(served.postgresPid) - postgres,
      loadGenerator: (used.user + used.system) / 1000,
    },
  };
}

function percentile(sorted: number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
}

/** 2xx answers a second. */
function rateOf({ answered, result }: Run): number {
  return answered.length / result.duration;
}

function line(name: string, measured: Run, goal = ''): string {
  const { result, answered, answeredAfterFirst, refused, cpu } = measured;
  const afterFirst = [...answeredAfterFirst].sort((a, b) => a - b);
  const all = [...answered].sort((a, b) => a - b);
  const notOk = Object.values(refused).reduce((sum, n) => sum + n, 0);
  const perAnswer = (ms: number) => (ms / Math.max(result.requests.total, 1)).toFixed(2);
  return (
    `${name}: ${Math.round(rateOf(measured))}/s p50=${percentile(afterFirst, 0.5)} ms p99=${percentile(afterFirst, 0.99)} ms${goal}` +
    ` | ${answered.length} 2xx; not 2xx: ${notOk} ${JSON.stringify(refused)}; ${result.errors} errors, ${result.timeouts} time-outs` +
    ` | with each connection's first request: p50=${percentile(all, 0.5)} ms p99=${percentile(all, 0.99)} ms` +
    ` | CPU per answer: server ${perAnswer(cpu.server)} ms, PostgreSQL ${perAnswer(cpu.postgres)} ms, autocannon ${perAnswer(cpu.loadGenerator)} ms`
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

/** Starts serve-for-bench.ts; answers what it printed once ready. */
async function startServer(server: ChildProcessByStdio<null, Readable, null>) {
  return new Promise<{
    address: string;
    livenessUrl: string;
    postgresPid: number;
    floorBytes: number;
  }>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /listening (\S+)/.exec(output)?.[1];
      if (!address) return;
      resolve({
        address,
        livenessUrl: /liveness (\S+)/.exec(output)?.[1] ?? '',
        postgresPid: Number(/postgres-pid (\d+)/.exec(output)?.[1]),
        floorBytes: Number(/floor-bytes (\d+)/.exec(output)?.[1]),
      });
    });
    server.once('exit', (code) => reject(new Error(`bench server stopped (exit ${code})`)));
  });
}

/**
 * Makes `count` quotes from `bodies` over HTTP, ten at a time, and answers the retrieve body of
 * each (§3.10's retrieval key: the reference, last name, date of birth and postcode). A quote
 * shed with 503 (the server still starting on a busy machine) is asked again a moment later.
 */
async function quotesToRetrieve(address: string, bodies: string[], count: number) {
  const make = async (body: string): Promise<string> => {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await fetch(`${address}/v1/quote`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (answer.status === 503 && attempt < 50) {
        await answer.arrayBuffer();
        await sleep(200);
        continue;
      }
      if (answer.status !== 200) {
        throw new Error(`a quote to retrieve was refused (${answer.status})`);
      }
      const key = deriveRetrievalKey((await answer.json()) as Quote);
      if (!key) throw new Error('a quote to retrieve has no retrieval key');
      return JSON.stringify(key);
    }
  };
  const keys: string[] = [];
  for (let start = 0; start < count; start += 10) {
    keys.push(...(await Promise.all(bodies.slice(start, Math.min(start + 10, count)).map(make))));
  }
  return keys;
}

export async function benchQuoteService(): Promise<void> {
  const server = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'serve-for-bench.ts'],
    {
      cwd: path.dirname(fileURLToPath(import.meta.url)),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const { address, livenessUrl, postgresPid, floorBytes } = await startServer(server);
    const served = { pid: server.pid!, postgresPid };
    const bodies = variedQuoteBodies(500, ukToday(new Date()));
    const keys = await quotesToRetrieve(address, bodies, RETRIEVED_QUOTES);
    let nextQuote = 0;
    let nextKey = 0;
    let client = 0;
    const json = { 'content-type': 'application/json' };
    const routes: Record<
      'floor' | 'trivial' | 'quote' | 'retrieve',
      [string, Partial<autocannon.Options>]
    > = {
      floor: [`${address}${FLOOR_PATH}`, {}],
      trivial: [`${address}/v1/config`, {}],
      quote: [
        `${address}/v1/quote`,
        {
          method: 'PUT',
          headers: json,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: bodies[nextQuote++ % bodies.length],
              }),
            },
          ],
        },
      ],
      // Each retrieve as another customer (bench-app.ts benchClientAddress): one client asking
      // thousands of times a second would be stopped by the per-client limit, as it should be.
      retrieve: [
        `${address}/v1/retrieve`,
        {
          method: 'POST',
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...json, 'x-forwarded-for': benchClientAddress(client++) },
                body: keys[nextKey++ % keys.length],
              }),
            },
          ],
        },
      ],
    };
    // Warm first (JIT, the pool's connections, PostgreSQL's caches); these answers are not counted.
    for (const [url, options] of Object.values(routes)) {
      await run(url, { ...options, duration: WARM_SECONDS }, served);
    }
    const floor = await run(...routes.floor, served);
    const trivial = await run(...routes.trivial, served);
    const quotes = await run(...routes.quote, served);
    const retrieved = await run(...routes.retrieve, served);
    const share = (measured: Run) =>
      rateOf(floor) > 0
        ? `${((rateOf(measured) / rateOf(floor)) * 100).toFixed(1)}%`
        : 'unknown (the floor answered nothing)';
    console.log(
      `HTTP, ${CONNECTIONS} connections, ${SECONDS} s each after a ${WARM_SECONDS} s warm-up, one server process (rates count 2xx answers only; p50/p99 of the 2xx answers, each connection's first request left out: see run()):`,
    );
    console.log(
      line(
        `  floor (GET ${FLOOR_PATH}: a pre-built ${(floorBytes / 1024).toFixed(1)} KB Quote text)`,
        floor,
      ),
    );
    console.log(line('  trivial (GET /v1/config)', trivial));
    console.log(
      line(
        `  PUT /v1/quote (${bodies.length} varied valid risks)`,
        quotes,
        ' (goal >= 1,500/s, p99 < 100 ms)',
      ),
    );
    console.log(
      line(
        `  POST /v1/retrieve (${RETRIEVED_QUOTES} quotes made before the run)`,
        retrieved,
        ' (goal >= 2,500/s)',
      ),
    );
    console.log(
      `  share of the floor: PUT /v1/quote ${share(quotes)} (goal >= 20%), POST /v1/retrieve ${share(retrieved)}, trivial ${share(trivial)}`,
    );
    await sustained(routes.quote, served);
    // Decision 034 item 2: the rate the normal run sustained (its 2xx answers), then five times that.
    const offered = Math.round(OVERLOAD_FACTOR * rateOf(quotes));
    console.log(
      offered < 1
        ? 'overload: not run, as no quote was answered 2xx in the normal run'
        : overloadLine(await overload(address, livenessUrl, offered, bodies)),
    );
  } finally {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  }
}

/**
 * The memory step (issue 20 item 5): the server process's resident memory before, every 10 s
 * during and after PUT /v1/quote sustained for SUSTAINED_SECONDS, so growth without bound shows.
 */
async function sustained(
  [url, options]: [string, Partial<autocannon.Options>],
  served: Served,
): Promise<void> {
  const before = residentMb(served.pid);
  const during: number[] = [];
  const timer = setInterval(() => during.push(residentMb(served.pid).rss), 10_000);
  const measured = await run(url, { ...options, duration: SUSTAINED_SECONDS }, served).finally(() =>
    clearInterval(timer),
  );
  const after = residentMb(served.pid);
  const mb = (value: number) => value.toFixed(0);
  console.log(
    `memory (a separate step): the server process's RSS before ${SUSTAINED_SECONDS} s of sustained PUT /v1/quote: ${mb(before.rss)} MB; every 10 s: ${during.map(mb).join(', ')} MB; after: ${mb(after.rss)} MB (peak ${mb(after.peak)} MB)`,
  );
  console.log(line(`  PUT /v1/quote sustained ${SUSTAINED_SECONDS} s`, measured));
}
