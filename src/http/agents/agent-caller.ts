import type { IncomingHttpHeaders } from 'node:http';
import type { AgentPolicy } from '../../services/agents/agent-policy.js';
import type { AgentCaller } from '../../services/agents/agent-tools-service.js';
import { requireEnvironment } from '../auth-guards.js';
import type { AuthContext } from '../handler-context.js';

/**
 * What an agent caller may do, from what the request's credentials resolved: the one place `/mcp` and
 * `/api/tools/*` turn credentials into an AgentPolicy (src/services/agents/agent-policy.ts).
 *
 * The back-end path, the environment API token (`x-svc-api-token`) with an optional `x-svc-access-token`: the
 * policy reaches that one connection, or every connection of the environment without it; nothing is read-only,
 * there is no allow-list, the passthrough is offered (the same token already reaches /api/passthrough), and writes
 * ask for confirmation when the request says `Plugboard-Require-Confirmation: true`.
 *
 * Agent keys (`Authorization: Bearer <agent key>`) resolve to a policy of their own in their guard; that branch
 * goes here, before the API-token one.
 */
function policyFor(auth: AuthContext, headers: IncomingHttpHeaders): AgentPolicy {
  const environment = requireEnvironment(auth);
  return {
    projectId: environment.projectId,
    environmentId: environment.id,
    via: 'api-token',
    connections: auth.connection ? { kind: 'ids', ids: [auth.connection.id] } : { kind: 'all' },
    toolAllowList: [],
    readOnly: false,
    requireConfirmation: headerValue(headers['plugboard-require-confirmation']) === 'true',
    allowPassthrough: true,
  };
}

/** The caller of an agent operation: its policy, environment and the connection its credentials named. */
export function agentCallerOf(auth: AuthContext, headers: IncomingHttpHeaders, via: AgentCaller['via'], requestId: unknown): AgentCaller {
  const caller: AgentCaller = { policy: policyFor(auth, headers), environment: requireEnvironment(auth), via };
  if (auth.connection) caller.connection = auth.connection;
  if (typeof requestId === 'string') caller.requestId = requestId;
  return caller;
}

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim().toLowerCase();
