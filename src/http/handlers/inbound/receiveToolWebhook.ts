import { defineHandler } from '../../handler-context.js';
import { rawBodyOf } from '../../raw-body.js';
import { text } from '../../reply.js';

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
  // A registration handshake is answered 200: RingCentral's Validation-Token header echoed, or Graph's validationToken
  // as a text/plain body (nosniff: the text is the tool's, never run as a page).
  if (echo && 'text' in echo) return text(echo.text, 'text/plain; charset=utf-8', 200, { 'x-content-type-options': 'nosniff' });
  if (echo) return { status: 200, headers: echo.headers, body: { result } };
  return { status: 202, body: { result } };
});
