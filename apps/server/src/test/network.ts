import { createServer, type AddressInfo } from 'node:net';

/** A TCP port free on 127.0.0.1 at this moment, for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let clientCounter = 0;

/**
 * A client address no earlier call of this test file used (private range, never routed), so that
 * the per-client limits of one test do not hold back the next.
 */
export function fromNewClient(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}
