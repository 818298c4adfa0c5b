/**
 * What checking and serialising a priced Quote costs, zod's way (safeParse, then JSON.stringify)
 * beside the compiled way (compiled-serializer.ts), on varied Quotes, in this one thread. Prints
 * microseconds per call, wall clock and CPU, the median of several interleaved rounds (the machine
 * is shared, so single runs wander). Run with
 * `npx tsx apps/server/src/lib/compiled-serializer.measure.ts [quotes]`.
 */
import { QuoteSchema } from '@van/domain/quote';
import { compileSerializer } from './compiled-serializer.ts';
import { variedPricedQuotes } from './varied-quotes.fixtures.ts';

const ROUNDS = 7;
const CALLS_PER_ROUND = 3;

function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const count = Number(process.argv[2] ?? 200);
const quotes = variedPricedQuotes(count);
const parsed = quotes.map((quote) => QuoteSchema.parse(quote));
const bytes = quotes.reduce((sum, quote) => sum + JSON.stringify(quote).length, 0) / count;

const compileStart = cpuMicros();
const compiled = compileSerializer(QuoteSchema);
const compileMillis = (cpuMicros() - compileStart) / 1000;

for (const [i, quote] of quotes.entries()) {
  if (compiled(quote) !== JSON.stringify(parsed[i])) throw new Error(`quote ${i}: texts differ`);
}

const steps: Record<string, (i: number) => unknown> = {
  'zod safeParse': (i) => QuoteSchema.safeParse(quotes[i]),
  'JSON.stringify of its data': (i) => JSON.stringify(parsed[i]),
  'old: safeParse + JSON.stringify': (i) => JSON.stringify(QuoteSchema.safeParse(quotes[i]).data),
  'new: compiled check + serialise': (i) => compiled(quotes[i]),
};
const wall: Record<string, number[]> = {};
const cpu: Record<string, number[]> = {};
for (let round = 0; round <= ROUNDS; round += 1) {
  for (const [name, step] of Object.entries(steps)) {
    const wallStart = performance.now();
    const cpuStart = cpuMicros();
    for (let call = 0; call < CALLS_PER_ROUND; call += 1) {
      for (let i = 0; i < count; i += 1) step(i);
    }
    const calls = CALLS_PER_ROUND * count;
    // Round 0 warms the code up and is not counted.
    if (round === 0) continue;
    (wall[name] ??= []).push(((performance.now() - wallStart) * 1000) / calls);
    (cpu[name] ??= []).push((cpuMicros() - cpuStart) / calls);
  }
}

console.log(`${count} varied priced Quotes, ${Math.round(bytes)} bytes of JSON on average`);
console.log(`compiling the Quote schema: ${compileMillis.toFixed(0)} ms CPU, once`);
for (const name of Object.keys(steps)) {
  const line = `${median(wall[name]!).toFixed(0)} µs wall, ${median(cpu[name]!).toFixed(0)} µs CPU`;
  console.log(`${name.padEnd(34)} ${line}`);
}
