import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL that can fail the way a real database does
 * (decision 034 item 1), so that tests see what a customer would while it is down or frozen:
 * - cut(): every connection is reset and new ones are refused (PostgreSQL killed, or stopped);
 * - freeze(): connections stay open but not a byte moves either way, and new ones are accepted
 *   but never answered (PostgreSQL SIGSTOPped, a network that black-holes packets);
 * - restore(): back to normal; bytes held by a freeze are delivered.
 */
export interface DbFaultProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  cut(): Promise<void>;
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

/** Starts the proxy on a free loopback port, forwarding to the server `databaseUrl` names. */
export async function startDbFaultProxy(databaseUrl: string): Promise<DbFaultProxy> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  const pairs = new Set<Pair>();
  let frozen = false;
  let server: Server;
  let port = 0;

  const accept = (client: Socket) => {
    const upstream = createConnection({ host: target.hostname, port: targetPort });
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      // 'data' events rather than pipe(): pipe() resumes a paused source on drain, a freeze must not.
      from.on('data', (chunk) => to.write(chunk));
      from.on('error', end);
      from.on('close', end);
      if (frozen) from.pause();
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(accept);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const resetAll = () => {
    for (const { client, upstream } of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  await listen();
  return {
    urlFor(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    async cut() {
      const closed = stopListening(); // new connections are refused (ECONNREFUSED) from now on
      resetAll();
      await closed;
    },
    freeze() {
      frozen = true;
      for (const { client, upstream } of pairs) {
        client.pause();
        upstream.pause();
      }
    },
    async restore() {
      frozen = false;
      for (const { client, upstream } of pairs) {
        client.resume();
        upstream.resume();
      }
      if (!server.listening) await listen(); // the same port again
    },
    async close() {
      const closed = stopListening();
      resetAll();
      await closed;
    },
  };
}
