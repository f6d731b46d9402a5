import { PlugboardError } from '../../errors/plugboard-error.js';
import type { AuditEntryDoc, AuditLogRepo } from '../../store/audit-log.repo.js';

export interface AuditPageRequest {
  environmentIds: string[] | 'all';
  /** With environmentIds: the changes to this project as a whole (its team, invites) too. */
  projectId?: string;
  /** Whether gateway-wide entries (master key, users) are visible: the operator's and owners' view. */
  includeGlobal: boolean;
  actor?: string;
  action?: string;
  cursor?: string;
  limit?: number;
}

/**
 * What one environment's credentials (its API token, a dashboard session of it) see of the trail: its own entries
 * and its project's changes as a whole (team, invites), never the gateway-wide ones.
 */
export function environmentScope(env: {
  id: string;
  projectId: string;
}): Pick<AuditPageRequest, 'environmentIds' | 'projectId' | 'includeGlobal'> {
  return { environmentIds: [env.id], projectId: env.projectId, includeGlobal: false };
}

/** One entry as the API answers it (times as ISO strings). */
export interface AuditEntryView {
  id: string;
  time: string;
  environmentId: string | null;
  actor: AuditEntryDoc['actor'];
  actorId: string;
  sourceAddress: string | null;
  action: string;
  target: AuditEntryDoc['target'];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;
/** What one export may hold: the trail is retained for a bounded time, an export is bounded too. */
const EXPORT_MAX = 100_000;

/** Reads the audit trail (pages by cursor, the JSON-lines export) and trims it by its retention. */
export class AuditTrailService {
  constructor(
    private readonly repo: AuditLogRepo,
    private readonly retentionMs: number,
  ) {}

  async page(req: AuditPageRequest): Promise<{ entries: AuditEntryView[]; nextCursor: string | null }> {
    const limit = Math.min(Math.max(req.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
    const docs = await this.repo.page({
      environmentIds: req.environmentIds,
      ...(req.projectId ? { projectId: req.projectId } : {}),
      includeGlobal: req.includeGlobal,
      actor: req.actor,
      action: req.action,
      after: req.cursor === undefined ? undefined : decodeCursor(req.cursor),
      limit: limit + 1,
    });
    const more = docs.length > limit;
    const entries = docs.slice(0, limit);
    const last = entries.at(-1);
    return { entries: entries.map(viewOf), nextCursor: more && last ? encodeCursor(last) : null };
  }

  /** Every entry matching the filters, newest first, as JSON lines (one entry per line), in pages of 500. */
  async *exportLines(req: Omit<AuditPageRequest, 'cursor' | 'limit'>): AsyncGenerator<string> {
    let cursor: string | undefined;
    let n = 0;
    do {
      const page = await this.page({ ...req, cursor, limit: MAX_LIMIT });
      for (const e of page.entries) {
        if (++n > EXPORT_MAX) return;
        yield `${JSON.stringify(e)}\n`;
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  /** The housekeeping sweep: entries older than the retention (PLUGBOARD_AUDIT_RETENTION_DAYS). */
  sweep(now: Date): Promise<number> {
    return this.repo.deleteBefore(new Date(now.getTime() - this.retentionMs));
  }
}

const viewOf = (d: AuditEntryDoc): AuditEntryView => ({
  id: d.id,
  time: d.at.toISOString(),
  environmentId: d.environmentId,
  actor: d.actor,
  actorId: d.actorId,
  sourceAddress: d.sourceAddress,
  action: d.action,
  target: d.target,
  before: d.before,
  after: d.after,
});

const encodeCursor = (d: AuditEntryDoc) => Buffer.from(JSON.stringify([d.at.getTime(), d.id])).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && Number.isFinite(v[0]) && typeof v[1] === 'string' && v[1].length <= 64)
      return { at: new Date(v[0] as number), id: v[1] };
  } catch {
    // answered below
  }
  throw new PlugboardError('VALIDATION_FAILED', 'Unknown cursor: pass the nextCursor of a previous page', { details: { field: 'cursor' } });
}
