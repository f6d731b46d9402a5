import type { ToolAnnotations } from './tool-catalog.js';
import type { JsonSchema } from './tool-schemas.js';

/** A tool definition as listed (MCP's shape; /api/tools/list converts it to the other formats). */
export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: JsonSchema;
  annotations: ToolAnnotations;
}

/* The gateway's own tools: not generated from a manifest, the same for every policy. */

const read = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});

const connectionId: JsonSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  description: 'The connection the tool belongs to (the `connectionId` search_tools returned).',
};

export const EVENTS_LIST: ToolDefinition = {
  name: 'events_list',
  description:
    "What changed in the connected tools since you last looked: the environment's event log (records created, updated or deleted, connections added, degraded or recovered), oldest first. Returns {events: [...], nextCursor, hasMore}. Keep nextCursor and pass it back as `cursor` next time to get only newer events; without a cursor the log is read from its oldest kept event. When hasMore is true, call again at once.",
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      cursor: { type: 'string', minLength: 1, maxLength: 200, description: 'The `nextCursor` of your previous call.' },
      limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Events per call (100 when omitted).' },
      eventType: { type: 'string', minLength: 1, maxLength: 100, description: 'Only this event type, e.g. `crm.contact.updated`.' },
      connectionId: { ...connectionId, description: 'Only events of this connection.' },
    },
  },
  annotations: read('Events: what changed'),
};

export const CONFIRM_WRITE: ToolDefinition = {
  name: 'confirm_write',
  description:
    'Execute a write that an earlier tool call previewed. Writes under this key answer with a preview (the exact request that would be sent, credentials redacted) and a confirmationId instead of running; show the preview to the user and, once they approve it, call confirm_write with that confirmationId. It runs exactly the previewed request, once: calling it again returns the first result. A confirmation expires after a few minutes.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['confirmationId'],
    properties: { confirmationId: { type: 'string', minLength: 1, maxLength: 100, description: 'The confirmationId of the preview.' } },
  },
  annotations: {
    title: 'Confirm a previewed write',
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: true,
  },
};

export const SEARCH_TOOLS: ToolDefinition = {
  name: 'search_tools',
  description:
    'Find the tools of the connected accounts (CRM, dialer, engagement tools) that can do something: describe what you want in a few words (e.g. "list contacts", "create deal hubspot"). Returns {tools: [{name, connectionId, integrationId, description, readOnly}], total}. Then call describe_tool for a tool\'s input schema and call_tool to run it, both with its name and connectionId.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      query: { type: 'string', maxLength: 200, description: 'Words to match against tool names and descriptions; empty lists every tool.' },
      integrationId: { type: 'string', maxLength: 64, description: 'Only tools of this integration, e.g. `hubspot`.' },
      connectionId: { ...connectionId, description: 'Only tools of this connection.' },
      limit: { type: 'integer', minimum: 1, maximum: 50, description: 'At most this many tools (10 when omitted).' },
    },
  },
  annotations: read('Search tools'),
};

export const DESCRIBE_TOOL: ToolDefinition = {
  name: 'describe_tool',
  description:
    'The full definition of one tool found with search_tools: its description, input JSON Schema and hints (read-only, destructive). Read it before call_tool to send valid arguments.',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: { name: { type: 'string', minLength: 1, maxLength: 64, description: 'The tool name.' }, connectionId },
  },
  annotations: read('Describe a tool'),
};

export const CALL_TOOL: ToolDefinition = {
  name: 'call_tool',
  description:
    "Run one tool found with search_tools, on its connection, with arguments matching the input schema describe_tool gave. Returns that tool's result (an error result carries the gateway's error code).",
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 64, description: 'The tool name.' },
      connectionId,
      arguments: { type: 'object', description: "The tool's arguments." },
    },
  },
  annotations: { title: 'Call a tool', readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
};
