import type { CommonModel, UnifiedRecord } from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';

export interface Include {
  $native?: boolean;
  additional?: boolean;
}

const asDateTime = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : v);

/**
 * Runtime record -> the API schema's record, as common-models.yaml describes it: every field present (null when the
 * manifest does not map it), copies (`nativeId`) and fixed values filled in, additional-only fields moved under
 * `additional`, a date carried by a date-time field shown at midnight UTC.
 */
export function presentRecord(m: CommonModel, rec: UnifiedRecord, include: Include = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const moved: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(m.fields)) {
    if (f.additional_only) {
      if (rec[name] !== null && rec[name] !== undefined) moved[name] = rec[name];
      continue;
    }
    if (f.fixed !== undefined) out[name] = f.fixed;
    else if (f.copy_of !== undefined) out[name] = rec[f.copy_of] ?? null;
    else out[name] = f.type === 'datetime' ? (asDateTime(rec[name]) ?? null) : (rec[name] ?? null);
    if (name === 'id' || f.copy_of === 'id') out[name] = out[name] === null ? null : String(out[name]);
  }
  if (include.additional) out.additional = { ...moved, ...(rec.additional ?? {}) };
  if (include.$native) out.$native = rec.$native ?? {};
  return out;
}

/**
 * API record -> runtime record for create/update. Fields the common model makes read-only (`id`, `nativeId`,
 * `createdTime`, fixed values) or create-only (on update) are refused with one 400 naming them; the runtime's
 * inverse mapping refuses what the connected tool cannot write the same way.
 */
export function acceptRecord(m: CommonModel, rec: unknown, op: 'create' | 'update'): UnifiedRecord {
  if (!rec || typeof rec !== 'object' || Array.isArray(rec)) {
    throw new PlugboardError('VALIDATION_FAILED', `${m.singular} must be an object`, {
      details: [{ field: `body.${m.singular}`, rule: 'type', message: 'must be object' }],
    });
  }
  const readOnly: string[] = [];
  const out: UnifiedRecord = {};
  for (const [k, v] of Object.entries(rec as Record<string, unknown>)) {
    if (v === undefined) continue;
    const f = m.fields[k];
    const write = f?.fixed !== undefined || f?.copy_of !== undefined ? 'never' : (f?.write ?? 'always');
    if (k === '$native' || write === 'never' || (write === 'create' && op === 'update')) {
      readOnly.push(k);
      continue;
    }
    out[k] = v;
  }
  if (readOnly.length) {
    throw new PlugboardError('VALIDATION_FAILED', `Cannot write ${m.id}: read-only fields: ${readOnly.join(', ')}`, {
      details: { model: m.id, readOnly, unsupported: [], unknown: [], invalid: [] },
    });
  }
  return out;
}
