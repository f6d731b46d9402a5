import { httpOnlyCookie, readCookie } from '../cookies.js';

/**
 * The cookie that binds a single sign-on attempt to the browser that started it: HttpOnly, SameSite=Lax (sent on
 * the provider's top-level redirect back to the callback, a cross-site navigation that a Strict cookie would miss),
 * scoped to the callback path, gone after 10 minutes (the attempt's life).
 */
const NAME = 'pb_sso_binding';
const PATH = '/dashboard/sso/callback';

export const ssoBindingCookie = {
  set: (nonce: string, secure: boolean): string => httpOnlyCookie(NAME, nonce, { path: PATH, maxAgeS: 600, sameSite: 'lax', secure }),
  clear: (secure: boolean): string => httpOnlyCookie(NAME, '', { path: PATH, maxAgeS: 0, sameSite: 'lax', secure }),
  read: (cookieHeader: string | undefined): string | undefined => readCookie(cookieHeader, NAME),
};
