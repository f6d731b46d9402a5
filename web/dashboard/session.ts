import type { DashboardSession, DashboardSignInOptions } from '../../src/generated/api.gen.js';

/** The signed-in session as `GET /dashboard/api/session` answers it (openapi.yaml `DashboardSession`). */
export type Session = DashboardSession;

/** What the sign-in page may offer on this gateway (`GET /dashboard/api/sign-in-options`). */
export type SignInOptions = DashboardSignInOptions;
