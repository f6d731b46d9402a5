import { createHash } from 'node:crypto';
import type { IncomingRecord } from '../../store/records.repo.js';
import type { UnifiedRecord } from './record-source.js';

/** JSON with object keys sorted at every level, so equal records hash equally whatever the tool's key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) out[k] = sortKeys((v as Record<string, unknown>)[k]);
    return out;
  }
  return v;
}

function contentHash(canonical: string): string {
  return createHash('sha256').update(canonical, 'utf8').digest('base64url');
}

/** A tool's record as the synced cache compares and stores it: its id, its canonical JSON and that JSON's hash. */
export function toIncoming(r: UnifiedRecord): IncomingRecord | null {
  const id = r.id;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  const json = canonicalJson(r);
  return { nativeId: String(id), hash: contentHash(json), json };
}
