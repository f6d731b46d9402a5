import { PlugboardError } from '../../errors/plugboard-error.js';
import { CredentialsRefusedError } from '../auth/credentials-refused.js';
import type { ErrorCode } from '../../errors/codes.js';
import { getPath, parsePath } from '../mapping/paths.js';
import type { ManifestErrorRule } from '../schema/manifest.gen.js';
import { scrubBody } from './scrub.js';

export type ErrorKind = ManifestErrorRule['kind'];
export type ErrorAction = NonNullable<ManifestErrorRule['action']>;

export interface Classification {
  kind: ErrorKind;
  action: ErrorAction;
  message?: string;
}

/**
 * Classifies a non-2xx downstream response: the manifest's ordered rules first, then HTTP defaults.
 * Pure: no I/O, unit-tested on its own.
 */
export function classifyResponse(
  status: number,
  body: unknown,
  rawText: string,
  rules: readonly ManifestErrorRule[],
  hasOAuth: boolean,
): Classification {
  const ruled = matchErrorRule(status, body, rawText, rules);
  if (ruled) return ruled;
  if (status === 401) return { kind: 'auth_failed', action: hasOAuth ? 'refresh_then_retry' : 'fail' };
  if (status === 403) return { kind: 'auth_failed', action: 'fail' };
  if (status === 404) return { kind: 'not_found', action: 'fail' };
  if (status === 429) return { kind: 'rate_limited', action: 'retry' };
  if (status === 502 || status === 503 || status === 504) return { kind: 'unavailable', action: 'retry' };
  if (status >= 500) return { kind: 'downstream_error', action: 'fail' };
  return { kind: 'bad_request', action: 'fail' };
}

/** The first manifest error rule matching the response, or undefined (then HTTP defaults apply). */
export function matchErrorRule(
  status: number,
  body: unknown,
  rawText: string,
  rules: readonly ManifestErrorRule[],
): Classification | undefined {
  for (const r of rules) {
    const m = r.match;
    if (m.status && !m.status.includes(status)) continue;
    if (m.body_contains !== undefined && !rawText.includes(m.body_contains)) continue;
    if (m.body_path && getPath(body, parsePath(m.body_path.path)) !== m.body_path.equals) continue;
    return { kind: r.kind, action: r.action ?? 'fail', ...(r.message ? { message: r.message } : {}) };
  }
  return undefined;
}

const CODE_OF: Record<ErrorKind, ErrorCode> = {
  rate_limited: 'RATE_LIMITED',
  auth_failed: 'DOWNSTREAM_AUTH_FAILED',
  not_found: 'DOWNSTREAM_NOT_FOUND',
  bad_request: 'DOWNSTREAM_BAD_REQUEST',
  downstream_error: 'DOWNSTREAM_ERROR',
  unavailable: 'DOWNSTREAM_UNAVAILABLE',
  needs_reauth: 'CONNECTION_NEEDS_REAUTH',
};

const MESSAGE_OF: Record<ErrorKind, string> = {
  rate_limited: 'The tool rate-limited the request',
  auth_failed: 'The tool rejected the connection credentials',
  not_found: 'The tool did not find the requested object',
  bad_request: 'The tool rejected the request',
  downstream_error: 'The tool answered with an error',
  unavailable: 'The tool is unavailable',
  needs_reauth: 'The connection must be authorized again',
};

export function downstreamError(
  kind: ErrorKind,
  integrationId: string,
  status: number,
  body: unknown,
  opts: { retryAfterMs?: number; message?: string; cause?: unknown } = {},
): PlugboardError {
  const headers: Record<string, string> = {};
  if (opts.retryAfterMs !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(opts.retryAfterMs / 1000)));
  const message = opts.message ?? `${MESSAGE_OF[kind]} (${integrationId} answered ${status})`;
  const options = {
    details: { integrationId, downstreamStatus: status, downstreamBody: scrubBody(body) },
    headers,
    ...(opts.cause !== undefined ? { cause: opts.cause } : {}),
  };
  // A refusal of the connection's credentials has its own class: callers decide on it, never on the message.
  if (kind === 'auth_failed') return new CredentialsRefusedError('refused', message, options);
  if (kind === 'needs_reauth') return new CredentialsRefusedError('needs_reauth', message, options);
  return new PlugboardError(CODE_OF[kind], message, options);
}
