import { generateId } from '../../crypto/secret-box.js';
import type { Logger } from '../../log/logger.js';
import type { AuditActorDoc, AuditEntryDoc, AuditLogRepo, AuditTargetDoc } from '../../store/audit-log.repo.js';

export type AuditActor = AuditActorDoc;
export type AuditTarget = AuditTargetDoc;

/**
 * Who asks for a change and from where: built once per request by the HTTP layer (src/http/audit-by.ts) or by the
 * CLI, and handed to the service method that makes the change.
 */
export interface AuditBy {
  actor: AuditActor;
  /** The client address as express derives it (honours PLUGBOARD_TRUST_PROXY); null for the CLI. */
  address: string | null;
}

/** What a change did: a summary of the target before and after (null when it did not exist before / after). */
export interface AuditChange {
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * The target of an entry, with the environment it belongs to, or the project for a change to a project as a whole
 * (its team); neither: the whole gateway.
 */
export type AuditTargetIn = AuditTarget & { environmentId?: string | null; projectId?: string | null };

/**
 * What a service method that makes an administrative change takes: who asks (for checks such as "not yourself")
 * and where to record the change. Built by the HTTP layer per request (src/http/audit-of.ts) or by the CLI.
 */
export interface Audit {
  readonly by: AuditBy;
  record(action: string, target: AuditTargetIn, change?: AuditChange): Promise<void>;
}

/** For a service's own undo of what it just did in the same call (not a change anyone asked for): nothing recorded. */
export const UNRECORDED: Audit = { by: { actor: { kind: 'system' }, address: null }, record: async () => undefined };

/** The CLI's actor: the operator at the machine (no address). */
export const CLI_OPERATOR: AuditBy = { actor: { kind: 'operator', via: 'cli' }, address: null };

/** A stable string of an actor, for filters and the export. */
function actorIdOf(actor: AuditActor): string {
  switch (actor.kind) {
    case 'apiKey':
    case 'agentKey':
      return `${actor.kind}:${actor.keyId}`;
    case 'environmentToken':
      return `environmentToken:${actor.environmentId}`;
    case 'dashboardSession':
      return `dashboardSession:${actor.environmentId}`;
    case 'user':
      return `user:${actor.userId}`;
    case 'operator':
      return `operator:${actor.via}`;
    case 'system':
      return 'system';
  }
}

/**
 * Field names whose values are secrets or stand for one (a hash, a sealed value): a summary never carries them,
 * whatever a caller put in it (defence in depth: callers build summaries from public fields already).
 */
const SECRET_FIELD = /secret|token|password|passphrase|hash|sealed|credential|private|recovery|totp|otp|^key$|apikey|cookie|authorization/i;
/** Values shaped like a Plugboard secret (`pb_…_<43 base64url>`, `ob_…`, `st_…`) wherever they appear. */
const SECRET_VALUE = /\b(?:pb_[a-z]+|ob|st|whsec)_[A-Za-z0-9_-]{20,}/g;
const MAX_DEPTH = 4;
const MAX_STRING = 500;
const MAX_ITEMS = 50;

/** A summary as it is stored: secret fields dropped, secret-shaped strings masked, size bounded. */
function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const masked = value.replace(SECRET_VALUE, '[redacted]');
    return masked.length > MAX_STRING ? `${masked.slice(0, MAX_STRING)}…` : masked;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    let n = 0;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (++n > MAX_ITEMS) break;
      out[k] = SECRET_FIELD.test(k) ? (v === null || v === undefined ? null : '[redacted]') : redact(v, depth + 1);
    }
    return out;
  }
  return null;
}

/**
 * The audit trail's one writer: every service that makes an administrative change calls `record` once, after the
 * change succeeded. A failing write is logged, never thrown: the change was made, refusing its answer would make
 * the caller retry a change that is done.
 */
export class AuditRecorder {
  constructor(
    private readonly repo: AuditLogRepo,
    private readonly log: Logger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** A recorder bound to one actor (a request's, the CLI's): what services take as `audit`. */
  as(by: AuditBy): Audit {
    return { by, record: (action, target, change) => this.record(by, action, target, change) };
  }

  async record(by: AuditBy, action: string, target: AuditTargetIn, change: AuditChange = {}): Promise<void> {
    const { environmentId = null, projectId = null, ...t } = target;
    const entry: AuditEntryDoc = {
      id: generateId('aud'),
      at: this.clock(),
      environmentId,
      ...(projectId ? { projectId } : {}),
      actor: by.actor,
      actorId: actorIdOf(by.actor),
      sourceAddress: by.address,
      action,
      target: redact(t) as AuditTarget,
      before: change.before ? (redact(change.before) as Record<string, unknown>) : null,
      after: change.after ? (redact(change.after) as Record<string, unknown>) : null,
    };
    try {
      await this.repo.insert(entry);
    } catch (e) {
      this.log.error({ err: e, action, targetType: target.type, targetId: target.id }, 'audit entry not written');
    }
  }
}
