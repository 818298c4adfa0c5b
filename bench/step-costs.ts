/**
 * What each step of PUT /v1/quote costs in CPU per quote (issue 20 item 5, as decision 031's
 * table), measured in this one process: the product's own app (bench-app.ts) answers the bench's
 * varied valid risks through app.inject, so every step is the real code, called as the route calls
 * it. process.cpuUsage gives the process's CPU per quote; a V8 CPU profile of a second pass shares
 * it out between the steps, each sample going to the outermost step on its stack (so zod running
 * inside the request check counts as the check, and inside toQuoteJson as the answer's check). The
 * embedded PostgreSQL's own CPU is read from /proc. Prints figures; judges nothing.
 */
import { Session, type Profiler } from 'node:inspector/promises';
import { ukToday } from '@van/domain/shared';
import { startBenchApp, type BenchApp } from './bench-app.ts';
import { postgresCpuMs } from './process-cpu.ts';
import { variedQuoteBodies } from './quote-service.ts';

type CallFrame = Profiler.ProfileNode['callFrame'];

const QUOTES = 500;
/** µs between profile samples: fine enough for steps of a tenth of a millisecond. */
const SAMPLING_MICROS = 100;

/** The functions of the send rules, the follow-ups, the risk checks and rating (quote.service.ts). */
const RULES_AND_RATING = new Set([
  'applySendRules',
  'applyDataFollowUps',
  'assertCoverStartSellable',
  'unknownCodes',
  'licenceDateProblems',
  'rate',
]);

/** Decision 031's steps, each known by the frames that begin it; the rest is HTTP and framework. */
const STEPS: { name: string; begins: (frame: CallFrame) => boolean }[] = [
  {
    name: 'request JSON parse and contract check',
    begins: ({ functionName, url }) =>
      functionName === 'parseJsonBody' || url.endsWith('/lib/request-validation.ts'),
  },
  {
    name: 'send rules, follow-ups, checks, rating of four tiers',
    begins: ({ functionName, url }) =>
      url.includes('/packages/rating/') || RULES_AND_RATING.has(functionName),
  },
  { name: 'building the Quote', begins: ({ url }) => url.endsWith('/quote.mapper.ts') },
  {
    name: "the answer's contract check and serialisation",
    begins: ({ functionName, url }) =>
      functionName === 'toQuoteJson' || url.endsWith('/quote-json.ts'),
  },
  {
    name: 'database calls in Node (Kysely, pg: rate limit, store)',
    begins: ({ url }) =>
      /\/node_modules\/(kysely|pg|pg-pool|pg-protocol)\//.test(url) ||
      url.endsWith('.repository.ts'),
  },
  {
    name: 'garbage collection',
    begins: ({ functionName }) => functionName === '(garbage collector)',
  },
];
const REST = 'HTTP (in-process injection), Fastify, hooks and the rest';

/** PUTs every body once, in turn; answers how many of each status came back. */
async function quoteAll(app: BenchApp['app'], bodies: string[]): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  for (const payload of bodies) {
    const { statusCode } = await app.inject({
      method: 'PUT',
      url: '/v1/quote',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  }
  return statuses;
}

/** The share of the profile's busy samples (idle left out) that fell in each step. */
function sharesByStep(profile: Profiler.Profile): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stepOf = new Map<number, string | undefined>();
  const step = (id: number): string | undefined => {
    if (stepOf.has(id)) return stepOf.get(id);
    const above = parent.has(id) ? step(parent.get(id)!) : undefined;
    const frame = byId.get(id)!.callFrame;
    const found = above ?? STEPS.find(({ begins }) => begins(frame))?.name;
    stepOf.set(id, found);
    return found;
  };
  const counts = new Map<string, number>();
  let busy = 0;
  for (const id of profile.samples ?? []) {
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue;
    const name = step(id) ?? REST;
    counts.set(name, (counts.get(name) ?? 0) + 1);
    busy += 1;
  }
  return new Map([...counts].map(([name, count]) => [name, count / busy]));
}

export async function benchQuoteSteps(): Promise<void> {
  const bench = await startBenchApp();
  try {
    const bodies = variedQuoteBodies(QUOTES, ukToday(new Date()));
    await quoteAll(bench.app, bodies); // warm: JIT, the pool's connections, PostgreSQL's caches
    const postgresBefore = postgresCpuMs(bench.postgresPid);
    const cpuBefore = process.cpuUsage();
    const statuses = await quoteAll(bench.app, bodies);
    const cpu = process.cpuUsage(cpuBefore);
    const nodeMs = (cpu.user + cpu.system) / 1000 / QUOTES;
    const postgresMs = (postgresCpuMs(bench.postgresPid) - postgresBefore) / QUOTES;

    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_MICROS });
    await session.post('Profiler.start');
    await quoteAll(bench.app, bodies);
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();

    const shares = sharesByStep(profile);
    const row = (name: string, ms: number) =>
      `  ${name.padEnd(58)} ${ms.toFixed(3).padStart(7)} ms`;
    console.log(
      `CPU per quote by step, one process, ${QUOTES} varied valid risks through PUT /v1/quote (app.inject, no sockets; answers ${JSON.stringify(statuses)}); Node's CPU shared out by a CPU profile of a second pass:`,
    );
    for (const name of [...STEPS.map((step) => step.name), REST]) {
      console.log(row(name, (shares.get(name) ?? 0) * nodeMs));
    }
    console.log(row('Node in all (process.cpuUsage)', nodeMs));
    console.log(row('PostgreSQL, its own processes (/proc)', postgresMs));
    console.log(
      `${row('sum', nodeMs + postgresMs)}: at most ${Math.round(2000 / (nodeMs + postgresMs))} quotes/s on 2 cores before sockets and the load generator`,
    );
  } finally {
    await bench.stop();
  }
}
