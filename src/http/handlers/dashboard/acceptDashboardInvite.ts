import { clientAddressOf } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'acceptDashboardInvite'>(async (ctx) => {
  const address = clientAddressOf(ctx.req);
  // The change is the invitee's own: the trail names them (the user the invite made, or the one it reached).
  const accepted = await ctx.services.dashboardInvites.accept(ctx.body.token, ctx.body.password, address, (user) =>
    ctx.services.audit.as({ actor: { kind: 'user', userId: user.userId, email: user.email }, address }),
  );
  return json(accepted, 201);
});
