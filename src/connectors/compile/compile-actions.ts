import { createRequire } from 'node:module';
import { compileManifestExpression, type BoundedExpression } from '../mapping/bounded-expression.js';
import type { ManifestSource } from '../schema/load-manifest-source.js';
import type { Manifest, ManifestRequest } from '../schema/manifest.gen.js';
import type { Scope } from '../mapping/template.js';
import type { CompiledAction, CompiledRequest } from './compiled-connector.js';
import { lookupsScope } from './lookups-scope.js';
import { expandModelSchemas } from './model-schema.js';
import type { ManifestError } from '../manifest-error.js';
import type { TemplateChecker } from './template-checker.js';

const require = createRequire(import.meta.url);
const Ajv = require('ajv') as typeof import('ajv').default;
const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;

/** One ajv for the JSON Schemas that actions declare (their input is validated on every call). */
const actionAjv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true, coerceTypes: false });
addFormats(actionAjv);

export function compileRequest(at: string, r: ManifestRequest, scope: Scope, checker: TemplateChecker): CompiledRequest {
  const out: CompiledRequest = {
    method: r.method,
    path: checker.template(`${at}/path`, r.path, scope) ?? { kind: 'literal', value: r.path },
    headers: {},
  };
  for (const [k, v] of Object.entries(r.headers ?? {})) {
    const t = checker.template(`${at}/headers/${k}`, v, scope);
    if (t) out.headers[k.toLowerCase()] = t;
  }
  if (r.url !== undefined) {
    const url = checker.template(`${at}/url`, r.url, scope);
    if (url) out.url = url;
  }
  if (r.query !== undefined) out.query = checker.value(`${at}/query`, r.query, scope);
  if (r.query_explode?.length) out.queryExplode = r.query_explode;
  if (r.body !== undefined) out.body = checker.value(`${at}/body`, r.body, scope);
  if (r.body_format === 'form') out.bodyFormat = 'form';
  return out;
}

export function compileActions(
  manifest: Manifest,
  source: ManifestSource,
  errors: ManifestError[],
  checker: TemplateChecker,
  inputsScope: Scope,
): Record<string, CompiledAction> {
  const out: Record<string, CompiledAction> = {};
  for (const [name, a] of Object.entries(manifest.actions ?? {})) {
    const at = `/actions/${name}`;
    if (out[a.path]) {
      errors.push(
        source.error(`${at}/path`, `action path '${a.path}' is already used by '${out[a.path]!.name}'`, 'give each action its own path'),
      );
      continue;
    }
    const validateInput = compileSchema(`${at}/input`, a.input, source, errors);
    const output = expandModelSchemas(a.output, manifest, `${at}/output`, source, errors) as Record<string, unknown>;
    const validateOutput = compileSchema(`${at}/output`, output, source, errors);
    const props = (a.input as { properties?: Record<string, unknown> }).properties;
    const inputScope: Scope | 'any' = props ? Object.fromEntries(Object.keys(props).map((k) => [k, 'any' as const])) : 'any';
    const request = compileRequest(
      `${at}/request`,
      a.request,
      { inputs: inputsScope, input: inputScope, ...lookupsScope(manifest) },
      checker,
    );
    let response: BoundedExpression | undefined;
    if (a.response !== undefined) {
      try {
        response = compileManifestExpression(a.response);
      } catch (e) {
        errors.push(source.error(`${at}/response`, `JSONata does not compile: ${(e as Error).message}`, 'see https://docs.jsonata.org'));
      }
      for (const m of a.response.matchAll(/\$unified\(\s*[^,]+,\s*["']([^"']+)["']/g)) {
        if (!manifest.models?.[m[1]!]) {
          errors.push(
            source.error(
              `${at}/response`,
              `$unified refers to model '${m[1]}' that this manifest does not map`,
              `use one of: ${Object.keys(manifest.models ?? {}).join(', ') || '(no models)'}`,
            ),
          );
        }
      }
    }
    if (!validateInput || !validateOutput) continue;
    out[a.path] = {
      name,
      path: a.path,
      ...(a.description ? { description: a.description } : {}),
      inputSchema: a.input,
      outputSchema: output,
      validateInput,
      validateOutput,
      request,
      ...(response ? { response } : {}),
    };
  }
  return out;
}

function compileSchema(at: string, schema: Record<string, unknown>, source: ManifestSource, errors: ManifestError[]) {
  try {
    return actionAjv.compile(schema);
  } catch (e) {
    errors.push(
      source.error(at, `invalid JSON Schema: ${(e as Error).message}`, 'write a draft-07 JSON Schema (type, properties, required, ...)'),
    );
    return undefined;
  }
}
