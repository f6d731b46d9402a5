import { call, post } from './http-client.js';

/** The binding cookie each started attempt set, by its OAuth state: what the starting browser would send back. */
const bindingCookies = new Map<string, string>();

/**
 * Follows the fake provider's consent page like a browser would: returns the gateway's callback answer. By
 * default it is the browser that started (it sends the binding cookie); `otherBrowser` sends none.
 */
export async function consent(authorizeUrl: string, choice: 'allow' | 'deny', opts: { otherBrowser?: boolean } = {}) {
  const page = await (await fetch(authorizeUrl)).text();
  const m = new RegExp(`id="${choice}" href="([^"]+)"`).exec(page);
  if (!m) throw new Error('no consent link');
  const callbackUrl = m[1]!.replace(/&quot;/g, '"');
  const u = new URL(callbackUrl);
  const cookie = opts.otherBrowser ? undefined : bindingCookies.get(new URL(authorizeUrl).searchParams.get('state') ?? '');
  return call(u.origin, 'GET', u.pathname + u.search, cookie ? { headers: { cookie } } : {});
}

export const sessionHeaders = (sessionToken: string) => ({ 'x-svc-session-token': sessionToken });

export async function newSession(url: string, apiToken: string, body: Record<string, unknown> = {}) {
  const res = await post(url, '/api/auth/session-token', body, { 'x-svc-api-token': apiToken });
  if (res.status !== 200) throw new Error(`session-token: ${res.status} ${res.text}`);
  return res.body.result.sessionToken as string;
}

export async function startOAuth(url: string, sessionToken: string, body: Record<string, unknown> = { integrationId: 'oauthcrm' }) {
  const res = await post(url, '/api/connect/oauth/start', body, sessionHeaders(sessionToken));
  const setCookie = res.headers.get('set-cookie');
  if (res.status === 200 && setCookie) {
    const state = new URL(res.body.result.authorizeUrl).searchParams.get('state') ?? '';
    bindingCookies.set(state, setCookie.split(';')[0]!);
  }
  return res;
}

export async function submitKeydialer(url: string, token: string, username = 'api-id-1', password = 'pw-secret-123') {
  return post(
    url,
    '/api/connect/credentials',
    {
      integrationId: 'keydialer',
      authMethodId: 'basic',
      credentials: { username, password },
      inputs: { region: 'eu' },
    },
    sessionHeaders(token),
  );
}
