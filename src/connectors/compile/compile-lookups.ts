import { compileManifestExpression } from '../mapping/bounded-expression.js';
import type { Scope } from '../mapping/template.js';
import type { ManifestSource } from '../schema/load-manifest-source.js';
import type { Manifest } from '../schema/manifest.gen.js';
import type { ManifestError } from '../manifest-error.js';
import { compileRequest } from './compile-actions.js';
import type { CompiledLookup } from './compiled-connector.js';
import type { TemplateChecker } from './template-checker.js';

/** A day: an account's view ids and the like change rarely, and a 404 asks again sooner. */
const DEFAULT_TTL_SECONDS = 86_400;

/**
 * `lookups`: per-account values a request needs from another call's answer (Freshsales lists contacts only through a
 * view whose id differs per account). Each request is a template over inputs only (a lookup never needs another), its
 * value a JSONata expression over the answer's body.
 */
export function compileLookups(
  manifest: Manifest,
  source: ManifestSource,
  errors: ManifestError[],
  checker: TemplateChecker,
  baseScope: Scope,
): Record<string, CompiledLookup> {
  const out: Record<string, CompiledLookup> = {};
  for (const [name, spec] of Object.entries(manifest.lookups ?? {})) {
    const at = `/lookups/${name}`;
    const request = compileRequest(`${at}/request`, spec.request, baseScope, checker);
    try {
      out[name] = {
        name,
        ...(spec.description ? { description: spec.description } : {}),
        request,
        value: compileManifestExpression(spec.value),
        ttlMs: (spec.ttl_seconds ?? DEFAULT_TTL_SECONDS) * 1000,
      };
    } catch (e) {
      errors.push(source.error(`${at}/value`, `JSONata does not compile: ${(e as Error).message}`, 'see https://docs.jsonata.org'));
    }
  }
  return out;
}
