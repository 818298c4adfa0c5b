/**
 * The quote service on an embedded PostgreSQL in a process of its own, so that the load generator
 * (autocannon, in the bench process) does not share its thread. Beside the product's routes it
 * serves one of the bench's own, GET /bench/floor (below), which the product's app never has.
 * Prints `liveness <url>`, `partner-key <key>` (a comparison site's API key), `postgres-pid <pid>`,
 * `floor-bytes <n>` and last `listening <url>` when ready; stops and removes its data on SIGTERM.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ukToday } from '@van/domain/shared';
import { startLivenessListener } from '@van/server/liveness-listener';
import { createPartner } from '@van/server/modules/partner';
import { FLOOR_PATH, startBenchApp } from './bench-app.ts';
import { variedQuoteBodies } from './quote-service.ts';

const { app, db, postgresPid, stop } = await startBenchApp();
// The comparison site the partner bench (partner.ts) calls as: its rate limit and daily quota
// lifted, for the same reason as the quote limits (bench-app.ts).
const partner = await createPartner(db, {
  sourceOfBusiness: '104',
  name: 'Bench site',
  ratePerMinute: 1_000_000_000,
  dailyQuota: 1_000_000_000,
});
// The floor (issue 20 item 3): what this server costs to answer a body the size of a Quote with no
// work behind it, through the same Fastify instance, hooks and connections as the product's routes.
// The body is a real priced Quote's text, made once below, answered as a string so that no
// serializer runs.
let floorBody = '';
app.get(FLOOR_PATH, async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(floorBody),
);
const address = await app.listen({ host: '127.0.0.1', port: 0 });
// A quote shed with 503 (a busy machine while this process starts) is asked again a moment later.
for (let attempt = 1; floorBody === ''; attempt += 1) {
  const made = await app.inject({
    method: 'PUT',
    url: '/v1/quote',
    headers: { 'content-type': 'application/json' },
    payload: variedQuoteBodies(1, ukToday(new Date()))[0]!,
  });
  if (made.statusCode === 200) floorBody = made.body;
  else if (made.statusCode === 503 && attempt < 50) await sleep(200);
  else throw new Error(`the floor's Quote was refused (${made.statusCode})`);
}
// Liveness also from a worker thread, as HEALTH_PORT gives it in production (decision 034 item 2).
const liveness = await startLivenessListener({ host: '127.0.0.1', port: 0 });
process.stdout.write(`liveness http://127.0.0.1:${liveness.port}\n`);
// A throwaway key of a throwaway database: printed for the bench process to send.
process.stdout.write(`partner-key ${partner.key}\n`);
process.stdout.write(`postgres-pid ${postgresPid}\n`);
process.stdout.write(`floor-bytes ${Buffer.byteLength(floorBody)}\n`);
process.stdout.write(`listening ${address}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await liveness.stop();
    await stop();
    process.exit(0);
  })();
});
