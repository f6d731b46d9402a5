import { createHash, createHmac } from 'node:crypto';

/**
 * The seed's scheme: lowercase hex SHA-256 of `<API token>:<x-svc-timestamp>:<exact body>`. A plain digest (not an
 * HMAC) because that is what existing receivers verify; the token is secret, so the digest still authenticates.
 */
function svcSignature(apiToken: string, timestampMs: string, body: string): string {
  return createHash('sha256').update(`${apiToken}:${timestampMs}:${body}`, 'utf8').digest('hex');
}

/**
 * Standard Webhooks (standardwebhooks.com) headers as well, so receivers using its libraries can verify with the
 * webhook's own secret instead of the full-power API token: `v1,<base64 HMAC-SHA256 of "<msgId>.<unix
 * seconds>.<body>">`, keyed with the base64-decoded part of the `whsec_…` secret (the libraries' convention).
 */
function standardWebhookHeaders(secret: string, msgId: string, timestampMs: string, body: string): Record<string, string> {
  const seconds = String(Math.floor(Number(timestampMs) / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${msgId}.${seconds}.${body}`, 'utf8').digest('base64');
  return { 'webhook-id': msgId, 'webhook-timestamp': seconds, 'webhook-signature': `v1,${mac}` };
}

/**
 * Headers of one delivery attempt: the seed's `x-svc-webhook-signature` from the environment's API token, the
 * Standard Webhooks signature from the webhook's own secret.
 */
export function signedHeaders(opts: {
  apiToken: string;
  webhookSecret: string;
  projectId: string;
  webhookId: string;
  deliveryId: string;
  timestampMs: string;
  body: string;
}): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Plugboard-Webhooks/1',
    'x-svc-project-id': opts.projectId,
    'x-svc-timestamp': opts.timestampMs,
    'x-svc-webhook-id': opts.webhookId,
    'x-svc-webhook-signature': svcSignature(opts.apiToken, opts.timestampMs, opts.body),
    ...standardWebhookHeaders(opts.webhookSecret, opts.deliveryId, opts.timestampMs, opts.body),
  };
}
