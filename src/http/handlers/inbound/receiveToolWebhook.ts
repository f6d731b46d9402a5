import { defineHandler } from '../../handler-context.js';

/**
 * A tool's native webhook. The signature would be checked over the raw body; until the manifest language declares
 * native webhooks every integration answers NOT_SUPPORTED_BY_INTEGRATION (see ToolWebhooksService).
 */
export default defineHandler(async ({ params, body, headers, services }) => {
  const result = await services.toolWebhooks.receive(String(params['integrationId']), String(params['connectionId']), {
    rawBody: JSON.stringify(body ?? null),
    payload: body,
    headers,
  });
  return { status: 202, body: { result } };
});
