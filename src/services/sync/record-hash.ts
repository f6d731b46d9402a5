import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal records hash equally whatever the tool's key order. */
export function canonicalJson(value: unknown): string {
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

export function contentHash(canonical: string): string {
  return createHash('sha256').update(canonical, 'utf8').digest('base64url');
}
