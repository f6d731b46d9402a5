import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { PlugboardError } from '../errors/plugboard-error.js';
import { keepRawBody } from './raw-body.js';
import { MAX_HEADER_LINES } from './server-limits.js';

/** Marks a body whose bytes are not UTF-8 (JSON text is UTF-8, RFC 8259 §8.1); the error handler answers 400. */
class InvalidUtf8Error extends Error {
  readonly invalidUtf8 = true;
  constructor() {
    super('The request body is not valid UTF-8');
  }
}

/**
 * `verify` hook of express.json: refuses bytes that are not UTF-8 (the decoder would silently replace them with
 * U+FFFD and the altered text would be forwarded), then keeps the raw bytes where a signature covers them.
 */
export function verifyJsonBytes(req: IncomingMessage, res: unknown, buf: Buffer): void {
  if (!isUtf8(buf)) throw new InvalidUtf8Error();
  keepRawBody(req, res, buf);
}

// Keys that reach a prototype when a body is copied or merged into a plain object: never meaningful data.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Checks a parsed JSON body before routing; returns what is wrong with it, or undefined. A bare string, number,
 * boolean or null is refused where the operation's body is an object or array (every body in openapi.yaml but a
 * tool's own webhook payload, which may be any JSON value: `acceptsAnyJson`), here where it is parsed once
 * (openapi-backend would parse a string body a second time and validate what the string holds); nesting deeper
 * than `maxDepth` is refused before any handler or downstream call sees it (building a request from it could
 * overflow the stack); `__proto__`-like keys are refused anywhere. The walk is iterative, so a hostile depth
 * cannot overflow it.
 */
export function jsonBodyProblem(body: unknown, maxDepth: number, acceptsAnyJson: () => boolean): PlugboardError | undefined {
  if (body === undefined) return undefined;
  if (body === null || typeof body !== 'object') {
    if (acceptsAnyJson()) return undefined;
    return invalid('body', 'type', `The request body must be a JSON object, not ${body === null ? 'null' : `a JSON ${typeof body}`}`);
  }
  const stack: { value: object; depth: number; path: string }[] = [{ value: body, depth: 1, path: 'body' }];
  while (stack.length) {
    const { value, depth, path } = stack.pop()!;
    if (depth > maxDepth) return invalid(path, 'maxDepth', `The request body nests objects and arrays deeper than ${maxDepth} levels`);
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) return invalid(`${path}.${key}`, 'key', `The key ${JSON.stringify(key)} is not allowed`);
      const child = (value as Record<string, unknown>)[key];
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1, path: `${path}.${key}` });
    }
  }
  return undefined;
}

function invalid(field: string, rule: string, message: string): PlugboardError {
  // A path through 10,000 levels is not a useful field name: long paths are cut.
  const shown = field.length > 200 ? `${field.slice(0, 200)}…` : field;
  return new PlugboardError('VALIDATION_FAILED', message, { details: [{ field: shown, rule, message }] });
}

/**
 * Refuses a request whose header block is over `maxBytes` (names, values, ": " and CRLF of every line, repeated
 * names too), in the error shape; undefined when it is within the limit. Node's parser is given a much higher
 * ceiling (see server-limits.ts) so requests up to it are read whole and answered here, instead of Node's bare 431
 * or a reset connection. Node keeps at most `maxHeadersCount` lines (MAX_HEADER_LINES on the gateway's server,
 * 2,000 on a default one): a request with that many may have had lines dropped unseen, and is refused too.
 */
export function headerBlockProblem(req: IncomingMessage, maxBytes: number): PlugboardError | undefined {
  let total = 0;
  const raw = req.rawHeaders;
  for (const part of raw) total += part.length + 2;
  if (raw.length >= 2 * MAX_HEADER_LINES) {
    return new PlugboardError('REQUEST_HEADER_TOO_LARGE', `The request has ${MAX_HEADER_LINES} or more header lines`, {
      details: { limitBytes: maxBytes, limitLines: MAX_HEADER_LINES - 1 },
    });
  }
  if (total <= maxBytes) return undefined;
  return new PlugboardError('REQUEST_HEADER_TOO_LARGE', `The request headers are over the ${maxBytes}-byte limit`, {
    details: { limitBytes: maxBytes },
  });
}
