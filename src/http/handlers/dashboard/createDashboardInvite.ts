import { auditOf } from '../../audit-of.js';
import { defineHandler } from '../../handler-context.js';
import { teamActor } from '../../dashboard-ui/session.js';
import { json } from '../../reply.js';

export default defineHandler<'createDashboardInvite'>(async (ctx) =>
  json(await ctx.services.dashboardInvites.create(teamActor(ctx), ctx.params.projectId, ctx.body, auditOf(ctx)), 201, {
    'cache-control': 'no-store',
  }),
);
