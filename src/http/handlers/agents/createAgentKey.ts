import { auditOf } from '../../audit-of.js';
import { requireEnvironment } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { presentAgentKey } from '../../present/agent-key.js';
import { ok } from '../../reply.js';

export default defineHandler<'createAgentKey'>(async ({ auth, body, req, services }) => {
  const { key, secret } = await services.agentKeys.create(requireEnvironment(auth), body, auditOf({ auth, req, services }));
  return ok({ agentKey: presentAgentKey(key), secret });
});
