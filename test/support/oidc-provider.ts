import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the provider: the login typed on its login page picks one. */
export interface OidcAccount {
  email: string;
  email_verified?: boolean;
  /** Microsoft Entra ID's optional claim, sent instead of `email_verified`. */
  xms_edov?: boolean;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Stops answering (the port closes): "the provider is down". */
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's `oidc-provider`, the certified implementation) on 127.0.0.1, with its
 * development login and consent pages: any login name signs in, and `accounts` says which email (verified or not)
 * that login has. One confidential client, registered with the gateway's redirect URI, PKCE required.
 */
export async function startOidcProvider(opts: {
  redirectUri: string;
  accounts: Record<string, OidcAccount>;
  /** Scope claims in the userinfo answer only (the specification's default), instead of in the ID token too. */
  claimsInUserinfoOnly?: boolean;
}): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'plugboard-dashboard';
  const clientSecret = randomBytes(24).toString('base64url');
  const signingKey = {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid: 'test-1',
    use: 'sig',
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified', 'xms_edov'] },
    conformIdTokenClaims: opts.claimsInUserinfoOnly === true,
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    // Explicit lifetimes (the defaults print a notice each).
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, sub) => {
      const account = opts.accounts[sub] ?? { email: `${sub}@unknown.example`, email_verified: true };
      return { accountId: sub, claims: () => ({ sub, ...account }) };
    },
  });
  // The provider's own warnings (development interactions) are expected here.
  provider.on('server_error', (_ctx, err) => {
    console.error('oidc-provider server_error', err);
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    void handle(req, res);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A cookie jar for one origin: what a browser keeps between redirects (names and values only). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(c) || /expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Goes through the provider's login and consent pages as a browser would (following redirects, keeping the
 * provider's cookies, posting its forms) and returns the URL the provider finally redirects to: the gateway's
 * callback with `code` and `state` (not followed).
 */
export async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Jar();
  let url = new URL(authorizeUrl);
  const origin = url.origin;
  for (let step = 0; step < 12; step++) {
    if (url.origin !== origin) return url;
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    if (res.status === 200) {
      const html = await res.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      if (!action) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
      const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1] ?? 'consent';
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
      res = await fetch(new URL(action.replace(/&amp;/g, '&'), origin), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      jar.take(res);
    }
    const location = res.headers.get('location');
    if (!location || res.status < 300 || res.status >= 400) throw new Error(`the provider answered ${res.status} without a redirect`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects at the provider');
}
