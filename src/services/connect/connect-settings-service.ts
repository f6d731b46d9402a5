import type { Audit } from '../audit/audit-recorder.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectSettings, EnvironmentDoc, EnvironmentsRepo } from '../../store/environments.repo.js';

export type { ConnectSettings };

/** What may change in one update: each key given replaces the stored one; an empty string clears a branding field. */
export interface ConnectSettingsUpdate {
  allowedOrigins?: string[];
  branding?: { displayName?: string; logoUrl?: string; accentColor?: string; privacyPolicyUrl?: string };
}

const MAX_ORIGINS = 50;
const MAX_LOGO_BYTES = 100_000;
const LOGO_DATA_URI = /^data:image\/(png|jpeg|webp|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;
const ACCENT = /^#[0-9a-fA-F]{6}$/;
/**
 * Loopback origins a development environment accepts while its list is empty (a customer trying it locally). No
 * `http://[::1]:*`: CSP's host-source grammar has no IPv6 literal, so Chromium ignores it and logs a console error
 * in the customer's page on every open (a page on `[::1]` cannot frame the modal in any case: use localhost).
 */
const DEV_LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

interface Problem {
  field: string;
  rule: string;
  message: string;
}

/**
 * Per-environment settings of the connect modal: the customer's branding, and the origins allowed to embed the
 * modal (its `frame-ancestors`) and to receive its results (postMessage targets). A development environment with
 * no origins listed accepts loopback pages only; a production one accepts none until origins are set.
 */
export class ConnectSettingsService {
  constructor(private readonly environments: EnvironmentsRepo) {}

  get(env: EnvironmentDoc): ConnectSettings {
    return { allowedOrigins: env.connectSettings?.allowedOrigins ?? [], branding: env.connectSettings?.branding ?? {} };
  }

  async update(env: EnvironmentDoc, patch: ConnectSettingsUpdate, audit: Audit): Promise<ConnectSettings> {
    const problems: Problem[] = [];
    const current = this.get(env);
    const allowedOrigins = patch.allowedOrigins ? normalizeOrigins(patch.allowedOrigins, problems) : current.allowedOrigins;
    const branding = new Map(Object.entries(current.branding));
    for (const [key, raw] of Object.entries(patch.branding ?? {}) as [keyof ConnectSettings['branding'], string][]) {
      const value = raw.trim();
      if (value === '') branding.delete(key);
      else if (checkBranding(key, value, problems)) branding.set(key, value);
    }
    if (problems.length)
      throw new PlugboardError('VALIDATION_FAILED', problems.map((p) => `${p.field} ${p.message}`).join('; '), { details: problems });
    const next: ConnectSettings = { allowedOrigins, branding: Object.fromEntries(branding) };
    await this.environments.setConnectSettings(env.id, next);
    await audit.record(
      'connectSettings.update',
      { type: 'environment', id: env.id, name: env.name, environmentId: env.id },
      { before: { ...current }, after: { ...next } },
    );
    return next;
  }

  /**
   * The CSP `frame-ancestors` sources of the modal for this environment. Stored values are checked again: one saved
   * before origins were checked this strictly (`https://a.example;script-src *`, `https://*`) is left out, never
   * written into the header, so it can neither add a directive nor widen who may frame the modal. A bracketed IPv6
   * origin is left out too: CSP host-sources have no IPv6 literal (browsers ignore it with a console error).
   */
  frameAncestors(env: EnvironmentDoc): string[] {
    const stored = this.get(env).allowedOrigins;
    const listed = stored.filter((o) => isOrigin(o) && !o.includes('://['));
    if (stored.length) return listed;
    return env.name === 'development' ? DEV_LOOPBACK_SOURCES : [];
  }

  /** Whether the modal may post its results to `origin` (an exact origin, as the SDK sends it). */
  isAllowedOrigin(env: EnvironmentDoc, origin: string): boolean {
    const stored = this.get(env).allowedOrigins;
    if (stored.length) return isOrigin(origin) && stored.includes(origin);
    if (env.name !== 'development') return false;
    try {
      const u = new URL(origin);
      return u.protocol === 'http:' && LOOPBACK_HOSTS.has(u.hostname) && u.origin === origin;
    } catch {
      return false;
    }
  }
}

/**
 * Whether `value` is exactly an origin (scheme, host, optional port) and nothing a CSP source list would read more
 * into: the WHATWG URL parser accepts `;`, `*`, `,` and quotes inside a host (`https://a.example;script-src`,
 * `https://*`), so its `origin` alone is not enough. The host must be a DNS name (letters, digits, hyphens; IDNs in
 * their punycode form), an IPv4 address or a bracketed IPv6 address.
 */
function isOrigin(value: string): boolean {
  if (!ORIGIN.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === value;
  } catch {
    return false;
  }
}

/** `https://host[:port]` with a DNS name, an IPv4 or a bracketed IPv6 host (openapi.yaml's pattern says the same). */
const ORIGIN =
  /^https?:\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*)(:[0-9]{1,5})?$/;

function normalizeOrigins(origins: string[], problems: Problem[]): string[] {
  if (origins.length > MAX_ORIGINS) problems.push({ field: 'allowedOrigins', rule: 'maxItems', message: `at most ${MAX_ORIGINS} origins` });
  const out: string[] = [];
  origins.forEach((o, i) => {
    // A trailing slash is how address bars show an origin: accepted and dropped. Otherwise exactly the origin.
    const given = o.trim().replace(/\/$/, '');
    let origin: string | undefined;
    try {
      origin = new URL(given).origin;
    } catch {
      /* reported below */
    }
    if (origin === undefined || origin !== given || !isOrigin(origin)) {
      problems.push({
        field: `allowedOrigins[${i}]`,
        rule: 'origin',
        message: `${JSON.stringify(o.slice(0, 100))} is not an origin: give scheme, host and optional port only, like https://app.example.com (no path, wildcard, quote, comma or semicolon)`,
      });
      return;
    }
    if (!out.includes(origin)) out.push(origin);
  });
  return out;
}

function checkBranding(key: string, value: string, problems: Problem[]): boolean {
  const fail = (rule: string, message: string) => {
    problems.push({ field: `branding.${key}`, rule, message });
    return false;
  };
  switch (key) {
    case 'displayName':
      return value.length <= 80 || fail('maxLength', 'at most 80 characters');
    case 'logoUrl':
      if (!LOGO_DATA_URI.test(value))
        return fail(
          'dataUri',
          'must be a data: URI of a PNG, JPEG, WebP or SVG image (data:image/png;base64,...): the modal loads nothing from another origin',
        );
      return value.length <= MAX_LOGO_BYTES || fail('maxLength', `at most ${MAX_LOGO_BYTES} characters`);
    case 'accentColor':
      return ACCENT.test(value) || fail('pattern', 'must be a colour like #4f46e5');
    case 'privacyPolicyUrl': {
      try {
        const u = new URL(value);
        if (u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK_HOSTS.has(u.hostname))) return true;
      } catch {
        /* reported below */
      }
      return fail('url', 'must be an https:// address');
    }
    default:
      return fail('unknown', 'is not a branding setting');
  }
}
