import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'getProtectedResourceMetadata'>(({ services }) => json(services.agentKeys.resourceMetadata('/')));
