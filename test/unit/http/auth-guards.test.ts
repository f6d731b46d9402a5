import { expect } from 'chai';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import {
  authContextOf,
  describeUnauthorized,
  registerAuthGuards,
  type AuthGuards,
  type SecurityContext,
} from '../../../src/http/auth-guards.js';
import { PlugboardError } from '../../../src/errors/plugboard-error.js';

/** A spec with one scheme of each kind the gateway uses, and one operation per way of requiring them. */
// Operations carry the gateway's `x-plugboard-scope` extension, which openapi-backend's Document type does not know.
const SPEC = {
  openapi: '3.1.0',
  info: { title: 'guards', version: '1' },
  paths: {
    '/metrics': { get: { operationId: 'metrics', security: [{}, { MetricsToken: [] }], responses: { 200: { description: 'ok' } } } },
    '/things': {
      post: {
        operationId: 'things',
        'x-plugboard-scope': 'write',
        security: [{ ApiToken: [] }],
        responses: { 200: { description: 'ok' } },
      },
    },
    '/agent': {
      post: {
        operationId: 'agent',
        'x-plugboard-scope': 'agents',
        security: [{ AgentKey: [] }, { ApiToken: [] }],
        responses: { 200: { description: 'ok' } },
      },
    },
  },
  components: {
    securitySchemes: {
      ApiToken: { type: 'apiKey', in: 'header', name: 'x-api-token' },
      MetricsToken: { type: 'http', scheme: 'bearer' },
      Session: { type: 'apiKey', in: 'cookie', name: 'sess' },
      AgentKey: { type: 'http', scheme: 'bearer' },
    },
  },
} as unknown as Document;

/** What the ApiToken scheme resolves to: the environment (by id) and its key (null: the environment token). */
const credential = (environmentId: string, key: { id: string; name: string; scopes: string[] } | null = null) => ({
  id: environmentId,
  environment: { id: environmentId },
  key,
});

const guards = (metricsToken: string | undefined): AuthGuards => ({
  tokens: { ApiToken: async (t) => (t === 'api-1' ? credential('env-1') : null) },
  cookies: { Session: { resolve: async () => null, checkCsrf: () => false, csrfHeader: 'x-csrf' } },
  bearer: { MetricsToken: { accepts: (h) => !metricsToken || h === `Bearer ${metricsToken}`, what: 'metrics token' } },
  bearerTokens: {
    AgentKey: {
      resolve: async (t) => {
        if (t === 'key-revoked') throw new PlugboardError('AGENT_KEY_REVOKED', 'revoked');
        return t === 'key-1' ? { policy: { environmentId: 'env-1' }, environment: { id: 'env-1' } } : null;
      },
      what: 'agent key',
      resourceMetadataUrl: (path) => `https://gw.test/.well-known/oauth-protected-resource${path}`,
      environmentOf: () => 'env-1',
    },
  },
});

/** Routes and runs the guards as the gateway does, then builds the handler's auth context. */
async function authOf(g: AuthGuards, method: string, path: string, headers: Record<string, string>, explain = false) {
  const api = new OpenAPIBackend({ definition: structuredClone(SPEC), quick: true, validate: false });
  await api.init();
  registerAuthGuards(api, g);
  let outcome: unknown;
  api.register({
    metrics: (c) => (outcome = authContextOf(c as SecurityContext)),
    agent: (c) => (outcome = authContextOf(c as SecurityContext)),
    things: (c) => (outcome = authContextOf(c as SecurityContext)),
    // `explain`: the refusal the gateway answers (describeUnauthorized), not just that there was one.
    unauthorizedHandler: (c) => (outcome = explain ? describeUnauthorized(c as SecurityContext) : 'unauthorized'),
  });
  try {
    await api.handleRequest({ method, path, headers });
  } catch (e) {
    outcome = e;
  }
  return outcome;
}

describe('http: auth guards (one guard per security scheme of the spec)', () => {
  const initialised = async () => {
    const api = new OpenAPIBackend({ definition: structuredClone(SPEC), quick: true });
    await api.init();
    return api;
  };

  it('a scheme of the spec without a guard stops the start, naming it', async () => {
    const api = await initialised();
    const { Session: _dropped, ...cookies } = guards(undefined).cookies;
    expect(() => registerAuthGuards(api, { ...guards(undefined), cookies })).to.throw(/security scheme Session, which has no guard/);
  });

  it('a bearer scheme needs a bearer guard (a header resolver would never see its Authorization header)', async () => {
    const api = await initialised();
    const g = guards(undefined);
    expect(() => registerAuthGuards(api, { ...g, bearer: {}, tokens: { ...g.tokens, MetricsToken: async () => ({}) } })).to.throw(
      /MetricsToken is a bearer scheme/,
    );
  });

  it('an optional bearer scheme: open without a configured token, refused with a wrong or missing one when configured', async () => {
    expect(await authOf(guards(undefined), 'get', '/metrics', {})).to.deep.equal({});
    expect(await authOf(guards('scrape-1'), 'get', '/metrics', { authorization: 'Bearer scrape-1' })).to.deep.equal({});
    for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
      const refused = await authOf(guards('scrape-1'), 'get', '/metrics', headers);
      expect(refused).to.be.instanceOf(PlugboardError);
      expect((refused as PlugboardError).code).to.equal('UNAUTHORIZED');
      expect((refused as PlugboardError).message).to.equal('Missing or invalid metrics token (Authorization: Bearer ...)');
    }
  });

  it('a header token resolves to what it stands for; an unknown one is unauthorized', async () => {
    expect(await authOf(guards(undefined), 'post', '/things', { 'x-api-token': 'api-1' })).to.deep.equal({ environment: { id: 'env-1' } });
    expect(await authOf(guards(undefined), 'post', '/things', { 'x-api-token': 'other' })).to.equal('unauthorized');
  });

  it('a bearer token scheme (the agent key) resolves to its policy and environment; refusals carry the RFC 9728 challenge', async () => {
    const g = guards(undefined);
    const agent = { agent: { environmentId: 'env-1' }, environment: { id: 'env-1' } };
    expect(await authOf(g, 'post', '/agent', { authorization: 'Bearer key-1' })).to.deep.equal(agent);
    expect(await authOf(g, 'post', '/agent', { authorization: 'bearer   key-1 ' })).to.deep.equal(agent);
    // The other alternative alone; and both, of the same environment.
    expect(await authOf(g, 'post', '/agent', { 'x-api-token': 'api-1' })).to.deep.equal({ environment: { id: 'env-1' } });
    expect(await authOf(g, 'post', '/agent', { authorization: 'Bearer key-1', 'x-api-token': 'api-1' })).to.deep.equal(agent);
    expect(await authOf(g, 'post', '/agent', { authorization: 'Basic key-1' })).to.equal('unauthorized');
    expect(await authOf(g, 'post', '/agent', { authorization: 'Bearer unknown' })).to.equal('unauthorized');
    // A refused key refuses the request even with a valid API token beside it, and says why.
    for (const [token, code] of [
      ['unknown', 'UNAUTHORIZED'],
      ['key-revoked', 'AGENT_KEY_REVOKED'],
    ]) {
      const refused = await authOf(g, 'post', '/agent', { authorization: `Bearer ${token}`, 'x-api-token': 'api-1' });
      expect(refused).to.be.instanceOf(PlugboardError);
      expect((refused as PlugboardError).code).to.equal(code);
      expect((refused as PlugboardError).headers['WWW-Authenticate']).to.match(
        /^Bearer resource_metadata="https:\/\/gw\.test\/\.well-known\/oauth-protected-resource\/agent", error="invalid_token"/,
      );
    }
  });

  it("refuses an agent key beside another environment's API token", async () => {
    const g = guards(undefined);
    const other: AuthGuards = { ...g, tokens: { ApiToken: async () => credential('env-2') } };
    const refused = await authOf(other, 'post', '/agent', { authorization: 'Bearer key-1', 'x-api-token': 'api-2' });
    expect(refused).to.be.instanceOf(PlugboardError);
    expect((refused as PlugboardError).message).to.equal('The agent key does not belong to the environment of this API token');
  });

  describe('API-key scopes (x-plugboard-scope)', () => {
    const scoped = (): AuthGuards => ({
      ...guards(undefined),
      tokens: {
        ApiToken: async (t) => {
          if (t === 'reader') return credential('env-1', { id: 'key_r', name: 'reader', scopes: ['read'] });
          return t === 'writer' ? credential('env-1', { id: 'key_w', name: 'writer', scopes: ['write'] }) : null;
        },
      },
      scopes: {
        known: ['read', 'write', 'agents'],
        check: (resolved, scope) => {
          if (resolved.key && !(resolved.key.scopes as string[]).includes(scope))
            throw new PlugboardError('API_KEY_SCOPE_MISSING', `needs ${scope}`, { details: { requiredScope: scope } });
        },
      },
    });

    it("checks the key's scope against the operation's: within it the request runs, without it 403 naming the scope", async () => {
      expect(await authOf(scoped(), 'post', '/things', { 'x-api-token': 'writer' })).to.deep.equal({
        environment: { id: 'env-1' },
        apiKey: { id: 'key_w', name: 'writer' },
      });
      const refused = await authOf(scoped(), 'post', '/things', { 'x-api-token': 'reader' }, true);
      expect(refused).to.be.instanceOf(PlugboardError);
      expect((refused as PlugboardError).code).to.equal('API_KEY_SCOPE_MISSING');
      expect((refused as PlugboardError).details).to.deep.equal({ requiredScope: 'write' });
    });

    it('an operation taking an API token without a known scope stops the start, naming it', async () => {
      const spec = structuredClone(SPEC) as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
      delete spec.paths['/things']!.post!['x-plugboard-scope'];
      spec.paths['/agent']!.post!['x-plugboard-scope'] = 'everything';
      const api = new OpenAPIBackend({ definition: spec as unknown as Document, quick: true, validate: false });
      await api.init();
      expect(() => registerAuthGuards(api, scoped())).to.throw(/x-plugboard-scope.*things: undefined; agent: everything/);
    });
  });
});
