import { call, type HttpResult } from './http-client.js';

/** A signed-in dashboard session as a browser holds it: the cookie and the CSRF token for writes. */
export interface DashboardClient {
  cookie: string;
  csrf: string;
  session: any;
  get<T = any>(path: string): Promise<HttpResult<T>>;
  post<T = any>(path: string, body?: unknown): Promise<HttpResult<T>>;
  del<T = any>(path: string): Promise<HttpResult<T>>;
}

/** Signs in with a token, or with a dashboard user's email and password. */
export async function signIn(
  baseUrl: string,
  credentials: string | { email: string; password: string; totpCode?: string; recoveryCode?: string },
  signInHeaders: Record<string, string> = {},
): Promise<DashboardClient> {
  const body = typeof credentials === 'string' ? { token: credentials } : credentials;
  const res = await call(baseUrl, 'POST', '/dashboard/api/session', { body, headers: signInHeaders });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${res.text}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = res.body.csrfToken as string;
  const headers = (write: boolean) => ({ cookie, ...(write ? { 'x-plugboard-csrf': csrf } : {}) });
  return {
    cookie,
    csrf,
    session: res.body,
    get: (path) => call(baseUrl, 'GET', `/dashboard/api${path}`, { headers: headers(false) }),
    post: (path, body) =>
      call(baseUrl, 'POST', `/dashboard/api${path}`, { headers: headers(true), ...(body !== undefined ? { body } : {}) }),
    del: (path) => call(baseUrl, 'DELETE', `/dashboard/api${path}`, { headers: headers(true) }),
  };
}
