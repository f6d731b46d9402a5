/**
 * The cookie that binds an OAuth attempt to the browser that started it: HttpOnly (no script reads it),
 * SameSite=Lax (sent on the tool's top-level redirect back to the callback, not on cross-site subrequests), scoped
 * to the callback path, gone after 15 minutes (the session's life).
 */
const NAME = 'pb_oauth_binding';
const PATH = '/api/auth/oauth-callback';

export const oauthBindingCookie = {
  set(nonce: string, secure: boolean): string {
    return `${NAME}=${nonce}; Path=${PATH}; Max-Age=900; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  },
  clear(secure: boolean): string {
    return `${NAME}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  },
  /** The nonce from a Cookie header, if present. */
  read(cookieHeader: string | undefined): string | undefined {
    for (const part of (cookieHeader ?? '').split(';')) {
      const [k, ...v] = part.trim().split('=');
      if (k === NAME) return v.join('=') || undefined;
    }
    return undefined;
  },
};
