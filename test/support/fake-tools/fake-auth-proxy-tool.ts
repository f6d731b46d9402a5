import { createHash, randomBytes } from 'node:crypto';
import type { CompiledConnector } from '../../../src/connectors/compile/compiled-connector.js';
import type { FixtureExchange } from '../../../src/connectors/sandbox/fixture-files.js';
import type { ManifestOAuth2AuthorizationCode } from '../../../src/connectors/schema/manifest.gen.js';
import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

type Spec = CompiledConnector['manifest'];

/** The URL's path once its `{{ inputs.x }}` templates are filled (the origin is replaced by the host override). */
const pathOf = (template: string, inputs: Record<string, string>): string =>
  new URL(template.replace(/\{\{\s*inputs\.([a-z0-9_]+)[^}]*\}\}/g, (_, n: string) => inputs[n] ?? 'x')).pathname;

/** Sets a dot path (`team.id`) in a token response. */
function setPath(target: Record<string, unknown>, dotPath: string, value: string): void {
  const keys = dotPath.split('.');
  let at = target;
  for (const k of keys.slice(0, -1)) at = (at[k] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = value;
}

export interface TokenRequest {
  contentType: string;
  params: Record<string, string>;
  authorization: string | undefined;
}

/**
 * A loopback fake of one auth-and-proxy tool, built from nothing but its manifest and its verify fixture: the
 * vendor's authorize and token endpoints on the manifest's own paths (client authentication, body encoding, PKCE,
 * refresh-token rotation and captured values as the manifest declares them, each one enforced: a token request
 * sent another way is refused), and its API, which accepts only a live credential placed where the manifest says
 * and answers the verify request with the fixture's recorded answer (any other path: an echo, for passthrough).
 */
export class FakeAuthProxyTool extends FakeTool {
  readonly tokenRequests: TokenRequest[] = [];
  readonly apiRequests: RecordedRequest[] = [];
  readonly oauth: ManifestOAuth2AuthorizationCode | undefined;
  private readonly codes = new Map<string, { redirectUri: string; challenge: string | null }>();
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokens = new Set<string>();
  /** Keys (API key, bearer token, basic password) the tool accepts. */
  readonly acceptedKeys = new Set<string>();

  constructor(
    readonly connector: CompiledConnector,
    readonly client: { clientId: string; clientSecret: string },
    /** The inputs of the connection (typed ones and those the tool hands back at sign-in). */
    readonly inputs: Record<string, string>,
    readonly verifyExchange: FixtureExchange,
  ) {
    super();
    this.oauth = connector.manifest.connection.auth.find(
      (a): a is ManifestOAuth2AuthorizationCode => a.type === 'oauth2_authorization_code',
    );
  }

  private get spec(): Spec {
    return this.connector.manifest;
  }

  /** Every access token issued so far expires (the next API call answers 401). */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  protected handle(req: RecordedRequest): FakeReply {
    const o = this.oauth;
    if (o && req.method === 'GET' && req.path === pathOf(o.authorize_url, this.inputs)) return this.authorize(o, req);
    if (o && req.method === 'POST' && req.path === pathOf(o.token_url, this.inputs)) return this.token(o, req);
    this.apiRequests.push(req);
    if (!this.authorized(req)) return { status: 401, json: { error: 'unauthorized' } };
    const v = this.verifyExchange.request;
    if (req.method === v.method && req.path === v.path) {
      const r = this.verifyExchange.response;
      return { status: r.status ?? 200, json: r.body, ...(r.headers ? { headers: r.headers } : {}) };
    }
    return { json: { echo: { method: req.method, path: req.path, query: req.query } } };
  }

  /** Whether the request carries a live credential where the manifest's methods put it. */
  private authorized(req: RecordedRequest): boolean {
    const header = (name: string) => req.headers[name.toLowerCase()] as string | undefined;
    const basic = (name = 'authorization') => {
      const h = header(name);
      return h?.startsWith('Basic ') ? Buffer.from(h.slice(6), 'base64').toString().split(':') : undefined;
    };
    for (const m of this.spec.connection.auth) {
      if (m.type === 'oauth2_authorization_code') {
        const h = header(m.token_header ?? 'Authorization');
        const prefix = m.token_prefix ?? 'Bearer ';
        if (h?.startsWith(prefix) && this.accessTokens.has(h.slice(prefix.length))) return true;
      } else if (m.type === 'api_key') {
        if (m.in === 'query' && this.acceptedKeys.has(req.query[m.name] ?? '')) return true;
        if (m.in === 'header' && this.acceptedKeys.has((header(m.name) ?? '').slice((m.prefix ?? '').length))) return true;
        const b = basic(m.name);
        if (m.in === 'basic_username' && b && this.acceptedKeys.has(b[0]!) && b[1] === (m.basic_password ?? '')) return true;
        if (m.in === 'basic_password' && b?.[0] === '' && this.acceptedKeys.has(b[1] ?? '')) return true;
      } else if (m.type === 'bearer') {
        if (this.acceptedKeys.has((header('authorization') ?? '').replace(/^Bearer /, ''))) return true;
      } else if (m.type === 'basic') {
        const b = basic();
        if (b && this.acceptedKeys.has(b[1]!)) return true;
      }
    }
    return false;
  }

  private authorize(o: ManifestOAuth2AuthorizationCode, req: RecordedRequest): FakeReply {
    const q = new URLSearchParams(req.query);
    const refuse = (why: string): FakeReply => ({ status: 400, text: why, headers: { 'content-type': 'text/plain' } });
    if (q.get('client_id') !== this.client.clientId || q.get('response_type') !== 'code')
      return refuse('unknown client_id or response_type');
    const wanted = o.scopes.default.join(o.scopes.separator ?? ' ');
    if ((q.get('scope') ?? '') !== wanted) return refuse(`scope ${q.get('scope')} is not ${wanted}`);
    if (o.pkce && q.get('code_challenge_method') !== 'S256') return refuse('PKCE (S256) is required');
    for (const [k, v] of Object.entries(o.authorize_params ?? {})) if (q.get(k) !== String(v)) return refuse(`${k} must be ${String(v)}`);
    const code = `code_${randomBytes(8).toString('hex')}`;
    const redirect = q.get('redirect_uri') ?? '';
    this.codes.set(code, { redirectUri: redirect, challenge: q.get('code_challenge') });
    const back = new URLSearchParams({ code, state: q.get('state') ?? '' });
    // Values the tool adds to the callback (QuickBooks realmId), as the manifest's inputs read them.
    for (const [name, input] of Object.entries(this.spec.connection.inputs ?? {}))
      if (input.from_callback_query) back.set(input.from_callback_query, this.inputs[name] ?? '');
    const allow = `${redirect}?${back.toString()}`;
    return {
      headers: { 'content-type': 'text/html' },
      text: `<!doctype html><a id="allow" href="${allow.replace(/"/g, '&quot;')}">Allow</a>`,
    };
  }

  private token(o: ManifestOAuth2AuthorizationCode, req: RecordedRequest): FakeReply {
    const contentType = req.headers['content-type'] ?? '';
    const json = contentType.startsWith('application/json');
    const params = (json ? (req.json as Record<string, string>) : Object.fromEntries(new URLSearchParams(req.body))) ?? {};
    this.tokenRequests.push({ contentType, params, authorization: req.headers.authorization });
    const fail = (status: number, error: string): FakeReply => ({ status, json: { error } });
    if (json !== (o.token_body === 'json')) return fail(400, 'invalid_request');
    let [id, secret] = [params.client_id, params.client_secret];
    if (o.client_auth === 'basic_header') {
      if (id !== undefined || secret !== undefined) return fail(400, 'invalid_request');
      [id, secret] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':');
    }
    if (id !== this.client.clientId || secret !== this.client.clientSecret) return fail(401, 'invalid_client');
    if (params.grant_type === 'refresh_token') {
      if (!this.refreshTokens.delete(params.refresh_token ?? '')) return fail(400, 'invalid_grant');
      return { json: this.tokens(o) };
    }
    const entry = this.codes.get(params.code ?? '');
    if (params.grant_type !== 'authorization_code' || !entry || entry.redirectUri !== params.redirect_uri)
      return fail(400, 'invalid_grant');
    if (
      o.pkce &&
      createHash('sha256')
        .update(params.code_verifier ?? '')
        .digest('base64url') !== entry.challenge
    )
      return fail(400, 'invalid_grant');
    this.codes.delete(params.code!);
    return { json: this.tokens(o) };
  }

  /**
   * A token response: with `refresh` declared, an expiring access token and a refresh token that is single-use (the
   * stricter rotation case); without, a token that never expires and no refresh token. Values the manifest captures
   * (`from_token_response`) are put at their paths.
   */
  private tokens(o: ManifestOAuth2AuthorizationCode): Record<string, unknown> {
    const accessToken = `at_${randomBytes(8).toString('hex')}`;
    this.accessTokens.add(accessToken);
    const body: Record<string, unknown> = { access_token: accessToken, token_type: 'bearer' };
    if (o.refresh) {
      const refreshToken = `rt_${randomBytes(8).toString('hex')}`;
      this.refreshTokens.add(refreshToken);
      Object.assign(body, { refresh_token: refreshToken, expires_in: 3600 });
    }
    for (const [name, input] of Object.entries(this.spec.connection.inputs ?? {}))
      if (input.from_token_response) setPath(body, input.from_token_response, this.inputs[name] ?? '');
    return body;
  }
}
