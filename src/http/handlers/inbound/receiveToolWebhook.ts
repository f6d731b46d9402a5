import { defineHandler } from '../../handler-context.js';
import { rawBodyOf } from '../../raw-body.js';

/**
 * A tool's native webhook, verified over the exact bytes received and the URL the tool called (the public base
 * URL plus the path), as the manifest's `webhooks.signature` says.
 */
export default defineHandler<'receiveToolWebhook'>(async ({ params, body, headers, services, req }) => {
  const { echo, ...result } = await services.toolWebhooks.receive(params.integrationId, params.connectionId, {
    method: req.method,
    path: req.originalUrl,
    rawBody: rawBodyOf(req),
    headers,
    payload: body,
  });
  // A registration handshake (RingCentral's Validation-Token) is answered 200 with the header echoed.
  if (echo) return { status: 200, headers: echo, body: { result } };
  return { status: 202, body: { result } };
});
