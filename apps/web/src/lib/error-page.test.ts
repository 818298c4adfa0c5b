import { alreadyPurchasedMessage } from '@van/domain/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { pageForError, type FailedCall } from './error-page';

const refusal = (status: number, code: string, message = 'In words.') =>
  new ApiError(status, code, message);
const serverFault = new ApiError(503, 'ServiceUnavailable', 'Down');
const internal = new ApiError(500, 'InternalError', 'Oops');
const noAnswer = new ApiError(0, CLIENT_ERROR_CODES.network, 'The service could not be reached.');
const nullResponse = new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, 'Null response');
const unexpected = new Error('The quote service answered with a quote that has no retrieval key');

const ALL_CALLS: FailedCall[] = [
  'pricing',
  'repricing',
  'finalize',
  'retrieve',
  'aggregatorToken',
  'vehicleLookup',
  'paymentOptions',
  'paying',
  'wrapUp',
  'openingPage',
];

describe('pageForError (§8 error catalogue)', () => {
  it.each([
    // §8 'HTTP 500 on a quote call': service-unavailable (decision 034: every 5xx).
    ['pricing', internal, { page: 'ServiceUnavailable' }],
    ['pricing', serverFault, { page: 'ServiceUnavailable' }],
    ['repricing', serverFault, { page: 'ServiceUnavailable' }],
    ['finalize', serverFault, { page: 'ServiceUnavailable' }],
    ['aggregatorToken', serverFault, { page: 'ServiceUnavailable' }],
    ['paymentOptions', serverFault, { page: 'ServiceUnavailable' }],
    ['paying', serverFault, { page: 'ServiceUnavailable' }],
    ['openingPage', serverFault, { page: 'ServiceUnavailable' }],
    // ...but retrieve and the van lookup keep the customer on their form.
    ['retrieve', serverFault, { message: null }],
    ['vehicleLookup', serverFault, { message: null }],
    // No answer at all after the retries.
    ['pricing', noAnswer, { page: 'ServiceUnavailable' }],
    ['aggregatorToken', noAnswer, { page: 'ServiceUnavailable' }],
    ['paymentOptions', noAnswer, { page: 'ServiceUnavailable' }],
    ['paying', noAnswer, { page: 'ServiceUnavailable' }],
    ['openingPage', noAnswer, { page: 'ServiceUnavailable' }],
    // §8 'Other quote call failure': Fail with an error message, on the page.
    ['repricing', noAnswer, { message: null }],
    ['finalize', noAnswer, { message: null }],
    ['retrieve', noAnswer, { message: null }],
    ['vehicleLookup', noAnswer, { message: null }],
    // §8 'Payment options response null': 'Null response', said on the payment page.
    ['paymentOptions', nullResponse, { message: 'Null response' }],
    ['pricing', nullResponse, { page: 'ServiceUnavailable' }],
    ['repricing', nullResponse, { message: null }],
    // Not an ApiError: a broken answer the client caught, or a fault of ours.
    ['pricing', unexpected, { page: 'ServiceUnavailable' }],
    ['aggregatorToken', unexpected, { page: 'ServiceUnavailable' }],
    ['paying', unexpected, { page: 'ServiceUnavailable' }],
    ['repricing', unexpected, { message: null }],
    ['finalize', unexpected, { message: null }],
    ['openingPage', unexpected, { message: null }],
  ] as const)('%s failing with %o goes to %o', (call, error, outcome) => {
    expect(pageForError(error, call)).toEqual(outcome);
  });

  // The aggregator exchange is told apart by §8's own rule, below.
  it.each(ALL_CALLS.filter((call) => call !== 'aggregatorToken' && call !== 'wrapUp'))(
    '§8: a quote already bought goes to purchased, from %s',
    (call) => {
      const bought = refusal(400, 'PolicyAlreadyPurchased', 'This policy has been bought.');
      expect(pageForError(bought, call)).toEqual({ page: 'Purchased' });
    },
  );

  it.each(ALL_CALLS.filter((call) => call !== 'aggregatorToken' && call !== 'wrapUp'))(
    '§8: a declined quote goes to no-quote, from %s',
    (call) => {
      expect(pageForError(refusal(422, 'QuoteDeclined'), call)).toEqual({ page: 'NoQuote' });
    },
  );

  it.each(ALL_CALLS.filter((call) => call !== 'wrapUp'))(
    'keeps any other refusal on the page, in the service’s words, from %s',
    (call) => {
      for (const [status, code] of [
        [400, 'BadRequest'],
        [409, 'QuoteClosed'],
        [409, 'RiskIncomplete'],
        [422, 'CreditCheckFailed'],
        [409, 'DirectDebitMandateMissing'],
        [429, 'TooManyRequests'],
      ] as const) {
        expect(pageForError(refusal(status, code, `${code} in words`), call)).toEqual({
          message: `${code} in words`,
        });
      }
    },
  );

  it("§8: the aggregator exchange's 400 whose message has the policyNumber key goes to purchased", () => {
    const bought = refusal(
      400,
      'PolicyAlreadyPurchased',
      alreadyPurchasedMessage({ policyNumber: 'VAN0001234', sourceOfBusiness: '115' }),
    );
    expect(pageForError(bought, 'aggregatorToken')).toEqual({ page: 'Purchased' });
    expect(
      pageForError(refusal(400, 'BadRequest', '{"policyNumber":null}'), 'aggregatorToken'),
    ).toEqual({ page: 'Purchased' });
  });

  it('treats any other refusal of the aggregator exchange as a link that cannot be used', () => {
    for (const message of ['Not JSON', '{"policy":"P1"}']) {
      expect(pageForError(refusal(400, 'BadRequest', message), 'aggregatorToken')).toEqual({
        message,
      });
    }
    expect(pageForError(refusal(404, 'NotFound', 'Expired.'), 'aggregatorToken')).toEqual({
      message: 'Expired.',
    });
    expect(pageForError(refusal(422, 'QuoteDeclined', 'No.'), 'aggregatorToken')).toEqual({
      message: 'No.',
    });
  });

  it("§8 'Registration not found': the van lookup's 404 goes to registration-number-error", () => {
    expect(pageForError(refusal(404, 'VehicleNotFound'), 'vehicleLookup')).toEqual({
      page: 'RegNumberError',
    });
    expect(
      pageForError(refusal(400, 'BadRequest', 'Not a registration.'), 'vehicleLookup'),
    ).toEqual({ message: 'Not a registration.' });
    // Elsewhere a 404 is a refusal like any other (retrieve: one answer for every mismatch).
    expect(pageForError(refusal(404, 'RetrievalFailed', 'No match.'), 'retrieve')).toEqual({
      message: 'No match.',
    });
  });

  it.each([
    ['a payment not complete yet (409)', refusal(409, 'WrapUpTokenMissing')],
    ['a refusal of the details (404)', refusal(404, 'NotFound')],
    ['a server fault', serverFault],
    ['no answer in time', noAnswer],
    ['an unexpected error', unexpected],
  ])(
    "§8 'Wrap-up missing token': the wrap-up failing with %s goes to policy-wrap-up-error",
    (_case, error) => {
      expect(pageForError(error, 'wrapUp')).toEqual({ page: 'PolicyWrapUpError' });
    },
  );
});
