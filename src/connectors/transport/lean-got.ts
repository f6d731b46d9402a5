import { got, type ExtendOptions, type Got, type Method, type OptionsInit } from 'got';

/**
 * `got.extend(options)` with got's cache options emptied. The cache is off, but got spreads those four options (all
 * undefined) first into the native request options it builds for every request, and on node 20's V8 a spread of a
 * non-empty object followed by ~30 more keys takes the slow path: ~50 us per request, ~4 us with nothing to spread
 * (bench:passthrough). The defaults are then frozen, as got freezes them when they are not mutable.
 */
export function leanGot(options: ExtendOptions): Got {
  const client = got.extend({ ...options, mutableDefaults: true });
  client.defaults.options.cacheOptions = {};
  client.defaults.options.freeze();
  return client;
}

/** The User-Agent of every request the runtime sends to a tool. */
export const USER_AGENT = 'plugboard-connector-runtime/1';

/**
 * How the runtime's client for one connector is set up (bench:passthrough's stack floor builds its client with the
 * same function, so "got as the gateway configures it" cannot drift): the connector's timeout, no retries or
 * throws (the executor judges every answer), redirects never followed (they could carry credentials to another
 * host), keep-alive agents shared by every connector.
 */
export function toolClient(timeoutMs: number, agent: NonNullable<ExtendOptions['agent']>): Got {
  return leanGot({
    timeout: { request: timeoutMs },
    retry: { limit: 0 },
    throwHttpErrors: false,
    followRedirect: false,
    headers: { 'user-agent': USER_AGENT },
    agent,
  });
}

/** A tool's (or a receiver's) answer, its body as text. */
export interface TextAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** What one exchange may carry: the body as `json`, `form` or `body`, as in got's own options. */
export type SendOptions = Pick<OptionsInit, 'headers' | 'json' | 'form' | 'body' | 'timeout'> & { method: string };

/** Methods whose request got ends by itself when there is no body (it waits for one otherwise, in stream mode). */
const ENDS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * One exchange through got's stream API, the whole answer read as UTF-8 text. Callers retry by their own policy
 * (their clients have got's retry off and never throw on a status), so got's promise layer (a cancelable promise,
 * body buffering and parsing, retry bookkeeping) did nothing for them but cost ~90 us per request at 32 concurrent
 * requests (bench:passthrough). Failures reject with got's own errors (RequestError, TimeoutError, ...), as the
 * promise API does. The client must have `throwHttpErrors: false` and `retry.limit: 0`.
 */
export function sendOnce(client: Got, url: string | URL, options: SendOptions): Promise<TextAnswer> {
  return new Promise((resolve, reject) => {
    const stream = client.stream(url, { ...options, method: options.method as Method });
    let answer: Omit<TextAnswer, 'body'> | undefined;
    const chunks: Buffer[] = [];
    stream.once('response', (res: Omit<TextAnswer, 'body'>) => {
      answer = res;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => {
      if (!answer) reject(new Error('got ended a stream without a response'));
      else resolve({ statusCode: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks).toString('utf8') });
    });
    stream.once('error', reject);
    const method = options.method.toUpperCase();
    const hasBody = options.json !== undefined || options.form !== undefined || options.body !== undefined;
    if (!hasBody && !ENDS_WITHOUT_BODY.has(method)) stream.end();
  });
}
