import { Worker } from 'node:worker_threads';

// Decision 034 item 2: under overload the liveness check answered on the main event loop waits behind
// every other request (p99 120-170 ms at 5x on the 2-core machine), although the process is
// alive and shedding load as it should. An orchestrator that restarts a busy process for it would
// turn overload into an outage. So liveness can also be served on a port of its own by a worker
// thread with its own event loop, which answers from the main loop's heartbeat: 200 while the
// main loop has beaten recently (a busy loop still beats), 503 once it has been stuck for longer
// than `staleAfterMs` (an endless loop, a blocked process), which is what liveness must catch.

export interface LivenessListenerOptions {
  host: string;
  /** 0: any free port. */
  port: number;
  /** How often the main loop beats. */
  heartbeatMs?: number;
  /** How old the last beat may be for the process to count as alive. */
  staleAfterMs?: number;
}

export interface LivenessListener {
  /** The port it listens on (the one given, or the one found for 0). */
  port: number;
  stop(): Promise<void>;
}

const DEFAULT_HEARTBEAT_MS = 100;
const DEFAULT_STALE_AFTER_MS = 5000;

// Plain JavaScript, run with eval: the worker loads nothing of ours and no TypeScript loader.
const LIVENESS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const beat = new BigInt64Array(workerData.heartbeat);
const json = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const server = http.createServer((request, response) => {
  if (request.method !== 'GET' || request.url !== '/health/live') {
    response.writeHead(404, json);
    response.end(JSON.stringify({ error: { code: 'NotFound', message: 'There is no such page here.' } }));
    return;
  }
  const alive = Date.now() - Number(Atomics.load(beat, 0)) <= workerData.staleAfterMs;
  response.writeHead(alive ? 200 : 503, json);
  response.end(JSON.stringify({ status: alive ? 'ok' : 'unresponsive' }));
});
server.once('error', (error) => parentPort.postMessage({ error: error.message }));
server.listen(workerData.port, workerData.host, () =>
  parentPort.postMessage({ port: server.address().port }),
);
parentPort.on('message', (message) => {
  if (message === 'stop') server.close(() => parentPort.close());
});
`;

/**
 * Serves GET /health/live on `port` from a worker thread, answering from the main loop's
 * heartbeat (see above).
 * @throws Error when the port cannot be listened on.
 */
export async function startLivenessListener({
  host,
  port,
  heartbeatMs = DEFAULT_HEARTBEAT_MS,
  staleAfterMs = DEFAULT_STALE_AFTER_MS,
}: LivenessListenerOptions): Promise<LivenessListener> {
  const heartbeat = new BigInt64Array(new SharedArrayBuffer(8));
  const beat = () => Atomics.store(heartbeat, 0, BigInt(Date.now()));
  beat();
  const beating = setInterval(beat, heartbeatMs);
  beating.unref();
  const worker = new Worker(LIVENESS_WORKER, {
    eval: true,
    workerData: { host, port, staleAfterMs, heartbeat: heartbeat.buffer },
  });
  worker.unref();
  const stopWorker = async () => {
    clearInterval(beating);
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.postMessage('stop');
    await exited;
  };
  const started = await new Promise<{ port?: number; error?: string }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (started.port === undefined) {
    await stopWorker();
    throw new Error(`liveness could not listen on ${host}:${port}: ${started.error}`);
  }
  return { port: started.port, stop: stopWorker };
}
