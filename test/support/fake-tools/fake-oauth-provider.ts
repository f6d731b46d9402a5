import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';

export interface TokenRequestRecord {
  form: Record<string, string>;
  authorization: string | undefined;
}

/**
 * A fake OAuth 2.0 provider on 127.0.0.1: `/oauth/authorize` shows a consent page with "Allow" and "Deny"
 * buttons that redirect to `redirect_uri` like a real tool; `/oauth/token` issues tokens for a code (checking
 * client credentials, redirect_uri and the PKCE verifier) and refreshes them.
 */
/** The password the fake keydialer API refuses with 401. */
export const REFUSED_PASSWORD = 'wrong-password';

export async function startFakeOAuthProvider(opts: { clients: Record<string, string> }) {
  const codes = new Map<string, { redirectUri: string; challenge: string | null }>();
  const authorizeRequests: URL[] = [];
  const tokenRequests: TokenRequestRecord[] = [];
  const pingRequests: { authorization: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // The keydialer test connector's API (its `connection.verify` request): basic auth, one refused password.
    if (req.method === 'GET' && url.pathname === '/v1/ping') {
      pingRequests.push({ authorization: req.headers.authorization });
      const [, password] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':');
      const ok = password !== undefined && password !== '' && password !== REFUSED_PASSWORD;
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { ok: true } : { message: 'Invalid API token' }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
      authorizeRequests.push(url);
      const redirect = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      const code = `code_${randomBytes(8).toString('hex')}`;
      codes.set(code, { redirectUri: redirect, challenge: url.searchParams.get('code_challenge') });
      const allow = `${redirect}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
      const deny = `${redirect}?error=access_denied&error_description=${encodeURIComponent('The user denied access')}&state=${encodeURIComponent(state)}`;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Fake consent</title><h1>Allow access?</h1>
<a id="allow" href="${allow.replace(/"/g, '&quot;')}">Allow</a> <a id="deny" href="${deny.replace(/"/g, '&quot;')}">Deny</a>`);
      return;
    }
    // /oauth/v1/token: HubSpot's token path, when a real manifest's token host points here.
    if (req.method === 'POST' && (url.pathname === '/oauth/token' || url.pathname === '/oauth/v1/token')) {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(raw));
        tokenRequests.push({ form, authorization: req.headers.authorization });
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        if (!form.client_id || opts.clients[form.client_id] !== form.client_secret) {
          send(401, { error: 'invalid_client' });
          return;
        }
        if (form.grant_type === 'refresh_token') {
          send(200, {
            access_token: `at_${randomBytes(6).toString('hex')}`,
            refresh_token: `rt_${randomBytes(6).toString('hex')}`,
            expires_in: 1800,
          });
          return;
        }
        const entry = codes.get(form.code ?? '');
        if (form.grant_type !== 'authorization_code' || !entry || entry.redirectUri !== form.redirect_uri) {
          send(400, { error: 'invalid_grant' });
          return;
        }
        if (entry.challenge) {
          const computed = createHash('sha256')
            .update(form.code_verifier ?? '')
            .digest('base64url');
          if (computed !== entry.challenge) {
            send(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
            return;
          }
        }
        codes.delete(form.code!);
        send(200, {
          access_token: `at_${randomBytes(6).toString('hex')}`,
          refresh_token: `rt_${randomBytes(6).toString('hex')}`,
          expires_in: 1800,
          token_type: 'bearer',
          hub_id: 424242,
        });
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) =>
    server.listen(0, '127.0.0.1', () => {
      r();
    }),
  );
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    authorizeRequests,
    tokenRequests,
    pingRequests,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => {
          r();
        });
      }),
  };
}
