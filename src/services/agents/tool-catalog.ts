import { createHash } from 'node:crypto';
import { commonModelById, type CommonModel, type CompiledConnector } from '../../connectors/index.js';
import { actionInputSchema, PASSTHROUGH_INPUT, unifiedInputSchema, type JsonSchema } from './tool-schemas.js';

/** MCP tool annotations: what a client shows a human before a call. */
export interface ToolAnnotations {
  title: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** What a tool runs: a unified operation, a manifest action, the passthrough, or one of the gateway's own tools. */
export type ToolTarget =
  | { kind: 'unified'; model: string; category: string; plural: string; operation: string }
  /** `wrapped`: the action's input is not an object, so the tool takes it as `{input}` */
  | { kind: 'action'; actionPath: string; wrapped: boolean }
  | { kind: 'passthrough' };

/** One tool a connection offers, generated from its connector's manifest and the common models. */
export interface ConnectionTool {
  /** stable, at most 64 characters, `^[a-zA-Z0-9_-]+$` */
  name: string;
  description: string;
  inputSchema: JsonSchema;
  annotations: ToolAnnotations;
  target: ToolTarget;
  /** reads only (list, get, search, GET actions); everything else writes */
  readOnly: boolean;
}

/**
 * `hubspot` + `crm.contact` + `list` -> `hubspot_crm_contact_list`: at most 64 characters of `[a-zA-Z0-9_-]` (what MCP
 * clients and the OpenAI and Anthropic APIs accept); too long a name keeps a hash of the whole.
 */
function toolName(...parts: string[]): string {
  const name = parts
    .join('_')
    .replace(/[^a-zA-Z0-9_-]+/g, '_')
    .replace(/_+/g, '_');
  if (name.length <= 64) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, 55)}_${hash}`;
}

const OPERATION_ORDER = ['list', 'search', 'get', 'create', 'update', 'delete'];

function unifiedDescription(m: CommonModel, op: string, toolTitle: string): string {
  const what = m.description.replace(/\.$/, '');
  const unifiedNote = `Fields use Plugboard's unified ${m.singular} model (the same for every ${m.category.toUpperCase()} integration).`;
  switch (op) {
    case 'list':
      return `List ${m.plural} (${what}) in ${toolTitle}, one page per call. Returns {${m.plural}: [...], nextPageCursor}. To read more, call again with \`cursor\` set to the returned nextPageCursor; it is null on the last page. Use it to browse; to find specific ${m.plural} prefer a search tool when there is one. ${unifiedNote}`;
    case 'search':
      return `Search ${m.plural} (${what}) in ${toolTitle} by free text (filter.query, e.g. a name or an email). Returns {${m.plural}: [...], nextPageCursor}; pass nextPageCursor back as \`cursor\` for more results (null on the last page). ${unifiedNote}`;
    case 'get':
      return `Get one ${m.singular} (${what}) in ${toolTitle} by its id. Returns {${m.singular}: {...}}. Use it when you have an id from a list or search result. ${unifiedNote}`;
    case 'create':
      return `Create a ${m.singular} (${what}) in ${toolTitle}. Send the fields under \`${m.singular}\`. Returns the ${m.singular} as stored, with its new id. This writes to ${toolTitle}. ${unifiedNote}`;
    case 'update':
      return `Update a ${m.singular} (${what}) in ${toolTitle} by id. Send only the fields to change under \`${m.singular}\`; null clears a field. Returns the ${m.singular} as stored. This writes to ${toolTitle}. ${unifiedNote}`;
    default:
      return `Delete a ${m.singular} (${what}) in ${toolTitle} by id. Returns {id}. This cannot be undone.`;
  }
}

/** Builds the tools of one connector (the same for every connection to it). */
function buildTools(connector: CompiledConnector): ConnectionTool[] {
  const id = connector.id;
  const title = connector.info.display.name;
  const tools: ConnectionTool[] = [];
  for (const [modelId, ops] of Object.entries(connector.info.capabilities.models)) {
    const m = commonModelById(modelId);
    if (!m) continue;
    for (const op of OPERATION_ORDER.filter((o) => ops.includes(o))) {
      const readOnly = op === 'list' || op === 'get' || op === 'search';
      tools.push({
        name: toolName(id, m.category, m.singular, op),
        description: unifiedDescription(m, op, title),
        inputSchema: unifiedInputSchema(m, connector, op),
        annotations: {
          title: `${title}: ${op} ${op === 'list' || op === 'search' ? m.plural : m.singular}`,
          readOnlyHint: readOnly,
          destructiveHint: op === 'delete',
          // A repeated update or delete leaves the record as the first left it; a repeated create makes another.
          idempotentHint: op !== 'create',
          openWorldHint: true,
        },
        target: { kind: 'unified', model: m.id, category: m.category, plural: m.plural, operation: op },
        readOnly,
      });
    }
  }
  const taken = new Set(tools.map((t) => t.name));
  for (const action of Object.values(connector.actions)) {
    const readOnly = action.request.method === 'GET';
    const inputSchema = actionInputSchema(action.inputSchema);
    let name = toolName(id, action.path);
    if (taken.has(name)) name = toolName(id, action.path, 'action');
    taken.add(name);
    tools.push({
      name,
      description: `${action.description ?? `The ${title} \`${action.path}\` action.`} (A ${title}-specific action${readOnly ? ' that only reads' : ' that may write'}.)`,
      inputSchema,
      annotations: {
        title: `${title}: ${action.path}`,
        readOnlyHint: readOnly,
        destructiveHint: action.request.method === 'DELETE',
        idempotentHint: readOnly || action.request.method === 'PUT' || action.request.method === 'DELETE',
        openWorldHint: true,
      },
      target: { kind: 'action', actionPath: action.path, wrapped: action.inputSchema.type !== 'object' },
      readOnly,
    });
  }
  tools.push({
    name: toolName(id, 'passthrough'),
    description: `Send a raw HTTP request to the ${title} API with this connection's credentials (the gateway adds the base URL and authentication). Use it only when no other ${id}_ tool does what you need. Returns {$native: {status, headers, body}, data}; the tool's own error statuses come back as data, not as errors.`,
    inputSchema: PASSTHROUGH_INPUT,
    annotations: {
      title: `${title}: raw API request`,
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
    },
    target: { kind: 'passthrough' },
    readOnly: false,
  });
  return tools;
}

/** The tools of each connector, built once per connector (manifests are immutable once loaded). */
export class ToolCatalog {
  private readonly byConnector = new Map<string, { list: ConnectionTool[]; byName: Map<string, ConnectionTool> }>();

  constructor(private readonly connectorOf: (integrationId: string) => CompiledConnector | undefined) {}

  private entry(integrationId: string) {
    let entry = this.byConnector.get(integrationId);
    if (!entry) {
      const connector = this.connectorOf(integrationId);
      const list = connector ? buildTools(connector) : [];
      entry = { list, byName: new Map(list.map((t) => [t.name, t])) };
      this.byConnector.set(integrationId, entry);
    }
    return entry;
  }

  tools(integrationId: string): readonly ConnectionTool[] {
    return this.entry(integrationId).list;
  }

  tool(integrationId: string, name: string): ConnectionTool | undefined {
    return this.entry(integrationId).byName.get(name);
  }
}
