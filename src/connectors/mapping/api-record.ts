import { commonModelById } from '../schema/common-models.js';

/** A mapped record -> the record the API documents for its model (components.schemas of openapi.yaml). */
export type ApiRecordShape = (
  rec: Record<string, unknown>,
  opts: { includeAdditional?: boolean; includeNative?: boolean },
) => Record<string, unknown>;

/** How one field of the API record is filled, decided once per model. */
type Step =
  | { kind: 'field'; name: string; datetime: boolean; id: boolean }
  | { kind: 'copy'; name: string; from: string; id: boolean }
  | { kind: 'fixed'; name: string; value: unknown };

const asDateTime = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : v);
const asId = (v: unknown) => (v === null ? null : String(v));

/**
 * The API shape of a common model's records, compiled once per model from common-models.yaml: every field present
 * (null when the manifest does not map it), copies (`nativeId`) and fixed values filled in, additional-only fields
 * moved under `additional` (shown when asked for), a date carried by a date-time field shown at midnight UTC, ids as
 * strings. The runtime answers unified calls and passthrough reads in this shape, so no service reshapes a record.
 */
export function compileApiRecordShape(modelId: string): ApiRecordShape {
  const m = commonModelById(modelId);
  if (!m) return (rec) => rec;
  const steps: Step[] = [];
  const moved: string[] = [];
  for (const [name, f] of Object.entries(m.fields)) {
    const id = name === 'id' || f.copy_of === 'id';
    if (f.additional_only) moved.push(name);
    else if (f.fixed !== undefined) steps.push({ kind: 'fixed', name, value: f.fixed });
    else if (f.copy_of !== undefined) steps.push({ kind: 'copy', name, from: f.copy_of, id });
    else steps.push({ kind: 'field', name, datetime: f.type === 'datetime', id });
  }
  return (rec, opts) => {
    const out: Record<string, unknown> = {};
    for (const s of steps) {
      const v =
        s.kind === 'fixed'
          ? s.value
          : s.kind === 'copy'
            ? (rec[s.from] ?? null)
            : s.datetime
              ? (asDateTime(rec[s.name]) ?? null)
              : (rec[s.name] ?? null);
      out[s.name] = s.kind !== 'fixed' && s.id ? asId(v) : v;
    }
    if (opts.includeAdditional) {
      const additional: Record<string, unknown> = {};
      for (const name of moved) if (rec[name] !== null && rec[name] !== undefined) additional[name] = rec[name];
      out.additional = { ...additional, ...(rec.additional ?? {}) };
    }
    if (opts.includeNative) out.$native = rec.$native ?? {};
    return out;
  };
}
