import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { VendorSpec } from '../conform/vendor-spec.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** Deeper than this, a schema is open: a recursive description (a tree of comments) is cut, never followed forever. */
const MAX_DEPTH = 12;
const MAX_NODES = 5000;

/**
 * An OpenAPI (3.0 or 3.1) schema of a vendor's description as plain JSON Schema for ajv: local $refs inlined (a
 * reference to another file stays open), `nullable` as a null type, and in a request `readOnly` properties no longer
 * required (OpenAPI: required applies to them in answers only). Bounded in depth and size.
 */
export function toJsonSchema(vendor: VendorSpec, schema: unknown, opts: { request: boolean }): Obj {
  const st = { nodes: 0 };
  const out = convert(vendor, schema, opts.request, 0, st);
  return isObject(out) ? out : {};
}

function convert(vendor: VendorSpec, schema: unknown, request: boolean, depth: number, st: { nodes: number }): unknown {
  const s = vendor.resolve(schema);
  if (typeof s === 'boolean') return s;
  if (!isObject(s) || depth > MAX_DEPTH || ++st.nodes > MAX_NODES || typeof s.$ref === 'string') return {};
  const out: Obj = {};
  for (const [k, v] of Object.entries(s)) {
    if (['example', 'examples', 'discriminator', 'xml', 'externalDocs', 'nullable', 'deprecated', '$schema', '$id'].includes(k)) continue;
    if (k === 'properties' && isObject(v))
      out.properties = Object.fromEntries(Object.entries(v).map(([p, ps]) => [p, convert(vendor, ps, request, depth + 1, st)]));
    else if (['items', 'additionalProperties', 'not', 'contains', 'propertyNames'].includes(k) && (isObject(v) || typeof v === 'boolean'))
      out[k] = convert(vendor, v, request, depth + 1, st);
    else if (['allOf', 'oneOf', 'anyOf', 'prefixItems'].includes(k) && Array.isArray(v))
      out[k] = v.map((x) => convert(vendor, x, request, depth + 1, st));
    else out[k] = v;
  }
  // oneOf of overlapping variants (common in descriptions) would refuse what fits two of them: anyOf says what is meant.
  if (Array.isArray(out.oneOf)) {
    out.anyOf = out.oneOf;
    delete out.oneOf;
  }
  if (s.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
  }
  if (request && Array.isArray(out.required) && isObject(s.properties)) {
    const props = s.properties;
    out.required = (out.required as unknown[]).filter((r) => {
      const p = vendor.resolve(props[String(r)]);
      return !(isObject(p) && p.readOnly === true);
    });
  }
  return out;
}

/** One ajv for a description: formats known, unknown keywords and formats of vendors ignored, every error listed. */
export function vendorAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false, validateFormats: true, coerceTypes: false });
  addFormats.default(ajv);
  // OpenAPI's `byte` is base64; Google's descriptions use it for base64url (Gmail's raw message): both are taken.
  ajv.addFormat('byte', /^[A-Za-z0-9+/_-]*={0,2}$/);
  return ajv;
}

/** Compiles once per schema object; a schema ajv cannot compile validates nothing (the vendor's, not the manifest's). */
export function compileOrOpen(ajv: Ajv, schema: Obj): ValidateFunction | undefined {
  try {
    return ajv.compile(schema);
  } catch {
    return undefined;
  }
}
