import { PlugboardError } from '../../../errors/plugboard-error.js';
import { defineHandler } from '../../handler-context.js';
import { errorReply, json } from '../../reply.js';

export default defineHandler<'getReadiness'>(async ({ services }) => {
  if (await services.health.databaseUp()) return json({ status: 'ready', database: 'up' });
  return { ...errorReply(new PlugboardError('DOWNSTREAM_UNAVAILABLE', 'The database is not reachable')), status: 503 };
});
