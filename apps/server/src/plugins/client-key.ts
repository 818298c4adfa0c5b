import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The key a client's calls are counted under (rate limits, retrieve lock-outs): an HMAC-SHA-256 of
 * its address under CLIENT_ADDRESS_SECRET (decision 034 item 5). An address is personal data and the
 * IPv4 space is small enough to hash whole, so an unkeyed hash could be reversed; without the
 * secret this one cannot.
 */
export function clientAddressKey(secret: string, address: string): string {
  return createHmac('sha256', secret).update(address).digest('hex').slice(0, 32);
}

/**
 * TRUST_PROXY (config) as Fastify's trustProxy. Fastify 5 ignores a bare hop count (it cannot
 * check the peer), so `hops` trusts that many proxies in front of the server, whoever they are:
 * right only when the server cannot be reached except through them. A list of the proxies'
 * addresses or ranges is checked against each hop.
 */
export function trustProxyOption(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/**
 * Gives every request its `clientKey`, from `request.ip`: the connection's address, or the one
 * the configured trusted proxies forwarded (TRUST_PROXY), so a spoofed X-Forwarded-For never
 * changes who a client is. Worked out only when a route asks for it.
 */
export function registerClientKey(app: FastifyInstance, secret: string): void {
  app.decorateRequest('clientKey', {
    getter(this: { ip: string }) {
      return clientAddressKey(secret, this.ip);
    },
  });
}
