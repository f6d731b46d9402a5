import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector, CompiledOperation, CompiledReportJob } from '../compile/compiled-connector.js';
import { ExpressionRun } from '../mapping/bounded-expression.js';
import { readRecord, type CompiledModel, type UnifiedRecord } from '../mapping/model-mapper.js';
import { getPath, type Path } from '../mapping/paths.js';
import { decodePageCursor, encodePageCursor } from '../pagination/page-cursor.js';
import type { PageState } from '../pagination/paginator.js';
import type { CallContext } from './call-context.js';
import { BodyTooLargeError } from '../transport/bounded-read.js';
import { replaceOrigin } from '../connection/host-overrides.js';
import { resolveSameOrigin } from '../connection/connection-target.js';
import type { Executor } from './execute.js';
import type { ConnectionContext } from '../connection/ports.js';
import { sendRequest } from './lookups.js';
import { safeJson } from '../connection/safe-json.js';

/**
 * A listing read from a tool's asynchronous report jobs (`report_job`, Talkdesk's Explore reports): one job per time
 * window, a window's records handed out `pageSize` at a time. The position travels in the page cursor: `f` the
 * window's start, `e` the end of the whole read, `j` the job whose result is being handed out and `o` how far.
 */
export interface ReportPosition {
  f: number;
  e: number;
  j?: string;
  o?: number;
}

/** The most windows (jobs) one listing may take: a cursor is the caller's text, so its span is bounded too. */
const MAX_WINDOWS = 1000;

/** The first position of a read ending now: from `since`, or the manifest's default span back. */
function firstReportPosition(rj: CompiledReportJob, now: number, since?: string): ReportPosition {
  const s = since !== undefined ? Date.parse(since) : NaN;
  return { f: Number.isFinite(s) ? Math.min(s, now) : now - rj.window.defaultMs, e: now };
}

/** A position read back from a page cursor (the caller's text): checked before it reaches a request. */
function reportPositionOf(s: PageState, rj: CompiledReportJob): ReportPosition {
  const bad = () => new PlugboardError('VALIDATION_FAILED', 'Invalid cursor: malformed state', { details: { field: 'cursor' } });
  const { f, e, j, o } = s;
  if (typeof f !== 'number' || typeof e !== 'number' || !Number.isFinite(f) || !Number.isFinite(e) || f > e) throw bad();
  if ((e - f) / rj.window.maxMs > MAX_WINDOWS) throw bad();
  if (j !== undefined && (typeof j !== 'string' || j.length > 200)) throw bad();
  if (o !== undefined && (typeof o !== 'number' || !Number.isInteger(o) || o < 0 || o > rj.maxRecords)) throw bad();
  return { f, e, ...(j !== undefined ? { j } : {}), ...(o !== undefined ? { o } : {}) };
}

/**
 * One page of a report listing: the records of the window at `pos` from `pos.o` on (at most `pageSize`), and the
 * next position (the rest of this job's result, then the next window), none after the last window. A window's job
 * is created and waited for once; later pages of it download the same job's result again by its id.
 */
async function reportPage(
  executor: Executor,
  call: CallContext,
  op: CompiledOperation & { reportJob: CompiledReportJob },
  vars: Record<string, unknown>,
  pos: ReportPosition,
  pageSize: number,
): Promise<{ raw: Record<string, unknown>[]; next?: ReportPosition }> {
  const rj = op.reportJob;
  const until = Math.min(pos.f + rj.window.maxMs, pos.e);
  const params = { ...((vars.params ?? {}) as Record<string, unknown>), since: iso(pos.f), until: iso(until) };
  const windowVars = { ...vars, params };
  if (call.conn.dryRun) {
    await sendRequest(executor, call, op, windowVars);
    call.conn.dryRun.note(
      `A report job: the request above creates it for ${params.since} to ${params.until}; the job is then polled until it is done (at most ${rj.poll.timeoutMs / 1000} s) and its result downloaded.`,
    );
    return { raw: [] };
  }
  const jobId = pos.j ?? (await createAndWait(executor, call, op, windowVars));
  const all = await download(executor, call, op, { ...windowVars, job: { id: jobId } });
  const offset = pos.o ?? 0;
  const raw = all.slice(offset, offset + pageSize);
  if (offset + pageSize < all.length) return { raw, next: { f: pos.f, e: pos.e, j: jobId, o: offset + pageSize } };
  return until < pos.e ? { raw, next: { f: until, e: pos.e } } : { raw };
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Creates the job, then polls it until its status is done (or the poll answers a redirect: the tool points at the
 * result), waiting `initial_ms` and doubling up to `max_ms`; a failed status, or no result within
 * `timeout_seconds` of the create, fails the call. Every request is an ordinary call (retries, rate limit, call log).
 */
async function createAndWait(
  executor: Executor,
  call: CallContext,
  op: CompiledOperation & { reportJob: CompiledReportJob },
  vars: Record<string, unknown>,
): Promise<string> {
  const { connector } = call;
  const rj = op.reportJob;
  const clock = executor.clock;
  const created = await sendRequest(executor, call, op, vars);
  const id = firstPresent(created.body, rj.id);
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '' || String(id).length > 200)
    throw invalid(connector, 'a report job without an id');
  const jobId = String(id);
  const deadline = clock.now() + rj.poll.timeoutMs;
  let status = statusOf(created.body, rj);
  let wait = rj.poll.initialMs;
  while (!rj.poll.done.includes(status)) {
    if (rj.poll.failed.includes(status)) throw jobFailed(connector, jobId, status);
    if (clock.now() + wait > deadline) {
      throw new PlugboardError(
        'DOWNSTREAM_TIMEOUT',
        `${connector.info.display.name}'s report job ${jobId} was not done within ${rj.poll.timeoutMs / 1000} s (last status: ${status || 'none'})`,
        { details: { integrationId: connector.id, jobId, status } },
      );
    }
    await clock.sleep(wait);
    wait = Math.min(wait * 2, rj.poll.maxMs);
    const polled = await sendRequest(executor, call, rj.poll.request, { ...vars, job: { id: jobId } });
    if (polled.status >= 300 && polled.status < 400) break;
    status = statusOf(polled.body, rj);
  }
  return jobId;
}

function firstPresent(body: unknown, paths: Path[]): unknown {
  for (const p of paths) {
    const v = getPath(body, p);
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}

const statusOf = (body: unknown, rj: CompiledReportJob): string => {
  const s = firstPresent(body, rj.poll.status);
  return typeof s === 'string' ? s.toLowerCase() : '';
};

/**
 * The job's result: the download request's answer, or the file its redirect points to (fetched without
 * credentials, on the API origin or a host the manifest lists over https), read up to `max_bytes`; its records at
 * the operation's `records` path, at most `max_records`.
 */
async function download(
  executor: Executor,
  call: CallContext,
  op: CompiledOperation & { reportJob: CompiledReportJob },
  vars: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  const { connector } = call;
  const rj = op.reportJob;
  const res = await sendRequest(executor, call, rj.download.request, vars);
  let body = res.body;
  if (res.status >= 300 && res.status < 400) {
    const location = header(res.headers, 'location');
    if (!location) throw invalid(connector, `a redirect (${res.status}) without a Location for a report's result`);
    const url = fileUrl(call, rj, location, res.url);
    let file: { status: number; text: string };
    try {
      file = await executor.fetchFile(call, url, rj.download.maxBytes);
    } catch (e) {
      if (e instanceof BodyTooLargeError) throw tooLarge(connector, `is longer than ${rj.download.maxBytes} bytes`);
      throw e;
    }
    if (file.status < 200 || file.status >= 300) {
      throw new PlugboardError('DOWNSTREAM_ERROR', `${connector.info.display.name}'s report file answered ${file.status}`, {
        details: { integrationId: connector.id, downstreamStatus: file.status },
      });
    }
    body = safeJson(file.text);
  }
  const records = getPath(body, op.records ?? []);
  if (records === undefined || records === null) return [];
  if (!Array.isArray(records)) throw invalid(connector, 'a report whose records are not a list');
  if (records.length > rj.maxRecords) throw tooLarge(connector, `has more than ${rj.maxRecords} records`);
  if (records.some((r) => typeof r !== 'object' || r === null || Array.isArray(r)))
    throw invalid(connector, 'a report with an item that is not a record');
  return records as Record<string, unknown>[];
}

/** Where a download's redirect may lead: the API origin, or over https a host `download.hosts` lists (`*.` any subdomain). */
function fileUrl(call: CallContext, rj: CompiledReportJob, location: string, from: string): URL {
  const { connector, target } = call;
  const refuse = (why: string) =>
    new PlugboardError('DOWNSTREAM_ERROR', `${connector.info.display.name} redirected a report's download elsewhere: ${why}`, {
      details: { integrationId: connector.id },
    });
  let u: URL;
  try {
    u = new URL(location, from);
  } catch {
    throw refuse('not a URL');
  }
  if (u.origin === target.declaredOrigin || u.origin === target.effectiveOrigin)
    return new URL(resolveSameOrigin(target, u.toString(), refuse));
  if (u.username || u.password) throw refuse('the URL carries credentials');
  if (u.protocol !== 'https:') throw refuse(`not https (${u.protocol})`);
  const host = u.hostname.toLowerCase();
  const allowed = rj.download.hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
  if (!allowed) throw refuse(`${host} is not a host the manifest allows`);
  return new URL(replaceOrigin(u.toString(), connector.hostOverride?.files));
}

function header(h: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

function invalid(connector: CompiledConnector, what: string): PlugboardError {
  return new PlugboardError('DOWNSTREAM_INVALID_RESPONSE', `${connector.info.display.name} answered ${what}`, {
    details: { integrationId: connector.id },
  });
}

function tooLarge(connector: CompiledConnector, what: string): PlugboardError {
  return new PlugboardError('DOWNSTREAM_ERROR', `${connector.info.display.name}'s report ${what}: ask for a shorter window`, {
    details: { integrationId: connector.id },
  });
}

function jobFailed(connector: CompiledConnector, jobId: string, status: string): PlugboardError {
  return new PlugboardError('DOWNSTREAM_ERROR', `${connector.info.display.name}'s report job ${jobId} ended ${status}`, {
    details: { integrationId: connector.id, jobId, status },
  });
}

/** A unified list page of a report listing: the cursor carries the report position (see ReportPosition). */
export async function reportListPage(
  executor: Executor,
  call: CallContext,
  model: CompiledModel,
  op: CompiledOperation & { reportJob: CompiledReportJob },
  vars: Record<string, unknown>,
  params: { cursor?: string; pageSize?: number },
  read: { includeAdditional?: boolean; includeNative?: boolean },
): Promise<{ records: UnifiedRecord[]; nextPageCursor?: string }> {
  const rj = op.reportJob;
  const m = `${model.id}.list`;
  const cur = params.cursor ? decodePageCursor(params.cursor, m) : undefined;
  const pageSize = cur?.ps ?? Math.max(1, Math.min(rj.maxRecords, Math.floor(params.pageSize ?? 100)));
  const pos = cur ? reportPositionOf(cur.s, rj) : firstReportPosition(rj, executor.clock.now());
  const page = await reportPage(executor, call, op, vars, pos, pageSize);
  const run = new ExpressionRun();
  // In the API's shape, as every unified answer (the compiled model's toApi).
  const records = (await Promise.all(page.raw.map((r) => readRecord(model, r, read, run)))).map((r) => model.toApi(r, read));
  const n = (cur?.n ?? 0) + 1;
  return { records, ...(page.next ? { nextPageCursor: encodePageCursor({ m, ps: pageSize, n, s: { ...page.next } }) } : {}) };
}

/** Every record of a report listing from `since` (or the default span back) to now, a window's result per page. */
export async function* allReportRecords(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  model: CompiledModel,
  op: CompiledOperation & { reportJob: CompiledReportJob },
  vars: Record<string, unknown>,
  since: string | undefined,
): AsyncIterable<UnifiedRecord[]> {
  let pos: ReportPosition | undefined = firstReportPosition(op.reportJob, executor.clock.now(), since);
  while (pos) {
    // A context per window: a long read outlives an access token.
    const page = await reportPage(executor, await executor.openCall(connector, conn), op, vars, pos, op.reportJob.maxRecords);
    const run = new ExpressionRun();
    yield await Promise.all(page.raw.map((r) => readRecord(model, r, {}, run)));
    pos = page.next;
  }
}
