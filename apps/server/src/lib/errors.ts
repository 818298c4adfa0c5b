import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@van/domain/shared';
import { databaseFault } from '../db/database-faults.ts';
import { isRequestIssue } from './request-validation.ts';

/** An expected failure with a code from the closed §8 catalogue and a message fit for a customer. */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  /** Whole seconds until trying again may succeed, sent as Retry-After (a limit's 429). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

// The one place that knows HTTP statuses: everything else raises a code of the closed list in
// packages/domain/src/shared/error-codes.ts (the spec's §8 catalogue and the generic server codes),
// and only this table maps codes to statuses. It names every code, so a new code does not compile
// until it is given its status here.
const STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  BadRequest: 400,
  // §8 refusals the web answers with a page or a message of its own, whatever the status: a
  // request understood and refused.
  QuoteCallFailed: 400,
  PolicyAlreadyPurchased: 400,
  NullResponse: 400,
  NoMatchingPaymentOption: 400,
  NoAvailablePayMethods: 400,
  PaymentFailure: 400,
  PaymentError: 400,
  MustCallToComplete: 400,
  SessionExpired: 400,
  // §8 internal checks: a request that lacks what the call needs.
  ResultMissing: 400,
  SelectedTierMissing: 400,
  RetrievalKeyMissing: 400,
  TokenMissing: 400,
  RequestDataMissing: 400,
  UserfieldAnswerNotUnique: 400,
  StaticDataMissing: 400,
  DescriptionNotFound: 400,
  PrecisItemError: 400,
  NotFound: 404,
  RegistrationNotFound: 404,
  // Only raised before anything is queued, for a quote that cannot be e-mailed: retrying won't help.
  EmailNotSent: 422,
  RetrievalFailed: 404,
  RetrievalLocked: 429,
  TooManyRequests: 429,
  QuoteMissing: 404,
  QuoteExpired: 410,
  QuoteClosed: 409,
  QuoteDeclined: 422,
  // §7.4 wrap-up before the payment is complete: the web retries (§9.1), then policy-wrap-up-error.
  WrapUpTokenMissing: 409,
  // Buying (decisions 028 and 030): the details are understood but refused (modulus check, credit check); a
  // monthly payment asked for before its Direct Debit mandate (decision 030).
  BankAccountInvalid: 422,
  CreditCheckFailed: 422,
  DirectDebitMandateMissing: 409,
  CreditAgreementNotSigned: 409,
  DemandsAndNeedsChanged: 409,
  AnswersChangedSincePrice: 409,
  // Decision 033: refused, whatever the client sends, before anything is stored or charged.
  CoverStartDateInvalid: 422,
  RiskIncomplete: 409,
  IdempotencyKeyReused: 422,
  SourceOfBusinessNotAllowed: 422,
  OfferCodeNotApplied: 409,
  // Decision 033 item 4: the certificate of a cancelled policy is gone for good, not merely missing.
  PolicyCancelled: 410,
  // Decision 057: the partner API's refusals.
  Unauthorized: 401,
  OutsideEligibility: 422,
  RequestIdReused: 409,
  QuotaExceeded: 429,
  // Decision 060: a state-changing account call not from our own origin (CSRF).
  Forbidden: 403,
  ServiceUnavailable: 503,
  Internal: 500,
};

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again in a few minutes.';

/** Decision 034 items 1 and 2: the database is down or frozen, or the server is past its capacity. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Our service is not available at the moment. Please try again in a few minutes.';
/** What a 503 asks a client to wait before trying again (Retry-After, in seconds). */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The error that answers 503 with Retry-After: nothing was done, and the call can be made again. */
export function serviceUnavailable(): DomainError {
  return new DomainError('ServiceUnavailable', SERVICE_UNAVAILABLE_MESSAGE, {
    retryAfterSeconds: SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  });
}

/** Answers as serviceUnavailable() does, for a failure that is not a DomainError. */
function replyServiceUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(STATUS_BY_CODE.ServiceUnavailable)
    .header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS))
    .send({ error: { code: 'ServiceUnavailable', message: SERVICE_UNAVAILABLE_MESSAGE } });
}

/** Installs the error and not-found handlers: every failure answers `{error: {code, message}}`. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation?.every(isRequestIssue)) {
      const details = error.validation
        .map(
          (issue) => `${describePath(error.validationContext, issue.instancePath)}${issue.message}`,
        )
        .join('; ');
      return reply
        .code(400)
        .send({ error: { code: 'BadRequest', message: `The request is not valid: ${details}` } });
    }
    if (error instanceof DomainError) {
      const status = STATUS_BY_CODE[error.code];
      // Every 503 says when to try again (decision 034 item 1), whoever raised it.
      const retryAfter =
        error.retryAfterSeconds ??
        (status === 503 ? SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS : undefined);
      if (retryAfter !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      }
      return reply.code(status).send({ error: { code: error.code, message: error.message } });
    }
    if (isResponseSerializationError(error)) {
      // Our own answer broke the contract: a defect to fix, never shown to the caller.
      request.log.error(
        { issues: error.cause.issues, route: request.routeOptions.url },
        'response does not match its schema',
      );
      return reply.code(500).send({ error: { code: 'Internal', message: GENERIC_MESSAGE } });
    }
    const fault = databaseFault(error);
    if (fault) {
      // Not a defect: the database is down, frozen or out of connections. One short line with
      // what went wrong (a code, never a database message) rather than a stack per request.
      request.log.warn({ fault, route: request.routeOptions.url }, 'database unavailable');
      return replyServiceUnavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .code(status)
        .send({ error: { code: codeForStatus(status), message: clientMessage(error) } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'Internal', message: GENERIC_MESSAGE } });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: {
        code: 'NotFound',
        message: `There is no ${request.method} ${request.routeOptions.url ?? 'route'} here.`,
      },
    }),
  );
}

function describePath(context: string | undefined, instancePath: string): string {
  const where = [context, ...instancePath.split('/').filter(Boolean)].filter(Boolean).join('.');
  return where ? `${where}: ` : '';
}

function codeForStatus(status: number): ErrorCode {
  return status === 404 ? 'NotFound' : 'BadRequest';
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message;
  }
}
