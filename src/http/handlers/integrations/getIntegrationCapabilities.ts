import { PlugboardError } from '../../../errors/plugboard-error.js';
import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';

export default defineHandler<'getIntegrationCapabilities'>(({ body, services }) => {
  const id = body.integrationId;
  if (id !== undefined && !services.integrations.exists(id)) {
    throw new PlugboardError('NOT_FOUND', `Unknown integration ${id}`, { details: { integrationId: id } });
  }
  return ok({ capabilities: services.integrations.capabilities(id) });
});
