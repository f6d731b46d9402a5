import { PlugboardError } from '../../errors/plugboard-error.js';
import type { HostOverride, HostOverrides } from '../compile/compiled-connector.js';

/**
 * Parses PLUGBOARD_CONNECTOR_HOSTS: `{"hubspot":{"api":"http://127.0.0.1:4010","token":"http://127.0.0.1:4011"}}`.
 * Each value is an origin that replaces the origin of the manifest's api base URL, authorize URL or token URL, or
 * (`files`) of the file a report job's download redirects to.
 */
export function parseHostOverrides(json: string): HostOverrides {
  if (!json.trim()) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new PlugboardError('VALIDATION_FAILED', 'connector host overrides must be a JSON object');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new PlugboardError('VALIDATION_FAILED', 'connector host overrides must be a JSON object');
  const out: HostOverrides = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new PlugboardError('VALIDATION_FAILED', `host override for ${id} must be an object`);
    const o: HostOverride = {};
    for (const [k, v] of Object.entries(value)) {
      if (k !== 'api' && k !== 'authorize' && k !== 'token' && k !== 'files') {
        throw new PlugboardError('VALIDATION_FAILED', `host override ${id}.${k}: allowed keys are api, authorize, token, files`);
      }
      o[k] = assertOrigin(`${id}.${k}`, v);
    }
    out[id] = o;
  }
  return out;
}

function assertOrigin(name: string, v: unknown): string {
  if (typeof v !== 'string') throw new PlugboardError('VALIDATION_FAILED', `host override ${name} must be a string`);
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw new PlugboardError('VALIDATION_FAILED', `host override ${name} is not a URL`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new PlugboardError('VALIDATION_FAILED', `host override ${name} must be http(s)`);
  return u.origin;
}

/** Replaces the origin of `url` with `origin` (keeps path, query); returns url unchanged without an override. */
export function replaceOrigin(url: string, origin: string | undefined): string {
  if (!origin) return url;
  const u = new URL(url);
  return origin + u.pathname + u.search + u.hash;
}
