import { ApiErrorSchema, ERROR_CODES, type ErrorCode } from '@van/domain/shared';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DomainError, registerErrorHandlers } from './errors.ts';

const app = Fastify();
registerErrorHandlers(app);
app.get<{ Params: { code: ErrorCode } }>('/fail/:code', async (request) => {
  throw new DomainError(request.params.code, 'Words for the customer.');
});

afterAll(() => app.close());

const answerTo = (code: ErrorCode) => app.inject({ method: 'GET', url: `/fail/${code}` });

describe('the error codes and their HTTP statuses', () => {
  it.each<[ErrorCode, number]>([
    ['BadRequest', 400],
    ['QuoteMissing', 404],
    ['RetrievalLocked', 429],
    ['QuoteExpired', 410],
    ['WrapUpTokenMissing', 409],
    ['CoverStartDateInvalid', 422],
    // §8 codes the table names at the status they have always answered.
    ['PolicyAlreadyPurchased', 400],
    ['NoAvailablePayMethods', 400],
    ['NoMatchingPaymentOption', 400],
    ['PaymentFailure', 400],
    ['ResultMissing', 400],
    ['ServiceUnavailable', 503],
    ['Internal', 500],
  ])('answers %s with %i, its code and its words', async (code, status) => {
    const response = await answerTo(code);
    expect(response.statusCode).toBe(status);
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      error: { code, message: 'Words for the customer.' },
    });
  });

  it('gives every code of the catalogue a status of its own, a 5xx only to the two that are one', async () => {
    for (const code of ERROR_CODES) {
      const response = await answerTo(code);
      expect(response.json(), code).toEqual({
        error: { code, message: 'Words for the customer.' },
      });
      const serverSide = code === 'ServiceUnavailable' || code === 'Internal';
      expect(response.statusCode >= 500, code).toBe(serverSide);
      expect(response.statusCode, code).toBeGreaterThanOrEqual(400);
    }
  });
});
