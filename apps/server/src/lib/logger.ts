import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Field names that carry personal data, wherever they sit in a logged object. */
const PERSONAL_FIELDS = [
  'dateOfBirth',
  'forenames',
  'surname',
  'lastName',
  'firstName',
  'postcode',
  'keptPostcode',
  'email',
  'telephoneNumbers',
  'number',
  'regNumber',
  'vrm',
  'licenceNumber',
  'addressLine1',
  'addressLine2',
  'houseNameOrNumber',
  // Support needs can be about health (special category data, decision 047).
  'categories',
  'otherHelp',
  'formats',
];

/**
 * Structured logs without personal data: one line per request (see app.ts) naming the route
 * pattern, never the raw URL (which can carry a postcode); no bodies; personal field names
 * censored wherever they appear; database errors without their message, which can quote values.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'body',
        '*.body',
        ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        route: request.routeOptions?.url ?? 'unmatched',
      }),
      err: serializeError,
    },
  };
}

/** An error as logged: its type and stack, but a database error's text is left out. */
export function serializeError(error: Error & { code?: unknown }) {
  const sqlState = typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
  if (sqlState) {
    // PostgreSQL messages and details quote the offending values ('Key (x)=(...)').
    return {
      type: 'DatabaseError',
      message: `database error ${error.code}`,
      code: error.code,
      stack: stackFrames(error),
    };
  }
  return { type: error.name, message: error.message, code: error.code, stack: error.stack ?? '' };
}

function stackFrames(error: Error): string {
  return (error.stack ?? '').split('\n').slice(1).join('\n');
}
