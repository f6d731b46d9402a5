import type { CommonModel, UnifiedRecord } from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';

export interface Include {
  $native?: boolean;
  additional?: boolean;
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
