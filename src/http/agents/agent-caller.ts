import { PlugboardError } from '../../errors/plugboard-error.js';
import type { AgentCaller } from '../../services/agents/agent-tools-service.js';
import { requireEnvironment } from '../auth-guards.js';
import type { HandlerContext } from '../handler-context.js';

/**
 * The caller of an agent operation (`/mcp`, `/api/tools/*`): its AgentPolicy, its environment and the connection its
 * credentials named. The one place credentials become a policy (src/services/agents/agent-policy.ts):
 *
 * - an agent key (`Authorization: Bearer`, the `AgentKey` scheme): the policy the key carries (its guard resolved
 *   it, revoked and expired keys refused there);
 * - the back-end path, the environment API token (`x-svc-api-token`) with an optional `x-svc-access-token`: the
 *   policy reaches that one connection, or every connection of the environment without it; nothing is read-only,
 *   there is no allow-list, the passthrough is offered (the same token already reaches /api/passthrough), and writes
 *   ask for confirmation when the request says `Plugboard-Require-Confirmation: true`.
 */
export async function agentCallerOf(
  ctx: Pick<HandlerContext, 'auth' | 'headers' | 'services' | 'res'>,
  via: AgentCaller['via'],
): Promise<AgentCaller> {
  const { auth, headers } = ctx;
  const requestId = ctx.res.getHeader('x-request-id');
  let caller: AgentCaller;
  if (auth.agent) {
    const environment = auth.environment ?? (await ctx.services.projects.findEnvironment(auth.agent.environmentId));
    if (!environment) throw new PlugboardError('UNAUTHORIZED', 'The environment of this agent key no longer exists');
    caller = { policy: auth.agent, environment, via };
  } else {
    const environment = requireEnvironment(auth);
    caller = {
      policy: {
        projectId: environment.projectId,
        environmentId: environment.id,
        via: 'api-token',
        connections: auth.connection ? { kind: 'ids', ids: [auth.connection.id] } : { kind: 'all' },
        toolAllowList: [],
        readOnly: false,
        requireConfirmation: headerValue(headers['plugboard-require-confirmation']) === 'true',
        allowPassthrough: true,
      },
      environment,
      via,
    };
    if (auth.connection) caller.connection = auth.connection;
  }
  if (typeof requestId === 'string') caller.requestId = requestId;
  return caller;
}

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim().toLowerCase();
