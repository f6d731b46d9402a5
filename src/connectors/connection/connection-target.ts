import { LRUCache } from 'lru-cache';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import { renderTemplate, TemplateMissingValueError, type CompiledTemplate } from '../mapping/template.js';
import { replaceOrigin } from './host-overrides.js';
import type { ConnectionContext } from './ports.js';

/**
 * Where one connection's calls go. `declared*` is what the manifest (and token response) say; `effective*`
 * is after the host override. URLs the tool hands back on its declared origin are rewritten to the effective
 * one; URLs on any other origin are refused, so credentials never travel to another host.
 */
export interface ConnectionTarget {
  inputs: Record<string, string>;
  declaredBase: string;
  effectiveBase: string;
  declaredOrigin: string;
  effectiveOrigin: string;
}

export function connectionInputs(
  connector: CompiledConnector,
  conn: Pick<ConnectionContext, 'inputs' | 'credentials'>,
): Record<string, string> {
  const captured = conn.credentials.type === 'oauth2' ? (conn.credentials.captured ?? {}) : {};
  const username = conn.credentials.type === 'basic' ? conn.credentials.username : undefined;
  const out: Record<string, string> = {};
  for (const [name, spec] of Object.entries(connector.inputs)) {
    const v = (spec.from_credentials === 'username' ? username : undefined) ?? conn.inputs[name] ?? captured[name] ?? spec.default;
    if (v === undefined) continue;
    const bad = (why: string) => new PlugboardError('VALIDATION_FAILED', `Connection input '${name}' ${why}`, { details: { input: name } });
    if (spec.pattern && !new RegExp(spec.pattern).test(v)) throw bad(`does not match ${spec.pattern}`);
    if (spec.type === 'hostname' && !/^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/.test(v))
      throw bad('is not a hostname');
    if (spec.type === 'url' && !/^https?:\/\/[^/?#@\\]+(\/[^?#@\\]*)?$/.test(v)) throw bad('is not an http(s) URL');
    if (spec.type !== 'url' && /[/?#@\\\s]/.test(v) && !spec.pattern) throw bad('contains URL delimiters');
    out[name] = v;
  }
  return out;
}

export function renderUrlTemplate(t: CompiledTemplate, inputs: Record<string, string>, what: string): string {
  let v: unknown;
  try {
    v = renderTemplate(t, { inputs });
  } catch (e) {
    if (e instanceof TemplateMissingValueError) {
      throw new PlugboardError('VALIDATION_FAILED', `The connection lacks a value needed for the ${what}: ${e.variable}`, {
        details: { missing: e.variable },
      });
    }
    throw e;
  }
  const s = String(v);
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    throw new PlugboardError('VALIDATION_FAILED', `The ${what} is not a valid URL`, { details: { what } });
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new PlugboardError('VALIDATION_FAILED', `The ${what} must be http(s)`);
  return s;
}

/** Targets already resolved, per connector and input values: the same inputs always give the same target. */
const resolvedTargets = new WeakMap<CompiledConnector, LRUCache<string, ConnectionTarget>>();
/** Distinct input value sets kept per connector (one per connection at most), least recently used dropped first. */
const MAX_TARGETS_PER_CONNECTOR = 5_000;

/**
 * Where a connection's calls go. Every call asks (several URL parses, the input checks): the answer is kept per
 * connector and the input values it depends on (none of them secret: subdomains, instance URLs), frozen since
 * every caller shares it. Inputs that fail their checks are never kept, so they fail the same way each time.
 */
export function resolveTarget(connector: CompiledConnector, conn: Pick<ConnectionContext, 'inputs' | 'credentials'>): ConnectionTarget {
  const captured = conn.credentials.type === 'oauth2' ? conn.credentials.captured : undefined;
  const username = conn.credentials.type === 'basic' ? conn.credentials.username : undefined;
  // Each value length-prefixed (absent: '-'), so no two different value lists make the same key.
  let key = '';
  for (const name in connector.inputs) {
    const v = (connector.inputs[name]!.from_credentials === 'username' ? username : undefined) ?? conn.inputs[name] ?? captured?.[name];
    key += v === undefined ? '-' : `${v.length}:${v}`;
  }
  let known = resolvedTargets.get(connector);
  const hit = known?.get(key);
  if (hit) return hit;
  const inputs = connectionInputs(connector, conn);
  const declaredBase = renderUrlTemplate(connector.baseUrl, inputs, 'API base URL').replace(/\/+$/, '');
  const effectiveBase = replaceOrigin(declaredBase, connector.hostOverride?.api).replace(/\/+$/, '');
  const target: ConnectionTarget = Object.freeze({
    inputs: Object.freeze(inputs),
    declaredBase,
    effectiveBase,
    declaredOrigin: new URL(declaredBase).origin,
    effectiveOrigin: new URL(effectiveBase).origin,
  });
  if (!known) resolvedTargets.set(connector, (known = new LRUCache<string, ConnectionTarget>({ max: MAX_TARGETS_PER_CONNECTOR })));
  known.set(key, target);
  return target;
}

/** base + path for paths the manifest or the caller gives (path already checked or rendered safely). */
export function joinBase(t: ConnectionTarget, path: string): string {
  return `${t.effectiveBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Resolves a URL the tool or a caller supplied (next-page link, cursor): an origin-relative path, or an
 * absolute URL on the declared or effective origin. Anything else is refused with `reject`.
 */
export function resolveSameOrigin(t: ConnectionTarget, urlOrPath: string, reject: (reason: string) => PlugboardError): string {
  if (urlOrPath.startsWith('/') && !urlOrPath.startsWith('//') && !urlOrPath.includes('\\')) {
    return new URL(urlOrPath, t.effectiveOrigin).toString();
  }
  let u: URL;
  try {
    u = new URL(urlOrPath);
  } catch {
    throw reject('not a URL');
  }
  if (u.username || u.password) throw reject('URL carries credentials');
  if (u.origin !== t.declaredOrigin && u.origin !== t.effectiveOrigin) throw reject(`URL points to another host (${u.host})`);
  return replaceOrigin(u.toString(), t.effectiveOrigin);
}
