import type { Audit } from '../audit/audit-recorder.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { generateId } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { OauthAppDoc, OauthAppsRepo } from '../../store/oauth-apps.repo.js';

/** Associated data the client secret is sealed with. */
export const CLIENT_SECRET_CONTEXT = 'oauthApp.clientSecret';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** The OAuth client a flow will use: a customer's app (`oauthAppId`) or Plugboard's own (`oauthAppId: null`). */
export interface SelectedClient {
  oauthAppId: string | null;
  client: OAuthClient;
  /** Scopes to request instead of the manifest's defaults (undefined = defaults). */
  scopes?: string[];
}

export interface NewOauthApp {
  integrationId: string;
  clientId: string;
  clientSecret: string;
  scopes?: string[];
}

/** How many app ids an OAUTH_APP_AMBIGUOUS error names (the first ones created). */
const AMBIGUOUS_IDS_SHOWN = 5;

/** Which integrations exist and which use OAuth 2.0 (authorization code); implemented over the connector registry. */
export interface OAuthIntegrationLookup {
  usesOAuthCode(integrationId: string): boolean | undefined;
}

/**
 * The customer's own OAuth apps and the selection rule of a flow: the app asked for (it must belong to the
 * environment and integration); else the environment's only app for the integration; several and none chosen:
 * OAUTH_APP_AMBIGUOUS; none: Plugboard's own app from PLUGBOARD_OAUTH_APPS; none at all: a clear CONFLICT.
 */
export class OauthAppsService {
  constructor(
    private readonly apps: OauthAppsRepo,
    private readonly box: SecretBox,
    private readonly integrations: OAuthIntegrationLookup,
    private readonly ownApps: Record<string, OAuthClient & { scopes?: string[] }>,
    readonly redirectUri: string,
    /** OAuth apps per environment (PLUGBOARD_MAX_OAUTH_APPS). */
    private readonly maxApps: number,
  ) {}

  async create(env: EnvironmentDoc, input: NewOauthApp, audit: Audit): Promise<OauthAppDoc> {
    const usesOAuth = this.integrations.usesOAuthCode(input.integrationId);
    if (usesOAuth === undefined) {
      throw new PlugboardError('NOT_FOUND', `Unknown integration '${input.integrationId}'`, {
        details: { integrationId: input.integrationId },
      });
    }
    if (!usesOAuth) {
      throw new PlugboardError('VALIDATION_FAILED', `Integration '${input.integrationId}' does not use OAuth 2.0`, {
        details: [{ field: 'body.integrationId', rule: 'oauth2', message: 'the integration has no OAuth 2.0 authorization-code method' }],
      });
    }
    if ((await this.apps.countByEnvironment(env.id)) >= this.maxApps) {
      throw new PlugboardError('QUOTA_EXCEEDED', `An environment holds at most ${this.maxApps} OAuth apps (PLUGBOARD_MAX_OAUTH_APPS)`, {
        details: { limit: this.maxApps },
      });
    }
    const doc: OauthAppDoc = {
      id: generateId('oapp'),
      projectId: env.projectId,
      environmentId: env.id,
      integrationId: input.integrationId,
      clientId: input.clientId,
      clientSecretSealed: this.box.seal(input.clientSecret, CLIENT_SECRET_CONTEXT),
      scopes: input.scopes ?? [],
      createdAt: new Date(),
    };
    await this.apps.insert(doc);
    await audit.record(
      'oauthApp.create',
      { type: 'oauthApp', id: doc.id, name: doc.integrationId, environmentId: env.id },
      { after: { integrationId: doc.integrationId, clientId: doc.clientId, scopes: doc.scopes } },
    );
    return doc;
  }

  async get(env: EnvironmentDoc, id: string): Promise<OauthAppDoc> {
    const doc = await this.apps.findInEnvironment(env.id, id);
    if (!doc) throw new PlugboardError('NOT_FOUND', `No OAuth app ${id} in this environment`, { details: { id } });
    return doc;
  }

  list(env: EnvironmentDoc, integrationId?: string): Promise<OauthAppDoc[]> {
    return this.apps.listByEnvironment(env.id, integrationId);
  }

  async delete(env: EnvironmentDoc, id: string, audit: Audit): Promise<void> {
    const before = await this.apps.findInEnvironment(env.id, id);
    if (!before || !(await this.apps.deleteInEnvironment(env.id, id))) {
      throw new PlugboardError('NOT_FOUND', `No OAuth app ${id} in this environment`, { details: { id } });
    }
    await audit.record(
      'oauthApp.delete',
      { type: 'oauthApp', id, name: before.integrationId, environmentId: env.id },
      { before: { integrationId: before.integrationId, clientId: before.clientId, scopes: before.scopes } },
    );
  }

  /**
   * Whether an OAuth flow can run for this integration here: the selection rule without its "none at all" error
   * (null instead). Ambiguity and an unknown `oauthAppId` still throw: those are the customer's to fix.
   */
  async usable(environmentId: string, integrationId: string, oauthAppId?: string | null): Promise<SelectedClient | null> {
    if (!oauthAppId && !this.ownClient(integrationId) && (await this.apps.listByEnvironment(environmentId, integrationId)).length === 0)
      return null;
    return this.select(environmentId, integrationId, oauthAppId);
  }

  private ownClient(integrationId: string): SelectedClient | undefined {
    const own = this.ownApps[integrationId];
    if (!own?.clientId || !own.clientSecret) return undefined;
    return {
      oauthAppId: null,
      client: { clientId: own.clientId, clientSecret: own.clientSecret },
      ...(own.scopes ? { scopes: own.scopes } : {}),
    };
  }

  /** Applies the selection rule (see the class comment). `environmentId` scopes every lookup. */
  async select(environmentId: string, integrationId: string, oauthAppId?: string | null): Promise<SelectedClient> {
    if (oauthAppId) {
      const app = await this.apps.findInEnvironment(environmentId, oauthAppId);
      if (app?.integrationId !== integrationId) {
        throw new PlugboardError('NOT_FOUND', `No OAuth app ${oauthAppId} for ${integrationId} in this environment`, {
          details: { oauthAppId, integrationId },
        });
      }
      return this.fromApp(app);
    }
    const apps = await this.apps.listByEnvironment(environmentId, integrationId);
    if (apps.length === 1) return this.fromApp(apps[0]!);
    if (apps.length > 1) {
      // A few ids help; all of them would make the message as long as the list (see /api/auth/oauth-apps/list).
      throw new PlugboardError(
        'OAUTH_APP_AMBIGUOUS',
        `${apps.length} OAuth apps exist for ${integrationId}: open the modal with oauthAppId (see /api/auth/oauth-apps/list)`,
        { details: { integrationId, count: apps.length, oauthAppIds: apps.slice(0, AMBIGUOUS_IDS_SHOWN).map((a) => a.id) } },
      );
    }
    const own = this.ownClient(integrationId);
    if (own) return own;
    throw new PlugboardError('CONFLICT', `No OAuth app is configured for ${integrationId}: register one with /api/auth/oauth-apps/create`, {
      details: { integrationId },
    });
  }

  private fromApp(app: OauthAppDoc): SelectedClient {
    return {
      oauthAppId: app.id,
      client: { clientId: app.clientId, clientSecret: this.box.open(app.clientSecretSealed, CLIENT_SECRET_CONTEXT) },
      ...(app.scopes.length ? { scopes: app.scopes } : {}),
    };
  }
}

/** Parses PLUGBOARD_OAUTH_APPS (`{"hubspot":{"clientId":"..","clientSecret":".."}}`); bad entries are dropped. */
export function parseOwnOauthApps(json: string | undefined): Record<string, OAuthClient & { scopes?: string[] }> {
  if (!json) return {};
  const raw = JSON.parse(json) as Record<string, unknown>;
  const out: Record<string, OAuthClient & { scopes?: string[] }> = {};
  for (const [id, v] of Object.entries(raw)) {
    const e = v as { clientId?: unknown; clientSecret?: unknown; scopes?: unknown } | null;
    if (typeof e?.clientId !== 'string' || typeof e.clientSecret !== 'string') continue;
    out[id] = {
      clientId: e.clientId,
      clientSecret: e.clientSecret,
      ...(Array.isArray(e.scopes) ? { scopes: e.scopes.filter((s): s is string => typeof s === 'string') } : {}),
    };
  }
  return out;
}
