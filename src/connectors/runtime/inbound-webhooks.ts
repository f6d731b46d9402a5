import { createHash, createHmac, createPublicKey, timingSafeEqual, verify as verifySignature, type KeyObject } from 'node:crypto';
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
  /** Password of the connection's HTTP Basic credentials, when the manifest signs with it (Twilio's auth token). */
  basicPassword?: string;
  inputs: Record<string, string>;
}

/** `payload`: the event payload when the signature carries it (a JWT's claims) instead of the body. */
export type WebhookCheck = { ok: true; payload?: unknown } | { ok: false; reason: string };

/**
 * A change one event names; `sync` names no record: the model changed, the connection's sync reads what (id '').
 * `renew` and `resubscribe` are notices about a subscription itself (Graph's lifecycle notifications): `id` is the
 * tool's id of that subscription.
 */
export interface InboundChange {
  model: string;
  change: 'created' | 'updated' | 'deleted' | 'sync' | 'renew' | 'resubscribe';
  id: string;
}

/** How to answer a registration handshake: headers echoed (RingCentral), or a text/plain body (Graph's validationToken). */
export type HandshakeAnswer = { headers: Record<string, string> } | { text: string };

/** The longest validation token echoed: Graph's are a sentence and an id; anything far longer is not one. */
const MAX_HANDSHAKE_CHARS = 2_048;

const header = (h: InboundRequest['headers'], name: string): string | undefined => {
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** The key bytes of a secret typed as text: as is, or decoded from hex/base64 (Close's signature_key is hex). */
const keyBytes = (secret: string, encoding: 'utf8' | 'hex' | 'base64' = 'utf8'): Buffer => Buffer.from(secret, encoding);

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type Signature = NonNullable<CompiledConnector['webhooks']>['signature'];
const secretOf = (s: Signature['secret'], secrets: InboundSecrets): string | undefined =>
  s.from === 'input' ? secrets.inputs[s.input ?? ''] : s.from === 'basic_password' ? secrets.basicPassword : secrets.clientSecret;

/** HTTP Basic credentials the tool sends with each webhook (Pipedrive's http_auth_user / http_auth_password). */
function verifyBasic(sig: Signature, given: string, secrets: InboundSecrets): WebhookCheck {
  const password = secretOf(sig.secret, secrets);
  const username = sig.username ? secretOf(sig.username, secrets) : '';
  if (!password || username === undefined) return { ok: false, reason: 'the webhook credentials of this connection are not known' };
  const expected = `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
  return sameText(given.trim(), expected) ? { ok: true } : { ok: false, reason: 'the webhook credentials do not match' };
}

/**
 * How to answer a registration handshake (`webhooks.handshake`), or undefined when the request is not one:
 * RingCentral sends `Validation-Token` when a subscription is created and expects the header back; Microsoft Graph
 * calls the notification URL with `?validationToken=...` and expects the token, decoded, as a text/plain body.
 */
export function webhookHandshake(connector: CompiledConnector, req: Pick<InboundRequest, 'headers' | 'url'>): HandshakeAnswer | undefined {
  const hs = connector.webhooks?.handshake;
  const name = hs?.echo_header;
  const value = name ? header(req.headers, name) : undefined;
  if (name && value) return { headers: { [name]: value } };
  if (!hs?.echo_query) return undefined;
  let token: string | null;
  try {
    token = new URL(req.url).searchParams.get(hs.echo_query);
  } catch {
    token = null;
  }
  return token && token.length <= MAX_HANDSHAKE_CHARS ? { text: token } : undefined;
}

/** The RSA public key a connection input holds: PEM, or the base64 of its DER SubjectPublicKeyInfo (as tools show it). */
function publicKeyOf(text: string): KeyObject | undefined {
  try {
    return text.includes('-----BEGIN')
      ? createPublicKey(text)
      : createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
  } catch {
    return undefined;
  }
}

const decodePart = (p: string): unknown => {
  try {
    return JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

/** Whether the signature part proves `head.body` with the algorithm the manifest names (HS256: HMAC; RS256: RSA). */
function signatureHolds(sig: Signature, head: string, body: string, mac: string, secret: string): boolean | undefined {
  if (sig.algorithm === 'jwt-hs256') {
    const expected = createHmac('sha256', keyBytes(secret, sig.secret.encoding)).update(`${head}.${body}`).digest('base64url');
    return sameText(mac, expected);
  }
  const key = publicKeyOf(secret);
  if (key?.asymmetricKeyType !== 'rsa') return undefined;
  return verifySignature('RSA-SHA256', Buffer.from(`${head}.${body}`), key, Buffer.from(mac, 'base64url'));
}

/** The claims `jwt` requires beyond the signature: the body's SHA-256 (hex or base64) and the URL the tool called. */
function claimsHold(sig: Signature, claims: Record<string, unknown>, req: InboundRequest): string | undefined {
  const want = sig.jwt;
  if (want?.body_sha256) {
    const given = claims[want.body_sha256];
    const digest = createHash('sha256').update(req.rawBody).digest();
    const forms = [digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')];
    if (typeof given !== 'string' || !forms.some((f) => sameText(given, f))) return 'the body does not match the JWT';
  }
  if (want?.url && claims[want.url] !== req.url) return 'the JWT was made for another address';
  return undefined;
}

/**
 * A webhook carrying a compact JWT: signed HS256 with the shared secret (Dialpad), or RS256 with the tool's key pair,
 * verified with the public key the connection holds (Gong). In `header` (after `prefix`), or else the whole body. `alg`
 * must be the manifest's, an `exp` claim must be in the future, and `jwt` may require a claim with the body's SHA-256
 * and one with the URL called, so that neither can be swapped under a valid token. The claims are the event payload
 * unless `jwt.payload` is body.
 */
function verifyJwt(sig: Signature, req: InboundRequest, secrets: InboundSecrets, nowMs: number): WebhookCheck {
  let token = sig.header ? header(req.headers, sig.header) : req.rawBody.toString('utf8');
  if (sig.header && token && sig.prefix && token.startsWith(sig.prefix)) token = token.slice(sig.prefix.length);
  const parts = (token ?? '').trim().split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]*$/.test(p)))
    return { ok: false, reason: 'the webhook is not a compact JWT' };
  const [head, body, mac] = parts as [string, string, string];
  const secret = secretOf(sig.secret, secrets);
  if (!secret) return { ok: false, reason: 'the signing secret of this connection is not known' };
  const holds = signatureHolds(sig, head, body, mac, secret);
  if (holds === undefined) return { ok: false, reason: 'the public key of this connection is not an RSA key' };
  if (!holds) return { ok: false, reason: 'the signature does not match' };
  const alg = sig.algorithm === 'jwt-rs256' ? 'RS256' : 'HS256';
  if ((decodePart(head) as { alg?: unknown } | undefined)?.alg !== alg) return { ok: false, reason: `the JWT is not signed with ${alg}` };
  const claims = decodePart(body);
  if (!claims || typeof claims !== 'object' || Array.isArray(claims)) return { ok: false, reason: 'the JWT claims are not a JSON object' };
  const exp = (claims as { exp?: unknown }).exp;
  if (typeof exp === 'number' && exp * 1000 < nowMs) return { ok: false, reason: 'the JWT has expired' };
  const refused = claimsHold(sig, claims as Record<string, unknown>, req);
  if (refused) return { ok: false, reason: refused };
  return sig.jwt?.payload === 'body' ? { ok: true } : { ok: true, payload: claims };
}

/**
 * A token the tool echoes in each delivery's JSON body (Aircall's `token`, Zoho's `token`): nothing is signed, so
 * it proves only that the sender knows the token the subscription was made with. Compared in constant time.
 */
function verifyBodyToken(sig: Signature, path: string, req: InboundRequest, secrets: InboundSecrets): WebhookCheck {
  const expected = secretOf(sig.secret, secrets);
  if (!expected) return { ok: false, reason: 'the verification token of this connection is not known' };
  let body: unknown;
  try {
    body = JSON.parse(req.rawBody.toString('utf8'));
  } catch {
    return { ok: false, reason: 'the body is not JSON' };
  }
  // `value[].clientState` (Graph): every item of the array carries the token, and there is at least one item.
  const each = path.indexOf('[].');
  const items = each < 0 ? [body] : getPath(body, parsePath(path.slice(0, each)));
  if (!Array.isArray(items) || items.length === 0) return { ok: false, reason: `the body has no ${path.slice(0, each)} items` };
  const itemPath = parsePath(each < 0 ? path : path.slice(each + 3));
  for (const item of items) {
    const given = getPath(item, itemPath);
    if (typeof given !== 'string' && typeof given !== 'number') return { ok: false, reason: `the body has no ${path}` };
    if (!sameText(String(given), expected)) return { ok: false, reason: 'the verification token does not match' };
  }
  return { ok: true };
}

/**
 * The bytes of each signed part, in order; undefined when a part reads a body that is not of its kind (a `json:`
 * part over a body that is not JSON). `form_params` is Twilio's scheme: every parameter of the form body, sorted by
 * name, as name then value with nothing between; `json_urlencoded:` percent-encodes as encodeURIComponent does
 * (JustCall signs the encoded webhook_url of its body).
 */
function signedParts(signed: string[], req: InboundRequest, secret: string): Buffer[] | undefined {
  let json: unknown;
  const jsonBody = (): unknown => {
    if (json === undefined) {
      try {
        json = JSON.parse(req.rawBody.toString('utf8'));
      } catch {
        json = null;
      }
    }
    return json;
  };
  const out: Buffer[] = [];
  for (const p of signed) {
    if (p === 'method') out.push(Buffer.from(req.method.toUpperCase()));
    else if (p === 'url') out.push(Buffer.from(req.url));
    else if (p === 'body') out.push(req.rawBody);
    else if (p === 'secret') out.push(Buffer.from(secret));
    else if (p === 'form_params') {
      const params = [...new URLSearchParams(req.rawBody.toString('utf8'))];
      // Sorted by name (code unit order, as Twilio's libraries sort); a repeated name keeps its values' order.
      params.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      out.push(Buffer.from(params.map(([k, v]) => k + v).join('')));
    } else if (p.startsWith('json:') || p.startsWith('json_urlencoded:')) {
      const body = jsonBody();
      if (body === null || typeof body !== 'object') return undefined;
      const v = getPath(body, parsePath(p.slice(p.indexOf(':') + 1)));
      const text = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
      out.push(Buffer.from(p.startsWith('json:') ? text : encodeURIComponent(text)));
    } else out.push(Buffer.from(header(req.headers, p.slice('header:'.length)) ?? ''));
  }
  return out;
}

/**
 * A token in the query of the URL the tool called (`query`): tools that sign nothing and call back the address they
 * were given, the token put in it when the subscription was made (Reply.io). Like a body token it proves only that
 * the sender knows the address; compared in constant time.
 */
function verifyQueryToken(name: string, req: InboundRequest, expected: string | undefined): WebhookCheck {
  if (!expected) return { ok: false, reason: 'the verification token of this connection is not known' };
  let given: string | null;
  try {
    given = new URL(req.url).searchParams.get(name);
  } catch {
    given = null;
  }
  if (!given) return { ok: false, reason: `the URL has no ${name} parameter` };
  return sameText(given, expected) ? { ok: true } : { ok: false, reason: 'the verification token does not match' };
}

/** Checks a request against the manifest's `webhooks.signature` (digest compared in constant time). */
export function verifyInboundWebhook(
  connector: CompiledConnector,
  req: InboundRequest,
  secrets: InboundSecrets,
  nowMs: number,
): WebhookCheck {
  const sig = connector.webhooks?.signature;
  if (!sig) return { ok: false, reason: 'no native webhooks declared' };
  if (sig.algorithm === 'jwt-hs256' || sig.algorithm === 'jwt-rs256') return verifyJwt(sig, req, secrets, nowMs);
  if (sig.algorithm === 'token' && sig.body_path) return verifyBodyToken(sig, sig.body_path, req, secrets);
  if (sig.algorithm === 'token' && sig.query) return verifyQueryToken(sig.query, req, secretOf(sig.secret, secrets));
  if (!sig.header) return { ok: false, reason: 'no signature header declared' };
  let given = header(req.headers, sig.header);
  if (!given) return { ok: false, reason: `missing ${sig.header} header` };
  if (sig.algorithm === 'basic') return verifyBasic(sig, given, secrets);
  if (sig.algorithm === 'token') {
    // The tool echoes a token chosen when its webhook was registered (RingCentral's Verification-Token).
    const token = secretOf(sig.secret, secrets);
    if (!token) return { ok: false, reason: 'the verification token of this connection is not known' };
    return sameText(given.trim(), token) ? { ok: true } : { ok: false, reason: 'the verification token does not match' };
  }
  if (sig.prefix) {
    if (!given.startsWith(sig.prefix)) return { ok: false, reason: `${sig.header} does not start with ${sig.prefix}` };
    given = given.slice(sig.prefix.length);
  }
  const secret = secretOf(sig.secret, secrets);
  if (!secret) return { ok: false, reason: 'the signing secret of this connection is not known' };
  if (sig.timestamp) {
    const raw = Number(header(req.headers, sig.timestamp.header));
    if (!Number.isFinite(raw)) return { ok: false, reason: `missing or invalid ${sig.timestamp.header} header` };
    const ms = (sig.timestamp.unit ?? 'ms') === 's' ? raw * 1000 : raw;
    if (Math.abs(nowMs - ms) > sig.timestamp.max_age_seconds * 1000) return { ok: false, reason: 'the signature timestamp is too old' };
  }
  const parts = signedParts(sig.signed ?? [], req, secret);
  if (!parts) return { ok: false, reason: 'the body is not what the signature covers' };
  const separator = Buffer.from(sig.separator ?? '');
  const signed = Buffer.concat(parts.flatMap((p, i) => (i > 0 && separator.length ? [separator, p] : [p])));
  const key = keyBytes(secret, sig.secret.encoding);
  const encoding = sig.encoding ?? 'hex';
  const digest =
    sig.algorithm === 'sha256'
      ? createHash('sha256').update(key).update(signed).digest(encoding)
      : createHmac(sig.algorithm === 'hmac-sha1' ? 'sha1' : 'sha256', key)
          .update(signed)
          .digest(encoding);
  return sameText(encoding === 'hex' ? given.trim().toLowerCase() : given.trim(), digest)
    ? { ok: true }
    : { ok: false, reason: 'the signature does not match' };
}

/**
 * The event type: one dot path, or parts joined with '.' (a part `query:<name>` reads the URL the tool called,
 * `header:<name>` a request header, as Salesloft's x-salesloft-event).
 */
function eventType(type: string | string[], item: unknown, query: URLSearchParams, headers: InboundRequest['headers']): string {
  const parts = Array.isArray(type) ? type : [type];
  return parts
    .map((p) =>
      p.startsWith('query:')
        ? (query.get(p.slice('query:'.length)) ?? '')
        : p.startsWith('header:')
          ? (header(headers, p.slice('header:'.length)) ?? '')
          : p.includes('|')
            ? // The first path present (Graph: lifecycleEvent on a lifecycle notice, else changeType).
              String(
                p
                  .split('|')
                  .map((alt) => getPath(item, parsePath(alt)))
                  .find((v) => v !== undefined && v !== null) ?? '',
              )
            : String(getPath(item, parsePath(p))),
    )
    .join('.');
}

/** Records one event may name (an `id` path that is an array); Copper sends at most 30. */
const MAX_IDS_PER_EVENT = 100;

/**
 * Maps a verified payload to unified object changes with `webhooks.events`; unmapped event types are ignored.
 * `query` is the query string of the URL the tool called and `headers` its headers (for event types that read
 * them: Attio's object, Salesloft's x-salesloft-event).
 */
export function decodeInboundWebhook(
  connector: CompiledConnector,
  payload: unknown,
  query = new URLSearchParams(),
  headers: InboundRequest['headers'] = {},
): InboundChange[] {
  const ev = connector.webhooks?.events;
  if (!ev) return [];
  const container = getPath(payload, parsePath(ev.records));
  // A body-less notification (Google Calendar's: all in headers) is one event when the records are the body.
  const empty = ev.records === '$' && (payload === undefined || payload === null || payload === '');
  const items = Array.isArray(container) ? container : container && typeof container === 'object' ? [container] : empty ? [{}] : [];
  const changes: InboundChange[] = [];
  for (const item of items) {
    // '*' maps every type the map does not name (Gong's webhook rules send calls and no event type).
    const type = eventType(ev.type, item, query, headers);
    const mapping = Object.hasOwn(ev.map, type) ? ev.map[type] : ev.map['*'];
    if (!mapping) continue;
    if (mapping.change === 'sync') {
      if (!changes.some((c) => c.change === 'sync' && c.model === mapping.model))
        changes.push({ model: mapping.model, change: 'sync', id: '' });
      continue;
    }
    if (mapping.change === 'renew' || mapping.change === 'resubscribe') {
      // A notice about the subscription itself, named by the tool's id of it.
      const sub = ev.subscription_id ? getPath(item, parsePath(ev.subscription_id)) : undefined;
      if (typeof sub === 'string' && sub !== '' && !changes.some((c) => c.change === mapping.change && c.id === sub))
        changes.push({ model: mapping.model, change: mapping.change, id: sub });
      continue;
    }
    // One event may name several records (Copper's ids, up to 30): one change each, bounded.
    const found = getPath(item, parsePath(ev.id));
    for (const id of (Array.isArray(found) ? found : [found]).slice(0, MAX_IDS_PER_EVENT)) {
      if (typeof id !== 'string' && typeof id !== 'number') continue;
      changes.push({ model: mapping.model, change: mapping.change, id: String(id) });
    }
  }
  return changes;
}
