import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';

// A database outage a journey can cause and end: a TCP proxy between the quote service and its
// PostgreSQL, living in the test's own process so the test controls it directly (no control port
// to cross processes). Cutting it does to the service what a stopped PostgreSQL does: every open
// connection drops and new ones are refused (the proxy stops listening). Restoring it listens on
// the same port again, so the service reconnects by itself, without a restart.

export interface DatabaseOutage {
  /** The database's URL, pointed at the proxy: give the product this one. */
  url: string;
  /** The outage begins: open connections are dropped, new ones refused. */
  cut: () => Promise<void>;
  /** The database is back: connections go through again. */
  restore: () => Promise<void>;
  /** Stops the proxy for good. */
  close: () => Promise<void>;
}

/** A proxy in front of the database at `databaseUrl`, passing connections through until cut. */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseOutage> {
  const target = new URL(databaseUrl);
  const targetPort = Number(target.port || 5432);
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const forward = (client: Socket) => {
    const database = connect(targetPort, target.hostname);
    track(client);
    track(database);
    client.pipe(database);
    database.pipe(client);
    // Whichever side goes, the other goes with it, as a dropped connection does.
    const drop = () => {
      client.destroy();
      database.destroy();
    };
    for (const socket of [client, database]) {
      socket.on('error', drop);
      socket.once('close', drop);
    }
  };

  let server: Server = createServer(forward);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const port = address.port;
  const viaProxy = new URL(databaseUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(port);

  const stopListening = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // A stopped server drops its connections without a goodbye (resetAndDestroy sends a TCP RST).
    for (const socket of open) socket.resetAndDestroy();
    await closed;
  };

  return {
    url: viaProxy.toString(),
    cut: stopListening,
    restore: async () => {
      if (server.listening) return;
      server = createServer(forward);
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: stopListening,
  };
}
