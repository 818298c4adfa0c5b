/**
 * Benchmarks, printing figures (no pass/fail): the rating engine alone, then the quote service
 * over HTTP (validation, rating, PostgreSQL insert, response validation) on an embedded
 * PostgreSQL, and the partner API's quote path (POST /partner/v1/quotes); then the web's first
 * page (bundle size, Lighthouse). Run with `npm run bench`.
 */
import { price, rateTablesFor, type PriceInput } from '@van/rating';
import { ukToday } from '@van/domain/shared';
import { completedDirectQuote } from '@van/domain/testing';
import { benchPartnerQuotes } from './partner.ts';
import { benchQuoteService } from './quote-service.ts';
import { benchFirstPageBundle, benchLighthouse } from './web.ts';

const quote = completedDirectQuote(ukToday(new Date()));
const risk = quote.policy.eventCurrent.risk;

function report(name: string, samplesMs: number[]): void {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(3);
  const total = samplesMs.reduce((sum, ms) => sum + ms, 0);
  console.log(
    `${name}: n=${samplesMs.length} p50=${at(0.5)} ms p95=${at(0.95)} ms p99=${at(0.99)} ms throughput=${((samplesMs.length / total) * 1000).toFixed(0)}/s`,
  );
}

async function time(n: number, run: () => unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

// Rating engine alone, on this one thread: full four-tier quotes (every tier's Result, excesses,
// extras and plans) priced per second, beside the cost of JSON.stringify of those same results, as
// the server must serialise them anyway (the engine's goal: at least 10,000 quotes/s, and pricing
// no slower than twice serialising its own output).
const today = '2026-11-22';
const ratingInput: PriceInput = {
  risk,
  tables: rateTablesFor(today),
  today,
  requestedOpexCodes: ['BDV2O', 'TOOLSV1O'],
};
await time(200, () => price(ratingInput));
report('rating.price (4 tiers)', await time(5000, () => price(ratingInput)));

function perQuoteMicros(n: number, run: (i: number) => unknown): number {
  const start = performance.now();
  for (let i = 0; i < n; i += 1) run(i);
  return ((performance.now() - start) * 1000) / n;
}
const QUOTES = 20_000;
const outcomes = Array.from({ length: 64 }, () => price(ratingInput));
perQuoteMicros(2_000, () => price(ratingInput));
const pricingMicros = perQuoteMicros(QUOTES, (i) => {
  outcomes[i % outcomes.length] = price(ratingInput);
});
let bytes = 0;
perQuoteMicros(500, (i) => JSON.stringify(outcomes[i % outcomes.length]));
const stringifyMicros = perQuoteMicros(QUOTES, (i) => {
  bytes = JSON.stringify(outcomes[i % outcomes.length]).length;
});
console.log(
  `rating, one thread, ${QUOTES} full four-tier quotes: price ${pricingMicros.toFixed(1)} µs/quote = ${(1e6 / pricingMicros).toFixed(0)} quotes/s | JSON.stringify of the same results ${stringifyMicros.toFixed(1)} µs/quote (${(bytes / 1024).toFixed(1)} KB) = ${(1e6 / stringifyMicros).toFixed(0)}/s | pricing takes ${(pricingMicros / stringifyMicros).toFixed(2)}x serialising (goals: >= 10,000 quotes/s, <= 2x)`,
);

// The quote service over HTTP, many connections at once (decision 031).
await benchQuoteService();

// The partner API's quote path, at 100 a second and flat out, beside PUT /v1/quote (decision 057).
await benchPartnerQuotes();

// The web's first page: its JavaScript and a Lighthouse mobile score (decision 025).
await benchFirstPageBundle();
await benchLighthouse();
