import type {
  GetConnectSessionResponse,
  GetConnectStatusResponse,
  ListIntegrationsResponse,
  StartConnectOauthResponse,
  SubmitConnectCredentialsResponse,
} from '../../src/generated/api.gen.js';

export type ConnectView = GetConnectSessionResponse['result'];
export type Integration = ConnectView['integration'];
export type AuthMethod = ConnectView['authMethods'][number];
export type ConnectStatus = GetConnectStatusResponse['result'];

export interface ApiError {
  code: string;
  message: string;
  details?: unknown;
}

/** A failed call: the gateway's error (its stable code), or one said on this side (network, HTTP status). */
class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ApiFailure';
  }
}

/** What a caught value says as an ApiError: a failed call's error, else any other exception's message. */
export function apiErrorOf(e: unknown): ApiError {
  if (e instanceof ApiFailure) return e.error;
  return { code: 'INTERNAL_ERROR', message: e instanceof Error ? e.message : String(e) };
}

/** The modal's calls to /api/connect/* with the session token in a header (never in an address). */
export class ConnectApi {
  constructor(private readonly token: string) {}

  private async post<T>(path: string, body: unknown = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-svc-session-token': this.token },
        body: JSON.stringify(body),
      });
    } catch {
      throw new ApiFailure({ code: 'NETWORK_ERROR', message: 'The connection service could not be reached' });
    }
    const json = (await res.json().catch(() => ({}))) as { result?: T; error?: ApiError };
    if (!res.ok || json.result === undefined) throw new ApiFailure(json.error ?? { code: 'INTERNAL_ERROR', message: `HTTP ${res.status}` });
    return json.result;
  }

  session(body: { integrationId?: string; oauthAppId?: string }): Promise<ConnectView> {
    return this.post('/api/connect/session', body);
  }
  status(): Promise<ConnectStatus> {
    return this.post('/api/connect/status');
  }
  submit(body: {
    integrationId: string;
    authMethodId: string;
    credentials: Record<string, string>;
    inputs?: Record<string, string>;
  }): Promise<SubmitConnectCredentialsResponse['result']> {
    return this.post('/api/connect/credentials', body);
  }
  startOAuth(body: {
    integrationId: string;
    oauthAppId?: string;
    inputs?: Record<string, string>;
  }): Promise<StartConnectOauthResponse['result']> {
    return this.post('/api/connect/oauth/start', body);
  }
}

export async function listIntegrations(): Promise<Integration[]> {
  const res = await fetch('/api/integrations/list', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!res.ok) throw new ApiFailure({ code: 'INTEGRATIONS_UNAVAILABLE', message: `HTTP ${res.status}` });
  return ((await res.json()) as ListIntegrationsResponse).result.integrations;
}
