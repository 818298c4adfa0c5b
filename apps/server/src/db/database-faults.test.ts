import { describe, expect, it } from 'vitest';
import { databaseFault } from './database-faults.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseFault', () => {
  it.each([
    ['the server shutting down (57P01)', withCode('57P01'), '57P01'],
    ['the server starting up (57P03)', withCode('57P03'), '57P03'],
    ['a connection failure (08006)', withCode('08006'), '08006'],
    ['too many connections (53300)', withCode('53300'), '53300'],
    ['our statement time-out (57014)', withCode('57014'), '57014'],
    ['a refused connection', withCode('ECONNREFUSED'), 'ECONNREFUSED'],
    ['a reset connection', withCode('ECONNRESET'), 'ECONNRESET'],
    [
      'no free connection in time',
      new Error('timeout exceeded when trying to connect'),
      'timeout exceeded when trying to connect',
    ],
    ['a query the client gave up on', new Error('Query read timeout'), 'Query read timeout'],
    [
      'a connection ended mid-query',
      new Error('Connection terminated unexpectedly'),
      'Connection terminated',
    ],
    [
      'a handshake that timed out',
      new Error('Connection terminated due to connection timeout'),
      'Connection terminated',
    ],
    [
      'a connection already broken',
      new Error('Client has encountered a connection error and is not queryable'),
      'Client has encountered a connection error and is not queryable',
    ],
    ['every address refused', new AggregateError([withCode('ECONNREFUSED')]), 'ECONNREFUSED'],
    ['a wrapped fault', new Error('wrapped', { cause: withCode('57P01') }), '57P01'],
  ])('names the fault for %s', (_name, error, fault) => {
    expect(databaseFault(error)).toBe(fault);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505', 'duplicate key value')],
    ['a deadlock (40P01)', withCode('40P01')],
    ['a syntax error (42601)', withCode('42601')],
    ['an invalid value that quotes it (22007)', withCode('22007', 'Connection terminated "x"')],
    ['any other error', new TypeError('undefined is not a function')],
    ['something thrown that is not an Error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('finds no fault in %s', (_name, error) => {
    expect(databaseFault(error)).toBeUndefined();
  });
});
