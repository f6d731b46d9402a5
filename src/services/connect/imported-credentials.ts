import { PlugboardError } from '../../errors/plugboard-error.js';
import { hasControlCharacter } from '../connections/connection-settings.js';
import { formCredentials } from './connect-inputs.js';
import type { ConnectorInfo, Credentials } from './connect-ports.js';

interface Problem {
  field: string;
  rule: string;
  message: string;
}

/** The credential properties of each form method type, in the order of the manifest's fields. */
const FORM_KEYS: Record<string, { type: Credentials['type']; keys: string[] }> = {
  api_key: { type: 'api_key', keys: ['apiKey'] },
  bearer: { type: 'bearer', keys: ['token'] },
  basic: { type: 'basic', keys: ['username', 'password'] },
  oauth2_client_credentials: { type: 'oauth2_client_credentials', keys: ['clientId', 'clientSecret'] },
};
/** Tokens of an OAuth 2.0 grant made elsewhere: the access token is needed, the rest is optional. */
const OAUTH_REQUIRED = ['accessToken'];
const OAUTH_OPTIONAL = ['refreshToken', 'expiresAt', 'scope', 'tokenType'];

/**
 * Credentials someone already holds (the admin CLI's `connections create`), checked by the rules the connect API
 * applies: the auth method must be one of the integration's, the credential type must be the method's, every
 * field must be there, a string, and match the manifest's pattern. Form methods go through the connect form's own
 * check (formCredentials), so both paths refuse the same values. Problems name fields, never values.
 */
export function importedCredentials(info: ConnectorInfo, authMethodId: string, raw: unknown): Credentials {
  const method = info.authMethods.find((m) => m.id === authMethodId);
  if (!method) {
    throw new PlugboardError('VALIDATION_FAILED', `${info.integrationId} has no auth method '${authMethodId}'`, {
      details: [{ field: 'authMethodId', rule: 'enum', message: `one of ${info.authMethods.map((m) => m.id).join(', ')}` }],
    });
  }
  const problems: Problem[] = [];
  const fail = () =>
    new PlugboardError('VALIDATION_FAILED', problems.map((p) => `${p.field} ${p.message}`).join('; '), { details: problems });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push({ field: 'credentials', rule: 'type', message: 'must be a JSON object' });
    throw fail();
  }
  const creds = raw as Record<string, unknown>;
  const form = FORM_KEYS[method.type];
  const expectedType = form?.type ?? 'oauth2';
  if (creds.type !== expectedType)
    problems.push({
      field: 'credentials.type',
      rule: 'enum',
      message: `must be "${expectedType}" for auth method ${authMethodId} (${method.type})`,
    });
  const required = form?.keys ?? OAUTH_REQUIRED;
  const allowed = new Set(['type', 'method', ...required, ...(form ? [] : OAUTH_OPTIONAL)]);
  for (const key of Object.keys(creds))
    if (!allowed.has(key))
      problems.push({ field: `credentials.${key}`, rule: 'unknown', message: `is not a credential of ${method.type}` });
  for (const key of [...required, ...(form ? [] : OAUTH_OPTIONAL)]) {
    const v = creds[key];
    if (v === undefined) {
      if (required.includes(key)) problems.push({ field: `credentials.${key}`, rule: 'required', message: 'is required' });
    } else if (typeof v !== 'string' || v === '') {
      problems.push({ field: `credentials.${key}`, rule: 'type', message: 'must be a non-empty string' });
    } else if (hasControlCharacter(v)) {
      problems.push({ field: `credentials.${key}`, rule: 'controlCharacter', message: 'contains a control character' });
    }
  }
  if (problems.length) throw fail();
  if (!form) {
    const pick = (k: string) => (typeof creds[k] === 'string' ? { [k]: creds[k] } : {});
    return {
      type: 'oauth2',
      method: method.id,
      accessToken: creds.accessToken as string,
      ...pick('refreshToken'),
      ...pick('expiresAt'),
      ...pick('scope'),
      ...pick('tokenType'),
    };
  }
  // The connect form's check, on the same values named as the form names them (required, pattern, trimming).
  const values = Object.fromEntries(method.fields.map((f, i) => [f.name, creds[form.keys[i]!] as string]));
  try {
    return formCredentials(info, authMethodId, values);
  } catch (e) {
    if (!(e instanceof PlugboardError) || !Array.isArray(e.details)) throw e;
    // Named as the credentials JSON names them.
    const renamed = (e.details as Problem[]).map((p) => {
      const i = method.fields.findIndex((f) => p.field === `body.credentials.${f.name}`);
      return i >= 0 ? { ...p, field: `credentials.${form.keys[i]!}` } : p;
    });
    throw new PlugboardError('VALIDATION_FAILED', renamed.map((p) => `${p.field} ${p.message}`).join('; '), { details: renamed });
  }
}
