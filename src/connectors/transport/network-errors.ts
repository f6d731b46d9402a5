import { RequestError, TimeoutError } from 'got';

/** Socket and DNS failures (and timeouts): the tool could not be reached. Anything else failed on this side. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
  'ETIMEDOUT',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_HTTP2_STREAM_ERROR',
]);

export function isNetworkError(e: unknown): boolean {
  if (e instanceof TimeoutError) return true;
  if (!(e instanceof RequestError)) return false;
  return NETWORK_CODES.has(e.code) || e.code.startsWith('ERR_TLS') || e.code.includes('CERT_');
}

/**
 * Failures to reach the tool at all (name resolution, no route, connection refused): the request never left, so
 * sending it again cannot make the tool act twice. A reset, a premature close or a timeout may come after the tool
 * read the request: those leave it open.
 */
const NEVER_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'EHOSTDOWN']);

export function neverSent(e: unknown): boolean {
  return e instanceof RequestError && !(e instanceof TimeoutError) && NEVER_SENT_CODES.has(e.code);
}
