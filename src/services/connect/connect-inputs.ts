import { PlugboardError } from '../../errors/plugboard-error.js';
import { hasControlCharacter } from '../connections/connection-settings.js';
import type { ConnectorInfo, Credentials } from './connect-ports.js';

interface Problem {
  field: string;
  rule: string;
  message: string;
}

/** The inputs the user is asked for (those captured from the token response or the OAuth callback are not). */
export const askedInputs = (info: ConnectorInfo) =>
  info.inputs.filter((i) => !i.fromTokenResponse && !i.fromCallbackQuery && !i.fromCredentials);

/** Checks connection inputs against the manifest: known names, required ones present, patterns matched. */
export function checkInputs(info: ConnectorInfo, inputs: Record<string, string>): Record<string, string> {
  const asked = askedInputs(info);
  const problems: Problem[] = [];
  for (const name of Object.keys(inputs)) {
    if (!asked.some((i) => i.name === name))
      problems.push({ field: `body.inputs.${name}`, rule: 'unknown', message: `is not an input of ${info.integrationId}` });
  }
  for (const i of asked) {
    const v = inputs[i.name];
    if (v === undefined || v === '') {
      if (i.required) problems.push({ field: `body.inputs.${i.name}`, rule: 'required', message: `${i.label} is required` });
    } else if (hasControlCharacter(v)) {
      problems.push({ field: `body.inputs.${i.name}`, rule: 'controlCharacter', message: `${i.label} contains a control character` });
    } else if (i.pattern && !new RegExp(i.pattern).test(v)) {
      problems.push({ field: `body.inputs.${i.name}`, rule: 'pattern', message: `${i.label} does not have the expected format` });
    }
  }
  if (problems.length)
    throw new PlugboardError('VALIDATION_FAILED', problems.map((p) => `${p.field} ${p.message}`).join('; '), { details: problems });
  return Object.fromEntries(Object.entries(inputs).filter(([, v]) => v !== ''));
}

/**
 * The form values of a form auth method, checked (every field, known names, patterns, no control characters) and
 * trimmed, in the manifest's field order.
 */
export function checkedFormValues(
  info: ConnectorInfo,
  authMethodId: string,
  values: Record<string, string>,
): { method: ConnectorInfo['authMethods'][number]; values: string[] } {
  const method = info.authMethods.find((m) => m.id === authMethodId);
  if (!method) {
    throw new PlugboardError('VALIDATION_FAILED', `${info.integrationId} has no auth method '${authMethodId}'`, {
      details: [{ field: 'body.authMethodId', rule: 'enum', message: `one of ${info.authMethods.map((m) => m.id).join(', ')}` }],
    });
  }
  if (method.type === 'oauth2_authorization_code') {
    throw new PlugboardError('VALIDATION_FAILED', `'${authMethodId}' is an OAuth 2.0 method: start it with /api/connect/oauth/start`, {
      details: [{ field: 'body.authMethodId', rule: 'form', message: 'not a form method' }],
    });
  }
  const problems: Problem[] = [];
  for (const name of Object.keys(values)) {
    if (!method.fields.some((f) => f.name === name))
      problems.push({ field: `body.credentials.${name}`, rule: 'unknown', message: `is not a field of ${authMethodId}` });
  }
  for (const f of method.fields) {
    const v = values[f.name];
    if (!v) problems.push({ field: `body.credentials.${f.name}`, rule: 'required', message: `${f.label} is required` });
    // Inside the value (a stray line break around a pasted key is trimmed below): keys travel in headers.
    else if (hasControlCharacter(v.trim()))
      problems.push({ field: `body.credentials.${f.name}`, rule: 'controlCharacter', message: `${f.label} contains a control character` });
    else if (f.pattern && !new RegExp(f.pattern).test(v.trim()))
      problems.push({ field: `body.credentials.${f.name}`, rule: 'pattern', message: `${f.label} does not have the expected format` });
  }
  if (problems.length)
    throw new PlugboardError('VALIDATION_FAILED', problems.map((p) => `${p.field} ${p.message}`).join('; '), { details: problems });
  // Pasted keys often carry a stray space or line break: never part of a key.
  return { method, values: method.fields.map((f) => values[f.name]!.trim()) };
}

/** Builds runtime credentials from the form values of a non-OAuth auth method (fields in manifest order). */
export function formCredentials(info: ConnectorInfo, authMethodId: string, values: Record<string, string>): Credentials {
  const { method, values: v } = checkedFormValues(info, authMethodId, values);
  switch (method.type) {
    case 'api_key':
      return { type: 'api_key', method: method.id, apiKey: v[0]! };
    case 'bearer':
      return { type: 'bearer', method: method.id, token: v[0]! };
    case 'basic':
      return { type: 'basic', method: method.id, username: v[0]!, password: v[1]! };
    case 'oauth2_client_credentials':
      return { type: 'oauth2_client_credentials', method: method.id, clientId: v[0]!, clientSecret: v[1]! };
    case 'oauth2_password':
      // Exchanged for tokens by the connect flow (ConnectService, the credentials form); never credentials of their own.
      throw new PlugboardError('VALIDATION_FAILED', `'${authMethodId}' exchanges a username and password for tokens when connecting`, {
        details: [{ field: 'body.authMethodId', rule: 'form', message: 'a password grant, not stored credentials' }],
      });
    default:
      throw new PlugboardError('VALIDATION_FAILED', `Unsupported auth method type ${method.type}`);
  }
}
