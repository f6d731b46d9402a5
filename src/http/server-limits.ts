import http from 'node:http';
import type { Duplex } from 'node:stream';
import { PlugboardError } from '../errors/plugboard-error.js';

/**
 * Node's own header ceiling: far above the documented limit (PLUGBOARD_MAX_HEADER_BYTES, checked by a
 * middleware in the error shape), so a request with large headers is read whole and answered, not cut off.
 */
const NODE_MAX_HEADER_SIZE = 256 * 1024;

/**
 * Header lines a request may carry, repeated names included. Node keeps only the first `maxHeadersCount` lines
 * of a request (2,000 by default) in `rawHeaders` and drops the rest silently, so the header-size check
 * (body-guards.ts) could not see the bytes of the lines past it: the server keeps this many, and a request that
 * reaches it is refused as too large (nothing dropped is ever let through uncounted).
 */
export const MAX_HEADER_LINES = 1000;

/** Node's HTTP server options and limits the header checks rely on. */
export function createLimitedServer(listener: http.RequestListener): http.Server {
  const server = http.createServer({ maxHeaderSize: NODE_MAX_HEADER_SIZE }, listener);
  server.maxHeadersCount = MAX_HEADER_LINES;
  answerClientErrors(server);
  return server;
}

/**
 * Requests Node's parser itself refuses (headers past the ceiling, malformed request lines) are answered in the
 * one error shape rather than Node's bare status line. The socket is closed after the answer.
 */
function answerClientErrors(server: http.Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const overflow = err.code === 'HPE_HEADER_OVERFLOW';
    const error = overflow
      ? new PlugboardError('REQUEST_HEADER_TOO_LARGE', 'The request headers are over the size limit')
      : new PlugboardError('VALIDATION_FAILED', 'The request could not be parsed as HTTP');
    const body = JSON.stringify(error.toBody());
    const reason = overflow ? 'Request Header Fields Too Large' : 'Bad Request';
    socket.end(
      `HTTP/1.1 ${error.status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
