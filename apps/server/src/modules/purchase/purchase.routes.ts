import {
  getPolicyContract,
  getPolicyEventContract,
  paymentOptionsContract,
  paymentSessionContract,
  verifyPolicyContract,
} from '@van/domain';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import { retrievalClientKey } from '../quote/index.ts';
import {
  createPaymentSession,
  findSoldEvent,
  findSoldPolicy,
  paymentOptions,
  receiveNotification,
  verifyPolicy,
  type PurchaseDependencies,
} from './purchase.service.ts';

export type PurchaseRoutesOptions = Omit<PurchaseDependencies, 'log'>;

/** §7.4 payment options, the payment frame, wrap-up; §7.5 the policy links; the provider's notifications. */
export const purchaseRoutes: FastifyPluginAsync<PurchaseRoutesOptions> = async (app, options) => {
  const deps: PurchaseDependencies = { ...options, log: app.log };
  contractRoute(app, paymentOptionsContract, async (request) =>
    paymentOptions(deps, request.body.quoteKey),
  );
  contractRoute(app, paymentSessionContract, async (request) =>
    createPaymentSession(deps, request.body),
  );
  contractRoute(app, verifyPolicyContract, async (request) =>
    verifyPolicy(deps, request.body, retrievalClientKey(request.ip)),
  );
  contractRoute(app, getPolicyContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return findSoldPolicy(deps, request.params.webReference, request.headers.authorization);
  });
  contractRoute(app, getPolicyEventContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return findSoldEvent(
      deps,
      request.params.webReference,
      request.params.eventRef,
      request.headers.authorization,
    );
  });
  await app.register(notificationRoutes, { deps });
};

/**
 * POST /v1/payments/notifications, in a scope of its own: the signature is an HMAC over the exact
 * bytes received, so this one route keeps the body as text instead of parsing it as JSON. It is
 * the provider's call, not the journey's, so it is not in the contract list (decision 029).
 */
const notificationRoutes: FastifyPluginAsync<{ deps: PurchaseDependencies }> = async (
  app,
  { deps },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post('/v1/payments/notifications', { schema: { hide: true } }, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const outcome = await receiveNotification(deps, raw, request.headers);
    if (outcome === 'refused') {
      return reply.code(401).send({
        error: { code: 'BadRequest', message: 'The notification signature is not valid.' },
      });
    }
    return reply.code(200).send({ received: true });
  });
};
