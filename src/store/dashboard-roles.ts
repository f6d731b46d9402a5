/**
 * Dashboard roles per project, weakest first: each role allows what the ones before it allow. What each dashboard
 * operation needs is data in openapi.yaml (`x-dashboard-role` on the operation), checked for every request by the
 * dashboard session guard (services/dashboard/dashboard-roles.ts).
 */
export const DASHBOARD_ROLES = ['viewer', 'developer', 'admin', 'owner'] as const;

export type DashboardRole = (typeof DASHBOARD_ROLES)[number];

export const isDashboardRole = (v: unknown): v is DashboardRole => (DASHBOARD_ROLES as readonly unknown[]).includes(v);

/** Whether `role` is at least `minimum`. */
export const roleAllows = (role: DashboardRole, minimum: DashboardRole): boolean =>
  DASHBOARD_ROLES.indexOf(role) >= DASHBOARD_ROLES.indexOf(minimum);
