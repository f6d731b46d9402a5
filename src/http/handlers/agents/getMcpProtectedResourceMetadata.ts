import { defineHandler } from '../../handler-context.js';
import { json } from '../../reply.js';

export default defineHandler<'getMcpProtectedResourceMetadata'>(({ services }) => json(services.agentKeys.resourceMetadata('/mcp')));
