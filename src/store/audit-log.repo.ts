import type { Db, Filter } from 'mongodb';
import { COLLECTIONS } from './collections.js';

/** Who made an administrative change (see services/audit/audit-actor.ts for how each is derived). */
export type AuditActorDoc =
  /** A scoped API key of an environment (`x-svc-api-token`). */
  | { kind: 'apiKey'; keyId: string; name: string; environmentId: string }
  /** The environment's original API token (every scope), sent as `x-svc-api-token`. */
  | { kind: 'environmentToken'; environmentId: string }
  /** A dashboard session signed in with an environment's API token. */
  | { kind: 'dashboardSession'; environmentId: string }
  /** A dashboard user (email and password, or single sign-on). */
  | { kind: 'user'; userId: string; email: string }
  /** The operator: the admin token (a dashboard session signed in with it) or the admin CLI. */
  | { kind: 'operator'; via: 'adminToken' | 'cli' }
  /** An agent key (MCP / agent tools). */
  | { kind: 'agentKey'; keyId: string; environmentId: string }
  /** The gateway itself (a job, a sweep). */
  | { kind: 'system' };

/** What an entry is about: a kind and an identifier, plus a label for people when there is one. */
export interface AuditTargetDoc {
  type: string;
  id: string;
  name?: string;
}

/** One administrative change. Summaries never hold secrets (AuditRecorder redacts them before they get here). */
export interface AuditEntryDoc {
  id: string;
  at: Date;
  /** The environment the change belongs to; null for changes of a whole project (its team) or of the gateway. */
  environmentId: string | null;
  /** The project of a change to the project as a whole (its team, its invites), shown with each of its environments. */
  projectId?: string | null;
  actor: AuditActorDoc;
  /** A stable string of the actor (`apiKey:key_…`, `user:usr_…`, `operator:cli`), the actor filter matches it. */
  actorId: string;
  /** The client address as the app derives it (PLUGBOARD_TRUST_PROXY), or null (the CLI). */
  sourceAddress: string | null;
  /** `<target type>.<verb>`, e.g. `webhook.create`, `apiKey.revoke`. */
  action: string;
  target: AuditTargetDoc;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditPageQuery {
  /** Entries of these environments, plus (when `includeGlobal`) the gateway-wide ones. */
  environmentIds: string[] | 'all';
  /** With environmentIds: the changes to this project as a whole (environmentId null) too. */
  projectId?: string;
  includeGlobal: boolean;
  actor?: string;
  action?: string;
  /** The last entry of the previous page (newest first): entries strictly older than it. */
  after?: { at: Date; id: string };
  limit: number;
}

/** The audit trail: appended to, read newest first by cursor, trimmed by the retention sweep. */
export class AuditLogRepo {
  constructor(private readonly db: Db) {}

  private get col() {
    return this.db.collection<AuditEntryDoc>(COLLECTIONS.auditLog);
  }

  async insert(doc: AuditEntryDoc): Promise<void> {
    await this.col.insertOne({ ...doc });
  }

  page(q: AuditPageQuery): Promise<AuditEntryDoc[]> {
    const and: Filter<AuditEntryDoc>[] = [];
    if (q.environmentIds !== 'all') {
      const envs: (string | null)[] = [...q.environmentIds];
      if (q.includeGlobal) envs.push(null);
      const scopes: Filter<AuditEntryDoc>[] = [{ environmentId: { $in: envs } }];
      if (q.projectId && !q.includeGlobal) scopes.push({ environmentId: null, projectId: q.projectId });
      and.push(scopes.length === 1 ? scopes[0]! : { $or: scopes });
    }
    if (q.actor) and.push(q.actor.includes(':') ? { actorId: q.actor } : { 'actor.kind': q.actor });
    if (q.action) and.push(q.action.includes('.') ? { action: q.action } : { action: { $regex: `^${escapeRegex(q.action)}\\.` } });
    if (q.after) and.push({ $or: [{ at: { $lt: q.after.at } }, { at: q.after.at, id: { $lt: q.after.id } }] });
    return this.col
      .find(and.length ? { $and: and } : {}, { projection: { _id: 0 } })
      .sort({ at: -1, id: -1 })
      .limit(q.limit)
      .toArray();
  }

  async deleteBefore(before: Date): Promise<number> {
    const res = await this.col.deleteMany({ at: { $lt: before } });
    return res.deletedCount;
  }
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
