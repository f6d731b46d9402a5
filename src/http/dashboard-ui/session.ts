import type { ResolvedDashboardSession } from '../../services/dashboard/dashboard-auth-service.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import { httpOnlyCookie } from '../cookies.js';
import type { HandlerContext } from '../handler-context.js';

const DASHBOARD_COOKIE = 'pb_dash';

/** The dashboard session the request's cookie resolved to (the operation's security guarantees one). */
export const dashboardSession = (ctx: HandlerContext): ResolvedDashboardSession => ctx.auth.dashboard as ResolvedDashboardSession;

/** The environment in the path, when the session may see it (404 otherwise). */
export const dashboardEnvironment = (ctx: HandlerContext & { params: { environmentId: string } }): Promise<EnvironmentDoc> =>
  ctx.services.dashboardAuth.environmentFor(dashboardSession(ctx), ctx.params.environmentId);

/** The session cookie: HttpOnly (no script reads it), SameSite=Strict, only sent to /dashboard. */
export const sessionCookie = (value: string, maxAgeS: number, secure: boolean): string =>
  httpOnlyCookie(DASHBOARD_COOKIE, value, { path: '/dashboard', maxAgeS, sameSite: 'strict', secure });

export const clearedSessionCookie = (secure: boolean) => sessionCookie('', 0, secure);

export const noContent = (headers?: Record<string, string>) => ({ status: 204, body: null, ...(headers ? { headers } : {}) });
