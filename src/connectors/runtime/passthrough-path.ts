import { LRUCache } from 'lru-cache';
import { PlugboardError } from '../../errors/plugboard-error.js';

const reject = (path: unknown, reason: string) =>
  new PlugboardError('PASSTHROUGH_PATH_REJECTED', `Passthrough path rejected: ${reason}`, {
    details: { path: typeof path === 'string' ? path.slice(0, 200) : typeof path, reason },
  });

/**
 * A passthrough path must stay on the tool's API host: a plain absolute path, no scheme or authority, no dot
 * segments, no backslashes, no encoded separators or dots, no double encoding. Checked on the raw string
 * and on every decoding of it, because servers and proxies decode at different layers.
 */
export function assertSafePassthroughPath(path: unknown): string {
  if (typeof path === 'string' && safePaths.has(path)) return path;
  checkPath(path);
  const safe = path as string;
  if (safe.length <= CACHED_PATH_LENGTH) safePaths.set(safe, true);
  return safe;
}

/**
 * Paths found safe: a client calls the same few paths again and again, and the checks below (regular expressions,
 * up to three decodings, a split per decoding) are the same work each time. Bounded, and only short paths are kept.
 */
const safePaths = new LRUCache<string, true>({ max: 1_000 });
const CACHED_PATH_LENGTH = 256;

function checkPath(path: unknown): void {
  if (typeof path !== 'string' || path.length === 0) throw reject(path, 'path must be a non-empty string');
  if (path.length > 2048) throw reject(path, 'path is longer than 2048 characters');
  if (!path.startsWith('/')) throw reject(path, "path must start with '/' (absolute URLs are not allowed)");
  if (hasCharBelow(path, 0x21)) throw reject(path, 'path contains whitespace or control characters');
  if (/[?#]/.test(path)) throw reject(path, 'put query parameters in "query", not in the path');
  if (/%(2e|2f|5c|25|00)/i.test(path)) throw reject(path, 'encoded dots, slashes, backslashes or percent signs are not allowed');
  let form = path;
  for (let i = 0; i < 3; i++) {
    checkForm(path, form);
    let next: string;
    try {
      next = decodeURIComponent(form);
    } catch {
      throw reject(path, 'malformed percent-encoding');
    }
    if (next === form) break;
    form = next;
  }
  checkForm(path, form);
}

function checkForm(original: string, form: string): void {
  if (form.includes('\\')) throw reject(original, 'backslashes are not allowed');
  if (form.startsWith('//') || form.includes('//')) throw reject(original, "'//' is not allowed");
  if (/^[a-z][a-z0-9+.-]*:/i.test(form) || form.includes('://')) throw reject(original, 'a scheme is not allowed');
  if (form.split('/').some((s) => s === '..' || s === '.')) throw reject(original, 'dot segments are not allowed');
  if (hasCharBelow(form, 0x20)) throw reject(original, 'control characters are not allowed');
}

/** True when `s` has a character below `limit` (control characters, and space when limit is 0x21) or DEL. */
function hasCharBelow(s: string, limit: number): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < limit || c === 0x7f) return true;
  }
  return false;
}
