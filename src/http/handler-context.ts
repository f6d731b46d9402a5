import type { IncomingHttpHeaders } from 'node:http';
import type { Request, Response } from 'express';
import type { Logger } from '../log/logger.js';
import type { Services } from '../services/index.js';
import type { ConnectionDoc } from '../store/connections.repo.js';
import type { EnvironmentDoc } from '../store/environments.repo.js';
import type { Reply } from './reply.js';

/** Who is calling, resolved once per request from the headers the operation's security declares. */
export interface AuthContext {
  environment?: EnvironmentDoc;
  connection?: ConnectionDoc;
  /** Resolved session (or link) token; its shape belongs to the sessions service. */
  session?: unknown;
  /** The dashboard session named by the cookie (its shape belongs to the dashboard auth service). */
  dashboard?: unknown;
}

export interface HandlerContext<Body = any, Query = Record<string, any>> {
  readonly operationId: string;
  readonly body: Body;
  readonly query: Query;
  readonly params: Record<string, string>;
  readonly headers: IncomingHttpHeaders;
  readonly auth: AuthContext;
  readonly services: Services;
  readonly log: Logger;
  readonly req: Request;
  readonly res: Response;
}

export type OperationHandler<Body = any, Query = Record<string, any>> = (ctx: HandlerContext<Body, Query>) => Promise<Reply> | Reply;

/** Identity helper so handler files are typed without repeating the signature. */
export const defineHandler = <Body = any, Query = Record<string, any>>(fn: OperationHandler<Body, Query>): OperationHandler<Body, Query> =>
  fn;
