import { createHash, createHmac } from 'node:crypto';

/**
 * The seed's scheme: lowercase hex SHA-256 of `<API token>:<x-svc-timestamp>:<exact body>`. A plain digest (not an
 * HMAC) because that is what existing receivers verify; the token is secret, so the digest still authenticates.
 */
export function svcSignature(apiToken: string, timestampMs: string, body: string): string {
  return createHash('sha256').update(`${apiToken}:${timestampMs}:${body}`, 'utf8').digest('hex');
}

/**
 * Standard Webhooks (standardwebhooks.com) headers as well, so receivers using its libraries can verify:
 * `v1,<base64 HMAC-SHA256 of "<msgId>.<unix seconds>.<body>">`, keyed with the UTF-8 bytes of the API token.
 */
export function standardWebhookHeaders(apiToken: string, msgId: string, timestampMs: string, body: string): Record<string, string> {
  const seconds = String(Math.floor(Number(timestampMs) / 1000));
  const mac = createHmac('sha256', Buffer.from(apiToken, 'utf8')).update(`${msgId}.${seconds}.${body}`, 'utf8').digest('base64');
  return { 'webhook-id': msgId, 'webhook-timestamp': seconds, 'webhook-signature': `v1,${mac}` };
}

/** Headers of one delivery attempt, signed with the environment's API token. */
export function signedHeaders(opts: {
  apiToken: string;
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
    ...standardWebhookHeaders(opts.apiToken, opts.deliveryId, opts.timestampMs, opts.body),
  };
}
