import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A HubSpot-shaped tool on 127.0.0.1 whose OAuth server rotates refresh tokens like HubSpot, Salesforce (with
 * rotation on) or Xero: every refresh answers a new access token and a new refresh token, and a refresh token used
 * once is refused with `invalid_grant`. `POST /oauth/v1/token` is the token endpoint (body client auth); every other
 * request is the API and answers 200 for a live access token, 401 otherwise. With `stall` on, token requests are
 * recorded and never answered (a token endpoint that hangs).
 */
export async function startFakeRotatingOAuth(opts: { clientId: string; clientSecret: string; refreshToken: string }) {
  let current = opts.refreshToken;
  let issued = 0;
  const liveAccess = new Set<string>();
  const tokenRequests: { at: number; refreshToken: string; answered: 'tokens' | 'invalid_grant' | 'stalled' }[] = [];
  const state = { stall: false };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && url.pathname === '/oauth/v1/token') {
        const form = new URLSearchParams(raw);
        const refreshToken = form.get('refresh_token') ?? '';
        if (state.stall) {
          tokenRequests.push({ at: Date.now(), refreshToken, answered: 'stalled' });
          return; // never answered; the socket closes when the caller dies
        }
        const client = form.get('client_id') === opts.clientId && form.get('client_secret') === opts.clientSecret;
        if (form.get('grant_type') !== 'refresh_token' || !client) {
          send(400, { error: 'invalid_client' });
          return;
        }
        if (refreshToken !== current) {
          tokenRequests.push({ at: Date.now(), refreshToken, answered: 'invalid_grant' });
          send(400, { error: 'invalid_grant', error_description: 'refresh token already used' });
          return;
        }
        issued++;
        current = `rt-${issued}`;
        const access = `at-${issued}`;
        liveAccess.add(access);
        tokenRequests.push({ at: Date.now(), refreshToken, answered: 'tokens' });
        send(200, { access_token: access, refresh_token: current, expires_in: 1800, token_type: 'bearer' });
        return;
      }
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!liveAccess.has(token)) {
        send(401, { status: 'error', message: 'expired or unknown token', category: 'EXPIRED_AUTHENTICATION' });
        return;
      }
      send(200, { results: [{ id: '1', properties: { firstname: 'Ada' } }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokenRequests,
    state,
    currentRefreshToken: () => current,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
