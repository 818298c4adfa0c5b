import { ApiErrorSchema } from '@van/domain';
import { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

// The error type lives apart so that code which only inspects failures (the query client's retry
// rule, the first page) does not load the response schemas with it (decision 025).
export { ApiError, CLIENT_ERROR_CODES };

interface RequestOptions<T> {
  method: 'GET' | 'PUT' | 'POST';
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

async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: options.method, headers, credentials: 'same-origin' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    // An abort is the caller's decision (TanStack Query cancelling a query), not a failure to report.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, CLIENT_ERROR_CODES.network, 'The service could not be reached.');
  }

  const json = await readJson(response);

  if (!response.ok) {
    const parsed = ApiErrorSchema.safeParse(json);
    if (parsed.success) {
      throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message);
    }
    // A proxy or load balancer error page rather than our server's contract.
    throw new ApiError(
      response.status,
      CLIENT_ERROR_CODES.invalidResponse,
      response.statusText || 'Unexpected response',
    );
  }

  // Principle 2 (ARCHITECTURE.md): every response is parsed with the shared contract on arrival.
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

/** The web's one HTTP client: JSON in and out, responses parsed with the given contract schema. */
export const api = {
  get<T>(path: string, schema: z.core.$ZodType<T>, signal?: AbortSignal): Promise<T> {
    return request(path, signal ? { method: 'GET', schema, signal } : { method: 'GET', schema });
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
  post<T>(path: string, body: unknown, schema: z.core.$ZodType<T>): Promise<T> {
    return request(path, { method: 'POST', schema, body });
  },
};
