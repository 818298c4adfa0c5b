// Decision 034 item 1: which failures mean "the database cannot answer now" (down, restarting,
// frozen, unreachable, out of connections), as opposed to a defect in a query. Calls that meet one
// are answered 503 with Retry-After (lib/errors.ts), and work again once the database is back.

/**
 * SQLSTATE classes and codes of a database that cannot serve now
 * (https://www.postgresql.org/docs/current/errcodes-appendix.html).
 */
const UNAVAILABLE_SQLSTATE_CLASSES = [
  '08', // connection exception
  '53', // insufficient resources: too many connections, out of memory, disk full
  '57P', // operator intervention: admin/crash shutdown (57P01, 57P02), cannot connect now (57P03)
];
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: our statement_timeout (DATABASE_STATEMENT_TIMEOUT_MS)
  '58000', // system_error
  '58030', // io_error
]);

/** Socket errors on the way to the database. */
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * pg and pg-pool give these failures no code, only a message; the database fault tests
 * (database-faults.routes.test.ts) fail if an upgrade rewords them.
 */
const UNAVAILABLE_DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: connectionTimeoutMillis
  'Query read timeout', // pg: query_timeout
  'Connection terminated', // pg: the server or the network ended the connection
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool', // shutting down
];

/**
 * What made the database unavailable (unreachable, shutting down, frozen or out of capacity, so
 * that trying again later can succeed), fit for a log line: a SQLSTATE, a socket error code or the
 * driver's own fixed message, never a database message (those can quote values). Undefined when
 * `error` (or its cause) is not such a fault, such as a constraint violation or a syntax error,
 * which stays a defect (500).
 */
export function databaseFault(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NETWORK_CODES.has(code)) return code;
      if (/^[0-9A-Z]{5}$/.test(code)) {
        return UNAVAILABLE_SQLSTATE_CLASSES.some((prefix) => code.startsWith(prefix))
          ? code
          : undefined;
      }
    }
    const { message } = current;
    const driverMessage = UNAVAILABLE_DRIVER_MESSAGES.find((start) => message.startsWith(start));
    if (driverMessage) return driverMessage;
    // AggregateError (every address refused) and errors that wrap the driver's.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      const inner = errors.map(databaseFault).find((fault) => fault !== undefined);
      if (inner) return inner;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
