/**
 * A compiled connector as plain data, to compare two compiles of a manifest (issue 29.4: deleting repeated facts
 * changes nothing the runtime holds). Sets become sorted arrays, regular expressions their source, ajv validators
 * their schema, other functions their source (a compiled JSONata expression sits beside its text); keys sorted.
 */
export function compiledSnapshot(value: unknown, seen = new Set<unknown>()): unknown {
  if (value instanceof RegExp) return `RegExp ${value.toString()}`;
  if (value instanceof Set) return { Set: [...value].map((v) => compiledSnapshot(v, seen)).sort() };
  if (value instanceof Map) return { Map: [...value].map(([k, v]) => [k, compiledSnapshot(v, seen)]) };
  if (typeof value === 'function') {
    const schema = (value as { schema?: unknown }).schema;
    return schema === undefined ? `function ${value.toString()}` : { validator: compiledSnapshot(schema, seen) };
  }
  if (!value || typeof value !== 'object') return value;
  if (seen.has(value)) return '[seen]';
  seen.add(value);
  const out = Array.isArray(value)
    ? value.map((v) => compiledSnapshot(v, seen))
    : Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, compiledSnapshot(v, seen)]),
      );
  seen.delete(value);
  return out;
}
