import { defineHandler } from '../../handler-context.js';
import { presentIntegration } from '../../present/integration.js';
import { ok } from '../../reply.js';

export default defineHandler<'listIntegrations'>(({ services }) =>
  ok({ integrations: services.integrations.list().map((i) => presentIntegration(i, (id) => services.integrations.iconUrl(id))) }),
);
