import { serveMcp } from '../../agents/mcp-endpoint.js';
import { defineHandler } from '../../handler-context.js';

export default defineHandler<'mcpPost'>((ctx) => serveMcp(ctx));
