import { defineHandler } from '../../handler-context.js';
import { requireEnvironment } from '../../auth-guards.js';
import { text } from '../../reply.js';
import { environmentScope } from '../../../services/audit/audit-trail-service.js';

/** JSON lines, built in memory: the trail is bounded by its retention and the export by 100000 lines. */
export default defineHandler<'exportAuditEntries'>(async ({ auth, query, services }) => {
  const env = requireEnvironment(auth);
  const lines: string[] = [];
  for await (const line of services.auditTrail.exportLines({
    ...environmentScope(env),
    actor: query.actor,
    action: query.action,
  }))
    lines.push(line);
  return text(lines.join(''), 'application/x-ndjson; charset=utf-8', 200, {
    'cache-control': 'no-store',
    'content-disposition': `attachment; filename="plugboard-audit-${env.id}.jsonl"`,
  });
});
