import type { FastifyInstance } from 'fastify';

// Decision 034 item 8: on SIGTERM the server stops accepting connections, lets the requests in
// flight finish for a bounded time, and only then lets go of the database.

/**
 * Closes the app: no new connection is accepted, idle keep-alive connections are closed, a
 * request arriving on a busy one is answered 503 (plugins/load-shedding.ts), and the requests in
 * flight finish. Those still running after `graceMs` have their connections cut.
 * @returns true when every request in flight finished within `graceMs`.
 */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), graceMs);
  });
  const closed = app.close().then(() => true as const);
  try {
    const inTime = await Promise.race([closed, late]);
    if (!inTime) {
      app.server.closeAllConnections();
      await closed;
    }
    return inTime;
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves with `work`, or with undefined once `ms` have passed, whichever comes first. */
export async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
