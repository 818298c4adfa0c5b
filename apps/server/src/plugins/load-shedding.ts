import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serviceUnavailable } from '../lib/errors.ts';

// Decision 034 item 2: past its capacity the service sheds load. A request that arrives while the
// event loop is saturated, or while a call would queue too long for a database connection, is
// answered 503 with Retry-After before any work is done, so that the requests admitted keep
// their latency instead of every request queueing behind every other.

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) over the last sample above which requests are shed; 0: off. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0-1) over the last sample above which requests are shed; 0: off. */
  maxEventLoopUtilization: number;
  /**
   * How long (ms) a new call would wait for a database connection before requests are shed;
   * 0: off. A wait rather than a count, so the limit holds whatever the database's pace.
   */
  maxDatabaseWaitMs: number;
  /** How long a call asking for a database connection now would wait (ms). */
  databaseWaitMs: () => number;
  /** The event-loop checks shed requests only while at least this many are in flight. */
  minInFlight: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Served whatever the load (GET /health/live): a busy process is still alive. */
    alwaysServe?: boolean;
  }
}

/** Short samples, so that shedding starts and stops within a fraction of a second. */
const SAMPLE_INTERVAL_MS = 500;

/** Registers load shedding on every route but those marked `config: { alwaysServe: true }`. */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<void> {
  // One error for every shed request: cheap to throw when cheapness matters most.
  const overloaded = serviceUnavailable();
  const exempt = (request: FastifyRequest) => request.routeOptions.config.alwaysServe === true;

  // Requests admitted and not yet answered. A slow or busy machine serving a few requests at a
  // time is not overloaded (a test run, one heavy call): its event loop may lag, but nothing
  // queues behind it, so shedding waits until requests pile up as well.
  const inFlight = new WeakSet<FastifyRequest>();
  let inFlightCount = 0;
  const done = async (request: FastifyRequest) => {
    if (inFlight.delete(request)) inFlightCount -= 1;
  };

  // @fastify/under-pressure measures the event loop; its pressureHandler decides per request.
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: SAMPLE_INTERVAL_MS,
    // A rejection becomes the request's error (lib/errors.ts answers it); a resolution lets it on.
    pressureHandler: async (request) => {
      if (!exempt(request) && inFlightCount >= options.minInFlight) throw overloaded;
    },
  });

  // Decision 034 item 8: once the server is stopping (server.ts), a request that still arrives on an
  // open connection is turned away, and its connection closed, so that the drain can end.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // ...and the answers to requests in flight close their connections: a keep-alive connection
  // left open would hold the drain for Fastify's keep-alive time-out (72 s).
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const { maxDatabaseWaitMs, databaseWaitMs } = options;
  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request)) return;
    if (closing) {
      reply.header('connection', 'close');
      throw overloaded;
    }
    if (maxDatabaseWaitMs > 0 && databaseWaitMs() >= maxDatabaseWaitMs) throw overloaded;
    inFlight.add(request);
    inFlightCount += 1;
    // A client that hangs up while its answer is still being written gets neither onResponse nor
    // onRequestAbort; the response's close comes in every case, so the count cannot creep up
    // until the server sheds everything. `done` counts each request once, whichever comes first.
    reply.raw.once('close', () => void done(request));
  });
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}
