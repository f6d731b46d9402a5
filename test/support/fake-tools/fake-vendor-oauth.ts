import { createHash, randomBytes } from 'node:crypto';
import type { FakeReply, RecordedRequest } from './fake-tool-server.js';

export interface VendorOAuthOptions {
  /** The vendor's authorize and token paths (e.g. Microsoft's `/{tenant}/oauth2/v2.0/authorize`). */
  authorizePath: RegExp;
  tokenPath: RegExp;
  clientId: string;
  clientSecret: string;
  /** Where the vendor takes the client credentials: form fields, or an HTTP Basic header. */
  clientAuth: 'body' | 'basic';
  /** Checks the `scope` of the authorize request (and of the token request when sent); a message refuses it. */
  checkScope?: (scope: string | null) => string | undefined;
  /** Extra fields of every token response (e.g. RingCentral's owner_id). */
  tokenExtras?: Record<string, unknown>;
  expiresIn?: number;
  /** Refresh tokens are single use (rotated) when true. */
  rotateRefreshTokens?: boolean;
  /**
   * The vendor's revocation endpoint (POST, RFC 7009 form `token`, client authenticated as `clientAuth`): the token
   * given and every token of its grant stop working (RingCentral: the whole OAuth session).
   */
  revokePath?: RegExp;
}

/**
 * The OAuth 2.0 half of a fake vendor, played on the vendor's own paths: a consent page whose "Allow"/"Deny"
 * links redirect to `redirect_uri` (test/support/connect-http.ts `consent` follows them like a browser), and a
 * token endpoint for authorization codes (redirect_uri and PKCE S256 checked) and refresh tokens.
 */
export class FakeVendorOAuth {
  readonly authorizeRequests: URLSearchParams[] = [];
  readonly tokenRequests: { form: Record<string, string>; authorization: string | undefined }[] = [];
  readonly revokeRequests: { form: Record<string, string>; authorization: string | undefined }[] = [];
  /** Revocation requests still to answer 503 (a vendor outage). */
  failRevocations = 0;
  /** Each token's grant: the tokens issued together (and by refreshes of them), revoked together. */
  private readonly grants = new Map<string, Set<string>>();
  private readonly codes = new Map<string, { redirectUri: string; challenge: string | null }>();
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();

  constructor(private readonly opts: VendorOAuthOptions) {}

  /** Tokens the API accepts without a connect flow (seeded connections). */
  issue(): { accessToken: string; refreshToken: string } {
    const accessToken = `at_${randomBytes(8).toString('hex')}`;
    const refreshToken = `rt_${randomBytes(8).toString('hex')}`;
    this.accessTokens.add(accessToken);
    this.refreshTokens.add(refreshToken);
    const grant = new Set([accessToken, refreshToken]);
    this.grants.set(accessToken, grant);
    this.grants.set(refreshToken, grant);
    return { accessToken, refreshToken };
  }

  /** Every access token issued so far expires (the next API call answers 401 and the client refreshes). */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  acceptsAccessToken(token: string | undefined): boolean {
    return token !== undefined && this.accessTokens.has(token);
  }

  /** The reply for an OAuth request, or undefined when the request is not for the OAuth endpoints. */
  handle(req: RecordedRequest): FakeReply | undefined {
    if (req.method === 'GET' && this.opts.authorizePath.test(req.path)) return this.authorize(req);
    if (req.method === 'POST' && this.opts.tokenPath.test(req.path)) return this.token(req);
    if (req.method === 'POST' && this.opts.revokePath?.test(req.path)) return this.revoke(req);
    return undefined;
  }

  /** Whether this token (access or refresh) still works. */
  isLive(token: string): boolean {
    return this.accessTokens.has(token) || this.refreshTokens.has(token);
  }

  private clientOf(req: RecordedRequest, form: Record<string, string>): boolean {
    let clientId = form.client_id;
    let clientSecret = form.client_secret;
    if (this.opts.clientAuth === 'basic') {
      [clientId, clientSecret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':');
    }
    return clientId === this.opts.clientId && clientSecret === this.opts.clientSecret;
  }

  private revoke(req: RecordedRequest): FakeReply {
    const form = Object.fromEntries(new URLSearchParams(req.body));
    this.revokeRequests.push({ form, authorization: req.headers.authorization });
    if (this.failRevocations > 0) {
      this.failRevocations--;
      return { status: 503, json: { error: 'temporarily_unavailable' } };
    }
    if (!this.clientOf(req, form)) return { status: 401, json: { error: 'invalid_client' } };
    if (!form.token) return { status: 400, json: { error: 'invalid_request' } };
    // RFC 7009 2.2: an unknown or already invalid token is answered 200 too.
    for (const t of this.grants.get(form.token) ?? [form.token]) {
      this.accessTokens.delete(t);
      this.refreshTokens.delete(t);
    }
    return { status: 200, text: '' };
  }

  private authorize(req: RecordedRequest): FakeReply {
    const q = new URLSearchParams(req.query);
    this.authorizeRequests.push(q);
    const redirect = q.get('redirect_uri') ?? '';
    const state = q.get('state') ?? '';
    if (q.get('client_id') !== this.opts.clientId || q.get('response_type') !== 'code') {
      return { status: 400, text: 'unknown client_id or response_type', headers: { 'content-type': 'text/plain' } };
    }
    const scopeProblem = this.opts.checkScope?.(q.get('scope'));
    if (scopeProblem) return { status: 400, text: scopeProblem, headers: { 'content-type': 'text/plain' } };
    const code = `code_${randomBytes(8).toString('hex')}`;
    this.codes.set(code, { redirectUri: redirect, challenge: q.get('code_challenge') });
    const allow = `${redirect}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
    const deny = `${redirect}?error=access_denied&error_description=${encodeURIComponent('The user denied access')}&state=${encodeURIComponent(state)}`;
    // Only quotes are escaped: connect-http.ts `consent` reads the links back the same way.
    const attr = (s: string) => s.replace(/"/g, '&quot;');
    return {
      headers: { 'content-type': 'text/html' },
      text: `<!doctype html><title>Consent</title><h1>Allow access?</h1><a id="allow" href="${attr(allow)}">Allow</a> <a id="deny" href="${attr(deny)}">Deny</a>`,
    };
  }

  private token(req: RecordedRequest): FakeReply {
    const form = Object.fromEntries(new URLSearchParams(req.body));
    this.tokenRequests.push({ form, authorization: req.headers.authorization });
    let clientId = form.client_id;
    let clientSecret = form.client_secret;
    if (this.opts.clientAuth === 'basic') {
      const [id, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':');
      clientId = id;
      clientSecret = secret;
    }
    if (clientId !== this.opts.clientId || clientSecret !== this.opts.clientSecret) {
      return { status: 401, json: { error: 'invalid_client', error_description: 'Invalid client authentication' } };
    }
    if (form.scope !== undefined) {
      const scopeProblem = this.opts.checkScope?.(form.scope);
      if (scopeProblem) return { status: 400, json: { error: 'invalid_scope', error_description: scopeProblem } };
    }
    if (form.grant_type === 'refresh_token') {
      if (!this.refreshTokens.has(form.refresh_token ?? '')) {
        return { status: 400, json: { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired' } };
      }
      if (this.opts.rotateRefreshTokens) this.refreshTokens.delete(form.refresh_token!);
      return { json: this.tokenBody(this.opts.rotateRefreshTokens ? undefined : form.refresh_token) };
    }
    const entry = this.codes.get(form.code ?? '');
    if (form.grant_type !== 'authorization_code' || !entry || entry.redirectUri !== form.redirect_uri) {
      return { status: 400, json: { error: 'invalid_grant', error_description: 'The authorization code is invalid' } };
    }
    if (
      entry.challenge &&
      createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url') !== entry.challenge
    ) {
      return { status: 400, json: { error: 'invalid_grant', error_description: 'PKCE verification failed' } };
    }
    this.codes.delete(form.code!);
    return { json: this.tokenBody() };
  }

  private tokenBody(keepRefresh?: string): Record<string, unknown> {
    const { accessToken, refreshToken } = this.issue();
    // A refresh stays in the grant of the token it was refreshed with.
    const grant = keepRefresh ? this.grants.get(keepRefresh) : undefined;
    if (grant) {
      grant.add(accessToken);
      this.grants.set(accessToken, grant);
    }
    if (keepRefresh) this.refreshTokens.delete(refreshToken);
    return {
      token_type: 'Bearer',
      access_token: accessToken,
      refresh_token: keepRefresh ?? refreshToken,
      expires_in: this.opts.expiresIn ?? 3600,
      ...this.opts.tokenExtras,
    };
  }
}
