import { defineHandler } from '../../handler-context.js';
import { ok } from '../../reply.js';

export default defineHandler(({ services }) => ok({ integrations: services.integrations.list() }));
