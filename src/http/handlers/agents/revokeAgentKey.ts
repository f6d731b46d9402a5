import { requireEnvironment } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { presentAgentKey } from '../../present/agent-key.js';
import { ok } from '../../reply.js';

export default defineHandler<'revokeAgentKey'>(async ({ auth, body, services }) => {
  const key = await services.agentKeys.revoke(requireEnvironment(auth), body.id);
  return ok({ agentKey: presentAgentKey(key) });
});
