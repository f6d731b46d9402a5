import type { Audit } from '../audit/audit-recorder.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { generateId, generateToken } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { AgentKeyDoc, AgentKeysRepo } from '../../store/agent-keys.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { AgentPolicy } from './agent-policy.js';

/** Domain of the keyed hash agent keys are looked up by (see SecretBox.lookupHash). */
const AGENT_KEY_HASH_KIND = 'agent-key';
/** What every agent key starts with: says what it is in a leaked log or a secret scanner's rule. */
const AGENT_KEY_PREFIX = 'pb_agent';

export interface NewAgentKey {
  name: string;
  /** Connection ids of the environment, or absent/`'all'` for every connection (also those made later). */
  connectionIds?: string[] | 'all';
  toolAllowList?: string[];
  readOnly?: boolean;
  requireConfirmation?: boolean;
  allowPassthrough?: boolean;
  budget?: { perMinute?: number; perDay?: number };
  /** ISO date-time in the future. */
  expiresTime?: string;
}

/** Which connections exist in which environment (ConnectionsRepo.environmentsOf). */
export interface ConnectionEnvironments {
  environmentsOf(ids: string[]): Promise<Map<string, string>>;
}

/** An environment by id, read on every agent request (EnvironmentsRepo.findByIdCached). */
export interface EnvironmentLookup {
  findByIdCached(id: string): Promise<EnvironmentDoc | null>;
}

/** A presented key that may be used: its policy and its environment (which the request then acts in). */
export interface ResolvedAgentKey {
  policy: AgentPolicy;
  environment: EnvironmentDoc;
}

/**
 * Agent keys: created for one environment with the limits of what an agent may do there (connections, tool
 * patterns, read-only, confirmation, passthrough, budget, expiry), stored as a keyed hash (the secret is answered
 * once), revoked at any time. `resolve` turns a presented secret into the AgentPolicy the MCP server enforces.
 */
export class AgentKeysService {
  constructor(
    private readonly keys: AgentKeysRepo,
    private readonly connections: ConnectionEnvironments,
    private readonly environments: EnvironmentLookup,
    private readonly box: SecretBox,
    /** Active keys (neither revoked nor expired) per environment (PLUGBOARD_MAX_AGENT_KEYS). */
    private readonly maxKeys: number,
    /** PUBLIC_BASE_URL, without a trailing slash. */
    private readonly publicBaseUrl: string,
  ) {}

  /** The MCP endpoint's address, for client configurations. */
  get mcpUrl(): string {
    return `${this.publicBaseUrl}/mcp`;
  }

  /**
   * The RFC 9728 metadata of a protected resource of the gateway (`/` for the gateway, `/mcp` for the MCP
   * endpoint): agent keys travel as bearer tokens in the Authorization header. No authorization server issues them
   * (they are created in the dashboard or by the API), so none is listed.
   */
  resourceMetadata(resourcePath: '/' | '/mcp') {
    return {
      resource: resourcePath === '/' ? this.publicBaseUrl : `${this.publicBaseUrl}${resourcePath}`,
      resource_name: resourcePath === '/mcp' ? 'Plugboard MCP server' : 'Plugboard',
      bearer_methods_supported: ['header'],
      resource_documentation: `${this.publicBaseUrl}/docs`,
    };
  }

  /** Where the metadata of the resource at `operationPath` is published (the `resource_metadata` of a 401). */
  resourceMetadataUrl(operationPath: string): string {
    const base = `${this.publicBaseUrl}/.well-known/oauth-protected-resource`;
    return operationPath === '/mcp' ? `${base}/mcp` : base;
  }

  async create(env: EnvironmentDoc, input: NewAgentKey, audit: Audit, now = new Date()): Promise<{ key: AgentKeyDoc; secret: string }> {
    const name = input.name.trim();
    if (!name) throw invalid('body.name', 'minLength', 'must not be blank');
    const expiresAt = input.expiresTime === undefined ? null : new Date(input.expiresTime);
    if (expiresAt && !(expiresAt.getTime() > now.getTime())) {
      throw invalid('body.expiresTime', 'future', 'must be in the future');
    }
    const connections = await this.checkedConnections(env, input.connectionIds);
    if ((await this.keys.countActive(env.id, now)) >= this.maxKeys) {
      throw new PlugboardError('QUOTA_EXCEEDED', `An environment holds at most ${this.maxKeys} agent keys (PLUGBOARD_MAX_AGENT_KEYS)`, {
        details: { limit: this.maxKeys },
      });
    }
    const secret = generateToken(AGENT_KEY_PREFIX);
    const budget = input.budget && (input.budget.perMinute !== undefined || input.budget.perDay !== undefined) ? input.budget : null;
    const key: AgentKeyDoc = {
      id: generateId('agk'),
      projectId: env.projectId,
      environmentId: env.id,
      name,
      keyHash: this.box.lookupHash(secret, AGENT_KEY_HASH_KIND),
      hint: secret.slice(-4),
      connections,
      toolAllowList: [...new Set(input.toolAllowList ?? [])],
      readOnly: input.readOnly ?? false,
      requireConfirmation: input.requireConfirmation ?? false,
      allowPassthrough: input.allowPassthrough ?? false,
      budget,
      expiresAt,
      createdAt: now,
      revokedAt: null,
    };
    await this.keys.insert(key);
    await audit.record('agentKey.create', { type: 'agentKey', id: key.id, name: key.name, environmentId: env.id }, { after: summary(key) });
    return { key, secret };
  }

  list(env: EnvironmentDoc): Promise<AgentKeyDoc[]> {
    return this.keys.listByEnvironment(env.id);
  }

  /** Revokes a key of the environment; revoking it again answers it unchanged. */
  async revoke(env: EnvironmentDoc, id: string, audit: Audit, now = new Date()): Promise<AgentKeyDoc> {
    const key = await this.keys.revoke(env.id, id, now);
    if (!key) throw new PlugboardError('NOT_FOUND', `No agent key ${id} in this environment`, { details: { id } });
    await audit.record(
      'agentKey.revoke',
      { type: 'agentKey', id: key.id, name: key.name, environmentId: env.id },
      { before: { revoked: false }, after: { revoked: true } },
    );
    return key;
  }

  /**
   * The policy and environment of a presented secret: null when no key has it (the guard counts a failed check),
   * an error with its own code when the key was revoked or has expired (the caller knows its key and should learn
   * why).
   */
  async resolve(secret: string, now = new Date()): Promise<ResolvedAgentKey | null> {
    if (!secret.startsWith(`${AGENT_KEY_PREFIX}_`) || secret.length > 512) return null;
    const key = await this.keys.findByKeyHash(this.box.lookupHash(secret, AGENT_KEY_HASH_KIND));
    if (!key) return null;
    if (key.revokedAt) {
      throw new PlugboardError('AGENT_KEY_REVOKED', `Agent key ${key.id} was revoked; create a new key`, {
        details: { keyId: key.id, revokedTime: key.revokedAt.toISOString() },
      });
    }
    if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) {
      throw new PlugboardError('AGENT_KEY_EXPIRED', `Agent key ${key.id} expired; create a new key`, {
        details: { keyId: key.id, expiredTime: key.expiresAt.toISOString() },
      });
    }
    const environment = await this.environments.findByIdCached(key.environmentId);
    return environment ? { policy: policyOf(key), environment } : null;
  }

  private async checkedConnections(env: EnvironmentDoc, ids: NewAgentKey['connectionIds']): Promise<AgentKeyDoc['connections']> {
    if (ids === undefined || ids === 'all') return { kind: 'all' };
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw invalid('body.connectionIds', 'minItems', "must name at least one connection (or be 'all')");
    const found = await this.connections.environmentsOf(unique);
    const missing = unique.filter((id) => found.get(id) !== env.id);
    if (missing.length > 0) {
      // Another environment's connection is reported like a missing one: its existence is not this token's to learn.
      throw new PlugboardError('NOT_FOUND', `No connection ${missing[0]!} in this environment`, { details: { connectionIds: missing } });
    }
    return { kind: 'ids', ids: unique };
  }
}

/** The policy a key stands for: what the MCP server and /api/tools/* enforce. */
function policyOf(key: AgentKeyDoc): AgentPolicy {
  const policy: AgentPolicy = {
    projectId: key.projectId,
    environmentId: key.environmentId,
    via: 'agent-key',
    keyId: key.id,
    connections: key.connections.kind === 'all' ? { kind: 'all' } : { kind: 'ids', ids: [...key.connections.ids] },
    toolAllowList: [...key.toolAllowList],
    readOnly: key.readOnly,
    requireConfirmation: key.requireConfirmation,
    allowPassthrough: key.allowPassthrough,
  };
  if (key.budget) policy.budget = { ...key.budget };
  if (key.expiresAt) policy.expiresAt = key.expiresAt;
  return policy;
}

/** An agent key in the audit trail: what it may do, never its secret or hash. */
const summary = (key: AgentKeyDoc) => ({
  name: key.name,
  connections: key.connections,
  toolAllowList: key.toolAllowList,
  readOnly: key.readOnly,
  requireConfirmation: key.requireConfirmation,
  allowPassthrough: key.allowPassthrough,
  budget: key.budget,
  expiresAt: key.expiresAt,
});

const invalid = (field: string, rule: string, message: string) =>
  new PlugboardError('VALIDATION_FAILED', `Invalid request: ${field} ${message}`, { details: [{ field, rule, message }] });
