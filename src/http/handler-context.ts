import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import type { OperationId, Operations } from '../generated/api.gen.js';
import type { Logger } from '../log/logger.js';
import type { AgentPolicy } from '../services/agents/agent-policy.js';
import type { Services } from '../services/index.js';
import type { ConnectionDoc } from '../store/connections.repo.js';
import type { EnvironmentDoc } from '../store/environments.repo.js';
import type { ErrorBody } from '../errors/plugboard-error.js';
import type { Reply } from './reply.js';

export type { OperationId };

/** Who is calling, resolved once per request from the headers the operation's security declares. */
export interface AuthContext {
  environment?: EnvironmentDoc;
  /** The scoped API key the environment was reached with (absent for the environment token itself). */
  apiKey?: { id: string; name: string };
  connection?: ConnectionDoc;
  /** Resolved session (or link) token; its shape belongs to the sessions service. */
  session?: unknown;
  /** The dashboard session named by the cookie (its shape belongs to the dashboard auth service). */
  dashboard?: unknown;
  /** The policy of the agent key sent as `Authorization: Bearer` (the `AgentKey` scheme). */
  agent?: AgentPolicy;
}

/**
 * What a handler of operation `Op` gets. `body`, `query` and `params` have the types generated from the
 * operation's schemas in openapi.yaml (src/generated/api.gen.ts): openapi-backend validated (and coerced) the
 * request against exactly those schemas before the handler runs.
 */
export interface HandlerContext<Op extends OperationId = OperationId> {
  readonly operationId: Op;
  readonly body: Operations[Op]['body'];
  readonly query: Operations[Op]['query'];
  readonly params: Operations[Op]['params'];
  readonly headers: IncomingHttpHeaders;
  readonly auth: AuthContext;
  readonly services: Services;
  readonly log: Logger;
  readonly req: Request;
  readonly res: Response;
}

/** A reply of operation `Op`: one of its 2xx bodies as openapi.yaml declares them, or the error shape. */
export type OperationReply<Op extends OperationId = OperationId> = Reply<Operations[Op]['response'] | ErrorBody>;

/**
 * The handler of operation `Op`. Written as a method type so that a handler of one operation is also an
 * `OperationHandler` (of any operation): the registry holds them all, the router calls each with its own operation.
 */
export type OperationHandler<Op extends OperationId = OperationId> = {
  handle(ctx: HandlerContext<Op>): Promise<OperationReply<Op>> | OperationReply<Op>;
}['handle'];

/**
 * Types a handler file: `export default defineHandler<'listConnections'>(async ({ body, query, services }) => ...)`.
 * The operationId must be given; without it nothing can be returned (the reply type is `never`).
 */
export const defineHandler = <Op extends OperationId = never>(fn: OperationHandler<Op>): OperationHandler<Op> => fn;
