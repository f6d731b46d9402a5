import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'listDashboardIntegrations'>((ctx) => json({ integrations: ctx.services.dashboard.integrations() }));
