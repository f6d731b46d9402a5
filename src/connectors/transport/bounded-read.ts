import type { Got } from 'got';

/** A body longer than the reader allows: the transfer was cut there. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the answer is longer than ${maxBytes} bytes`);
  }
}

/**
 * One GET through got's stream API, its body read as UTF-8 text up to `maxBytes`: a longer one is cut off as soon
 * as it passes the bound (a declared Content-Length past it is refused before any byte is read), so a report file
 * never costs more memory than the manifest allows. The client must have `throwHttpErrors: false`, retry off and
 * redirects off, as the executor's clients have.
 */
export function getBounded(
  client: Got,
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
  maxBytes: number,
): Promise<{ statusCode: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = client.stream(url, { method: 'GET', headers, timeout: { request: timeoutMs } });
    let answer: { statusCode: number; headers: Record<string, string | string[] | undefined> } | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () => {
      stream.destroy();
      reject(new BodyTooLargeError(maxBytes));
    };
    stream.once('response', (res: { statusCode: number; headers: Record<string, string | string[] | undefined> }) => {
      answer = res;
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) tooLarge();
    });
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) tooLarge();
      else chunks.push(chunk);
    });
    stream.once('end', () => {
      if (!answer) reject(new Error('got ended a stream without a response'));
      else resolve({ statusCode: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8') });
    });
    stream.once('error', reject);
  });
}
