import type { ErrorBody, PlugboardError } from '../errors/plugboard-error.js';

/** What every handler returns; `post-response` is the one place that writes it to the wire. */
export interface Reply<Body = unknown> {
  readonly status: number;
  readonly body: Body;
  readonly headers?: Readonly<Record<string, string>>;
  /** Defaults to application/json. Non-JSON replies (HTML pages, scripts) carry a string body. */
  readonly contentType?: string;
}

export const isReply = (v: unknown): v is Reply =>
  typeof v === 'object' && v !== null && typeof (v as Reply).status === 'number' && 'body' in v;

/** 200 with the `/api/...` envelope: `{ result }`. */
export const ok = <T>(result: T, headers?: Record<string, string>): Reply<{ result: T }> =>
  headers ? { status: 200, body: { result }, headers } : { status: 200, body: { result } };

/** A bare JSON body (project webhooks and the older CRM interface have no envelope). */
export const json = <T>(body: T, status = 200, headers?: Record<string, string>): Reply<T> =>
  headers ? { status, body, headers } : { status, body };

export const text = (body: string, contentType: string, status = 200, headers?: Record<string, string>): Reply<string> => ({
  status,
  body,
  contentType,
  ...(headers ? { headers } : {}),
});

export const errorReply = (err: PlugboardError): Reply<ErrorBody> => ({
  status: err.status,
  body: err.toBody(),
  headers: err.headers,
});
