import http from 'node:http';
import https from 'node:https';
import { TimeoutError, type Got } from 'got';
import { sendOnce, toolClient, USER_AGENT, type SendOptions } from '../transport/lean-got.js';
import { BodyTooLargeError, getBounded } from '../transport/bounded-read.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledAuthMethod, CompiledConnector } from '../compile/compiled-connector.js';
import type { TokenEndpointAnswer, TokenEndpointRequest } from '../auth/oauth2/token-endpoint.js';
import type { RevokeRequest } from '../auth/oauth2/revoke.js';
import type { DryRunRecorder } from '../connection/dry-run.js';
import { SandboxFixtures } from '../sandbox/sandbox-fixtures.js';
import { SandboxTimeoutError, SandboxTransport } from '../sandbox/sandbox-transport.js';
import { renderTemplate } from '../mapping/template.js';
import { downstreamError } from './classify-error.js';
import { decideNext, type AttemptOutcome, type NextContext } from './decide-next.js';
import { openCall, type CallContext } from './call-context.js';
import type { ConnectionTarget } from '../connection/connection-target.js';
import { LookupCache } from './lookups.js';
import { isNetworkError } from '../transport/network-errors.js';
import { redactEcho, redactEchoInHeaders } from '../transport/redact-echo.js';
import {
  preciseNow,
  type Clock,
  type ConnectionContext,
  type Credentials,
  type DownstreamCallEvent,
  type RuntimeLogger,
  type RuntimeObserver,
  type RuntimePorts,
} from '../connection/ports.js';
import type { DownstreamRequest, DownstreamResponse } from '../transport/downstream-exchange.js';
import { applyAuth, resolveAuthMethod } from './resolve-auth-method.js';
import { safeJson } from '../connection/safe-json.js';
import { sendTokenCall } from './token-call.js';
import { accessTokenOf, TokenManager } from './token-manager.js';

export interface ExecutorOptions {
  ports: RuntimePorts;
  clock: Clock;
  logger?: RuntimeLogger;
  observer?: RuntimeObserver;
  random?: () => number;
  /**
   * `deadlineMs`: the longest one call may take, every attempt and wait between attempts included (see `execute`);
   * unset: only the connector's own limits (attempts, timeout, wait cap).
   */
  httpDefaults?: { timeoutMs?: number; maxWaitMs?: number; deadlineMs?: number };
  /** How long a token refresh's lease lasts in the shared store (see TokenManager). */
  refreshLeaseMs?: number;
}

/**
 * Sends one logical downstream request: credentials injected by the manifest's auth method (refreshed when
 * needed), retries with backoff honouring the tool's wait hints up to a cap, classification of failures into
 * PlugboardError codes. One got instance per compiled connector; got's own retry is off because the policy
 * lives in the manifest.
 */
export class Executor {
  readonly tokens: TokenManager;
  private readonly clients = new Map<string, Got>();
  /**
   * Keep-alive sockets to the tools, shared by every connector's client: a new TCP (and TLS) connection per call
   * would cost more than the call. Same settings as node's global agents (idle sockets closed after 5 s, most
   * recently used first), stated here so they do not depend on the node version.
   */
  private readonly agent = {
    http: new http.Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5_000 }),
    https: new https.Agent({ keepAlive: true, scheduling: 'lifo', timeout: 5_000 }),
  };

  /** Serves sandbox connections offline; shares the fixtures it read across calls. */
  private readonly sandbox: SandboxTransport;
  /** The connections' `lookups` values (view ids and the like), see lookups.ts. */
  readonly lookups: LookupCache;

  constructor(private readonly opts: ExecutorOptions) {
    // Token requests (refreshes here, code exchanges through sendTokenRequest) go out as API calls do.
    this.tokens = new TokenManager(
      opts.ports,
      opts.clock,
      (connector, connectionId, req) => this.sendTokenRequest(connector, connectionId, req),
      opts.observer,
      opts.refreshLeaseMs,
    );
    this.sandbox = new SandboxTransport(new SandboxFixtures(), opts.clock, opts.ports.sandboxState);
    this.lookups = new LookupCache(opts.clock);
  }

  /** The inputs a sandbox connection of this connector uses (those its fixtures were recorded with). */
  async sandboxInputs(connector: CompiledConnector): Promise<Record<string, string>> {
    return this.sandbox.inputs(connector);
  }

  private clientFor(connector: CompiledConnector): Got {
    let c = this.clients.get(connector.id);
    if (!c) {
      c = toolClient(this.timeoutOf(connector), this.agent);
      this.clients.set(connector.id, c);
    }
    return c;
  }

  /** How long one attempt waits for the tool's answer. */
  private timeoutOf(connector: CompiledConnector): number {
    return Math.min(connector.timeoutMs, this.opts.httpDefaults?.timeoutMs ?? Infinity);
  }

  /** The context of a call of this connection: fresh credentials and the target (see call-context.ts). */
  openCall(connector: CompiledConnector, conn: ConnectionContext): Promise<CallContext> {
    return openCall(this.tokens, connector, conn);
  }

  /**
   * A revocation request, sent once with the connector's client (no redirects): the caller retries on its own
   * schedule (a deleted connection's revocation job), so no retry loop holds the delete. Reported to the observer
   * as a token-endpoint exchange, path only (never the token, also when it travels in the path).
   */
  async sendRevokeRequest(connector: CompiledConnector, connectionId: string, req: RevokeRequest): Promise<{ status: number }> {
    const sentAt = preciseNow();
    const report = (status: number | undefined, error?: 'timeout' | 'network_error') =>
      this.opts.observer?.onTokenEndpointCall?.({
        integrationId: connector.id,
        connectionId,
        method: req.method,
        path: req.reportPath,
        endpoint: 'token',
        ...(status !== undefined ? { status } : {}),
        ...(error ? { error } : {}),
        retries: 0,
        startedAt: sentAt,
        durationMs: preciseNow() - sentAt,
      });
    // Bounded apart from the connector's timeout: a delete waits for this answer.
    const options: SendOptions = {
      method: req.method,
      headers: req.headers,
      timeout: { request: Math.min(10_000, this.timeoutOf(connector)) },
    };
    if (req.form) options.form = req.form;
    if (req.json) options.json = req.json;
    try {
      const res = await sendOnce(this.clientFor(connector), req.url, options);
      report(res.statusCode);
      return { status: res.statusCode };
    } catch (e) {
      if (isNetworkError(e)) report(undefined, e instanceof TimeoutError ? 'timeout' : 'network_error');
      throw e;
    }
  }

  /** The runtime's clock: report jobs wait between polls on it. */
  get clock(): Clock {
    return this.opts.clock;
  }

  /**
   * A report job's file at the address its download redirected to (a presigned storage URL, already checked by the
   * caller): one GET without the connection's credentials (the URL carries its own, and they must not travel to
   * another host), its body read up to `maxBytes`, reported like an API call. A sandbox connection's file comes from
   * the sandbox. No retry: a failed read fails the listing, and the sync runs again later.
   */
  async fetchFile(call: CallContext, url: URL, maxBytes: number): Promise<{ status: number; text: string }> {
    const { connector, conn } = call;
    const headers = { accept: 'application/json', 'user-agent': USER_AGENT };
    const sentAt = preciseNow();
    try {
      const res =
        conn.credentials.type === 'sandbox'
          ? await this.sandbox.send(connector, conn.connectionId, conn.sandbox ?? {}, { method: 'GET', url, headers })
          : await getBounded(this.clientFor(connector), url, headers, this.timeoutOf(connector), maxBytes);
      this.report(connector, conn, 'GET', url, sentAt, 0, res.statusCode);
      if (Buffer.byteLength(res.body) > maxBytes) throw new BodyTooLargeError(maxBytes);
      return { status: res.statusCode, text: res.body };
    } catch (e) {
      const timeout = e instanceof TimeoutError || e instanceof SandboxTimeoutError;
      if (timeout || isNetworkError(e)) {
        this.report(connector, conn, 'GET', url, sentAt, 0, undefined, timeout ? 'timeout' : 'network_error');
        throw unanswered(connector, { answered: false, failure: timeout ? 'timeout' : 'network_error' }, e);
      }
      throw e;
    }
  }

  /** A request to a tool's token endpoint, with the connector's client and retry policy (see token-call.ts). */
  sendTokenRequest(connector: CompiledConnector, connectionId: string, req: TokenEndpointRequest): Promise<TokenEndpointAnswer> {
    const random = this.opts.random ?? Math.random;
    return sendTokenCall(
      {
        client: this.clientFor(connector),
        clock: this.opts.clock,
        random,
        maxWaitMs: Math.min(connector.retry.maxWaitMs, this.opts.httpDefaults?.maxWaitMs ?? Infinity),
        ...(this.opts.observer ? { observer: this.opts.observer } : {}),
        ...(this.opts.logger ? { logger: this.opts.logger } : {}),
      },
      connector,
      connectionId,
      req,
    );
  }

  /** `acceptErrors` (passthrough): answer a failed response as it is instead of throwing, after retries and refresh. */
  /**
   * `redactSecrets` (passthrough): the answer's body and headers come back with the connection's secrets taken out
   * where the tool echoes them (see redact-echo.ts).
   * Stages: fresh credentials, then per attempt `send` (one exchange, reported), `decideNext` (pure: answer, retry,
   * refresh, re-authorize or fail) and its effect.
   */
  async execute(
    call: CallContext,
    req: DownstreamRequest,
    opts: { acceptErrors?: boolean; redactSecrets?: boolean } = {},
  ): Promise<DownstreamResponse> {
    const { connector, conn, target } = call;
    const method = resolveAuthMethod(connector, conn.credentials);
    if (conn.dryRun) return this.plan(connector, conn, target, req, method, conn.dryRun);
    // The caller is held this long at most, whatever the attempts, timeouts and waits: an attempt is cut at the
    // deadline and a retry whose wait would leave less than MIN_ATTEMPT_MS of it is not made. It runs from here, so
    // a token refresh first (bounded by its own lease) counts too.
    const deadline = this.opts.clock.now() + (this.opts.httpDefaults?.deadlineMs ?? Infinity);
    // Checked again, not taken from the context: one context may serve several calls (a read before a write).
    let creds: Credentials = await this.tokens.ensureFresh(connector, method, conn, target.inputs);
    const ctx = this.nextContext(call, method, opts, deadline);
    let sent = 0; // exchanges so far, retries after a refresh included (`attempt` does not count those)
    for (let attempt = 1; ; attempt++) {
      const { url, outcome, res, error } = await this.send(call, req, method, creds, deadline, sent++, attempt);
      const next = decideNext(outcome, attempt, { ...ctx, now: this.opts.clock.now() });
      if (next.step === 'retry') {
        await this.opts.clock.sleep(next.waitMs);
        continue;
      }
      if (next.step === 'refresh') {
        ctx.refreshed = true;
        creds = await this.tokens.ensureFresh(connector, method, conn, target.inputs, accessTokenOf(creds));
        attempt--;
        continue;
      }
      if (!res) throw unanswered(connector, outcome, error);
      if (next.step === 'answer') return answer(res, outcome.answered ? outcome.body : undefined, creds, url, opts.redactSecrets);
      // An error's details show the tool's body (downstreamBody): never with the connection's secrets echoed in it.
      const shownBody = redactEcho(res.body, outcome.answered ? outcome.body : undefined, secretsOf(creds));
      const cls = next.cls!;
      const message = cls.message ? { message: cls.message } : {};
      if (next.step === 'needs_reauth') {
        await this.opts.ports.markNeedsReauth(conn.connectionId, `${connector.id} answered ${res.statusCode}`);
        throw downstreamError('needs_reauth', connector.id, res.statusCode, shownBody, message);
      }
      const retryAfter = next.retryAfterMs !== undefined ? { retryAfterMs: next.retryAfterMs } : {};
      throw downstreamError(cls.kind, connector.id, res.statusCode, shownBody, { ...retryAfter, ...message });
    }
  }

  /** The facts of this call `decideNext` reads at every attempt (the time is set per attempt). */
  private nextContext(call: CallContext, method: CompiledAuthMethod, opts: { acceptErrors?: boolean }, deadline: number): NextContext {
    const { connector, conn } = call;
    return {
      connector,
      // A sandbox connection refreshes its tokens as an OAuth one does (at the sandbox), so an expired token is retried.
      isOAuth:
        method.spec.type === 'oauth2_authorization_code' ||
        method.spec.type === 'oauth2_client_credentials' ||
        method.spec.type === 'oauth2_password' ||
        conn.credentials.type === 'sandbox',
      refreshed: false,
      acceptErrors: opts.acceptErrors === true,
      noRetry: conn.noRetry === true,
      maxWaitMs: Math.min(connector.retry.maxWaitMs, this.opts.httpDefaults?.maxWaitMs ?? Infinity),
      now: this.opts.clock.now(),
      deadline,
      random: this.opts.random ?? Math.random,
    };
  }

  /**
   * One exchange with the tool (or the sandbox), cut at the deadline, reported to the observer and logged: its
   * outcome for `decideNext`. Failures that are not the network's (got wraps ours too: a body it cannot serialize,
   * a stack overflow while building the request) are thrown: only a failure of the network is the tool's.
   */
  private async send(
    call: CallContext,
    req: DownstreamRequest,
    method: CompiledAuthMethod,
    creds: Credentials,
    deadline: number,
    retries: number,
    attempt: number,
  ): Promise<{ url: URL; outcome: AttemptOutcome; res?: SentResponse; error?: unknown }> {
    const { connector, conn, target } = call;
    const { url, headers } = outgoing(connector, target, req, method, creds);
    const started = this.opts.clock.now();
    const sentAt = preciseNow();
    let res: SentResponse;
    try {
      // A sandbox connection's transport is the sandbox (recorded fixtures, injected faults), never the network.
      if (creds.type === 'sandbox')
        res = await this.sandbox.send(connector, conn.connectionId, conn.sandbox ?? {}, {
          method: req.method,
          url,
          headers,
          json: req.json,
        });
      else {
        const options: SendOptions =
          req.json === undefined
            ? { method: req.method, headers }
            : req.form
              ? { method: req.method, headers: { ...headers, 'content-type': FORM_TYPE }, body: formBody(req.json) }
              : { method: req.method, headers, json: req.json };
        // Assigned only when the deadline comes first: the client's own timeout applies otherwise.
        const left = deadline - started;
        if (left < this.timeoutOf(connector)) options.timeout = { request: Math.max(1, left) };
        res = await sendOnce(this.clientFor(connector), url, options);
      }
    } catch (e) {
      const timeout = e instanceof TimeoutError || e instanceof SandboxTimeoutError;
      if (!isNetworkError(e) && !timeout) throw e;
      const failure = timeout ? 'timeout' : 'network_error';
      this.report(connector, conn, req.method, url, sentAt, retries, undefined, failure);
      return { url, outcome: { answered: false, failure }, error: e };
    }
    this.report(connector, conn, req.method, url, sentAt, retries, res.statusCode);
    const body = safeJson(res.body);
    this.opts.logger?.debug?.(
      {
        integrationId: connector.id,
        method: req.method,
        path: url.pathname,
        status: res.statusCode,
        attempt,
        ms: this.opts.clock.now() - started,
      },
      'downstream call',
    );
    return { url, res, outcome: { answered: true, status: res.statusCode, headers: res.headers, body, text: res.body } };
  }

  /**
   * Dry run: the request a real call would send first, built by `outgoing` as a real call builds it, recorded
   * (credentials redacted) instead of sent and answered with an empty success. A token that a real call would
   * refresh first is noted, not refreshed: nothing reaches the tool.
   */
  private plan(
    connector: CompiledConnector,
    conn: ConnectionContext,
    target: ConnectionTarget,
    req: DownstreamRequest,
    method: CompiledAuthMethod,
    recorder: DryRunRecorder,
  ): DownstreamResponse {
    const creds = this.tokens.current(conn);
    if (this.tokens.wouldRefresh(method, creds))
      recorder.note(`The access token has expired: a real call first refreshes it at ${connector.info.display.name}'s token endpoint.`);
    const { url, headers } = outgoing(connector, target, req, method, creds);
    // What got adds on the wire: its user agent, and the JSON content type of a body.
    headers['user-agent'] ??= USER_AGENT;
    if (req.json !== undefined) headers['content-type'] ??= req.form ? FORM_TYPE : 'application/json';
    recorder.record(
      { method: req.method, url: url.toString(), headers, ...(req.json !== undefined ? { json: req.json } : {}) },
      secretsOf(creds),
    );
    return { status: 200, headers: {}, body: undefined, url: url.toString() };
  }

  private report(
    connector: CompiledConnector,
    conn: ConnectionContext,
    method: string,
    url: URL,
    sentAt: number,
    retries: number,
    status: number | undefined,
    error?: 'timeout' | 'network_error',
  ): void {
    const observer = this.opts.observer;
    if (!observer?.onDownstreamCall) return;
    // Every exchange is reported: a literal with the optional fields assigned after (spreading them in before more
    // keys put the object on V8's slow path), and the observer called as a method (no bound function per call).
    const event: DownstreamCallEvent = {
      integrationId: connector.id,
      connectionId: conn.connectionId,
      method: method.toUpperCase(),
      path: url.pathname,
      retries,
      startedAt: sentAt,
      durationMs: preciseNow() - sentAt,
    };
    if (status !== undefined) event.status = status;
    if (error) event.error = error;
    observer.onDownstreamCall(event);
  }
}

/**
 * The request as it leaves the gateway: the runtime's default Accept first, then the manifest's headers, then the
 * operation's (keys lower-cased so a manifest's `Accept` replaces the default instead of travelling next to it);
 * the query; the credentials injected by the auth method. Real calls and dry runs both build it here.
 */
function outgoing(
  connector: CompiledConnector,
  target: ConnectionTarget,
  req: DownstreamRequest,
  method: CompiledAuthMethod,
  creds: Credentials,
): { url: URL; headers: Record<string, string> } {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const [k, t] of Object.entries(connector.headers)) {
    // A default header over an optional input that is not set is not sent (Xero's xero-tenant-id before it is chosen).
    const v = renderTemplate(t, { inputs: target.inputs });
    if (v !== undefined && v !== null && v !== '') headers[k.toLowerCase()] = String(v);
  }
  for (const [k, v] of Object.entries(req.headers ?? {})) headers[k.toLowerCase()] = v;
  const url = new URL(req.url);
  for (const [k, v] of Object.entries(req.query ?? {})) {
    if (v === undefined || v === null) continue;
    // A list goes once per item under a name the operation's `query_explode` names (OpenAPI form style with explode:
    // Google's repeated historyTypes) or under `name[]`, the bracket convention of Rails and PHP (Apollo's
    // contact_ids[]); any other list is one comma-separated value (explode false).
    if (Array.isArray(v) && (k.endsWith('[]') || req.explode?.includes(k))) {
      url.searchParams.delete(k);
      for (const item of v) if (item !== undefined && item !== null) url.searchParams.append(k, String(item));
      continue;
    }
    url.searchParams.set(k, Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  applyAuth(method, creds, { headers, query: url.searchParams });
  for (const k in headers) if (NOT_IN_A_HEADER.test(headers[k]!)) throw unsendableHeader(k, target.inputs);
  return { url, headers };
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A rendered body as a form (`body_format: form`): each top-level key once, a list as the key repeated per item
 * (Twilio's StatusCallbackEvent), an object as its JSON text; null and undefined values are left out.
 */
function formBody(body: unknown): string {
  const form = new URLSearchParams();
  const text = (v: unknown) => (typeof v === 'object' ? JSON.stringify(v) : String(v));
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body)) {
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) {
        for (const item of v) if (item !== undefined && item !== null) form.append(k, text(item));
      } else form.append(k, text(v));
    }
  }
  return form.toString();
}

/** What Node refuses in a header value (it throws, which was a 500): controls other than tab, and beyond U+00FF. */
const NOT_IN_A_HEADER = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * A connection value that cannot travel in its header (a control character, or a character beyond Latin-1 in an
 * input such as Copper's user email): a 400 naming the inputs at fault (or the credentials), never their values.
 */
function unsendableHeader(header: string, inputs: Record<string, string>): PlugboardError {
  const bad = Object.keys(inputs).filter((name) => NOT_IN_A_HEADER.test(inputs[name]!));
  const fields = bad.length ? bad.map((name) => `inputs.${name}`) : ['credentials'];
  return new PlugboardError(
    'VALIDATION_FAILED',
    `The connection's ${fields.join(', ')} cannot be sent in the ${header} header (a control character, or a character an HTTP header cannot carry)`,
    { details: fields.map((field) => ({ field, rule: 'header', message: `cannot be sent in the ${header} header` })) },
  );
}

/** The tool's answer to one exchange, as the transport (got or the sandbox) gives it. */
interface SentResponse {
  statusCode: number;
  headers: DownstreamResponse['headers'];
  body: string;
}

/** A tool that did not answer (in time): 504 DOWNSTREAM_TIMEOUT or 503 DOWNSTREAM_UNAVAILABLE, the cause kept. */
function unanswered(connector: CompiledConnector, outcome: AttemptOutcome, cause: unknown): PlugboardError {
  const timeout = !outcome.answered && outcome.failure === 'timeout';
  return new PlugboardError(
    timeout ? 'DOWNSTREAM_TIMEOUT' : 'DOWNSTREAM_UNAVAILABLE',
    timeout ? `${connector.info.display.name} did not answer in time` : `${connector.info.display.name} is unreachable`,
    { cause, details: { integrationId: connector.id } },
  );
}

/** What `execute` returns for an answer it does not throw on; with `redact`, the connection's secrets taken out of it. */
function answer(res: SentResponse, body: unknown, creds: Credentials, url: URL, redact: boolean | undefined): DownstreamResponse {
  if (!redact) return { status: res.statusCode, headers: res.headers, body, url: url.toString() };
  const secrets = secretsOf(creds);
  return {
    status: res.statusCode,
    headers: redactEchoInHeaders(res.headers, secrets),
    body: redactEcho(res.body, body, secrets),
    url: url.toString(),
  };
}

/** The secret strings of a connection's credentials, and encodings of them that travel in headers. */
function secretsOf(c: Credentials): string[] {
  const out: string[] = [];
  switch (c.type) {
    case 'oauth2':
      out.push(c.accessToken, c.refreshToken ?? '');
      break;
    case 'oauth2_client_credentials':
      out.push(c.accessToken ?? '', c.clientSecret);
      break;
    case 'api_key':
      out.push(c.apiKey);
      break;
    case 'basic':
      out.push(Buffer.from(`${c.username}:${c.password}`).toString('base64'), c.password);
      break;
    case 'bearer':
      out.push(c.token);
      break;
    case 'sandbox':
      out.push(c.accessToken, c.refreshToken);
      break;
  }
  // Longest first, so a secret containing another is replaced whole.
  return out.filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
}
