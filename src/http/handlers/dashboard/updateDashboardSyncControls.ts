import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

/** The same change as `sync` of updateConnection, through the same service (bounds and names checked there). */
export default defineHandler<'updateDashboardSyncControls'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  const { frequencySeconds, objects, fields, retentionDays } = ctx.body;
  await ctx.services.connections.updateSettings(env, ctx.params.connectionId, {
    ...(frequencySeconds !== undefined ? { syncFrequencySeconds: frequencySeconds } : {}),
    ...(objects !== undefined ? { syncObjects: objects } : {}),
    ...(fields !== undefined ? { syncFields: fields } : {}),
    ...(retentionDays !== undefined ? { syncRetentionDays: retentionDays } : {}),
  });
  return json(await ctx.services.connections.syncControls(env, ctx.params.connectionId));
});
