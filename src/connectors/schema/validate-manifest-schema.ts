import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ManifestError } from '../manifest-error.js';
import type { ManifestSource } from './load-manifest-source.js';

const require = createRequire(import.meta.url);
// ajv and ajv-formats are CommonJS; createRequire keeps their default export shape under NodeNext.
const Ajv = require('ajv') as typeof import('ajv').default;
const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;
const manifestSchema = require('./manifest.schema.json') as Record<string, unknown>;

let compiled: ValidateFunction | undefined;

/** The manifest validator, compiled once (ajv strict mode, discriminated unions, all errors). */
function manifestValidator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv({ strict: true, allErrors: true, verbose: true, allowUnionTypes: true, discriminator: true });
    addFormats(ajv);
    compiled = ajv.compile(manifestSchema);
  }
  return compiled;
}

/** Validates the resolved tree; returns errors placed on their YAML nodes, each with a hint. */
export function validateManifestSchema(source: ManifestSource): ManifestError[] {
  const validate = manifestValidator();
  if (validate(source.value)) return [];
  const errors = filterErrors(validate.errors ?? []);
  const seen = new Set<string>();
  const out: ManifestError[] = [];
  for (const e of errors) {
    const built = toManifestError(source, e);
    const key = `${built.pointer}|${built.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(built);
  }
  return out;
}

/**
 * Non-discriminated `oneOf` (a codec written as a string or as an object) makes ajv report every branch.
 * Keep the errors of the branch matching the value's JSON type: drop `type` mismatches and the `oneOf`
 * summary when a more precise error exists at or under the same place.
 */
function filterErrors(errors: ErrorObject[]): ErrorObject[] {
  const precise = (p: string, self: ErrorObject) =>
    errors.some(
      (o) => o !== self && o.keyword !== 'oneOf' && o.keyword !== 'type' && (o.instancePath === p || o.instancePath.startsWith(`${p}/`)),
    );
  return errors.filter((e) => {
    if (e.keyword === 'oneOf' || e.keyword === 'type' || e.keyword === 'enum') {
      if (e.keyword === 'enum' && !e.schemaPath.includes('/oneOf/')) return true;
      return !precise(e.instancePath, e);
    }
    return true;
  });
}

function toManifestError(source: ManifestSource, e: ErrorObject): ManifestError {
  const p = e.instancePath;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = allowedKeys(e);
      const guess = allowed.length ? closest(key, allowed) : undefined;
      return source.error(
        `${p}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        `unknown key '${key}'`,
        guess
          ? `did you mean '${guess}'? allowed here: ${allowed.join(', ')}`
          : allowed.length
            ? `allowed here: ${allowed.join(', ')}`
            : 'remove it',
        true,
      );
    }
    case 'required':
      return source.error(
        p,
        `missing required key '${String(params.missingProperty)}'`,
        `add ${String(params.missingProperty)}: ... here`,
        true,
      );
    case 'enum': {
      const values = (params.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      return source.error(p, `value ${JSON.stringify(valueAt(source.value, p))} is not allowed`, `write one of: ${values.join(', ')}`);
    }
    case 'const':
      return source.error(p, `must be ${JSON.stringify(params.allowedValue)}`, `write ${JSON.stringify(params.allowedValue)}`);
    case 'discriminator': {
      const tags = discriminatorTags(e);
      return params.error === 'mapping'
        ? source.error(`${p}/type`, `unknown type ${JSON.stringify(params.tagValue)}`, `write type: one of ${tags.join(', ')}`)
        : source.error(p, "missing 'type' tag", `add type: one of ${tags.join(', ')}`);
    }
    case 'type':
      return source.error(p, `must be ${String(params.type)}`, `write a ${String(params.type)} here`);
    case 'propertyNames':
      return source.error(p, `invalid key name ${JSON.stringify(params.propertyName)}`, 'see the key pattern in docs/connectors.md');
    case 'pattern':
      return source.error(
        p,
        `${JSON.stringify(valueAt(source.value, p))} does not match ${String(params.pattern)}`,
        e.parentSchema?.description ? String(e.parentSchema.description) : `write a value matching ${String(params.pattern)}`,
      );
    default:
      return source.error(p, e.message ?? e.keyword);
  }
}

function allowedKeys(e: ErrorObject): string[] {
  const props = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

function discriminatorTags(e: ErrorObject): string[] {
  const defs = manifestSchema.definitions as Record<string, { properties?: { type?: { const?: string; enum?: string[] } } }>;
  const oneOf =
    (e.parentSchema as { oneOf?: { $ref?: string; properties?: { type?: { const?: string; enum?: string[] } } }[] }).oneOf ?? [];
  return oneOf.flatMap((b) => {
    const s = b.$ref ? defs[b.$ref.replace('#/definitions/', '')] : b;
    const t = s?.properties?.type;
    return t?.const ? [t.const] : (t?.enum ?? []);
  });
}

function valueAt(root: unknown, pointer: string): unknown {
  if (!pointer) return root;
  let cur: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const k = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur && typeof cur === 'object') cur = (cur as Record<string, unknown>)[k];
    else return undefined;
  }
  return cur;
}

/** Closest candidate by edit distance, when close enough to be a likely typo. */
export function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestD) [best, bestD] = [c, d];
  }
  return bestD <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0]!;
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j]!;
      dp[j] = Math.min(dp[j]! + 1, dp[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length]!;
}
