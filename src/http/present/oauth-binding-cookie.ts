import { httpOnlyCookie, readCookie } from '../cookies.js';

/**
 * The cookie that binds an OAuth attempt to the browser that started it: HttpOnly (no script reads it),
 * SameSite=Lax (sent on the tool's top-level redirect back to the callback, not on cross-site subrequests), scoped
 * to the callback path, gone after 15 minutes (the session's life).
 */
const NAME = 'pb_oauth_binding';
const PATH = '/api/auth/oauth-callback';

export const oauthBindingCookie = {
  set: (nonce: string, secure: boolean): string => httpOnlyCookie(NAME, nonce, { path: PATH, maxAgeS: 900, sameSite: 'lax', secure }),
  clear: (secure: boolean): string => httpOnlyCookie(NAME, '', { path: PATH, maxAgeS: 0, sameSite: 'lax', secure }),
  /** The nonce from a Cookie header, if present. */
  read: (cookieHeader: string | undefined): string | undefined => readCookie(cookieHeader, NAME),
};
