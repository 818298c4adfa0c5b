import { ApiErrorSchema } from '@van/domain/shared';
import { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

// The error type lives apart so that code which only inspects failures (the query client's retry
// rule, the first page) does not load the response schemas with it (decision 025).
export { ApiError, CLIENT_ERROR_CODES };

interface RequestOptions<T> {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  schema: z.core.$ZodType<T>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError a response that is not ok stands for. */
async function failureOf(response: Response): Promise<ApiError> {
  const parsed = ApiErrorSchema.safeParse(await readJson(response));
  if (parsed.success) {
    return new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
  }
  // A proxy or load balancer error page rather than our server's contract.
  return new ApiError(
    response.status,
    CLIENT_ERROR_CODES.invalidResponse,
    response.statusText || 'Unexpected response',
  );
}

/**
 * fetch, ended as soon as `signal` aborts whether or not fetch itself notices (a stand-in fetch
 * may not), so a try's time-out always ends the try.
 */
function fetchUntilAborted(path: string, init: RequestInit): Promise<Response> {
  const { signal } = init;
  if (!signal) return fetch(path, init);
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason as unknown);
    if (signal.aborted) {
      abort();
      return;
    }
    signal.addEventListener('abort', abort, { once: true });
    fetch(path, init)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The name of what a fetch rejected with (a DOMException from this window or another realm). */
const nameOf = (cause: unknown) =>
  typeof cause === 'object' && cause !== null && 'name' in cause ? cause.name : undefined;

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchUntilAborted(path, init);
  } catch (cause) {
    // An abort is the caller's decision (TanStack Query cancelling a query), not a failure to report.
    if (nameOf(cause) === 'AbortError') throw cause;
    // AbortSignal.timeout's: no answer in time, which counts as no answer at all.
    const message =
      nameOf(cause) === 'TimeoutError'
        ? 'The service did not answer in time.'
        : 'The service could not be reached.';
    throw new ApiError(0, CLIENT_ERROR_CODES.network, message);
  }
}

async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method, headers, credentials: 'same-origin' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await send(path, init);
  if (!response.ok) throw await failureOf(response);
  const json = await readJson(response);

  // Every response is parsed on arrival with the contract's schema, the one the server answers
  // with (README "What the quote service answers"), so an answer that drifts fails here.
  const parsed = z.safeParse(options.schema, json);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.invalidResponse,
      `Response from ${path} did not match the contract`,
    );
  }
  return parsed.data;
}

/** What a call may add: a signal to abort it (a time-out), and headers (a bearer token). */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
}

function withOptions<T>(base: RequestOptions<T>, options: CallOptions = {}): RequestOptions<T> {
  const full = { ...base };
  if (options.signal) full.signal = options.signal;
  if (options.headers) full.headers = options.headers;
  return full;
}

/** The web's one HTTP client: JSON in and out, responses parsed with the given contract schema. */
export const api = {
  get<T>(
    path: string,
    schema: z.core.$ZodType<T>,
    signal?: AbortSignal,
    options?: Pick<CallOptions, 'headers'>,
  ): Promise<T> {
    return request(path, withOptions({ method: 'GET', schema }, { ...options, signal }));
  },
  put<T>(
    path: string,
    body: unknown,
    schema: z.core.$ZodType<T>,
    headers?: Record<string, string>,
  ): Promise<T> {
    return request(
      path,
      headers ? { method: 'PUT', schema, body, headers } : { method: 'PUT', schema, body },
    );
  },
  post<T>(
    path: string,
    body: unknown,
    schema: z.core.$ZodType<T>,
    options?: CallOptions,
  ): Promise<T> {
    return request(path, withOptions({ method: 'POST', schema, body }, options));
  },
  /** Ends something on the server (the account's session, decision 062): no body is sent. */
  delete<T>(path: string, schema: z.core.$ZodType<T>): Promise<T> {
    return request(path, { method: 'DELETE', schema });
  },
  /**
   * A file (a PDF), as a Blob. Credentials go in headers, never in the address, so a token is
   * not left in history, logs or a Referer.
   */
  async getBlob(path: string, options: CallOptions = {}): Promise<Blob> {
    const init: RequestInit = {
      method: 'GET',
      headers: { ...options.headers },
      credentials: 'same-origin',
    };
    if (options.signal) init.signal = options.signal;
    const response = await send(path, init);
    if (!response.ok) throw await failureOf(response);
    return response.blob();
  },
};
