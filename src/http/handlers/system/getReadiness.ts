import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

/** 503 with the reason (STORE_UNAVAILABLE, STORE_DISK_FULL, JOB_SCHEDULER_STALLED) when this process should get no traffic. */
export default defineHandler<'getReadiness'>(async ({ services }) => {
  await services.health.assertReady();
  return json({ status: 'ready', database: 'up' });
});
