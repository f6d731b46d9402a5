import { defineHandler } from '../../handler-context.js';
import { presentConnection } from '../../present/connection.js';
import { requireEnvironment } from '../../auth-guards.js';
import { ok } from '../../reply.js';

export default defineHandler<'updateConnection'>(async ({ auth, body, services }) => {
  const env = requireEnvironment(auth);
  const doc = await services.connections.updateSettings(env, body.id, {
    ...(body.sync?.objects !== undefined ? { syncObjects: body.sync.objects } : {}),
    ...(body.sync?.frequencySeconds !== undefined ? { syncFrequencySeconds: body.sync.frequencySeconds } : {}),
    ...(body.sync?.retentionDays !== undefined ? { syncRetentionDays: body.sync.retentionDays } : {}),
    ...(body.sync?.fields !== undefined ? { syncFields: body.sync.fields } : {}),
    ...(body.inputs ? { inputs: body.inputs } : {}),
    ...(body.sandbox?.faults !== undefined ? { sandboxFaults: body.sandbox.faults } : {}),
    ...(body.sandbox?.activity !== undefined ? { sandboxActivity: body.sandbox.activity } : {}),
  });
  return ok({ connection: presentConnection(doc, env, await services.toolSubscriptions.list(doc.id)) });
});
