import type { Audit, AuditActor } from '../services/audit/audit-recorder.js';
import type { ResolvedDashboardSession } from '../services/dashboard/dashboard-auth-service.js';
import { clientAddressOf } from './auth-guards.js';
import type { HandlerContext } from './handler-context.js';

/**
 * Who a request acts as, for the audit trail: the most specific credential it carries (an agent key, a dashboard
 * session, the environment's token). Computed only by the handlers of administrative changes, never on
 * the proxy path.
 */
function actorOf(ctx: Pick<HandlerContext, 'auth'>): AuditActor {
  const { auth } = ctx;
  if (auth.agent?.keyId !== undefined) {
    return { kind: 'agentKey', keyId: auth.agent.keyId, environmentId: auth.agent.environmentId };
  }
  const dashboard = auth.dashboard as ResolvedDashboardSession | undefined;
  if (dashboard) {
    const p = dashboard.principal;
    if (p.kind === 'operator') return { kind: 'operator', via: 'adminToken' };
    // A dashboard user acts as themselves: the trail names the person, not the environment.
    if (p.kind === 'user') return { kind: 'user', userId: p.userId, email: p.email };
    return { kind: 'dashboardSession', environmentId: p.environmentId };
  }
  if (auth.environment && auth.apiKey)
    return { kind: 'apiKey', keyId: auth.apiKey.id, name: auth.apiKey.name, environmentId: auth.environment.id };
  if (auth.environment) return { kind: 'environmentToken', environmentId: auth.environment.id };
  return { kind: 'system' };
}

/** The request's recorder: its actor and its client address (express's `req.ip`, under PLUGBOARD_TRUST_PROXY). */
export const auditOf = (ctx: Pick<HandlerContext, 'auth' | 'req' | 'services'>): Audit =>
  ctx.services.audit.as({ actor: actorOf(ctx), address: clientAddressOf(ctx.req) });
