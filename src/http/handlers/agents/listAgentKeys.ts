import { requireEnvironment } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { presentAgentKey } from '../../present/agent-key.js';
import { ok } from '../../reply.js';

export default defineHandler<'listAgentKeys'>(async ({ auth, services }) => {
  const keys = await services.agentKeys.list(requireEnvironment(auth));
  const now = new Date();
  return ok({ agentKeys: keys.map((k) => presentAgentKey(k, now)) });
});
