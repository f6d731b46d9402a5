import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler((ctx) => json({ integrations: ctx.services.dashboard.integrations() }));
