import type { OpenApiDoc } from './openapi-document.js';
import type { GenOperation } from './vendor-operations.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** An auth method of the manifest, with what a human must still decide about it. */
export interface AuthGuess {
  method: Obj;
  todos: string[];
}

const methodId = (scheme: string, fallback: string) => {
  const id = scheme
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[a-z]/.test(id) ? id : fallback;
};

/**
 * The manifest's auth methods from the description's security schemes: OAuth 2.0 authorization code and client
 * credentials (endpoints and scopes), API keys in a header or the query, HTTP bearer and basic. Default scopes are
 * the ones the chosen operations (and the verify request) require; the others are listed for the author.
 */
// eslint-disable-next-line max-lines-per-function -- one case per OpenAPI security scheme type, in order
export function guessAuth(doc: OpenApiDoc, displayName: string, used: GenOperation[]): AuthGuess[] {
  const components = isObject(doc.components) ? doc.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const out: AuthGuess[] = [];
  const needed = (scheme: string) => {
    const reqs = used.flatMap(
      (o) => o.security ?? (Array.isArray(doc.security) ? (doc.security.filter(isObject) as Record<string, string[]>[]) : []),
    );
    return [...new Set(reqs.flatMap((r) => (Array.isArray(r[scheme]) ? r[scheme].filter((s) => typeof s === 'string') : [])))].sort();
  };
  for (const [name, raw] of Object.entries(schemes)) {
    if (!isObject(raw)) continue;
    const id = methodId(name, `auth_${out.length + 1}`);
    if (raw.type === 'oauth2' && isObject(raw.flows)) {
      const code = raw.flows.authorizationCode;
      const cc = raw.flows.clientCredentials;
      if (isObject(code)) {
        const all = isObject(code.scopes) ? Object.keys(code.scopes) : [];
        const scopes = needed(name);
        out.push({
          method: {
            type: 'oauth2_authorization_code',
            id: out.some((a) => a.method.id === 'oauth') ? id : 'oauth',
            label: `Sign in with ${displayName}`,
            authorize_url: String(code.authorizationUrl ?? ''),
            token_url: String(code.tokenUrl ?? ''),
            scopes: { default: scopes },
            access: [`TODO: what ${displayName} lets the application do, in the end user's words`],
          },
          todos: [
            `scopes: the chosen operations need [${scopes.join(', ')}]${all.length ? `; the tool offers: ${all.slice(0, 40).join(', ')}` : ''}`,
            'check the vendor docs for PKCE, how the client authenticates at the token URL, and whether tokens expire and refresh',
            ...(typeof code.refreshUrl === 'string' && code.refreshUrl !== code.tokenUrl
              ? [`the description names a refresh URL: ${code.refreshUrl}`]
              : []),
          ],
        });
      }
      if (isObject(cc))
        out.push({
          method: {
            type: 'oauth2_client_credentials',
            id: `${id}_client_credentials`.slice(0, 40),
            label: `${displayName} app credentials`,
            token_url: String(cc.tokenUrl ?? ''),
            scopes: { default: needed(name) },
          },
          todos: ['check which scopes the client credentials need'],
        });
      if (!isObject(code) && !isObject(cc))
        out.push(...todoOnly(`security scheme '${name}': only OAuth 2.0 authorization code and client credentials flows are generated`));
    } else if (raw.type === 'apiKey' && (raw.in === 'header' || raw.in === 'query') && typeof raw.name === 'string') {
      out.push({
        method: {
          type: 'api_key',
          id: out.some((a) => a.method.id === 'api_key') ? id : 'api_key',
          label: 'API key',
          in: raw.in,
          name: raw.name,
          field: { name: 'api_key', label: 'API key', help: `TODO: where a ${displayName} user finds or creates the key` },
        },
        todos: ['check whether the key needs a prefix (e.g. "Token ") and where users find it'],
      });
    } else if (raw.type === 'http' && typeof raw.scheme === 'string' && raw.scheme.toLowerCase() === 'bearer') {
      out.push({
        method: {
          type: 'bearer',
          id: out.some((a) => a.method.id === 'token') ? id : 'token',
          label: 'Access token',
          field: { name: 'access_token', label: 'Access token', help: `TODO: where a ${displayName} user creates the token` },
        },
        todos: ['check whether this bearer token is a personal token users can create (else remove this method)'],
      });
    } else if (raw.type === 'http' && typeof raw.scheme === 'string' && raw.scheme.toLowerCase() === 'basic') {
      out.push({
        method: {
          type: 'basic',
          id: out.some((a) => a.method.id === 'basic') ? id : 'basic',
          label: 'Username and password',
          username: { name: 'username', label: 'Username', secret: false },
          password: { name: 'password', label: 'Password' },
        },
        todos: ['check what the username and password are (often an API id and token)'],
      });
    } else out.push(...todoOnly(`security scheme '${name}' (${String(raw.type)}) has no equivalent: add the sign-in by hand`));
  }
  return out;
}

const todoOnly = (todo: string): AuthGuess[] => [{ method: {}, todos: [todo] }];
