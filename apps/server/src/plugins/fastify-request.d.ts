// What this server adds to every Fastify request (plugins/client-key.ts). A .d.ts of its own, as
// the other tsconfigs (bench, e2e, scripts) take the server's declarations from its .d.ts files.
import 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Who the client is, for per-client limits and lock-outs: a keyed hash of its address
     * (clientAddressKey in plugins/client-key.ts), never the address itself.
     */
    readonly clientKey: string;
  }
}
