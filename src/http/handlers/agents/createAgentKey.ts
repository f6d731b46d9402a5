import { requireEnvironment } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { presentAgentKey } from '../../present/agent-key.js';
import { ok } from '../../reply.js';

export default defineHandler<'createAgentKey'>(async ({ auth, body, services }) => {
  const { key, secret } = await services.agentKeys.create(requireEnvironment(auth), body);
  return ok({ agentKey: presentAgentKey(key), secret });
});
