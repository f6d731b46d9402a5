import { setTimeout as sleep } from 'node:timers/promises';
import { outsideRequest } from '../outside-request.js';
import type { Audit } from '../audit/audit-recorder.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { generateId, generateToken } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import { API_KEY_SCOPES, type ApiCredentialDoc, type ApiKeyDoc, type ApiKeyScope, type ApiKeysRepo } from '../../store/api-keys.repo.js';
import type { EnvironmentDoc, EnvironmentsRepo } from '../../store/environments.repo.js';
import { API_TOKEN_HASH_KIND, type ProjectsService } from '../projects/projects-service.js';

/** What every scoped key starts with (the environment token is `pb_dev_…` / `pb_prod_…`). */
const API_KEY_PREFIX = 'pb_key';
/** Active keys per environment: a bound on what a leaked admin key can create. */
const MAX_ACTIVE_KEYS = 100;
/** A key's last-used time is written at most this often per key and process. */
const LAST_USED_INTERVAL_MS = 60_000;
const PRIMARY_NAME = 'Environment token';

/** An API key as the API, the CLI and the dashboard show it: never its secret. */
export interface ApiKeyView {
  id: string;
  name: string;
  primary: boolean;
  scopes: ApiKeyScope[];
  prefix: string;
  lastFour: string;
  status: 'active' | 'revoked' | 'expired';
  createdTime: string;
  expiresTime: string | null;
  lastUsedTime: string | null;
  revokedTime?: string;
  replacedBy?: string;
}

export interface NewApiKey {
  name: string;
  scopes: readonly string[];
  /** ISO date-time in the future. */
  expiresTime?: string;
}

/** The id the environment token is listed under: derived from its environment, stable across rotations. */
const primaryKeyId = (environmentId: string) => `key_${environmentId}`;

/**
 * The API keys of an environment. The environment token is one of them (`primary`: every scope, signs webhooks,
 * rotated but never revoked: it stays on the environment document, so existing set-ups need no migration); the
 * others are scoped keys in their own collection. `resolve` is the `x-svc-api-token` check of every request: one
 * cached lookup (ApiKeysRepo.findCredential), then the key's state, with no store write (the last-used time is
 * written at most once a minute per key and process, after the answer is on its way).
 */
export class ApiKeysService {
  /** When this process last wrote each key's last-used time (ms), by key id. */
  private readonly lastWritten = new Map<string, number>();

  constructor(
    private readonly keys: ApiKeysRepo,
    private readonly environments: EnvironmentsRepo,
    private readonly projects: ProjectsService,
    private readonly box: SecretBox,
    private readonly opts: { lastUsedIntervalMs?: number } = {},
  ) {}

  /**
   * The environment and key of a presented token: null when no key has it (the guard counts a failed check), an
   * error with its own code when the key was revoked or has expired (the caller knows its key and learns why).
   */
  async resolve(token: string): Promise<ApiCredentialDoc | null> {
    if (!token || token.length > 512) return null;
    const credential = await this.keys.findCredential(this.box.lookupHash(token, API_TOKEN_HASH_KIND));
    if (!credential) return null;
    const now = Date.now();
    const key = credential.key;
    if (key) {
      if (key.revokedAt) {
        throw new PlugboardError(
          'API_KEY_REVOKED',
          `API key ${key.id} (${key.name}) was revoked${key.replacedBy ? ` (replaced by ${key.replacedBy})` : ''}`,
          {
            details: { header: 'x-svc-api-token', keyId: key.id, revokedTime: key.revokedAt.toISOString() },
          },
        );
      }
      if (key.expiresAt && key.expiresAt.getTime() <= now) {
        throw new PlugboardError(
          'API_KEY_EXPIRED',
          `API key ${key.id} (${key.name}) expired${key.replacedBy ? ` (replaced by ${key.replacedBy})` : ''}`,
          {
            details: { header: 'x-svc-api-token', keyId: key.id, expiredTime: key.expiresAt.toISOString() },
          },
        );
      }
    }
    this.noteUse(credential, now);
    return credential;
  }

  /** Refuses (403 API_KEY_SCOPE_MISSING) a key without `scope`; the environment token has every scope. */
  requireScope(credential: ApiCredentialDoc, scope: string, operationId: string): void {
    const key = credential.key;
    if (!key || (key.scopes as readonly string[]).includes(scope)) return;
    throw new PlugboardError(
      'API_KEY_SCOPE_MISSING',
      `API key ${key.id} (${key.name}) lacks the scope "${scope}" that ${operationId} needs`,
      {
        details: { requiredScope: scope, keyId: key.id, scopes: key.scopes },
      },
    );
  }

  /** Whether `id` names the environment token (listed as `key_<environment id>`). */
  isPrimary(env: EnvironmentDoc, id: string): boolean {
    return id === primaryKeyId(env.id);
  }

  async list(env: EnvironmentDoc, now = new Date()): Promise<ApiKeyView[]> {
    const current = (await this.environments.findById(env.id)) ?? env;
    return [this.primaryView(current), ...(await this.keys.listByEnvironment(env.id)).map((k) => viewOf(k, now))];
  }

  async create(env: EnvironmentDoc, input: NewApiKey, audit: Audit, now = new Date()): Promise<{ apiKey: ApiKeyView; secret: string }> {
    const name = input.name.trim();
    if (!name) throw invalid('body.name', 'minLength', 'must not be blank');
    const scopes = checkedScopes(input.scopes);
    const expiresAt = input.expiresTime === undefined ? null : new Date(input.expiresTime);
    if (expiresAt && !(expiresAt.getTime() > now.getTime())) throw invalid('body.expiresTime', 'future', 'must be in the future');
    if ((await this.keys.countActive(env.id, now)) >= MAX_ACTIVE_KEYS) {
      throw new PlugboardError('QUOTA_EXCEEDED', `An environment holds at most ${MAX_ACTIVE_KEYS} active API keys: revoke one first`, {
        details: { limit: MAX_ACTIVE_KEYS },
      });
    }
    const { key, secret } = await this.insertKey(env, { name, scopes, expiresAt }, now);
    await audit.record('apiKey.create', targetOf(key), { after: summaryOf(key, now) });
    return { apiKey: viewOf(key, now), secret };
  }

  /**
   * Replaces a key by a new one (same name, scopes and expiry). The old key stops at once, or works on for
   * `graceSeconds`. The environment token rotates at once only (its new value also signs webhooks).
   */
  async rotate(
    env: EnvironmentDoc,
    id: string,
    graceSeconds: number,
    audit: Audit,
    now = new Date(),
  ): Promise<{ apiKey: ApiKeyView; secret: string; previous: ApiKeyView }> {
    if (id === primaryKeyId(env.id)) return this.rotatePrimary(env, graceSeconds, audit, now);
    const old = await this.activeKey(env, id, now, 'rotated');
    const { key, secret } = await this.insertKey(env, { name: old.name, scopes: old.scopes, expiresAt: old.expiresAt }, now);
    const previous =
      graceSeconds > 0
        ? await this.keys.retireAt(env.id, id, new Date(now.getTime() + graceSeconds * 1000), key.id)
        : await this.keys.revoke(env.id, id, now, key.id);
    await audit.record('apiKey.rotate', targetOf(old), {
      before: summaryOf(old, now),
      after: { ...summaryOf(previous ?? old, now), replacedBy: key.id, graceSeconds },
    });
    if (graceSeconds <= 0) await this.waitForEveryProcess();
    return { apiKey: viewOf(key, now), secret, previous: viewOf(previous ?? old, now) };
  }

  /** Revokes a scoped key; revoking it again answers it unchanged. The environment token is rotated, not revoked. */
  async revoke(env: EnvironmentDoc, id: string, audit: Audit, now = new Date()): Promise<ApiKeyView> {
    if (id === primaryKeyId(env.id)) {
      throw new PlugboardError('CONFLICT', 'The environment token cannot be revoked (it also signs webhooks): rotate it instead', {
        details: { id },
      });
    }
    const before = await this.keys.find(env.id, id);
    if (!before) throw notFound(id);
    if (before.revokedAt) return viewOf(before, now);
    const key = (await this.keys.revoke(env.id, id, now)) ?? before;
    await audit.record('apiKey.revoke', targetOf(key), { before: summaryOf(before, now), after: summaryOf(key, now) });
    await this.waitForEveryProcess();
    return viewOf(key, now);
  }

  /**
   * Every gateway process caches a token's lookup for at most the cache's lifetime from the moment it read the
   * store (LookupCache): waiting that long after the write means no process accepts the old key any more when the
   * caller gets the answer.
   */
  private async waitForEveryProcess(): Promise<void> {
    await sleep(this.keys.cacheTtlMs + 50);
  }

  private async rotatePrimary(env: EnvironmentDoc, graceSeconds: number, audit: Audit, now: Date) {
    if (graceSeconds > 0) {
      throw invalid('body.gracePeriodSeconds', 'maximum', 'must be 0 for the environment token (its new value signs webhooks at once)');
    }
    const before = (await this.environments.findById(env.id)) ?? env;
    const previous = { ...this.primaryView(before), status: 'revoked' as const, revokedTime: now.toISOString() };
    const { apiToken } = await this.projects.rotateToken(env.projectId, env.name, audit);
    await this.waitForEveryProcess();
    const after = (await this.environments.findById(env.id)) ?? before;
    return { apiKey: this.primaryView(after), secret: apiToken, previous };
  }

  private async activeKey(env: EnvironmentDoc, id: string, now: Date, verb: string): Promise<ApiKeyDoc> {
    const key = await this.keys.find(env.id, id);
    if (!key) throw notFound(id);
    const status = statusOf(key, now);
    if (status !== 'active') {
      throw new PlugboardError('CONFLICT', `API key ${id} is ${status} and cannot be ${verb}: create a new key`, {
        details: { id, status },
      });
    }
    return key;
  }

  private async insertKey(env: EnvironmentDoc, k: Pick<ApiKeyDoc, 'name' | 'scopes' | 'expiresAt'>, now: Date) {
    const secret = generateToken(API_KEY_PREFIX);
    const key: ApiKeyDoc = {
      id: generateId('key'),
      projectId: env.projectId,
      environmentId: env.id,
      name: k.name,
      scopes: [...k.scopes],
      keyHash: this.box.lookupHash(secret, API_TOKEN_HASH_KIND),
      lastFour: secret.slice(-4),
      createdAt: now,
      expiresAt: k.expiresAt,
      revokedAt: null,
      lastUsedAt: null,
      replacedBy: null,
    };
    await this.keys.insert(key);
    return { key, secret };
  }

  private primaryView(env: EnvironmentDoc): ApiKeyView {
    // The clear token is opened for its prefix and last four characters only (never answered whole).
    const token = this.projects.revealApiToken(env);
    return {
      id: primaryKeyId(env.id),
      name: PRIMARY_NAME,
      primary: true,
      scopes: [...API_KEY_SCOPES],
      // `pb_dev_` / `pb_prod_`: the random part after it is base64url and may hold `_` too.
      prefix: /^[a-z]+_[a-z]+_/.exec(token)?.[0] ?? '',
      lastFour: token.slice(-4),
      status: 'active',
      createdTime: (env.tokenRotatedAt ?? env.createdAt).toISOString(),
      expiresTime: null,
      lastUsedTime: env.apiTokenLastUsedAt ? env.apiTokenLastUsedAt.toISOString() : null,
    };
  }

  /** Writes the last-used time when this process has not written it for this key within the interval. */
  private noteUse(credential: ApiCredentialDoc, now: number): void {
    const id = credential.key?.id ?? primaryKeyId(credential.environment.id);
    const last = this.lastWritten.get(id);
    if (last !== undefined && now - last < (this.opts.lastUsedIntervalMs ?? LAST_USED_INTERVAL_MS)) return;
    if (this.lastWritten.size >= 10_000) this.lastWritten.clear();
    this.lastWritten.set(id, now);
    const at = new Date(now);
    // Best effort, off the request's path: a failed write is tried again by a later request.
    outsideRequest(() => {
      const write = credential.key ? this.keys.touch(id, at) : this.environments.touchApiToken(credential.environment.id, at);
      write.catch(() => this.lastWritten.delete(id));
    });
  }
}

function checkedScopes(scopes: readonly string[]): ApiKeyScope[] {
  const known = new Set<string>(API_KEY_SCOPES);
  const unknown = scopes.filter((s) => !known.has(s));
  if (unknown.length) throw invalid('body.scopes', 'enum', `must be among ${API_KEY_SCOPES.join(', ')}`);
  if (scopes.length === 0) throw invalid('body.scopes', 'minItems', 'must name at least one scope');
  return API_KEY_SCOPES.filter((s) => scopes.includes(s));
}

function statusOf(key: ApiKeyDoc, now: Date): ApiKeyView['status'] {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function viewOf(key: ApiKeyDoc, now: Date): ApiKeyView {
  const view: ApiKeyView = {
    id: key.id,
    name: key.name,
    primary: false,
    scopes: [...key.scopes],
    prefix: `${API_KEY_PREFIX}_`,
    lastFour: key.lastFour,
    status: statusOf(key, now),
    createdTime: key.createdAt.toISOString(),
    expiresTime: key.expiresAt ? key.expiresAt.toISOString() : null,
    lastUsedTime: key.lastUsedAt ? key.lastUsedAt.toISOString() : null,
  };
  if (key.revokedAt) view.revokedTime = key.revokedAt.toISOString();
  if (key.replacedBy) view.replacedBy = key.replacedBy;
  return view;
}

const targetOf = (key: ApiKeyDoc) => ({ type: 'apiKey', id: key.id, name: key.name, environmentId: key.environmentId });

/** A key in the audit trail: what it may do and its state, never its secret, hash or last characters. */
const summaryOf = (key: ApiKeyDoc, now: Date) => ({
  name: key.name,
  scopes: [...key.scopes],
  expiresAt: key.expiresAt,
  status: statusOf(key, now),
});

const notFound = (id: string) => new PlugboardError('NOT_FOUND', `No API key ${id} in this environment`, { details: { id } });

const invalid = (field: string, rule: string, message: string) =>
  new PlugboardError('VALIDATION_FAILED', `Invalid request: ${field} ${message}`, { details: [{ field, rule, message }] });
