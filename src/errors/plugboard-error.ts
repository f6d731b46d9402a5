import { ERROR_STATUS, type ErrorCode } from './codes.js';

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

/**
 * The one error class of the service. `message` and `details` are shown to API callers, so they must never
 * hold a secret; `cause` is kept for logs only (non-enumerable, so it is never serialized).
 */
export class PlugboardError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  /** Extra response headers, e.g. Retry-After on RATE_LIMITED. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(code: ErrorCode, message: string, options: { details?: unknown; cause?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'PlugboardError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers ?? {};
    if (options.cause !== undefined) {
      Object.defineProperty(this, 'cause', { value: options.cause, enumerable: false, writable: true });
    }
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error: { code: this.code, message: this.message } };
    if (this.details !== undefined) body.error.details = this.details;
    return body;
  }
}

export const isPlugboardError = (e: unknown): e is PlugboardError => e instanceof PlugboardError;

export const notFound = (message: string, details?: unknown) => new PlugboardError('NOT_FOUND', message, { details });
