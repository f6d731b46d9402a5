import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import { getPath, parsePath } from '../mapping/paths.js';

/** A tool's webhook request as it reached the gateway. */
export interface InboundRequest {
  method: string;
  /** The full URL the tool called (public base URL + path and query), as some tools sign it. */
  url: string;
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface InboundSecrets {
  /** Client secret of the connection's OAuth app, when the manifest signs with it. */
  clientSecret?: string;
  inputs: Record<string, string>;
}

export type WebhookCheck = { ok: true } | { ok: false; reason: string };

export interface InboundChange {
  model: string;
  change: 'created' | 'updated' | 'deleted';
  id: string;
}

const header = (h: InboundRequest['headers'], name: string): string | undefined => {
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** Checks a request against the manifest's `webhooks.signature` (digest compared in constant time). */
export function verifyInboundWebhook(
  connector: CompiledConnector,
  req: InboundRequest,
  secrets: InboundSecrets,
  nowMs: number,
): WebhookCheck {
  const sig = connector.webhooks?.signature;
  if (!sig) return { ok: false, reason: 'no native webhooks declared' };
  let given = header(req.headers, sig.header);
  if (!given) return { ok: false, reason: `missing ${sig.header} header` };
  if (sig.prefix) {
    if (!given.startsWith(sig.prefix)) return { ok: false, reason: `${sig.header} does not start with ${sig.prefix}` };
    given = given.slice(sig.prefix.length);
  }
  const secret = sig.secret.from === 'input' ? secrets.inputs[sig.secret.input ?? ''] : secrets.clientSecret;
  if (!secret) return { ok: false, reason: 'the signing secret of this connection is not known' };
  if (sig.timestamp) {
    const raw = Number(header(req.headers, sig.timestamp.header));
    if (!Number.isFinite(raw)) return { ok: false, reason: `missing or invalid ${sig.timestamp.header} header` };
    const ms = (sig.timestamp.unit ?? 'ms') === 's' ? raw * 1000 : raw;
    if (Math.abs(nowMs - ms) > sig.timestamp.max_age_seconds * 1000) return { ok: false, reason: 'the signature timestamp is too old' };
  }
  const parts = sig.signed.map((p): Buffer => {
    if (p === 'method') return Buffer.from(req.method.toUpperCase());
    if (p === 'url') return Buffer.from(req.url);
    if (p === 'body') return req.rawBody;
    return Buffer.from(header(req.headers, p.slice('header:'.length)) ?? '');
  });
  const encoding = sig.encoding ?? 'hex';
  const digest =
    sig.algorithm === 'sha256'
      ? createHash('sha256').update(secret).update(Buffer.concat(parts)).digest(encoding)
      : createHmac(sig.algorithm === 'hmac-sha1' ? 'sha1' : 'sha256', secret)
          .update(Buffer.concat(parts))
          .digest(encoding);
  const a = Buffer.from(encoding === 'hex' ? given.trim().toLowerCase() : given.trim());
  const b = Buffer.from(digest);
  return a.length === b.length && timingSafeEqual(a, b) ? { ok: true } : { ok: false, reason: 'the signature does not match' };
}

/** Maps a verified payload to unified object changes with `webhooks.events`; unmapped event types are ignored. */
export function decodeInboundWebhook(connector: CompiledConnector, payload: unknown): InboundChange[] {
  const ev = connector.webhooks?.events;
  if (!ev) return [];
  const container = getPath(payload, parsePath(ev.records));
  const items = Array.isArray(container) ? container : container && typeof container === 'object' ? [container] : [];
  const changes: InboundChange[] = [];
  for (const item of items) {
    const mapping = ev.map[String(getPath(item, parsePath(ev.type)))];
    const id = getPath(item, parsePath(ev.id));
    if (!mapping || (typeof id !== 'string' && typeof id !== 'number')) continue;
    changes.push({ model: mapping.model, change: mapping.change, id: String(id) });
  }
  return changes;
}
