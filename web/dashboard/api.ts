import type { Operations } from '../../src/generated/api.gen.js';

/** Calls the dashboard API on the same origin: the session cookie rides along, writes carry the CSRF header. */
let csrfToken = '';

export function setCsrf(token: string): void {
  csrfToken = token;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

let onSignedOut: () => void = () => undefined;
export function whenSignedOut(fn: () => void): void {
  onSignedOut = fn;
}

/**
 * Held while a token rotation may end this very session: the page will show the new token (shown once), so a 401
 * of another request (one still in flight when the rotation ended the session) must not replace the page with the
 * sign-in form; the person signs in again when ready. Returns the release, for a rotation that failed or kept the
 * session.
 */
let signOutHeld = false;
export function holdSignOut(): () => void {
  signOutHeld = true;
  return () => {
    signOutHeld = false;
  };
}

/** An operation's 2xx answer as openapi.yaml describes it, by operationId: `api<Answer<'listDashboardWebhooks'>>(...)`. */
export type Answer<Op extends keyof Operations> = Operations[Op]['response'];

export async function api<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers['x-plugboard-csrf'] = csrfToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/dashboard/api${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (res.status === 204) return undefined as T;
  const json = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string } };
  if (!res.ok) {
    const err = new ApiError(res.status, json.error?.code ?? 'ERROR', json.error?.message ?? `Request failed (${res.status})`);
    if (res.status === 401 && !path.startsWith('/session') && !signOutHeld) onSignedOut();
    throw err;
  }
  return json as T;
}

/** Builds `?a=1&b=2` from the defined values. */
export function qs(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}
