import type { Audit } from '../audit/audit-recorder.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionRevocation } from '../../events/connector-event.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { ConnectionsService } from './connections-service.js';

/** What a bulk revocation would end (its plan) or ended (its report). */
export interface BulkRevokePlan {
  environmentId: string;
  integrationId: string | null;
  /** connections it ends, by integration */
  byIntegration: Record<string, number>;
  total: number;
}

export interface BulkRevokeReport extends BulkRevokePlan {
  /** per outcome of the revocation at the tool: revoked, not_supported, retrying (credentials kept sealed for the retries), abandoned */
  outcomes: Record<ConnectionRevocation['state'], number>;
  /** connections that could not be ended (already deleted meanwhile, a store failure), with why */
  failed: { connectionId: string; error: string }[];
  connections: { connectionId: string; integrationId: string; revocation: ConnectionRevocation['state'] | 'failed' }[];
}

/**
 * Incident response: every connection of an environment (or of one integration in it) ended the way a delete ends
 * one (revocation at the tool, credentials erased, `connection.deleted`), after a confirmation: the caller states
 * how many connections it expects to end, and nothing happens when that is not the number there are now.
 */
export class BulkRevokeService {
  constructor(
    private readonly connections: Pick<ConnectionsService, 'list' | 'delete'>,
    /** Connections ended at once: a few at a time, so the tools' revocation endpoints are not flooded. */
    private readonly concurrency: number,
  ) {}

  async plan(env: EnvironmentDoc, integrationId?: string): Promise<BulkRevokePlan> {
    const docs = await this.targets(env, integrationId);
    const byIntegration: Record<string, number> = {};
    for (const d of docs) byIntegration[d.integrationId] = (byIntegration[d.integrationId] ?? 0) + 1;
    return { environmentId: env.id, integrationId: integrationId ?? null, byIntegration, total: docs.length };
  }

  async revokeAll(env: EnvironmentDoc, opts: { integrationId?: string; confirmCount: number }, audit: Audit): Promise<BulkRevokeReport> {
    const docs = await this.targets(env, opts.integrationId);
    const plan = await this.plan(env, opts.integrationId);
    if (opts.confirmCount !== docs.length) {
      throw new PlugboardError(
        'CONFLICT',
        `The confirmation says ${opts.confirmCount} connections, there are ${docs.length}: nothing was ended`,
        {
          details: { expected: opts.confirmCount, actual: docs.length },
        },
      );
    }
    const report: BulkRevokeReport = {
      ...plan,
      outcomes: { revoked: 0, not_supported: 0, retrying: 0, abandoned: 0 },
      failed: [],
      connections: [],
    };
    let next = 0;
    const worker = async () => {
      while (next < docs.length) {
        const doc = docs[next++]!;
        try {
          // Each connection delete is recorded in the audit trail by the connections service.
          const revocation = await this.connections.delete(env, doc.id, audit);
          report.outcomes[revocation.state]++;
          report.connections.push({ connectionId: doc.id, integrationId: doc.integrationId, revocation: revocation.state });
        } catch (e) {
          const error = e instanceof Error ? e.message.slice(0, 300) : String(e);
          report.failed.push({ connectionId: doc.id, error });
          report.connections.push({ connectionId: doc.id, integrationId: doc.integrationId, revocation: 'failed' });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, docs.length) }, worker));
    report.connections.sort((a, b) => a.connectionId.localeCompare(b.connectionId));
    return report;
  }

  private async targets(env: EnvironmentDoc, integrationId?: string) {
    const all = await this.connections.list(env);
    return integrationId ? all.filter((d) => d.integrationId === integrationId) : all;
  }
}
