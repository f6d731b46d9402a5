import type { PassthroughRequest } from '../../connectors/index.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { generateId } from '../../crypto/secret-box.js';
import { ERROR_STATUS, type ErrorCode } from '../../errors/codes.js';
import { isPlugboardError, PlugboardError, type ErrorBody } from '../../errors/plugboard-error.js';
import type { AgentConfirmationsRepo } from '../../store/agent-confirmations.repo.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { EnvironmentDoc } from '../../store/environments.repo.js';
import type { EventLogService } from '../events/event-log-service.js';
import { preciseNow, type Telemetry, type ToolCallEvent } from '../observability/telemetry.js';
import type { ToolCall, ToolCallService } from '../tool-calls/tool-call-service.js';
import type { AgentBudgets } from './agent-budgets.js';
import { connectionAllowed, toolAllowed, type AgentPolicy } from './agent-policy.js';
import { CALL_TOOL, CONFIRM_WRITE, DESCRIBE_TOOL, EVENTS_LIST, SEARCH_TOOLS, type ToolDefinition } from './gateway-tools.js';
import type { ConnectionTool, ToolCatalog } from './tool-catalog.js';
import { checkToolInput } from './tool-input.js';
import { searchTools } from './tool-search.js';

/** Who calls, as the HTTP layer resolved it: the policy, its environment, and the connection the credential named. */
export interface AgentCaller {
  policy: AgentPolicy;
  environment: EnvironmentDoc;
  /** the connection already loaded by the credential check (API token + x-svc-access-token), if any */
  connection?: ConnectionDoc;
  /** which surface the call came through (metrics and logs) */
  via: 'mcp' | 'api';
  /** the x-request-id of the HTTP request carrying the call (logs) */
  requestId?: string;
}

/** A tool's answer: its structured result, or an error result carrying the gateway's error shape. */
export interface ToolOutcome {
  isError: boolean;
  structured: Record<string, unknown>;
}

export interface AgentToolsOptions {
  /** how long a preview can be confirmed (PLUGBOARD_AGENT_CONFIRMATION_TTL_SECONDS) */
  confirmationTtlMs: number;
  /** how long a confirmed write's answer is replayed to a repeated confirm (the idempotency TTL) */
  replayMs: number;
  /** above this many tools, or with more than one connection, the tools are offered through discovery */
  maxDirectTools: number;
  /** connections a policy may reach that are considered (beyond it discovery lists the first ones) */
  maxConnections: number;
}

interface AgentToolsDeps {
  catalog: ToolCatalog;
  connections: { list(env: EnvironmentDoc): Promise<ConnectionDoc[]>; get(env: EnvironmentDoc, id: string): Promise<ConnectionDoc> };
  toolCalls: ToolCallService;
  eventLog: EventLogService;
  confirmations: AgentConfirmationsRepo;
  budgets: Pick<AgentBudgets, 'spend'>;
  box: SecretBox;
  telemetry: Telemetry;
}

const ARGS_CONTEXT = 'agent-confirmation-args';

/** What a call reports to telemetry (bounded labels: kind, model, operation; the tool name goes to logs only). */
type Report = Omit<ToolCallEvent, 'outcome' | 'durationMs' | 'errorCode' | 'status'>;

/**
 * The agent surface's tools (MCP `/mcp` and `/api/tools/*`): the tools a policy may see, generated per connection
 * from its connector's manifest (ToolCatalog), and calls that run through the same services as the REST unified,
 * action and passthrough routes, under the policy: reachable connections, allow-list, read-only, passthrough, and
 * preview-then-commit writes (`confirm_write`). One connection with few tools lists them directly; more connections
 * or tools are offered through `search_tools`, `describe_tool` and `call_tool`.
 */
export class AgentToolsService {
  constructor(
    private readonly deps: AgentToolsDeps,
    private readonly opts: AgentToolsOptions,
  ) {}

  /** The tools listed to this caller. */
  async list(caller: AgentCaller): Promise<ToolDefinition[]> {
    const reach = await this.reach(caller);
    const { policy } = caller;
    const direct = reach.length <= 1 ? this.visible(policy, reach[0]) : undefined;
    const out: ToolDefinition[] = [];
    if (direct && direct.length <= this.opts.maxDirectTools) {
      for (const t of direct)
        out.push({ name: t.name, description: t.description, inputSchema: t.inputSchema, annotations: t.annotations });
    } else {
      out.push(SEARCH_TOOLS, DESCRIBE_TOOL, CALL_TOOL);
    }
    if (toolAllowed(policy, EVENTS_LIST.name)) out.push(EVENTS_LIST);
    if (policy.requireConfirmation && !policy.readOnly) out.push(CONFIRM_WRITE);
    return out;
  }

  /**
   * Runs a tool by name. A name the caller cannot see throws (TOOL_NOT_FOUND, TOOL_NOT_ALLOWED); anything that goes
   * wrong once the tool runs is an error outcome carrying the gateway's error code.
   */
  async call(caller: AgentCaller, name: string, args: unknown): Promise<ToolOutcome> {
    const input = args ?? {};
    // Every call spends one call of an agent key's budget, whatever the tool and however it ends (AGENT_BUDGET_EXHAUSTED).
    await this.deps.budgets.spend(caller.policy);
    switch (name) {
      case SEARCH_TOOLS.name:
        return this.measured(caller, { kind: 'discovery', operation: 'search' }, () => this.search(caller, input));
      case DESCRIBE_TOOL.name:
        return this.measured(caller, { kind: 'discovery', operation: 'describe' }, () => this.describe(caller, input));
      case CALL_TOOL.name: {
        const a = checkToolInput(name, CALL_TOOL.inputSchema, input);
        const target = await this.resolve(caller, String(a.name), typeof a.connectionId === 'string' ? a.connectionId : undefined);
        return this.runConnectionTool(caller, target.connection, target.tool, a.arguments ?? {});
      }
      case EVENTS_LIST.name:
        if (!toolAllowed(caller.policy, name)) throw notAllowed(name, 'it is not in the allow-list of this key');
        return this.measured(caller, { kind: 'events', operation: 'list' }, () => this.events(caller, input));
      case CONFIRM_WRITE.name:
        return this.confirm(caller, input);
      default: {
        const target = await this.resolve(caller, name, undefined);
        return this.runConnectionTool(caller, target.connection, target.tool, input);
      }
    }
  }

  /** The connections the policy reaches (the one the credential named, without a store read, when that is all). */
  private async reach(caller: AgentCaller): Promise<ConnectionDoc[]> {
    const { policy, connection } = caller;
    if (
      connection &&
      policy.connections.kind === 'ids' &&
      policy.connections.ids.length === 1 &&
      policy.connections.ids[0] === connection.id
    )
      return [connection];
    const all = await this.deps.connections.list(caller.environment);
    return all.filter((c) => connectionAllowed(policy, c.id)).slice(0, this.opts.maxConnections);
  }

  /** The tools of a connection this policy may see and call. */
  private visible(policy: AgentPolicy, conn: ConnectionDoc | undefined): ConnectionTool[] {
    if (!conn) return [];
    return this.deps.catalog.tools(conn.integrationId).filter((t) => this.refusal(policy, t) === undefined);
  }

  /** Why the policy refuses a tool (before its arguments are known), or undefined. */
  private refusal(policy: AgentPolicy, tool: ConnectionTool): string | undefined {
    if (tool.target.kind === 'passthrough' && !policy.allowPassthrough) return 'this key does not allow the passthrough';
    if (policy.readOnly && !tool.readOnly && tool.target.kind !== 'passthrough') return 'this key is read-only and the tool writes';
    if (!toolAllowed(policy, tool.name)) return 'it is not in the allow-list of this key';
    return undefined;
  }

  /** A connection tool by name: on `connectionId`, or on the one connection the caller reaches. */
  private async resolve(
    caller: AgentCaller,
    name: string,
    connectionId: string | undefined,
  ): Promise<{ connection: ConnectionDoc; tool: ConnectionTool }> {
    let connection: ConnectionDoc | undefined;
    if (connectionId !== undefined) {
      if (!connectionAllowed(caller.policy, connectionId))
        throw notFound(name, `connection ${connectionId} is not reachable with this key`);
      connection =
        caller.connection?.id === connectionId
          ? caller.connection
          : await this.deps.connections.get(caller.environment, connectionId).catch(() => undefined);
      if (!connection) throw notFound(name, `connection ${connectionId} is not reachable with this key`);
    } else {
      const reach = await this.reach(caller);
      if (reach.length !== 1)
        throw notFound(
          name,
          reach.length
            ? 'this key reaches several connections: find the tool with search_tools and run it with call_tool and its connectionId'
            : 'this key reaches no connection',
        );
      connection = reach[0]!;
    }
    const tool = this.deps.catalog.tool(connection.integrationId, name);
    if (!tool) throw notFound(name, `the ${connection.integrationId} connection has no such tool`);
    const why = this.refusal(caller.policy, tool);
    if (why) throw notAllowed(name, why);
    return { connection, tool };
  }

  private report(caller: AgentCaller, conn: ConnectionDoc, tool: ConnectionTool): Report {
    const t = tool.target;
    return {
      tool: tool.name,
      kind: t.kind,
      model: t.kind === 'unified' ? t.model : '',
      operation: t.kind === 'unified' ? t.operation : t.kind === 'action' ? 'run' : 'forward',
      environmentId: caller.environment.id,
      connectionId: conn.id,
      integrationId: conn.integrationId,
      via: caller.via,
      ...(caller.policy.keyId ? { keyId: caller.policy.keyId } : {}),
      startedAt: preciseNow(),
    };
  }

  /** Whether this call of the tool writes (a passthrough GET reads). */
  private writes(tool: ConnectionTool, args: Record<string, unknown>): boolean {
    return tool.target.kind === 'passthrough' ? args.method !== 'GET' : !tool.readOnly;
  }

  private async runConnectionTool(caller: AgentCaller, conn: ConnectionDoc, tool: ConnectionTool, rawArgs: unknown): Promise<ToolOutcome> {
    const report = this.report(caller, conn, tool);
    return this.measured(caller, report, async () => {
      const args = checkToolInput(tool.name, tool.inputSchema, rawArgs);
      const writes = this.writes(tool, args);
      if (writes && caller.policy.readOnly) throw notAllowed(tool.name, 'this key is read-only and this request writes');
      if (writes && caller.policy.requireConfirmation) return this.preview(caller, conn, tool, args);
      return { isError: false, structured: asObject(await this.deps.toolCalls.result(conn, toolCall(conn, tool, args))) };
    });
  }

  /** Preview-then-commit: the dry run of the write and a confirmation id bound to exactly these arguments. */
  private async preview(
    caller: AgentCaller,
    conn: ConnectionDoc,
    tool: ConnectionTool,
    args: Record<string, unknown>,
  ): Promise<ToolOutcome> {
    const outcome = await this.deps.toolCalls.run(conn, toolCall(conn, tool, args), {
      dryRun: true,
      noRetry: false,
      idempotency: undefined,
      envelope: false,
    });
    const dryRun = 'dryRun' in outcome ? outcome.dryRun : null;
    const now = new Date();
    const id = generateId('cfm');
    const expiresAt = new Date(now.getTime() + this.opts.confirmationTtlMs);
    await this.deps.confirmations.insert({
      _id: id,
      environmentId: caller.environment.id,
      keyId: caller.policy.keyId ?? null,
      connectionId: conn.id,
      toolName: tool.name,
      argsSealed: this.deps.box.sealJson(args, ARGS_CONTEXT),
      createdAt: now,
      expiresAt,
    });
    return {
      isError: false,
      structured: {
        status: 'confirmation_required',
        confirmationId: id,
        expiresAt: expiresAt.toISOString(),
        tool: tool.name,
        connectionId: conn.id,
        preview: dryRun,
        message: `Nothing was sent. This is the request ${tool.name} would send (credentials redacted). Show it to the user; to execute exactly this request once, call confirm_write with this confirmationId before it expires.`,
      },
    };
  }

  /** `confirm_write`: runs a previewed write once; a repeated confirm replays the first answer. */
  private async confirm(caller: AgentCaller, input: unknown): Promise<ToolOutcome> {
    const started = preciseNow();
    const base: Report = {
      tool: CONFIRM_WRITE.name,
      kind: 'confirm',
      model: '',
      operation: 'commit',
      environmentId: caller.environment.id,
      via: caller.via,
      ...(caller.policy.keyId ? { keyId: caller.policy.keyId } : {}),
      startedAt: started,
    };
    return this.measured(caller, base, async () => {
      const { confirmationId } = checkToolInput(CONFIRM_WRITE.name, CONFIRM_WRITE.inputSchema, input) as { confirmationId: string };
      const doc = await this.deps.confirmations.find(confirmationId);
      const unknown = () =>
        new PlugboardError('CONFIRMATION_NOT_FOUND', 'No pending write has this confirmationId for this key (preview the write again)', {
          details: { confirmationId },
        });
      if (doc?.environmentId !== caller.environment.id || doc.keyId !== (caller.policy.keyId ?? null)) throw unknown();
      if (!connectionAllowed(caller.policy, doc.connectionId)) throw unknown();
      const now = new Date();
      if (!doc.confirmedAt && doc.expiresAt.getTime() <= now.getTime()) {
        throw new PlugboardError('CONFIRMATION_EXPIRED', 'This confirmation has expired and nothing was sent: preview the write again', {
          details: { confirmationId, expiredAt: doc.expiresAt.toISOString() },
        });
      }
      const conn =
        caller.connection?.id === doc.connectionId
          ? caller.connection
          : await this.deps.connections.get(caller.environment, doc.connectionId);
      const tool = this.deps.catalog.tool(conn.integrationId, doc.toolName);
      if (!tool) throw unknown();
      const why = this.refusal(caller.policy, tool);
      if (why) throw notAllowed(tool.name, why);
      Object.assign(base, { connectionId: conn.id, integrationId: conn.integrationId });
      const args = this.deps.box.openJson<Record<string, unknown>>(doc.argsSealed, ARGS_CONTEXT);
      if (!doc.confirmedAt)
        await this.deps.confirmations.markConfirmed(
          doc._id,
          now,
          new Date(Math.max(doc.expiresAt.getTime(), now.getTime() + this.opts.replayMs)),
        );
      // The confirmation id is the idempotency key: two confirms, even at once, reach the tool once.
      const answer = await this.deps.toolCalls.run(conn, toolCall(conn, tool, args), {
        dryRun: false,
        noRetry: false,
        idempotency: { key: `confirm_write:${doc._id}`, method: 'POST', path: `/agents/tools/${tool.name}`, body: args },
        envelope: false,
      });
      if ('dryRun' in answer) return { isError: false, structured: {} };
      if (answer.status >= 400) return { isError: true, structured: asObject(answer.body) };
      return { isError: false, structured: asObject(answer.body) };
    });
  }

  private async events(caller: AgentCaller, input: unknown): Promise<ToolOutcome> {
    const a = checkToolInput(EVENTS_LIST.name, EVENTS_LIST.inputSchema, input) as {
      cursor?: string;
      limit?: number;
      eventType?: string;
      connectionId?: string;
    };
    const policy = caller.policy;
    if (a.connectionId !== undefined && !connectionAllowed(policy, a.connectionId))
      throw notAllowed(EVENTS_LIST.name, `connection ${a.connectionId} is not reachable with this key`);
    const only =
      a.connectionId ?? (policy.connections.kind === 'ids' && policy.connections.ids.length === 1 ? policy.connections.ids[0] : undefined);
    const page = await this.deps.eventLog.list(caller.environment, {
      after: a.cursor,
      limit: a.limit,
      eventType: a.eventType,
      connectionId: only,
    });
    // A key bound to several connections: events of the others are left out of the page (its cursor still moves on).
    const events = policy.connections.kind === 'all' ? page.events : page.events.filter((e) => connectionAllowed(policy, e.connectionId));
    return { isError: false, structured: { events, nextCursor: page.nextCursor, hasMore: page.hasMore } };
  }

  private async search(caller: AgentCaller, input: unknown): Promise<ToolOutcome> {
    const a = checkToolInput(SEARCH_TOOLS.name, SEARCH_TOOLS.inputSchema, input) as {
      query?: string;
      integrationId?: string;
      connectionId?: string;
      limit?: number;
    };
    const reach = (await this.reach(caller)).filter(
      (c) =>
        (a.connectionId === undefined || c.id === a.connectionId) && (a.integrationId === undefined || c.integrationId === a.integrationId),
    );
    const entries = reach.flatMap((c) => this.visible(caller.policy, c).map((tool) => ({ connection: c, tool })));
    const found = searchTools(entries, a.query ?? '', a.limit ?? 10);
    return {
      isError: false,
      structured: {
        tools: found.map(({ connection, tool }) => ({
          name: tool.name,
          connectionId: connection.id,
          integrationId: connection.integrationId,
          description: tool.description,
          readOnly: tool.readOnly,
        })),
        total: entries.length,
      },
    };
  }

  private async describe(caller: AgentCaller, input: unknown): Promise<ToolOutcome> {
    const a = checkToolInput(DESCRIBE_TOOL.name, DESCRIBE_TOOL.inputSchema, input) as { name: string; connectionId?: string };
    const { connection, tool } = await this.resolve(caller, a.name, a.connectionId);
    return {
      isError: false,
      structured: {
        name: tool.name,
        connectionId: connection.id,
        integrationId: connection.integrationId,
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: tool.annotations,
      },
    };
  }

  /** Runs a tool's work, turns a failure into an error outcome, and reports the call (metrics, logs, traces). */
  private async measured(caller: AgentCaller, report: Partial<Report>, fn: () => Promise<ToolOutcome>): Promise<ToolOutcome> {
    const startedAt = report.startedAt ?? preciseNow();
    let outcome: ToolOutcome;
    let errorCode: ErrorCode | undefined;
    let status = 200;
    try {
      outcome = await fn();
      if (outcome.isError) {
        const err = (outcome.structured as Partial<ErrorBody>).error;
        errorCode = err?.code;
      }
    } catch (e) {
      const err = isPlugboardError(e) ? e : new PlugboardError('INTERNAL_ERROR', 'The tool call failed inside the gateway', { cause: e });
      errorCode = err.code;
      status = err.status;
      outcome = { isError: true, structured: err.toBody() as unknown as Record<string, unknown> };
    }
    const preview = !outcome.isError && outcome.structured.status === 'confirmation_required';
    this.deps.telemetry.emit('toolCall', {
      tool: report.tool ?? 'unknown',
      kind: report.kind ?? 'discovery',
      model: report.model ?? '',
      operation: report.operation ?? '',
      environmentId: caller.environment.id,
      via: caller.via,
      startedAt,
      ...(report.connectionId ? { connectionId: report.connectionId } : {}),
      ...(report.integrationId ? { integrationId: report.integrationId } : {}),
      ...(caller.policy.keyId ? { keyId: caller.policy.keyId } : {}),
      ...(caller.requestId ? { requestId: caller.requestId } : {}),
      outcome: outcome.isError ? 'error' : preview ? 'preview' : 'ok',
      ...(errorCode ? { errorCode } : {}),
      status: errorCode && status === 200 ? ERROR_STATUS[errorCode] : status,
      durationMs: preciseNow() - startedAt,
    });
    return outcome;
  }

  /** Housekeeping: confirmations past their expiry. */
  deleteExpired(now: Date): Promise<number> {
    return this.deps.confirmations.deleteExpired(now);
  }
}

/** The call a connection tool makes: the same as the REST unified, action and passthrough routes make. */
function toolCall(conn: ConnectionDoc, tool: ConnectionTool, args: Record<string, unknown>): ToolCall {
  const t = tool.target;
  switch (t.kind) {
    case 'unified':
      return { kind: 'unified', category: t.category, model: t.plural, operation: t.operation, body: args };
    case 'action':
      return { kind: 'action', integrationId: conn.integrationId, actionPath: t.actionPath, input: t.wrapped ? args.input : args };
    case 'passthrough': {
      const request: PassthroughRequest = { method: String(args.method), path: String(args.path) };
      if (args.query && typeof args.query === 'object') request.query = args.query as Record<string, unknown>;
      if (args.json !== undefined) request.json = args.json;
      return { kind: 'passthrough', request };
    }
  }
}

const asObject = (v: unknown): Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };

const notFound = (name: string, why: string) =>
  new PlugboardError('TOOL_NOT_FOUND', `No tool ${name} for this caller: ${why}`, { details: { tool: name } });

const notAllowed = (name: string, why: string) =>
  new PlugboardError('TOOL_NOT_ALLOWED', `The tool ${name} is not allowed: ${why}`, { details: { tool: name } });
