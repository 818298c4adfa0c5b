import { QUOTE_RETRIES } from '@van/domain/reference-data';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryUnlessClientError } from './retries';

describe('retryUnlessClientError (§7.1: quote calls retried 3 times)', () => {
  it.each([
    ['a 500', new ApiError(500, 'Internal', 'x')],
    ['a 503', new ApiError(503, 'ServiceUnavailable', 'x')],
    ['no response', new ApiError(0, 'NETWORK_ERROR', 'x')],
    ['an unexpected error', new Error('x')],
  ])('retries %s up to QUOTE_RETRIES times', (_name, error) => {
    const attempts = Array.from({ length: QUOTE_RETRIES + 1 }, (_, failureCount) =>
      retryUnlessClientError(failureCount, error),
    );
    expect(attempts).toEqual([...Array<boolean>(QUOTE_RETRIES).fill(true), false]);
  });

  it.each([400, 404, 409, 422, 429])('never retries a %i', (status) => {
    expect(retryUnlessClientError(0, new ApiError(status, 'BadRequest', 'x'))).toBe(false);
  });
});
