/**
 * Drives the quote service over HTTP the way many customers would: PUT /v1/quote with varied,
 * realistic risks from 100 connections (autocannon, in this process), against the server and its
 * embedded PostgreSQL in a process of their own, beside a trivial route of the same server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildCreateQuoteRequest, toIsoDate } from '@van/domain';
import { completedDirectQuote } from '../apps/server/src/test/fixtures.ts';

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

export async function benchQuoteService(): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'serve-for-bench.ts'], {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const address = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening (\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      server.once('exit', (code) => reject(new Error(`bench server stopped (exit ${code})`)));
    });
    const bodies = variedQuoteBodies(500, toIsoDate(new Date()));
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
  } finally {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  }
}
