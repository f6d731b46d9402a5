import type { AgentKey, AgentKeyPolicy } from '../../generated/api.gen.js';
import type { AgentPolicy } from '../../services/agents/agent-policy.js';
import type { AgentKeyDoc } from '../../store/agent-keys.repo.js';

type Rules = Pick<AgentPolicy, 'connections' | 'toolAllowList' | 'readOnly' | 'requireConfirmation' | 'allowPassthrough'>;

/** What a key may reach and do, as the `AgentKey` and `AgentKeyPolicy` schemas both show it. */
const presentRules = (r: Rules) => ({
  allConnections: r.connections.kind === 'all',
  connectionIds: r.connections.kind === 'ids' ? r.connections.ids : [],
  toolAllowList: r.toolAllowList,
  readOnly: r.readOnly,
  requireConfirmation: r.requireConfirmation,
  allowPassthrough: r.allowPassthrough,
});

/** The key's budget and end, where it has them (absent from the answer otherwise). */
function addLimits(
  out: Pick<AgentKeyPolicy, 'budget' | 'expiresTime'>,
  r: { budget?: AgentPolicy['budget'] | null; expiresAt?: Date | null },
): void {
  if (r.budget) out.budget = r.budget;
  if (r.expiresAt) out.expiresTime = r.expiresAt.toISOString();
}

/** The `AgentKey` schema: never the secret nor its hash. */
export function presentAgentKey(doc: AgentKeyDoc, now = new Date()): AgentKey {
  const out: AgentKey = {
    id: doc.id,
    name: doc.name,
    keyHint: `…${doc.hint}`,
    status: doc.revokedAt ? 'revoked' : doc.expiresAt && doc.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active',
    ...presentRules(doc),
    createdTime: doc.createdAt.toISOString(),
  };
  addLimits(out, doc);
  if (doc.revokedAt) out.revokedTime = doc.revokedAt.toISOString();
  return out;
}

/** The `AgentKeyPolicy` schema: what the presented key may do. */
export function presentAgentPolicy(policy: AgentPolicy & { keyId: string }): AgentKeyPolicy {
  const out: AgentKeyPolicy = {
    keyId: policy.keyId,
    projectId: policy.projectId,
    environmentId: policy.environmentId,
    ...presentRules(policy),
  };
  addLimits(out, policy);
  return out;
}
