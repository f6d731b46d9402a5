import { Command, InvalidArgumentError } from 'commander';
import type { Core } from '../composition/boot.js';
import { PlugboardError } from '../errors/plugboard-error.js';

type WithCore = (fn: (core: Core) => Promise<unknown>) => Promise<void>;

function parseLimit(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 200) throw new InvalidArgumentError('give a whole number from 1 to 200');
  return n;
}

/**
 * `plugboard admin audit list`: the operator's view of the audit trail, every environment's entries and the
 * gateway-wide ones (master-key rotation, users' two-factor settings) that no environment's page shows.
 */
export function auditCommand(withCore: WithCore): Command {
  const audit = new Command('audit').description('The audit trail of administrative changes');
  audit
    .command('list')
    .description(
      'Entries newest first (a page; pass --cursor with the nextCursor printed to go on): every environment and the gateway-wide ones',
    )
    .option('--environment <environmentId>', "only this environment's entries (and its project's team changes)")
    .option('--actor <actor>', 'an actor kind (user, apiKey, operator, ...) or id (user:dusr_...)')
    .option('--action <action>', 'an action (apiKey.revoke) or its target type (apiKey)')
    .option('--cursor <cursor>', 'the nextCursor of the previous page')
    .option('--limit <n>', 'entries per page, 1 to 200 (50)', parseLimit)
    .action(async (opts: { environment?: string; actor?: string; action?: string; cursor?: string; limit?: number }) => {
      await withCore(async (core) => {
        const env = opts.environment ? await core.services.projects.findEnvironment(opts.environment) : undefined;
        if (env === null) throw new PlugboardError('NOT_FOUND', `No environment ${opts.environment}`);
        return core.services.auditTrail.page({
          environmentIds: env ? [env.id] : 'all',
          ...(env ? { projectId: env.projectId } : {}),
          includeGlobal: !env,
          ...(opts.actor ? { actor: opts.actor } : {}),
          ...(opts.action ? { action: opts.action } : {}),
          ...(opts.cursor ? { cursor: opts.cursor } : {}),
          ...(opts.limit ? { limit: opts.limit } : {}),
        });
      });
    });
  return audit;
}
