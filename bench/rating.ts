/**
 * The rating engine alone on this one thread, on varied risks (issue 20 item 4): full four-tier
 * quotes priced per second, and beside it the cost of JSON.stringify of each quote's own outcome,
 * as the server must serialise it anyway. Goals: at least 25,000 quotes/s, and pricing at most
 * half the cost of serialising its own result. Run alone with `npx tsx bench/rating.ts`.
 */
import { pathToFileURL } from 'node:url';
import { price, rateTablesFor, type PriceInput, type RatingOutcome } from '@van/rating';
// The engine's own fixed set of varied risks (ages, areas, claims, convictions, extras, NCD,
// vans), the same the engine's output-stability test prices: one set, one way of building it.
import { TODAY, variedRisks } from '@van/rating/testing';

/** Different risks priced in turn; more than the engine could keep in any cache of its own. */
const RISKS = 1_000;
const WARM_UP_ROUNDS = 10;
const QUOTES = 10_000;

/**
 * Microseconds per call, by the clock and by this process's CPU time. The machine is shared: when
 * other processes want the cores, the clock counts their turns too, and CPU time does not.
 */
function microsPerCall(n: number, run: (i: number) => void): { wall: number; cpu: number } {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < n; i += 1) run(i);
  const wall = ((performance.now() - start) * 1000) / n;
  const cpuUsed = process.cpuUsage(cpuStart);
  return { wall, cpu: (cpuUsed.user + cpuUsed.system) / n };
}

const perSecond = (micros: number) => (1e6 / micros).toFixed(0);

export async function benchRating(): Promise<void> {
  const tables = rateTablesFor(TODAY);
  const inputs: PriceInput[] = variedRisks(RISKS).map(({ risk, requestedOpexCodes }) => ({
    risk,
    tables,
    today: TODAY,
    requestedOpexCodes,
  }));
  // Warm-up: every risk priced ten times, so the timed run measures optimised code. After three
  // rounds V8 was still optimising (40-70 compilations, 130-640 ms, landed in the timed run, seen
  // with --trace-opt); after ten, 26-41 ms remain. Each outcome is then dropped, as the server
  // drops it once answered: holding a thousand 60 KB outcomes would time the garbage collector's
  // old generation instead of the engine. (Holding them even before the timed run does: V8 then
  // allocates every later outcome in the old generation, as it saw them survive. So the outcomes
  // serialised below are made after it.)
  let last: RatingOutcome | undefined;
  microsPerCall(WARM_UP_ROUNDS * RISKS, (i) => {
    last = price(inputs[i % RISKS]!);
  });
  const pricingMicros = microsPerCall(QUOTES, (i) => {
    last = price(inputs[i % RISKS]!);
  });
  if (last?.outcome !== 'priced') throw new Error('the last varied risk was not priced');

  const outcomes: RatingOutcome[] = inputs.map((input) => price(input));
  const priced = outcomes.filter((outcome) => outcome.outcome === 'priced').length;

  let bytes = 0;
  microsPerCall(RISKS, (i) => {
    bytes += JSON.stringify(outcomes[i % RISKS]).length;
  });
  const averageBytes = bytes / RISKS;
  const stringifyMicros = microsPerCall(QUOTES, (i) => {
    bytes = JSON.stringify(outcomes[i % RISKS]).length;
  });

  console.log(
    `rating, one thread, ${QUOTES} four-tier quotes over ${RISKS} varied risks (${priced} priced): ` +
      `price ${pricingMicros.wall.toFixed(1)} µs/quote = ${perSecond(pricingMicros.wall)} quotes/s ` +
      `(CPU time ${pricingMicros.cpu.toFixed(1)} µs = ${perSecond(pricingMicros.cpu)}/s) | ` +
      `JSON.stringify of its own outcome ${stringifyMicros.wall.toFixed(1)} µs/quote ` +
      `(CPU ${stringifyMicros.cpu.toFixed(1)} µs; ${(averageBytes / 1024).toFixed(1)} KB) | ` +
      `pricing takes ${(pricingMicros.wall / stringifyMicros.wall).toFixed(2)}x serialising ` +
      `(CPU ${(pricingMicros.cpu / stringifyMicros.cpu).toFixed(2)}x) ` +
      `(goals: >= 25,000 quotes/s, <= 0.5x)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchRating();
