import type { ManifestApiKeyAuth } from '../schema/manifest.gen.js';
import type { OutgoingAuthTarget } from './outgoing-request.js';

/** API key in a header (optionally prefixed, e.g. `Token abc`) or in a query parameter. */
export function applyApiKey(spec: ManifestApiKeyAuth, apiKey: string, req: OutgoingAuthTarget): void {
  const value = `${spec.prefix ?? ''}${apiKey}`;
  if (spec.in === 'header') req.headers[spec.name.toLowerCase()] = value;
  else req.query.set(spec.name, value);
}
