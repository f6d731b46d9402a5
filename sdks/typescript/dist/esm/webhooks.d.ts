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
export declare class WebhookVerificationError extends Error {
    readonly reason: WebhookVerificationReason;
    readonly name = "WebhookVerificationError";
    constructor(reason: WebhookVerificationReason, message: string);
}
/**
 * Checks the delivery with every key given (`secret` and/or `apiToken`; at least one) and its freshness, then returns
 * the event it carries. Throws WebhookVerificationError otherwise. Answer 2xx only after it returned.
 */
export declare function verifyWebhook(input: VerifyWebhookInput): Promise<ConnectorEvent>;
