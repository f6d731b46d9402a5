/**
 * Verifying a webhook delivery, on the exact raw body, with either scheme the gateway signs with (docs/webhooks.md):
 * - the webhook's own secret (`whsec_<base64>`, answered once when the webhook is created): Standard Webhooks,
 *   `webhook-signature: v1,<base64 HMAC-SHA256(key, "<webhook-id>.<webhook-timestamp>.<body>")>`, timestamp in
 *   seconds; several space-separated signatures may be sent (a rotation), one matching is enough;
 * - the seed's scheme with the environment's API token: `x-svc-webhook-signature` = hex SHA-256 of
 *   `<API token>:<x-svc-timestamp>:<body>`, timestamp in milliseconds.
 * Web Crypto only (Node 20+, browsers, edge runtimes). Comparisons are constant-time.
 */
import type { ConnectorEvent } from './types.js';

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookInput {
  /** The body exactly as received (a string or the raw bytes): not a re-serialised object. */
  body: string | Uint8Array;
  /** The request's headers (a fetch `Headers`, or Node's `req.headers`). */
  headers: WebhookHeaders;
  /** The webhook's secret (`whsec_...`): checks the Standard Webhooks signature. */
  secret?: string | undefined;
  /** The environment's API token: checks `x-svc-webhook-signature`. */
  apiToken?: string | undefined;
  /** How old (or how far in the future) a delivery's timestamp may be, in seconds (default 300). */
  toleranceSeconds?: number | undefined;
  /** The time to judge freshness against (default: now). */
  now?: Date | number | undefined;
}

export type WebhookVerificationReason = 'no_key' | 'missing_header' | 'bad_timestamp' | 'stale' | 'bad_signature' | 'bad_body';

/** The delivery did not verify; `reason` says why (never the expected signature). */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookVerificationReason,
    message: string,
  ) {
    super(message);
  }
}

const DEFAULT_TOLERANCE_SECONDS = 300;
const encoder = new TextEncoder();

/**
 * Checks the delivery with every key given (`secret` and/or `apiToken`; at least one) and its freshness, then returns
 * the event it carries. Throws WebhookVerificationError otherwise. Answer 2xx only after it returned.
 */
export async function verifyWebhook(input: VerifyWebhookInput): Promise<ConnectorEvent> {
  if (!input.secret && !input.apiToken)
    throw new WebhookVerificationError('no_key', 'Give the webhook secret (whsec_...) or the API token');
  const bytes = typeof input.body === 'string' ? encoder.encode(input.body) : input.body;
  const nowMs = input.now === undefined ? Date.now() : typeof input.now === 'number' ? input.now : input.now.getTime();
  const toleranceMs = (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS) * 1000;
  const fresh = (atMs: number) => {
    if (Math.abs(nowMs - atMs) > toleranceMs) {
      throw new WebhookVerificationError('stale', `The delivery's timestamp is more than ${toleranceMs / 1000} s from now`);
    }
  };

  if (input.secret) {
    const id = header(input.headers, 'webhook-id');
    const timestamp = header(input.headers, 'webhook-timestamp');
    const signatures = header(input.headers, 'webhook-signature');
    if (!id || !timestamp || !signatures)
      throw new WebhookVerificationError('missing_header', 'webhook-id, webhook-timestamp or webhook-signature is missing');
    if (!/^\d{1,15}$/.test(timestamp)) throw new WebhookVerificationError('bad_timestamp', 'webhook-timestamp is not a number of seconds');
    fresh(Number(timestamp) * 1000);
    const key = decodeSecret(input.secret);
    const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, concat(encoder.encode(`${id}.${timestamp}.`), bytes)));
    const ok = signatures.split(' ').some((s) => {
      const [version, value] = s.split(',', 2);
      if (version !== 'v1' || !value) return false;
      const given = decodeBase64(value);
      return given !== undefined && equal(given, mac);
    });
    if (!ok) throw new WebhookVerificationError('bad_signature', 'webhook-signature does not match the body and the secret');
  }

  if (input.apiToken) {
    const timestamp = header(input.headers, 'x-svc-timestamp');
    const signature = header(input.headers, 'x-svc-webhook-signature');
    if (!timestamp || !signature)
      throw new WebhookVerificationError('missing_header', 'x-svc-timestamp or x-svc-webhook-signature is missing');
    if (!/^\d{1,16}$/.test(timestamp))
      throw new WebhookVerificationError('bad_timestamp', 'x-svc-timestamp is not a number of milliseconds');
    fresh(Number(timestamp));
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', concat(encoder.encode(`${input.apiToken}:${timestamp}:`), bytes)));
    const given = /^[0-9a-fA-F]{64}$/.test(signature) ? hexBytes(signature) : undefined;
    if (!given || !equal(given, digest))
      throw new WebhookVerificationError('bad_signature', 'x-svc-webhook-signature does not match the body and the API token');
  }

  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as ConnectorEvent;
  } catch {
    throw new WebhookVerificationError('bad_body', 'The body is not JSON');
  }
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

function decodeSecret(secret: string): Uint8Array<ArrayBuffer> {
  const bytes = decodeBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
  if (!bytes || bytes.length === 0) throw new WebhookVerificationError('no_key', 'The webhook secret is not whsec_<base64>');
  return bytes;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const raw = atob(text);
    const out = new Uint8Array(raw.length);
    for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  } catch {
    return undefined;
  }
}

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** Constant-time in the content (the length of a signature is no secret). */
function equal(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}
