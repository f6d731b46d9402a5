import { getPath, type Path } from './paths.js';

/** A kept value of `records_filter`: a JSON scalar. */
type Scalar = string | number | boolean | null;

/** `records_filter` compiled: the native path read, and the kept values (one for `equals`, several for `in`). */
export interface CompiledRecordsFilter {
  path: Path;
  values: readonly Scalar[];
}

/**
 * Whether a listed native record is one the operation keeps (`records_filter`): its value at the path is one of the
 * kept values, compared as JSON scalars (a missing value is no value: only `null` matches `null`). Declarative and
 * constant in cost per record: a tool's page is bounded by its page size, so a filtered page costs what mapping it would.
 */
export function keepsRecord(filter: CompiledRecordsFilter, record: unknown): boolean {
  const v = getPath(record, filter.path);
  if (v === undefined || (v !== null && typeof v === 'object')) return false;
  return filter.values.includes(v as Scalar);
}
