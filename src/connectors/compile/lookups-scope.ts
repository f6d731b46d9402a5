import type { Scope } from '../mapping/template.js';
import type { Manifest } from '../schema/manifest.gen.js';

/** `{{ lookups.<name> }}` is known where the manifest declares that lookup (resource operations, action requests). */
export function lookupsScope(manifest: Manifest): Scope {
  const names = Object.keys(manifest.lookups ?? {});
  return names.length ? { lookups: Object.fromEntries(names.map((n) => [n, 'any' as const])) } : {};
}
