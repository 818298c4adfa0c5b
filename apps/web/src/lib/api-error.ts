/** Codes the client itself raises when the server never gave one. */
export const CLIENT_ERROR_CODES = {
  /** fetch rejected: offline, DNS, connection reset. */
  network: 'NETWORK_ERROR',
  /** A success body that does not match the contract, or an error body that is not `{error}`. */
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/**
 * Every failed call surfaces as this one type, so callers decide on `status` (4xx: show the message,
 * 5xx: service unavailable) without knowing how the failure arrived. `status` is 0 when no response
 * was received.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
