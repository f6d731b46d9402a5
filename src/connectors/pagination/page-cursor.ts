import { PlugboardError } from '../../errors/plugboard-error.js';
import type { PageState } from './paginator.js';

/**
 * What an opaque nextPageCursor carries: the strategy state, the page size, the page count, the model, and the
 * fingerprint of the page it follows (`h`, so a tool answering that page again is noticed on the next call).
 */
export interface PageCursor {
  v: 1;
  m: string;
  ps: number;
  n: number;
  s: PageState;
  h?: string;
}

export function encodePageCursor(c: Omit<PageCursor, 'v'>): string {
  return Buffer.from(JSON.stringify({ v: 1, ...c }), 'utf8').toString('base64url');
}

export function decodePageCursor(cursor: string, model: string): PageCursor {
  const bad = (why: string) => new PlugboardError('VALIDATION_FAILED', `Invalid cursor: ${why}`, { details: { field: 'cursor' } });
  if (typeof cursor !== 'string' || cursor.length > 8192 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad('not a cursor issued by this API');
  let c: unknown;
  try {
    c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad('not a cursor issued by this API');
  }
  const o = c as Partial<PageCursor> | null;
  if (o?.v !== 1 || typeof o.m !== 'string' || typeof o.ps !== 'number' || typeof o.n !== 'number' || !o.s || typeof o.s !== 'object') {
    throw bad('not a cursor issued by this API');
  }
  if (o.h !== undefined && (typeof o.h !== 'string' || o.h.length > 64)) throw bad('malformed state');
  for (const v of Object.values(o.s)) if (typeof v !== 'string' && typeof v !== 'number') throw bad('malformed state');
  if (o.m !== model) throw bad(`issued for ${o.m}, not ${model}`);
  return o as PageCursor;
}
