import type { AgentKey, AgentKeyPolicy } from '../../generated/api.gen.js';
import type { AgentPolicy } from '../../services/agents/agent-policy.js';
import type { AgentKeyDoc } from '../../store/agent-keys.repo.js';

/** The `AgentKey` schema: never the secret nor its hash. */
export function presentAgentKey(doc: AgentKeyDoc, now = new Date()): AgentKey {
  const out: AgentKey = {
    id: doc.id,
    name: doc.name,
    keyHint: `…${doc.hint}`,
    status: doc.revokedAt ? 'revoked' : doc.expiresAt && doc.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active',
    allConnections: doc.connections.kind === 'all',
    connectionIds: doc.connections.kind === 'ids' ? doc.connections.ids : [],
    toolAllowList: doc.toolAllowList,
    readOnly: doc.readOnly,
    requireConfirmation: doc.requireConfirmation,
    allowPassthrough: doc.allowPassthrough,
    createdTime: doc.createdAt.toISOString(),
  };
  if (doc.budget) out.budget = doc.budget;
  if (doc.expiresAt) out.expiresTime = doc.expiresAt.toISOString();
  if (doc.revokedAt) out.revokedTime = doc.revokedAt.toISOString();
  return out;
}

/** The `AgentKeyPolicy` schema: what the presented key may do. */
export function presentAgentPolicy(policy: AgentPolicy & { keyId: string }): AgentKeyPolicy {
  const out: AgentKeyPolicy = {
    keyId: policy.keyId,
    projectId: policy.projectId,
    environmentId: policy.environmentId,
    allConnections: policy.connections.kind === 'all',
    connectionIds: policy.connections.kind === 'ids' ? policy.connections.ids : [],
    toolAllowList: policy.toolAllowList,
    readOnly: policy.readOnly,
    requireConfirmation: policy.requireConfirmation,
    allowPassthrough: policy.allowPassthrough,
  };
  if (policy.budget) out.budget = policy.budget;
  if (policy.expiresAt) out.expiresTime = policy.expiresAt.toISOString();
  return out;
}
