"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.WebhookVerificationError = void 0;
exports.verifyWebhook = verifyWebhook;
/** The delivery did not verify; `reason` says why (never the expected signature). */
class WebhookVerificationError extends Error {
    reason;
    name = 'WebhookVerificationError';
    constructor(reason, message) {
        super(message);
        this.reason = reason;
    }
}
exports.WebhookVerificationError = WebhookVerificationError;
const DEFAULT_TOLERANCE_SECONDS = 300;
const encoder = new TextEncoder();
/**
 * Checks the delivery with every key given (`secret` and/or `apiToken`; at least one) and its freshness, then returns
 * the event it carries. Throws WebhookVerificationError otherwise. Answer 2xx only after it returned.
 */
async function verifyWebhook(input) {
    if (!input.secret && !input.apiToken)
        throw new WebhookVerificationError('no_key', 'Give the webhook secret (whsec_...) or the API token');
    const bytes = typeof input.body === 'string' ? encoder.encode(input.body) : input.body;
    const nowMs = input.now === undefined ? Date.now() : typeof input.now === 'number' ? input.now : input.now.getTime();
    const toleranceMs = (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS) * 1000;
    const fresh = (atMs) => {
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
        if (!/^\d{1,15}$/.test(timestamp))
            throw new WebhookVerificationError('bad_timestamp', 'webhook-timestamp is not a number of seconds');
        fresh(Number(timestamp) * 1000);
        const key = decodeSecret(input.secret);
        const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
        const mac = new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, concat(encoder.encode(`${id}.${timestamp}.`), bytes)));
        const ok = signatures.split(' ').some((s) => {
            const [version, value] = s.split(',', 2);
            if (version !== 'v1' || !value)
                return false;
            const given = decodeBase64(value);
            return given !== undefined && equal(given, mac);
        });
        if (!ok)
            throw new WebhookVerificationError('bad_signature', 'webhook-signature does not match the body and the secret');
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
        return JSON.parse(new TextDecoder().decode(bytes));
    }
    catch {
        throw new WebhookVerificationError('bad_body', 'The body is not JSON');
    }
}
function header(headers, name) {
    if (typeof headers.get === 'function')
        return headers.get(name) ?? undefined;
    const record = headers;
    const key = Object.keys(record).find((k) => k.toLowerCase() === name);
    const value = key === undefined ? undefined : record[key];
    return Array.isArray(value) ? value[0] : value;
}
function decodeSecret(secret) {
    const bytes = decodeBase64(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
    if (!bytes || bytes.length === 0)
        throw new WebhookVerificationError('no_key', 'The webhook secret is not whsec_<base64>');
    return bytes;
}
function decodeBase64(text) {
    try {
        const raw = atob(text);
        const out = new Uint8Array(raw.length);
        for (let i = 0; i < raw.length; i++)
            out[i] = raw.charCodeAt(i);
        return out;
    }
    catch {
        return undefined;
    }
}
function hexBytes(hex) {
    const out = new Uint8Array(hex.length / 2);
    for (let i = 0; i < out.length; i++)
        out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
    return out;
}
function concat(a, b) {
    const out = new Uint8Array(a.length + b.length);
    out.set(a, 0);
    out.set(b, a.length);
    return out;
}
/** Constant-time in the content (the length of a signature is no secret). */
function equal(a, b) {
    if (a.length !== b.length)
        return false;
    let diff = 0;
    for (let i = 0; i < a.length; i++)
        diff |= a[i] ^ b[i];
    return diff === 0;
}
