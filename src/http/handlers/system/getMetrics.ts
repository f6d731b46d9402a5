import { defineHandler } from '../../handler-context.js';
import { text } from '../../reply.js';

/** Prometheus scrape; the MetricsToken guard (auth-guards.ts) checked the bearer token when one is configured. */
export default defineHandler<'getMetrics'>(async ({ services }) => {
  const { contentType, body } = await services.metrics.render();
  return text(body, contentType, 200, { 'cache-control': 'no-store' });
});
