import type { Logger } from '../../log/logger.js';
import type { ConnectionsRepo } from '../../store/connections.repo.js';
import type { RecordsRepo } from '../../store/records.repo.js';

const DAY_MS = 86_400_000;

/**
 * Per-connection retention of the synced cache (`sync.retentionDays`), run by the housekeeping job: a record whose
 * contents were stored longer ago than the connection's retention loses them. Its id and hash stay, so a later read of
 * the same record is no change (no false `created`), a changed one is stored whole again, and a full listing that no
 * longer sees it still announces its deletion.
 */
export class CacheRetention {
  constructor(
    private readonly connections: Pick<ConnectionsRepo, 'listWithRetention'>,
    private readonly records: Pick<RecordsRepo, 'pruneStoredBefore'>,
    private readonly log: Logger,
  ) {}

  /** One sweep: answers how many records were emptied. */
  async prune(now: Date = new Date()): Promise<number> {
    let emptied = 0;
    for (const c of await this.connections.listWithRetention()) {
      if (!c.syncRetentionDays) continue;
      const n = await this.records.pruneStoredBefore(c.id, new Date(now.getTime() - c.syncRetentionDays * DAY_MS));
      if (n) this.log.info({ connectionId: c.id, records: n, retentionDays: c.syncRetentionDays }, 'cached records past retention emptied');
      emptied += n;
    }
    return emptied;
  }
}
