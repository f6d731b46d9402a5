import type { ManifestApiKeyAuth } from '../schema/manifest.gen.js';
import type { OutgoingAuthTarget } from './outgoing-request.js';

/**
 * API key in a header (optionally prefixed, e.g. `Token abc`), in a query parameter, as the username of HTTP
 * Basic with an empty password (Close) or the fixed one the tool documents (`basic_password`: Freshdesk's `X`), or as
 * the password of HTTP Basic with an empty username (`in: basic_password`: lemlist's `:YourApiKey`).
 */
export function applyApiKey(spec: ManifestApiKeyAuth, apiKey: string, req: OutgoingAuthTarget): void {
  if (spec.in === 'basic_username') {
    req.headers[spec.name.toLowerCase()] = `Basic ${Buffer.from(`${apiKey}:${spec.basic_password ?? ''}`, 'utf8').toString('base64')}`;
    return;
  }
  if (spec.in === 'basic_password') {
    req.headers[spec.name.toLowerCase()] = `Basic ${Buffer.from(`:${apiKey}`, 'utf8').toString('base64')}`;
    return;
  }
  const value = `${spec.prefix ?? ''}${apiKey}`;
  if (spec.in === 'header') req.headers[spec.name.toLowerCase()] = value;
  else req.query.set(spec.name, value);
}
