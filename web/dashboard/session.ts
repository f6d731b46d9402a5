import type { Role } from './role.js';

/** The signed-in session as `GET /dashboard/api/session` answers it (openapi.yaml `DashboardSession`). */
export interface Session {
  principal: { kind: 'environment' | 'operator' | 'user'; environmentId?: string; userId?: string; email?: string };
  csrfToken: string;
  expiresTime: string;
  projects: {
    projectId: string;
    name: string;
    role: Role;
    environments: { environmentId: string; name: 'development' | 'production' }[];
  }[];
}

/** What the sign-in page may offer on this gateway (`GET /dashboard/api/sign-in-options`). */
export interface SignInOptions {
  password: boolean;
  apiToken: 'development' | 'all' | 'off';
  operatorToken: boolean;
}
