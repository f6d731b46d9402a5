import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ResolvedDashboardSession } from '../../services/dashboard/dashboard-auth-service.js';
import type { TeamActor } from '../../services/dashboard/dashboard-team-service.js';
import type { DashboardUserDoc } from '../../store/dashboard-users.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import { httpOnlyCookie } from '../cookies.js';
import type { HandlerContext } from '../handler-context.js';

const DASHBOARD_COOKIE = 'pb_dash';

/** The dashboard session the request's cookie resolved to (the operation's security guarantees one). */
export const dashboardSession = (ctx: HandlerContext): ResolvedDashboardSession => ctx.auth.dashboard as ResolvedDashboardSession;

/** The environment in the path, when the session may see it (404 otherwise). */
export const dashboardEnvironment = (ctx: HandlerContext & { params: { environmentId: string } }): Promise<EnvironmentDoc> =>
  ctx.services.dashboardAuth.environmentFor(dashboardSession(ctx), ctx.params.environmentId);

/** The dashboard user of the session, as stored now; 403 for a session signed in with a token (it has no account). */
export async function dashboardAccount(ctx: HandlerContext): Promise<DashboardUserDoc> {
  const p = dashboardSession(ctx).principal;
  if (p.kind !== 'user')
    throw new PlugboardError('FORBIDDEN', 'Only a dashboard user has an account: this session was signed in with a token');
  const user = await ctx.services.dashboardUsers.findById(p.userId);
  if (!user) throw new PlugboardError('UNAUTHORIZED', 'Not signed in, or the dashboard session has ended: sign in again');
  return user;
}

/** Who acts on the project's team: the session's user (none for the operator), their role there, their audit id. */
export function teamActor(ctx: HandlerContext & { params: { projectId: string } }): TeamActor & { id: string } {
  const session = dashboardSession(ctx);
  const role = ctx.services.dashboardAuth.roleIn(session, ctx.params.projectId);
  const p = session.principal;
  return p.kind === 'user' ? { userId: p.userId, role, id: `user:${p.userId}` } : { userId: undefined, role, id: 'operator:adminToken' };
}

/** The session cookie: HttpOnly (no script reads it), SameSite=Strict, only sent to /dashboard. */
export const sessionCookie = (value: string, maxAgeS: number, secure: boolean): string =>
  httpOnlyCookie(DASHBOARD_COOKIE, value, { path: '/dashboard', maxAgeS, sameSite: 'strict', secure });

export const clearedSessionCookie = (secure: boolean) => sessionCookie('', 0, secure);

export const noContent = (headers?: Record<string, string>) => ({ status: 204, body: null, ...(headers ? { headers } : {}) });
