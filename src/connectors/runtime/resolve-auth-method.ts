import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledAuthMethod, CompiledConnector } from '../compile/compiled-connector.js';
import { applyApiKey } from '../auth/api-key.js';
import { applyBasic } from '../auth/basic.js';
import { applyBearer } from '../auth/bearer.js';
import type { OutgoingAuthTarget } from '../auth/outgoing-request.js';
import type { Credentials } from '../connection/ports.js';

/** The method types whose credentials have this type (OAuth tokens come from a code or from a password grant). */
const METHOD_TYPES_FOR: Record<Credentials['type'], readonly CompiledAuthMethod['spec']['type'][]> = {
  oauth2: ['oauth2_authorization_code', 'oauth2_password'],
  oauth2_client_credentials: ['oauth2_client_credentials'],
  api_key: ['api_key'],
  basic: ['basic'],
  bearer: ['bearer'],
  sandbox: ['bearer'],
};

/** Sandbox connections use no manifest method: the sandbox issues bearer tokens and refreshes them itself. */
const SANDBOX_AUTH_METHOD: CompiledAuthMethod = {
  spec: { id: 'sandbox', type: 'bearer', label: 'Sandbox (test data)' } as CompiledAuthMethod['spec'],
};

/** The manifest auth method that fits these credentials (by explicit method id, else the first of the right type). */
export function resolveAuthMethod(connector: CompiledConnector, creds: Credentials): CompiledAuthMethod {
  if (creds.type === 'sandbox') return SANDBOX_AUTH_METHOD;
  const wanted = METHOD_TYPES_FOR[creds.type];
  // Without a method id, the first method of the first type (tokens stored before ids were kept came from a code).
  const m = creds.method
    ? connector.auth.find((a) => a.spec.id === creds.method && wanted.includes(a.spec.type))
    : connector.auth.find((a) => a.spec.type === wanted[0]);
  if (!m) {
    throw new PlugboardError(
      'VALIDATION_FAILED',
      `${connector.info.display.name} has no '${creds.method ?? wanted[0]}' auth method for ${creds.type} credentials`,
      {
        details: { integrationId: connector.id, credentialsType: creds.type },
      },
    );
  }
  return m;
}

/** One table from credential kind to the strategy that injects it. */
export function applyAuth(method: CompiledAuthMethod, creds: Credentials, req: OutgoingAuthTarget): void {
  switch (creds.type) {
    case 'oauth2': {
      const spec = method.spec.type === 'oauth2_authorization_code' || method.spec.type === 'oauth2_password' ? method.spec : undefined;
      applyBearer(creds.accessToken, req, spec?.token_prefix, spec?.token_header);
      return;
    }
    case 'oauth2_client_credentials':
      if (!creds.accessToken) throw new PlugboardError('INTERNAL_ERROR', 'client-credentials token missing after refresh');
      {
        applyBearer(creds.accessToken, req);
        return;
      }
    case 'api_key':
      if (method.spec.type !== 'api_key') throw new PlugboardError('INTERNAL_ERROR', 'auth method mismatch');
      {
        applyApiKey(method.spec, creds.apiKey, req);
        return;
      }
    case 'basic': {
      applyBasic(creds.username, creds.password, req, method.spec.type === 'basic' ? method.spec.header_format : undefined);
      return;
    }
    case 'bearer': {
      applyBearer(creds.token, req);
      return;
    }
    case 'sandbox':
      applyBearer(creds.accessToken, req);
  }
}
