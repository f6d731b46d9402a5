import { requireAgentKey } from '../../auth-guards.js';
import { defineHandler } from '../../handler-context.js';
import { presentAgentPolicy } from '../../present/agent-key.js';
import { ok } from '../../reply.js';

export default defineHandler<'getAgentKeyPolicy'>(({ auth }) => ok(presentAgentPolicy(requireAgentKey(auth))));
