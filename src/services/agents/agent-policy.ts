import { LRUCache } from 'lru-cache';
/**
 * What an agent caller may do, resolved once per request from its credential: an agent key (issued by the agent
 * keys service, stored hashed) or, for back ends, the environment API token plus an optional `x-svc-access-token`.
 * The MCP server and `/api/tools/*` enforce it; the agent keys service builds it. This file is the contract between
 * the two and holds no behaviour beyond the pure checks below.
 */
export interface AgentPolicy {
  projectId: string;
  environmentId: string;
  /** how the caller authenticated */
  via: 'agent-key' | 'api-token';
  /** the agent key's public id (absent on the API-token path); metrics, logs and budgets are keyed on it */
  keyId?: string;
  /** which connections of the environment the caller may reach */
  connections: { kind: 'all' } | { kind: 'ids'; ids: string[] };
  /** tool-name patterns (`*` matches any run of characters); empty means every tool */
  toolAllowList: string[];
  /** true: only tools that read (list, get, search, read actions, the event log) are listed and callable */
  readOnly: boolean;
  /** true: writes answer with a preview and a confirmation id; `confirm_write` executes it once */
  requireConfirmation: boolean;
  /** true: the passthrough tool is offered */
  allowPassthrough: boolean;
  /** calls allowed per minute and per day (absent: no budget of its own; the environment's limits still apply) */
  budget?: { perMinute?: number; perDay?: number };
  /** when the key stops working (absent: never) */
  expiresAt?: Date;
}

/** `*` globs of the allow-list, compiled once per pattern (tool names are at most 64 characters). */
const patternCache = new LRUCache<string, RegExp>({ max: 10_000 });

function patternRegExp(pattern: string): RegExp {
  let compiled = patternCache.get(pattern);
  if (!compiled) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    compiled = new RegExp(`^${source}$`);
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

/** Whether the policy's allow-list admits a tool name (an empty list admits every tool). */
export function toolAllowed(policy: Pick<AgentPolicy, 'toolAllowList'>, toolName: string): boolean {
  if (policy.toolAllowList.length === 0) return true;
  return policy.toolAllowList.some((pattern) => patternRegExp(pattern).test(toolName));
}

/** Whether the policy reaches a connection of its environment. */
export function connectionAllowed(policy: Pick<AgentPolicy, 'connections'>, connectionId: string): boolean {
  return policy.connections.kind === 'all' || policy.connections.ids.includes(connectionId);
}
