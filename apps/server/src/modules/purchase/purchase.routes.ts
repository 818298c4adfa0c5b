import {
  creditAgreementContract,
  directDebitMandateContract,
  getPolicyContract,
  getPolicyDocumentsContract,
  getPolicyEventContract,
  paymentOptionsContract,
  paymentSessionContract,
  signCreditAgreementContract,
  verifyPolicyContract,
} from '@van/domain/contract';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import { createModulusCheck, loadVocalinkTables } from '../bank-account/index.ts';
import { creditAgreementFor, signCreditAgreement } from './credit-agreement.service.ts';
import { giveDirectDebitMandate } from './direct-debit.service.ts';
import { receiveNotification } from './payment-notification.service.ts';
import { createPaymentSession, paymentOptions } from './payment.service.ts';
import {
  findPolicyDocumentFile,
  findPolicyDocuments,
  findSoldEvent,
  findSoldPolicy,
  verifyPolicy,
} from './policy.service.ts';
import type { PurchaseDependencies } from './purchase-dependencies.ts';

export type PurchaseRoutesOptions = Omit<PurchaseDependencies, 'log' | 'modulusCheck'> &
  Partial<Pick<PurchaseDependencies, 'modulusCheck'>>;

/**
 * §7.4 payment options, the Direct Debit mandate, the payment frame, wrap-up; §7.5 the policy
 * links and its documents; the provider's notifications.
 */
export const purchaseRoutes: FastifyPluginAsync<PurchaseRoutesOptions> = async (app, options) => {
  const deps: PurchaseDependencies = {
    ...options,
    // The same VocaLink tables as POST /v1/bankAccount/check (decision 028).
    modulusCheck: options.modulusCheck ?? createModulusCheck(await loadVocalinkTables()),
    log: app.log,
  };
  contractRoute(app, paymentOptionsContract, async (request) =>
    paymentOptions(deps, request.body.quoteKey),
  );
  // Decision 045: the monthly credit's texts, and signing the agreement before any money is taken.
  contractRoute(app, creditAgreementContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return creditAgreementFor(deps, request.body.quoteKey);
  });
  contractRoute(app, signCreditAgreementContract, async (request) =>
    signCreditAgreement(deps, request.body),
  );
  // The bank details arrive in the body, which is never logged (lib/logger.ts).
  contractRoute(app, directDebitMandateContract, async (request) =>
    giveDirectDebitMandate(deps, request.body, request.clientKey),
  );
  contractRoute(app, paymentSessionContract, async (request) =>
    createPaymentSession(deps, request.body),
  );
  contractRoute(app, verifyPolicyContract, async (request) =>
    verifyPolicy(deps, request.body, request.clientKey),
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
  contractRoute(app, getPolicyDocumentsContract, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return findPolicyDocuments(deps, request.params.webReference, request.headers.authorization);
  });
  await app.register(documentFileRoutes, { deps });
  await app.register(notificationRoutes, { deps });
};

/**
 * GET /v1/policies/:webReference/documents/:kind: one document as a PDF download, for the policy's
 * wrap-up token (anything else is the same 404 as GET /v1/policies/:webReference). Not a JSON
 * contract, so it is registered as the notifications are and hidden from /docs; the README's
 * calls table documents it (decision 030).
 */
const documentFileRoutes: FastifyPluginAsync<{ deps: PurchaseDependencies }> = async (
  app,
  { deps },
) => {
  app.get<{ Params: { webReference: string; kind: string } }>(
    '/v1/policies/:webReference/documents/:kind',
    { schema: { hide: true } },
    async (request, reply) => {
      const file = await findPolicyDocumentFile(
        deps,
        request.params.webReference,
        request.params.kind,
        request.headers.authorization,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.bytes));
    },
  );
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
