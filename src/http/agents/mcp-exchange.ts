import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';

/** One HTTP answer of `POST /mcp`: the status, and the JSON body with its content type (none for a 202). */
export interface McpAnswer {
  status: number;
  contentType?: string;
  body: string;
}

/** The request headers the Streamable HTTP transport reads (content negotiation, protocol revision, session). */
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

type RequestHeaders = Record<string, string | string[] | undefined>;

const header = (headers: RequestHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Answers one stateless `POST /mcp` on `mcp` (a server built for this request, not yet connected).
 *
 * The SDK's web-standard Streamable HTTP transport answers everything: content negotiation, protocol revisions,
 * JSON-RPC validation, `initialize`, batches, notifications and every error. It works on a web `Request` and answers a
 * web `Response` whose body is a stream; for the common case (one well-formed JSON-RPC request after `initialize`,
 * headers the transport accepts) building the one, then reading the other back, cost more CPU than the SDK's own
 * protocol work (docs/agents.md, Cost). That case alone goes through {@link answerDirect}, which connects the same
 * server to a transport that hands the message over and takes the answer back as the object it is; what it answers is
 * what the SDK transport answers (test/http/agents/mcp-exchange-equivalence.test.ts). Anything else, including every
 * request the transport would refuse, goes through the SDK transport as before.
 */
export async function answerMcp(mcp: McpServer, headers: RequestHeaders, url: string, body: unknown): Promise<McpAnswer> {
  const request = directRequest(headers, body);
  return request ? answerDirect(mcp, request) : answerThroughSdkTransport(mcp, headers, url, body);
}

/**
 * The message, when the SDK transport would hand it straight to the server and answer 200 JSON: the same checks, in
 * its order (handlePostRequest in webStandardStreamableHttp.js of the pinned SDK), with the same JSON-RPC schema, so
 * the server sees the same parsed message. `undefined` means: let the SDK transport answer.
 */
export function directRequest(headers: RequestHeaders, body: unknown): JSONRPCRequest | undefined {
  const accept = header(headers, 'accept');
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) return undefined;
  if (!isJsonContentType(header(headers, 'content-type'))) return undefined;
  if (Array.isArray(body)) return undefined;
  const parsed = JSONRPCMessageSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const message = parsed.data;
  // A request has both (the SDK's message schemas are strict: a notification has no `id`, a response no `method`).
  if (!('method' in message) || !('id' in message) || message.method === 'initialize') return undefined;
  const version = header(headers, 'mcp-protocol-version');
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
  return message;
}

/**
 * A transport for one request already checked: `start` does nothing, the request goes to the server through
 * `onmessage` (as the SDK transport calls it, without the request info no handler here reads), and the server's
 * answer to it comes back through `send`. Messages the server sends that are not an answer (notifications tied to the
 * request) are dropped, as the SDK transport drops them when it answers JSON.
 */
class OneRequestTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  readonly answer: Promise<JSONRPCMessage>;
  private settle!: (message: JSONRPCMessage) => void;

  constructor() {
    this.answer = new Promise((resolve) => (this.settle = resolve));
  }
  start(): Promise<void> {
    return Promise.resolve();
  }
  send(message: JSONRPCMessage): Promise<void> {
    if ('result' in message || 'error' in message) this.settle(message);
    return Promise.resolve();
  }
  close(): Promise<void> {
    this.onclose?.();
    return Promise.resolve();
  }
}

async function answerDirect(mcp: McpServer, request: JSONRPCRequest): Promise<McpAnswer> {
  const transport = new OneRequestTransport();
  await mcp.connect(transport);
  transport.onmessage?.(request);
  // No close(), as below: nothing of this server outlives the answer.
  return { status: 200, contentType: 'application/json', body: JSON.stringify(await transport.answer) };
}

/**
 * The SDK's web-standard transport, stateless with JSON answers (no stream is ever open). The `Request` carries only
 * the headers the transport reads; express already parsed the body (`parsedBody`).
 */
export async function answerThroughSdkTransport(mcp: McpServer, headers: RequestHeaders, url: string, body: unknown): Promise<McpAnswer> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  await mcp.connect(transport);
  const webHeaders = new Headers();
  for (const name of TRANSPORT_HEADERS) {
    const value = header(headers, name);
    if (value !== undefined) webHeaders.set(name, value);
  }
  const request = new Request(new URL(url, 'http://localhost'), { method: 'POST', headers: webHeaders });
  const response = await transport.handleRequest(request, { parsedBody: body });
  // No close(): with JSON answers the transport opens no stream and the server no timer, so once answered both are
  // garbage; close() would only clear their maps and build a "connection closed" error for no pending request.
  if (response.status === 202) return { status: 202, body: '' };
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? 'application/json';
  return { status: response.status, contentType, body: text };
}
