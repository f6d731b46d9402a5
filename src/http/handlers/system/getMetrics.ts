import { PlugboardError } from '../../../errors/plugboard-error.js';
import { defineHandler } from '../../handler-context.js';
import { text } from '../../reply.js';

/** Prometheus scrape; the bearer token is checked here because whether one is needed is configuration. */
export default defineHandler<'getMetrics'>(async ({ services, headers }) => {
  if (!services.metrics.accepts(headers.authorization)) {
    throw new PlugboardError('UNAUTHORIZED', 'Missing or invalid metrics token (Authorization: Bearer ...)', {
      details: { header: 'authorization' },
    });
  }
  const { contentType, body } = await services.metrics.render();
  return text(body, contentType, 200, { 'cache-control': 'no-store' });
});
