import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Context, Document, OpenAPIBackend, Operation } from 'openapi-backend';
import { headerBlockProblem, jsonBodyProblem, verifyJsonBytes } from './body-guards.js';
import { KEEPS_RAW_BODY, TOOL_WEBHOOK_TEXT_TYPES } from './raw-body.js';
import { PlugboardError } from '../errors/plugboard-error.js';
import type { Logger } from '../log/logger.js';
import type { Services } from '../services/index.js';
import { preciseNow, type ApiRequestEvent, type Telemetry } from '../services/observability/telemetry.js';
import type { HandlerContext, OperationHandler, OperationId } from './handler-context.js';
import { guard, lifecycleHandlers, toErrorReply } from './lifecycle.js';
import { toolCallHandlerFor } from './generic/tool-call-handlers.js';
import { initOpenApiBackend, openApiRequestOf } from './openapi-backend.js';
import { HANDLERS } from './handlers.gen.js';
import { errorReply, type Reply } from './reply.js';
import { authContextOf, registerAuthGuards, type AuthGuards } from './auth-guards.js';

export interface AppOptions {
  /** The parsed openapi.yaml (or its path). */
  definition: Document | string;
  services: Services;
  /** The guard of each security scheme of the spec (tokens, dashboard session + CSRF, metrics token), with limits. */
  guards: AuthGuards;
  logger: Logger;
  /** Validate every response against the spec; a mismatch becomes a 500 (on in tests and CI). */
  validateResponses: boolean;
  handlers?: Map<OperationId, OperationHandler>;
  /**
   * When set, only these operations are served; a request routed to any other one gets 404 NOT_FOUND with
   * `notServedMessage` (a worker process answers its health checks and nothing else).
   */
  servedOperations?: { ids: ReadonlySet<string>; notServedMessage: string };
  bodyLimit?: string;
  /** Told of every finished request (metrics, traces, request logs); wraps the request in a span when tracing. */
  telemetry: Telemetry;
  /** Request header block limit in bytes (PLUGBOARD_MAX_HEADER_BYTES). */
  maxHeaderBytes?: number;
  /** Deepest nesting of a JSON body (PLUGBOARD_MAX_JSON_DEPTH). */
  maxJsonDepth?: number;
  /** express's `trust proxy` (PLUGBOARD_TRUST_PROXY): who may set X-Forwarded-For/-Proto; false by default. */
  trustProxy?: false | number | readonly string[];
}

/** What the request path leaves on `res.locals` for the finished-request report. */
interface RequestLocals {
  requestId: string;
  startedAt: number;
  operationId?: string;
  auth?: HandlerContext['auth'];
  log?: Logger;
}

export interface App {
  express: express.Express;
  api: OpenAPIBackend;
}

/**
 * The only module that knows express. Every request goes through openapi-backend: parse, route by operationId,
 * security, validation, handler, then `writeReply`, which validates the response against the spec when asked.
 * Read top to bottom, it is the list of stages in the order they are set up and a request meets them.
 */
export async function createApp(opts: AppOptions): Promise<App> {
  const { api, operations } = await initOpenApiBackend(opts.definition);
  registerAuthGuards(api, opts.guards);
  registerLifecycle(api, opts);
  registerOperationHandlers(api, opts);
  registerReplyWriter(api, opts);
  const app = expressWithSettings(opts.trustProxy ?? false);
  app.use(oneLayer(requestStart(opts), jsonBodyParser(opts), routeAfterBody(api, anyJsonBodyOperationsOf(operations), opts)));
  app.use(errorAnswer(opts.logger));
  return { express: app, api };
}

/** Operations whose body schema has no type (any JSON value, e.g. a tool's webhook payload). */
function anyJsonBodyOperationsOf(operations: readonly Operation[]): ReadonlySet<string> {
  return new Set(
    operations
      .filter((op) => {
        const schema = (op.requestBody as { content?: Record<string, { schema?: { type?: unknown } }> } | undefined)?.content?.[
          'application/json'
        ]?.schema;
        return schema !== undefined && schema.type === undefined;
      })
      .map((op) => op.operationId ?? ''),
  );
}

/** openapi-backend's own answers (not found, method not allowed, validation failed, unauthorized). */
function registerLifecycle(api: OpenAPIBackend, opts: AppOptions): void {
  for (const [name, fn] of Object.entries(lifecycleHandlers())) api.register(name, guard(opts.logger, fn));
}

/**
 * One handler per operationId: the handler files, then the generic unified and action handlers for generated
 * operations without a file (a handler file still wins). Each is given a RequestContext.
 */
function registerOperationHandlers(api: OpenAPIBackend, opts: AppOptions): void {
  const log = opts.logger;
  const RequestContext = requestContextClass(opts.services, log);
  const observe = (err: unknown) => {
    opts.services.health.observe(err);
  };
  const handlers = new Map(opts.handlers ?? HANDLERS);
  for (const op of api.getOperations()) {
    const generic = op.operationId && !handlers.has(op.operationId as OperationId) ? toolCallHandlerFor(op.path) : undefined;
    if (generic) handlers.set(op.operationId as OperationId, generic);
  }
  for (const [operationId, handler] of handlers) {
    if (!api.router.getOperation(operationId)) throw new Error(`Handler file for unknown operationId ${operationId}`);
    api.register(
      operationId,
      // Not async itself: guard awaits the handler's promise and turns a throw here (authContextOf) into a reply.
      guard(
        log,
        (c: Context, req: Request, res: Response) => {
          // openapi-backend validated (and coerced) body, query and params against this operation's schemas: they
          // have the types generated from those schemas, which is what HandlerContext says.
          const ctx = new RequestContext(
            operationId,
            (c.request.requestBody as unknown) ?? {},
            c.request.query ?? {},
            c.request.params ?? {},
            authContextOf(c),
            req,
            res,
          ) as unknown as HandlerContext;
          (res.locals as RequestLocals).auth = ctx.auth;
          return handler(ctx);
        },
        observe,
      ),
    );
  }
}

/**
 * What a handler gets (HandlerContext). A class, so the request's logger is a getter on the prototype, made on
 * first use: an object literal with a getter is built on a slow path, and this is built for every request.
 */
function requestContextClass(services: Services, log: Logger) {
  return class RequestContext {
    readonly services = services;
    readonly headers: Request['headers'];
    constructor(
      readonly operationId: string,
      readonly body: unknown,
      readonly query: unknown,
      readonly params: unknown,
      readonly auth: HandlerContext['auth'],
      readonly req: Request,
      readonly res: Response,
    ) {
      this.headers = req.headers;
    }
    get log(): Logger {
      return requestLog(log, this.res);
    }
  };
}

/** After a handler (or a lifecycle answer): check the reply against the spec when asked, then write it. */
function registerReplyWriter(api: OpenAPIBackend, opts: AppOptions): void {
  const log = opts.logger;
  api.register('postResponseHandler', (c: Context, _req: Request, res: Response) => {
    let reply = c.response as Reply;
    // No operation when routing failed (the notFound and methodNotAllowed answers), whatever Context's type says.
    const operation = c.operation as Context['operation'] | undefined;
    if (operation?.operationId) (res.locals as RequestLocals).operationId = operation.operationId;
    if (opts.validateResponses && operation && !reply.contentType) {
      const result = api.validateResponse(reply.body, operation, reply.status);
      if (result.errors?.length) {
        log.error(
          { operationId: operation.operationId, status: reply.status, errors: result.errors },
          'response does not match openapi.yaml',
        );
        reply = errorReply(
          new PlugboardError('INTERNAL_ERROR', 'Response does not match openapi.yaml', {
            details: { operationId: operation.operationId, status: reply.status, errors: result.errors },
          }),
        );
      }
    }
    writeReply(res, reply);
  });
}

/** The express application and its settings: no X-Powered-By, no ETag, the simple query parser, `trust proxy`. */
function expressWithSettings(trustProxy: false | number | readonly string[]): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  setTrustProxy(app, trustProxy);
  return app;
}

/**
 * The stages before the error answer as ONE express layer: every layer costs express's router a few microseconds
 * per request (its path matched, its prefix trimmed, its parameters processed, its call guarded).
 * As between layers, an error (passed on by a stage or thrown) skips the stages left, to the error answer.
 */
function oneLayer(start: RequestStart, body: RequestHandler, route: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const problem = start(req, res);
    if (problem) {
      next(problem);
      return;
    }
    // Thrown here, the router (which catches what a layer throws) would not see it: the body is read by then.
    body(req, res, (err?: unknown) => {
      if (err) next(err);
      else
        try {
          route(req, res, next);
        } catch (e) {
          next(e);
        }
    });
  };
}

/** The first stage: sets up the request's report; answers what is wrong with its headers, or undefined. */
type RequestStart = (req: Request, res: Response) => PlugboardError | undefined;

/** Before the body is read: the request id, the finished-request report, the header block limit. */
function requestStart(opts: AppOptions): RequestStart {
  const log = opts.logger;
  const telemetry = opts.telemetry;
  // The access line is written at info; when that level is off (the level is fixed at start), it costs nothing.
  const accessLog = log.isLevelEnabled('info');
  // 'close' comes for every response, also when the client went away before it was sent ('finish' does not), and
  // only once: one listener function for all responses (`this` is the response), no closure per request.
  function onResponseClose(this: Response) {
    const req = this.req;
    const event = finishedRequest(req, this);
    telemetry.emit('apiRequest', event);
    // Only the path is logged: the older interface carries access tokens in the query string.
    if (accessLog)
      requestLog(log, this).info(
        { method: req.method, path: event.path, status: event.status, ms: Math.round(event.durationMs * 10) / 10 },
        'request',
      );
  }
  const maxHeaderBytes = opts.maxHeaderBytes ?? 16_384;
  return (req, res) => {
    const requestId = randomUUID();
    const locals = res.locals as RequestLocals;
    locals.requestId = requestId;
    locals.startedAt = preciseNow();
    res.setHeader('x-request-id', requestId);
    res.on('close', onResponseClose);
    return headerBlockProblem(req, maxHeaderBytes);
  };
}

/** JSON bodies (also `application/*+json`), any JSON value at the top, raw bytes checked as UTF-8. */
function jsonBodyParser(opts: AppOptions): RequestHandler {
  return express.json({
    limit: opts.bodyLimit ?? '5mb',
    type: ['application/json', 'application/*+json'],
    strict: false,
    verify: verifyJsonBytes,
  });
}

/**
 * After the body is read: refuse bodies that are not JSON, operations this process does not serve, and JSON that
 * is too deep or carries prototype keys; then openapi-backend routes, checks and handles the request. A tool's
 * webhook may be a JWT as the whole body (Dialpad): read as text first, raw bytes kept for the signature.
 */
function routeAfterBody(api: OpenAPIBackend, anyJsonBodyOperations: ReadonlySet<string>, opts: AppOptions): RequestHandler {
  const telemetry = opts.telemetry;
  const served = opts.servedOperations;
  const maxJsonDepth = opts.maxJsonDepth ?? 64;
  const afterBody = (req: Request, res: Response, next: NextFunction): void => {
    if (rejectNonJsonBodies(req, res)) return;
    if (served) {
      const op = api.matchOperation({ method: req.method, path: req.path, headers: {} });
      if (op?.operationId && !served.ids.has(op.operationId)) {
        writeReply(res, errorReply(new PlugboardError('NOT_FOUND', served.notServedMessage, { details: { operationId: op.operationId } })));
        return;
      }
    }
    const problem = jsonBodyProblem(req.body, maxJsonDepth, () => anyJsonBodyOperations.has(operationIdOf(api, req) ?? ''));
    if (problem) {
      next(problem);
      return;
    }
    const locals = res.locals as RequestLocals;
    const handle = () => api.handleRequest(openApiRequestOf(req), req, res).catch(next);
    // Started here, after the body is read: stream callbacks of the body parser would lose the span's context.
    void (telemetry.tracing ? telemetry.inApiRequest(locals.requestId, locals.startedAt, handle, req.headers) : handle());
  };
  const toolWebhookText: RequestHandler = express.text({
    limit: opts.bodyLimit ?? '5mb',
    type: TOOL_WEBHOOK_TEXT_TYPES,
    verify: verifyJsonBytes,
  });
  return (req, res, next) => {
    if (req.url.startsWith(KEEPS_RAW_BODY)) {
      toolWebhookText(req, res, (err?: unknown) => {
        if (err) next(err);
        else afterBody(req, res, next);
      });
    } else afterBody(req, res, next);
  };
}

/** The last layer: a body parser's refusal or any error passed along becomes the one error shape. */
function errorAnswer(log: Logger): ErrorRequestHandler {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    writeReply(res, bodyParserError(err) ?? toErrorReply(requestLog(log, res), err));
  };
}

/**
 * express's own `trust proxy` (compiled by proxy-addr): `req.ip` is the client address the failed-token limits
 * count, read from X-Forwarded-For only as far as the hops are trusted, and `req.secure` (Secure cookies) follows
 * the trusted hop's X-Forwarded-Proto. A value proxy-addr does not understand stops the gateway at start.
 */
function setTrustProxy(app: express.Express, value: false | number | readonly string[]): void {
  try {
    app.set('trust proxy', typeof value === 'object' ? [...value] : value);
  } catch (e) {
    throw new Error(
      `PLUGBOARD_TRUST_PROXY is not a hop count nor a list of addresses, subnets, loopback, linklocal or uniquelocal: ${(e as Error).message}`,
      { cause: e },
    );
  }
}

function finishedRequest(req: Request, res: Response): ApiRequestEvent {
  const locals = res.locals as RequestLocals;
  const auth = locals.auth;
  const connection = auth?.connection;
  const environmentId =
    auth?.environment?.id ?? connection?.environmentId ?? (auth?.session as { environmentId?: string } | undefined)?.environmentId;
  // Optional fields are set only when known (absent, not undefined), without spreads: this runs on every request.
  const event: ApiRequestEvent = {
    requestId: locals.requestId,
    method: req.method,
    path: req.path,
    status: res.statusCode,
    aborted: !res.writableFinished,
    startedAt: locals.startedAt,
    durationMs: preciseNow() - locals.startedAt,
  };
  if (locals.operationId) event.operationId = locals.operationId;
  if (environmentId) event.environmentId = environmentId;
  if (connection) {
    event.connectionId = connection.id;
    event.integrationId = connection.integrationId;
  }
  return event;
}

function operationIdOf(api: OpenAPIBackend, req: Request): string | undefined {
  try {
    return api.router.matchOperation({ method: req.method, path: req.path, headers: {} })?.operationId;
  } catch {
    return undefined;
  }
}

/**
 * The request's child logger (carrying its request id), made on first use: most requests never log, so a pino
 * child made for every request was work thrown away.
 */
function requestLog(log: Logger, res: Response): Logger {
  const locals = res.locals as Partial<RequestLocals>;
  locals.log ??= locals.requestId ? log.child({ requestId: locals.requestId }) : log;
  return locals.log;
}

function writeReply(res: Response, reply: Reply): void {
  if (res.headersSent) return;
  // Set directly: express's res.status checks the code, and every reply's status is one of the spec's.
  res.statusCode = reply.status;
  const headers = reply.headers;
  if (headers) for (const k in headers) res.setHeader(k, headers[k]!);
  if (reply.contentType) {
    res.type(reply.contentType).send(reply.body);
  } else if (reply.status === 204) {
    res.end();
  } else {
    // JSON is written directly rather than through res.send: its charset, ETag/freshness and HEAD handling are
    // not needed here (no ETag, no Last-Modified; node itself drops the body of a HEAD answer).
    const json = reply.body === undefined ? '' : JSON.stringify(reply.body);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(json));
    res.end(json);
  }
}

/**
 * A request with a body that is not JSON cannot match any JSON schema: say so instead of "field required".
 * Returns true when it answered.
 */
function rejectNonJsonBodies(req: Request, res: Response): boolean {
  if (req.method === 'GET') return false;
  const length = Number(req.headers['content-length'] ?? 0);
  const hasBody = length > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return false;
  const type = req.headers['content-type'];
  // The common case without parsing the media type (type-is would say the same).
  if (type === 'application/json' || type === 'application/json; charset=utf-8') return false;
  const toolText = req.originalUrl.startsWith(KEEPS_RAW_BODY) && req.is(TOOL_WEBHOOK_TEXT_TYPES);
  if (!toolText && !req.is(['application/json', 'application/*+json'])) {
    writeReply(
      res,
      errorReply(
        new PlugboardError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be JSON (Content-Type: application/json)', {
          details: { contentType: type ?? null },
        }),
      ),
    );
    return true;
  }
  return false;
}

function bodyParserError(err: unknown): Reply | undefined {
  if (err instanceof PlugboardError) return undefined; // answered as itself by toErrorReply
  if (!err || typeof err !== 'object') return undefined;
  const e = err as { type?: string; status?: number; invalidUtf8?: boolean };
  if (e.invalidUtf8) {
    return errorReply(new PlugboardError('MALFORMED_JSON', 'The request body is not valid UTF-8 (JSON text must be UTF-8)'));
  }
  if (e.type === 'entity.parse.failed') {
    return errorReply(new PlugboardError('MALFORMED_JSON', 'The request body is not valid JSON'));
  }
  if (e.type === 'entity.too.large') {
    return errorReply(new PlugboardError('PAYLOAD_TOO_LARGE', 'The request body is too large'));
  }
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return errorReply(new PlugboardError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported request body encoding'));
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return errorReply(new PlugboardError('VALIDATION_FAILED', 'The request could not be read'));
  }
  return undefined;
}
