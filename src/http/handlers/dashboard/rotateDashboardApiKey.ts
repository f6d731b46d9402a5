import { auditOf } from '../../audit-of.js';
import { PlugboardError } from '../../../errors/plugboard-error.js';
import { defineHandler } from '../../handler-context.js';
import { dashboardEnvironment } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'rotateDashboardApiKey'>(async (ctx) => {
  const env = await dashboardEnvironment(ctx);
  // The environment token rotates on the Settings page, which asks for the current token: a session opened with a
  // leaked token must not rotate it away from its owner (docs/security.md).
  if (ctx.services.apiKeys.isPrimary(env, ctx.params.apiKeyId)) {
    throw new PlugboardError('CONFLICT', 'Rotate the environment token on the Settings page (it asks for the current token)', {
      details: { id: ctx.params.apiKeyId },
    });
  }
  const rotated = await ctx.services.apiKeys.rotate(env, ctx.params.apiKeyId, ctx.body.gracePeriodSeconds ?? 0, auditOf(ctx));
  return json(rotated, 200, { 'cache-control': 'no-store' });
});
