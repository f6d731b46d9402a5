import { COMMON_MODELS, type UnifiedRecord } from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ApiModel } from './api-models.js';

export interface Include {
  $native?: boolean;
  additional?: boolean;
}

const asDateTime = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : v);

/** Runtime record -> the API schema's record (renamed fields, nativeId, null-only fields, hidden fields moved). */
export function presentRecord(m: ApiModel, rec: UnifiedRecord, include: Include = {}): Record<string, unknown> {
  const back = new Map(Object.entries(m.renames).map(([api, rt]) => [rt, api]));
  const out: Record<string, unknown> = {};
  const moved: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rec)) {
    if (k === 'additional' || k === '$native') continue;
    if (m.hidden.includes(k)) {
      if (v !== null && v !== undefined) moved[k] = v;
      continue;
    }
    const name = back.get(k) ?? k;
    out[name] = m.dateAsDateTime.includes(name) ? asDateTime(v) : (v ?? null);
  }
  // A field the manifest does not map is absent from the runtime's record; the API shape has every field.
  for (const f of Object.keys(COMMON_MODELS[m.id] ?? {})) {
    const name = back.get(f) ?? f;
    if (!m.hidden.includes(f) && !(name in out)) out[name] = null;
  }
  if (out.id !== undefined && out.id !== null) out.id = String(out.id);
  if (m.hasNativeId) out.nativeId = out.id ?? null;
  for (const f of m.nullOnly) out[f] = null;
  for (const [k, v] of Object.entries(m.defaults)) out[k] = v;
  if (include.additional) out.additional = { ...moved, ...(rec.additional ?? {}) };
  if (include.$native) out.$native = rec.$native ?? {};
  return out;
}

/**
 * API record -> runtime record for create/update. Fields the API shows but the runtime cannot write (`nativeId`,
 * API-only fields) are refused with one 400 naming them; the runtime's inverse mapping refuses its own read-only
 * fields the same way.
 */
export function acceptRecord(m: ApiModel, rec: unknown): UnifiedRecord {
  if (!rec || typeof rec !== 'object' || Array.isArray(rec)) {
    throw new PlugboardError('VALIDATION_FAILED', `${m.singular} must be an object`, {
      details: [{ field: `body.${m.singular}`, rule: 'type', message: 'must be object' }],
    });
  }
  const readOnly: string[] = [];
  const out: UnifiedRecord = {};
  for (const [k, v] of Object.entries(rec as Record<string, unknown>)) {
    if (v === undefined) continue;
    if (k === 'nativeId' || k === 'id' || k === '$native' || m.nullOnly.includes(k) || k in m.defaults) {
      readOnly.push(k);
      continue;
    }
    out[m.renames[k] ?? k] = v;
  }
  if (readOnly.length) {
    throw new PlugboardError('VALIDATION_FAILED', `Cannot write ${m.id}: read-only fields: ${readOnly.join(', ')}`, {
      details: { model: m.id, readOnly, unsupported: [], unknown: [], invalid: [] },
    });
  }
  return out;
}
