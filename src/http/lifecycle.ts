import type { Context } from 'openapi-backend';
import type { ErrorObject } from 'ajv';
import { PlugboardError, isPlugboardError } from '../errors/plugboard-error.js';
import { storeFailureError } from '../errors/store-failure.js';
import type { Logger } from '../log/logger.js';
import { errorReply, isReply, type Reply } from './reply.js';
import { describeUnauthorized, type SecurityContext } from './auth-guards.js';

/** The reserved openapi-backend handlers: every failure before a handler runs answers in the one error shape. */
export function lifecycleHandlers() {
  return {
    notFound: (c: Context): Reply =>
      errorReply(new PlugboardError('NOT_FOUND', `No route for ${c.request.method.toUpperCase()} ${c.request.path}`)),
    methodNotAllowed: (c: Context): Reply =>
      errorReply(
        new PlugboardError('METHOD_NOT_ALLOWED', `Method ${c.request.method.toUpperCase()} is not allowed on ${c.request.path}`, {
          headers: { Allow: allowedMethods(c).join(', ') },
        }),
      ),
    unauthorizedHandler: (c: SecurityContext): Reply => errorReply(describeUnauthorized(c)),
    validationFail: (c: Context): Reply => errorReply(validationError(c.validation.errors ?? [])),
    notImplemented: (c: Context): Reply =>
      errorReply(
        new PlugboardError('NOT_IMPLEMENTED', `Operation ${c.operation.operationId} is not implemented yet`, {
          details: { operationId: c.operation.operationId },
        }),
      ),
  };
}

/** Turns ajv's errors into a message naming the first bad field and a list of every problem. */
function validationError(errors: ErrorObject[]): PlugboardError {
  const details = errors.map((e) => {
    const field = fieldName(e);
    return { field, rule: e.keyword, message: describe(e) };
  });
  const first = details[0];
  const message = first ? `Invalid request: ${first.field} ${first.message}` : 'Invalid request';
  return new PlugboardError('VALIDATION_FAILED', message, { details });
}

function fieldName(e: ErrorObject): string {
  const parts = e.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (parts[0] === 'requestBody') parts[0] = 'body';
  if (e.keyword === 'required') parts.push(String(e.params.missingProperty));
  if (e.keyword === 'additionalProperties') parts.push(String(e.params.additionalProperty));
  return parts.join('.') || 'body';
}

function describe(e: ErrorObject): string {
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an allowed property';
    case 'type':
      return `must be ${String(e.params.type)}`;
    case 'enum':
      return `must be one of ${(e.params.allowedValues as unknown[]).map(String).join(', ')}`;
    default:
      return e.message ?? 'is invalid';
  }
}

function allowedMethods(c: Context): string[] {
  const methods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];
  return methods
    .filter((method) => {
      try {
        return Boolean(c.api.router.matchOperation({ method, path: c.request.path, headers: {} }));
      } catch {
        return false;
      }
    })
    .map((m) => m.toUpperCase());
}

/**
 * Wraps a handler so a thrown PlugboardError becomes a reply, a store failure its 503 and anything else a logged
 * 500. `observe` sees every error (the store's health learns of a full disk from failed writes).
 */
export function guard<A extends unknown[]>(log: Logger, fn: (...args: A) => Promise<Reply> | Reply, observe?: (err: unknown) => void) {
  return async (...args: A): Promise<Reply> => {
    try {
      const reply = await fn(...args);
      if (!isReply(reply)) throw new Error('handler returned something that is not a Reply');
      return reply;
    } catch (err) {
      observe?.(err);
      return toErrorReply(log, err);
    }
  };
}

export function toErrorReply(log: Logger, err: unknown): Reply {
  if (isPlugboardError(err)) {
    if (err.status >= 500) log.warn({ code: err.code, cause: describeCause(err) }, err.message);
    return errorReply(err);
  }
  // The store down or its disk full is no bug: 503 with its own code and Retry-After, so clients wait and retry.
  const store = storeFailureError(err);
  if (store) {
    log.warn({ code: store.code, cause: describeCause(store) }, store.message);
    return errorReply(store);
  }
  log.error({ err }, 'unhandled error');
  return errorReply(new PlugboardError('INTERNAL_ERROR', 'Internal error', { cause: err }));
}

function describeCause(err: PlugboardError): string | undefined {
  const cause = (err as { cause?: unknown }).cause;
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : undefined;
}
