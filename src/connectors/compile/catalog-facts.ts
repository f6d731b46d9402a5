import type { CompiledModel } from '../mapping/model-mapper.js';
import type { Manifest, ManifestAuthMethod } from '../schema/manifest.gen.js';

/**
 * What an integration offers, in the words people choosing a tool read: derived once from its manifest and
 * shown by docs/catalog.md (scripts/gen-catalog.ts) and the dashboard's Integrations page, so both say the same.
 */
export interface CatalogFacts {
  /** Unified models and their operations, by model id. */
  models: { model: string; operations: string[] }[];
  /** Models the gateway keeps a synced cache of; incremental when only changes are fetched after the first pass. */
  sync: {
    model: string;
    incremental: boolean;
    /**
     * How late a deletion at the tool is noticed, beyond the sync interval: 0 when every run lists the model whole or
     * reads the tool's deleted records (deleted-records listing, tombstones), the declared
     * `sync.deletions.interval_seconds` (else the default full resync) for other incremental ones, null never.
     */
    deletionsAfterSeconds: number | null;
    /** How: `listed_whole` (every run), `deleted_records`, `tombstones`, `full_list` (at an interval), `none`. */
    deletionsBy: 'listed_whole' | 'deleted_records' | 'tombstones' | 'full_list' | 'none';
  }[];
  /** Models whose changes arrive as the tool's own webhooks. */
  webhooks: string[];
  /** Action paths (POST /api/actions/<integrationId>/<path>). */
  actions: string[];
  /** Passthrough is offered by every integration: any path of its API with the connection's credentials. */
  passthrough: { baseUrl: string };
  /** How a connection is made, per sign-in method of the manifest (the sandbox is not one). */
  signIn: SignInFacts[];
  /** Connection inputs asked besides credentials (e.g. a subdomain), by label. */
  inputs: string[];
}

export interface SignInFacts {
  id: string;
  type: string;
  /** the manifest's label, e.g. "Sign in with Aircall" */
  label: string;
  /** the kind of sign-in in plain words, e.g. "OAuth 2.0", "API key" */
  kind: string;
  /** what the developer sets up first, if anything */
  setup: string;
}

/** The kind of sign-in, by auth method type. */
const AUTH_KINDS: Readonly<Record<string, string>> = {
  oauth2_authorization_code: 'OAuth 2.0',
  oauth2_client_credentials: 'OAuth 2.0 (client credentials)',
  oauth2_password: 'OAuth 2.0 (username and password)',
  api_key: 'API key',
  basic: 'username and password',
  bearer: 'access token',
};

/** "Access token" reads "access token" mid-sentence; "API key" stays as it is. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

function setupOf(a: ManifestAuthMethod, name: string): string {
  switch (a.type) {
    case 'oauth2_authorization_code':
      return `Register an OAuth app with ${name} and save its client ID and secret under OAuth apps; end users then sign in with ${name}.`;
    case 'oauth2_client_credentials':
      return `End users enter the client ID and secret of an app they created in ${name}.`;
    case 'oauth2_password':
      return `Nothing to set up: end users enter their ${inSentence(a.username.label)} and ${inSentence(a.password.label)}, exchanged at once for tokens (the password is not kept).`;
    case 'api_key':
      return `Nothing to set up: end users paste their ${inSentence(a.field.label)}.`;
    case 'bearer':
      return `Nothing to set up: end users paste their ${inSentence(a.field.label)}.`;
    case 'basic':
      return `Nothing to set up: end users enter their ${inSentence(a.username.label)} and ${inSentence(a.password.label)}.`;
  }
}

/** PLUGBOARD_FULL_RESYNC_MS's default, in seconds: an incremental model's full listing without a declared interval. */
const DEFAULT_FULL_RESYNC_SECONDS = 86_400;

export function catalogFacts(m: Manifest, models: Record<string, CompiledModel>, actions: Record<string, { path: string }>): CatalogFacts {
  const byId = (a: { model: string }, b: { model: string }) => a.model.localeCompare(b.model);
  const name = m.connector.display_name;
  return {
    models: Object.values(models)
      .map((mm) => ({ model: mm.id, operations: [...mm.operations] }))
      .sort(byId),
    sync: Object.values(models)
      .filter((mm) => mm.sync?.enabled !== false)
      .map((mm) => ({
        model: mm.id,
        incremental: !!mm.sync?.incremental,
        ...deletionFacts(mm.sync),
      }))
      .sort(byId),
    webhooks: [...new Set(Object.values(m.webhooks?.events.map ?? {}).map((e) => e.model))].sort(),
    actions: Object.values(actions)
      .map((a) => a.path)
      .sort(),
    passthrough: { baseUrl: m.http.base_url },
    signIn: m.connection.auth.map((a) => ({
      id: a.id,
      type: a.type,
      label: a.label ?? a.id,
      kind: AUTH_KINDS[a.type] ?? a.type,
      setup: setupOf(a, name),
    })),
    inputs: Object.values(m.connection.inputs ?? {})
      .filter((i) => i.from_token_response === undefined && i.from_callback_query === undefined && i.from_credentials === undefined)
      .map((i) => i.label),
  };
}

/** How and how late a model's deletions are noticed (see `deletionsAfterSeconds`). */
function deletionFacts(sync: CompiledModel['sync']): {
  deletionsAfterSeconds: number | null;
  deletionsBy: CatalogFacts['sync'][number]['deletionsBy'];
} {
  const strategy = sync?.deletions?.strategy;
  if (strategy === 'none') return { deletionsAfterSeconds: null, deletionsBy: 'none' };
  if (strategy === 'deleted_records' || strategy === 'tombstones') return { deletionsAfterSeconds: 0, deletionsBy: strategy };
  if (!sync?.incremental) return { deletionsAfterSeconds: 0, deletionsBy: 'listed_whole' };
  return { deletionsAfterSeconds: sync.deletions?.interval_seconds ?? DEFAULT_FULL_RESYNC_SECONDS, deletionsBy: 'full_list' };
}
