import { isPlugboardError, PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector, CompiledOperation } from '../compile/compiled-connector.js';
import { ExpressionRun, type BoundedExpression } from '../mapping/bounded-expression.js';
import { composeRfc2822 } from './compose-message.js';
import { readRecord, writeRecord, type CompiledModel, type ReadOptions, type UnifiedRecord } from '../mapping/model-mapper.js';
import { getPath, parsePath, pathKey, setPath } from '../mapping/paths.js';
import { keepsRecord } from '../mapping/records-filter.js';
import { createPaginator } from '../pagination/create-paginator.js';
import { LoopGuard, pageFingerprint, repeatedPage, samePosition } from '../pagination/loop-guard.js';
import { decodePageCursor, encodePageCursor } from '../pagination/page-cursor.js';
import { clampPageSize, type PageRequestParts, type PageState } from '../pagination/paginator.js';
import type { CallContext } from './call-context.js';
import type { Executor } from './execute.js';
import type { ConnectionContext } from '../connection/ports.js';
import type { DryRunRecorder } from '../connection/dry-run.js';
import { sendRequest } from './lookups.js';
import { allReportRecords, reportListPage } from './report-job.js';

export type UnifiedOperation = 'list' | 'get' | 'create' | 'update' | 'delete' | 'search';

export interface UnifiedParams {
  id?: string;
  cursor?: string;
  pageSize?: number;
  record?: UnifiedRecord;
  filter?: Record<string, unknown>;
  includeAdditional?: boolean;
  includeNative?: boolean;
}

export interface UnifiedResult {
  records?: UnifiedRecord[];
  record?: UnifiedRecord;
  nextPageCursor?: string;
  id?: string;
  /** A create the tool accepted without answering a record (`answer: none`): there is none to show. */
  accepted?: true;
  /** A write the tool answered with the id only: `record` shows that id, and a get of it shows the record. */
  readBackId?: string;
}

export function requireModel(connector: CompiledConnector, modelId: string): CompiledModel {
  const model = connector.models[modelId];
  if (!model) {
    throw new PlugboardError('NOT_SUPPORTED_BY_INTEGRATION', `${connector.info.display.name} does not support ${modelId}`, {
      details: { integrationId: connector.id, model: modelId, supported: Object.keys(connector.models) },
    });
  }
  return model;
}

export function requireOperation(connector: CompiledConnector, model: CompiledModel, op: string): CompiledOperation {
  const spec = connector.resources[model.resource]?.[op];
  if (!spec || (op !== 'changed_since' && !model.operations.includes(op))) {
    throw new PlugboardError('NOT_SUPPORTED_BY_INTEGRATION', `${connector.info.display.name} does not support ${op} on ${model.id}`, {
      details: { integrationId: connector.id, model: model.id, operation: op, supported: model.operations },
    });
  }
  return spec;
}

/** Fetches one page of an operation with records; returns the mapped records (and the raw ones, and the body) and the next state. */
export async function fetchPage(
  executor: Executor,
  call: CallContext,
  model: CompiledModel,
  op: CompiledOperation,
  vars: Record<string, unknown>,
  state: PageState | undefined,
  pageSize: number,
  read: { includeAdditional?: boolean; includeNative?: boolean },
): Promise<{ records: UnifiedRecord[]; raw: Record<string, unknown>[]; body: unknown; next?: PageState; fingerprint?: string }> {
  const { connector } = call;
  const paginator = op.paginate ? createPaginator(op.paginate) : undefined;
  const parts: PageRequestParts = { query: {}, body: {} };
  if (paginator && state) paginator.apply(state, pageSize, parts);
  const res = await sendRequest(executor, call, op, vars, paginator ? parts : undefined);
  const raw = op.recordsSelect ? await selectRecords(connector, model, op.recordsSelect, res.body) : getPath(res.body, op.records ?? []);
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) {
    throw new PlugboardError('DOWNSTREAM_ERROR', `${connector.info.display.name} answered without a record list`, {
      details: { integrationId: connector.id },
    });
  }
  const listed = (raw ?? []) as unknown[];
  if (listed.some((r) => !isObject(r))) throw invalidAnswer(connector, model, 'a record list with an item that is not a record');
  const wholePage = op.hydrate ? await hydrate(executor, call, model, op.hydrate, vars, listed as Record<string, unknown>[]) : listed;
  // `records_filter`: only the records of this model (an endpoint listing several kinds). The page is still the
  // tool's page: its size decides whether more pages follow, so a page filtered down to nothing never ends the listing.
  const filter = op.recordsFilter;
  const list = filter ? wholePage.filter((r) => keepsRecord(filter, r)) : wholePage;
  // One budget for the page's expressions: a mapping that exceeds it stops every record's evaluation, not just one.
  const run = new ExpressionRun();
  const records = await Promise.all(list.map((r) => readRecord(model, r, read, run)));
  if (!call.conn.dryRun) for (const r of records) requireId(connector, model, r, 'a listed record without an id');
  const next =
    paginator && state
      ? paginator.next(state, pageSize, { body: res.body, headers: res.headers, recordCount: wholePage.length })
      : undefined;
  // A filtered page's fingerprint is the whole page's: two pages whose kept records are none are not a repeat.
  const fingerprint = !paginator
    ? undefined
    : filter
      ? pageFingerprint([], wholePage)
      : pageFingerprint(
          records.map((r) => r.id),
          list,
        );
  return {
    records,
    raw: list as Record<string, unknown>[],
    body: res.body,
    ...(next ? { next } : {}),
    ...(fingerprint ? { fingerprint } : {}),
  };
}

export async function executeUnified(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  modelId: string,
  operation: UnifiedOperation,
  params: UnifiedParams,
): Promise<UnifiedResult> {
  const model = requireModel(connector, modelId);
  const op = requireOperation(connector, model, operation);
  // Opened where the tool is called, so a request refused here never refreshes a token first.
  const open = () => executor.openCall(connector, conn);
  const read = { includeAdditional: params.includeAdditional ?? false, includeNative: params.includeNative ?? false };
  if (conn.dryRun) planDryRun(conn.dryRun, model, op, operation, params);
  const vars: Record<string, unknown> = {
    params: { id: params.id, filter: params.filter ?? {} },
    model: { downstream_fields: model.downstreamFields },
  };
  switch (operation) {
    case 'list':
    case 'search': {
      if (op.reportJob) return reportListPage(executor, await open(), model, { ...op, reportJob: op.reportJob }, vars, params, read);
      const pageSpec = op.paginate && 'page_size' in op.paginate ? op.paginate.page_size : undefined;
      const paginator = op.paginate ? createPaginator(op.paginate) : undefined;
      const cur = params.cursor ? decodePageCursor(params.cursor, `${model.id}.${operation}`) : undefined;
      const pageSize = cur?.ps ?? clampPageSize(pageSpec, params.pageSize);
      const state = cur?.s ?? paginator?.first();
      const n = (cur?.n ?? 0) + 1;
      if (paginator && n > paginator.maxPages)
        throw new PlugboardError('PAGINATION_LOOP', `${connector.id} listing exceeded ${paginator.maxPages} pages`, {
          details: { integrationId: connector.id },
        });
      const page = await fetchPage(executor, await open(), model, op, vars, state, pageSize, read);
      if (page.next && state && samePosition(page.next, state)) {
        throw new PlugboardError('PAGINATION_LOOP', `${connector.info.display.name} returned the same page position again`, {
          details: { integrationId: connector.id },
        });
      }
      // Page numbers and offsets always move: only the records show a tool answering the page before again.
      if (page.fingerprint !== undefined && page.fingerprint === cur?.h) throw repeatedPage(connector.id, connector.info.display.name);
      const h = page.fingerprint ? { h: page.fingerprint } : {};
      return {
        records: page.records.map((r) => model.toApi(r, read)),
        ...(page.next ? { nextPageCursor: encodePageCursor({ m: `${model.id}.${operation}`, ps: pageSize, n, s: page.next, ...h }) } : {}),
      };
    }
    case 'get':
    case 'delete': {
      if (!params.id) throw new PlugboardError('VALIDATION_FAILED', `${operation} needs an id`, { details: { field: 'id' } });
      const call = await open();
      const res = await sendRequest(executor, call, op, vars);
      if (operation === 'delete') return { id: params.id };
      // A dry run sent nothing, so there is no record to check: its answer is the plan (see dry-run.ts).
      if (conn.dryRun) return { record: model.toApi({ id: params.id }, read) };
      const raw = getPath(res.body, op.record ?? []);
      // A record that is not one (an HTML page, a list, nothing) would read as every field null: the caller gets a
      // 502 naming the problem, not a 200 with `id: null` that breaks its own schema.
      if (!isObject(raw)) throw invalidAnswer(connector, model, `${describe(raw)} where a record was expected`);
      return { record: model.toApi(requireId(connector, model, await readRecord(model, raw, read), 'a record without an id'), read) };
    }
    case 'create':
    case 'update': {
      if (operation === 'update' && !params.id)
        throw new PlugboardError('VALIDATION_FAILED', 'update needs an id', { details: { field: 'id' } });
      const body = writeRecord(model, params.record ?? {}, operation);
      const call = await open();
      if (operation === 'update' && op.fillBeforeWrite) await fillFromCurrent(executor, call, model, vars, body, op);
      const message = op.compose === 'rfc2822' ? { message: await composeRfc2822(body) } : {};
      const res = await sendRequest(executor, call, op, { ...vars, record: body, ...message });
      if (op.answersNothing) return { accepted: true };
      // A dry run sent nothing: its answer has no id to check.
      const check = conn.dryRun
        ? undefined
        : (rec: UnifiedRecord) =>
            requireId(connector, model, rec, `a ${operation === 'create' ? 'created' : 'changed'} record without an id`);
      return writtenRecord(model, op, res.body, params.id, read, check);
    }
  }
}

/** A dry run's plan: the mapping it would apply, and how a listing would page and which records it would keep. */
function planDryRun(
  dryRun: DryRunRecorder,
  model: CompiledModel,
  op: CompiledOperation,
  operation: UnifiedOperation,
  params: UnifiedParams,
) {
  const written = operation === 'create' || operation === 'update' ? Object.keys(params.record ?? {}) : undefined;
  dryRun.mapModel(model, operation, written);
  if (operation !== 'list' && operation !== 'search') return;
  if (op.paginate) dryRun.notePagination(op.paginate);
  const f = op.recordsFilter;
  if (f)
    dryRun.note(
      `Only the listed records whose ${f.path.join('.')} is ${f.values.map((v) => JSON.stringify(v)).join(' or ')} are kept: a page may hold fewer records than asked, or none, and the next page is still read.`,
    );
}

/**
 * The record a write answered, in the API's shape. Without a declared `record` the tool answers with an id only
 * (Salesforce create: {id, success}): `readBackId` tells the caller to read it back for the documented shape.
 */
async function writtenRecord(
  model: CompiledModel,
  op: CompiledOperation,
  body: unknown,
  paramsId: string | undefined,
  read: ReadOptions,
  check?: (rec: UnifiedRecord) => void,
): Promise<UnifiedResult> {
  const returned = op.record ? getPath(body, op.record) : undefined;
  const id = getPath(body, ['id']);
  const rec =
    returned && typeof returned === 'object'
      ? await readRecord(model, returned, read)
      : { id: typeof id === 'string' || typeof id === 'number' ? String(id) : (paramsId ?? null) };
  check?.(rec);
  const idOnly = Object.keys(rec).length <= 1 && rec.id !== undefined && rec.id !== null;
  return { record: model.toApi(rec, read), ...(idOnly ? { readBackId: String(rec.id) } : {}) };
}

/** `records_select`: the record list computed from the answer (a lone record is a list of one, nothing an empty list). */
async function selectRecords(connector: CompiledConnector, model: CompiledModel, expr: BoundedExpression, body: unknown): Promise<unknown> {
  let v: unknown;
  try {
    v = await expr.evaluate(body);
  } catch (e) {
    throw invalidAnswer(connector, model, `a body its records_select could not read (${(e as { message?: string }).message ?? String(e)})`);
  }
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

/**
 * `hydrate`: the tool listed ids only (Gmail's messages.list), so each item is replaced by the resource's get of its
 * id, `concurrency` at a time, in the listed order. Each get is an ordinary call (rate limit, retries, call log). An
 * item whose get answers 404 was deleted since it was listed: it is left out. An item `unless` keeps is not read.
 */
async function hydrate(
  executor: Executor,
  call: CallContext,
  model: CompiledModel,
  h: NonNullable<CompiledOperation['hydrate']>,
  vars: Record<string, unknown>,
  items: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const { connector } = call;
  const get = requireOperation(connector, { ...model, operations: [...model.operations, 'get'] }, 'get');
  const out: (Record<string, unknown> | undefined)[] = new Array<Record<string, unknown> | undefined>(items.length);
  const params = (vars.params ?? {}) as Record<string, unknown>;
  const one = async (i: number): Promise<void> => {
    const item = items[i]!;
    if (h.unless && (await h.unless.evaluate(item)) === true) {
      out[i] = item;
      return;
    }
    const id = getPath(item, h.id);
    if (typeof id !== 'string' && typeof id !== 'number') throw invalidAnswer(connector, model, 'a listed item without an id');
    try {
      const res = await sendRequest(executor, call, get, { ...vars, params: { ...params, id: String(id) } });
      const rec = getPath(res.body, get.record ?? []);
      if (!isObject(rec)) throw invalidAnswer(connector, model, `${describe(rec)} where a record was expected`);
      out[i] = rec;
    } catch (e) {
      if (isPlugboardError(e) && e.code === 'DOWNSTREAM_NOT_FOUND') return;
      throw e;
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < items.length) await one(next++);
  };
  await Promise.all(Array.from({ length: Math.min(h.concurrency, items.length) }, worker));
  return out.filter((r): r is Record<string, unknown> => r !== undefined);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const describe = (v: unknown) => (v === undefined || v === null ? 'nothing' : Array.isArray(v) ? 'a list' : `a ${typeof v}`);

/**
 * Every unified answer's schema requires a record's id: a tool answering a record without one (a mock built from a
 * description with open schemas does) is a 502 naming it, never a 200 that breaks openapi.yaml (a 500).
 */
function requireId<T extends { id?: unknown }>(connector: CompiledConnector, model: CompiledModel, record: T, what: string): T {
  if (model.fields.some((f) => f.name === 'id') && (record.id === null || record.id === undefined || record.id === '')) {
    throw invalidAnswer(connector, model, what);
  }
  return record;
}

function invalidAnswer(connector: CompiledConnector, model: CompiledModel, what: string): PlugboardError {
  return new PlugboardError('DOWNSTREAM_INVALID_RESPONSE', `${connector.info.display.name} answered ${what} (${model.id})`, {
    details: { integrationId: connector.id, model: model.id },
  });
}

/**
 * Read-before-write (`read_before_write.fill`): a tool whose update requires fields a partial update may omit
 * gets their current values, read once with the resource's `get`, so the caller can change one field (CloudTalk's
 * one name, written from firstName and lastName: setting one keeps the other).
 */
async function fillFromCurrent(
  executor: Executor,
  call: CallContext,
  model: CompiledModel,
  vars: Record<string, unknown>,
  body: Record<string, unknown>,
  op: CompiledOperation,
): Promise<void> {
  const { connector, conn } = call;
  const paths = op.fillBeforeWrite ?? [];
  const missing = paths.filter((p) => getPath(body, p) === undefined);
  if (missing.length === 0) return;
  conn.dryRun?.note(
    `Read before write: the current record is read first, and its ${missing.map((p) => p.join('.')).join(', ')} are copied into the update body (the tool requires them).`,
  );
  const get = requireOperation(connector, { ...model, operations: [...model.operations, 'get'] }, 'get');
  const res = await sendRequest(executor, call, get, vars);
  const current = getPath(res.body, get.record ?? []);
  let viaModel: UnifiedRecord | undefined;
  for (const p of missing) {
    let value = getPath(current, p);
    // A path the tool's record does not have is one the model composes (CloudTalk's name_parts, its one name split):
    // the current value of the field writing it, read through the model and written back through the field's codec.
    const field = value === undefined ? model.fields.find((f) => f.writable && f.path && pathKey(f.path) === pathKey(p)) : undefined;
    if (field) {
      viaModel ??= await readRecord(model, current);
      const v = viaModel[field.name];
      if (v !== undefined && v !== null) value = field.codec.write(v);
    }
    if (value !== undefined) setPath(body, p, value);
  }
}

/** Every page of a model, for the sync engine; incremental through the manifest's declared cursor when `since` is given. */
export async function* listAllRecords(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  modelId: string,
  opts: { since?: string; pageLimit?: number },
): AsyncIterable<UnifiedRecord[]> {
  const model = requireModel(connector, modelId);
  const inc = model.sync?.incremental;
  const opName = opts.since && inc ? inc.operation : 'list';
  const op = requireOperation(connector, model, opName);
  const vars = { params: { since: opts.since, filter: {} }, model: { downstream_fields: model.downstreamFields } };
  if (op.reportJob) {
    yield* allReportRecords(executor, connector, conn, model, { ...op, reportJob: op.reportJob }, vars, opts.since);
    return;
  }
  const paginator = op.paginate ? createPaginator(op.paginate) : undefined;
  const pageSpec = op.paginate && 'page_size' in op.paginate ? op.paginate.page_size : undefined;
  const pageSize = clampPageSize(pageSpec, pageSpec?.max);
  const guard = new LoopGuard(connector.id, paginator?.maxPages ?? 1, connector.info.display.name);
  let state: PageState | undefined = paginator?.first();
  let pages = 0;
  const sinceMs = opts.since ? Date.parse(opts.since) : undefined;
  for (;;) {
    if (state) guard.visit(state);
    // A context per page: a long sync outlives an access token, and a refresh may move the target.
    const page = await fetchPage(executor, await executor.openCall(connector, conn), model, op, vars, state, pageSize, {});
    guard.received(page.fingerprint);
    let records = page.records;
    // Tombstones (`sync.deletions.tombstone`): a record the tool answers as deleted is marked for the sync, which drops it.
    const tombstone = model.sync?.deletions?.strategy === 'tombstones' ? model.sync.deletions.tombstone : undefined;
    if (tombstone) {
      const path = parsePath(tombstone.path);
      page.raw.forEach((raw, i) => {
        if (isTombstone(getPath(raw, path), tombstone)) (records[i] as TombstoneMark)[TOMBSTONE] = true;
      });
    }
    if (inc?.client_filter && sinceMs !== undefined) records = records.filter((r) => Date.parse(String(r[inc.cursor_field])) >= sinceMs);
    // Newest first (`incremental.newest_first`): the first record older than since ends the read, after this page.
    let reachedOlder = false;
    if (inc?.newest_first && sinceMs !== undefined) {
      const older = (r: UnifiedRecord) => Date.parse(String(r[inc.cursor_field])) < sinceMs;
      reachedOlder = records.some(older);
      records = records.filter((r) => !older(r));
    }
    yield records;
    pages++;
    if (reachedOlder || !page.next || (opts.pageLimit !== undefined && pages >= opts.pageLimit)) return;
    state = page.next;
  }
}

/**
 * Marks a record the tool answered as deleted (a tombstone in the incremental read). A symbol: never a field of the
 * record, never serialised or hashed; the sync reads it with `isDeletedRecord`.
 */
const TOMBSTONE = Symbol('plugboard.tombstone');
type TombstoneMark = UnifiedRecord & { [TOMBSTONE]?: true };

/** Whether the sync should treat this listed record as deleted at the tool. */
export const isDeletedRecord = (r: UnifiedRecord): boolean => (r as TombstoneMark)[TOMBSTONE] === true;

function isTombstone(value: unknown, t: { equals?: unknown; present?: boolean }): boolean {
  if (t.present) return value !== undefined && value !== null && value !== '';
  return JSON.stringify(value) === JSON.stringify(t.equals);
}

/** The longest id read from a deleted-records listing. */
const MAX_DELETED_ID_CHARS = 300;

/**
 * The tool's deleted-records listing (`resources.<r>.deleted_since`, `sync.deletions.strategy: deleted_records`): the
 * ids of records deleted in [since, until], page by page. The items are not the model's records: only their id
 * (`sync.deletions.id`, default `id`) is read.
 */
export async function* listDeletedIds(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  modelId: string,
  opts: { since: string; until: string },
): AsyncIterable<string[]> {
  const model = requireModel(connector, modelId);
  const d = model.sync?.deletions;
  const op = connector.resources[model.resource]?.deleted_since;
  if (d?.strategy !== 'deleted_records' || !op) return;
  const idPath = parsePath(d.id ?? 'id');
  const paginator = op.paginate ? createPaginator(op.paginate) : undefined;
  const pageSpec = op.paginate && 'page_size' in op.paginate ? op.paginate.page_size : undefined;
  const pageSize = clampPageSize(pageSpec, pageSpec?.max);
  const guard = new LoopGuard(connector.id, paginator?.maxPages ?? 1, connector.info.display.name);
  const vars = { params: { since: opts.since, until: opts.until, filter: {} }, model: { downstream_fields: model.downstreamFields } };
  let state: PageState | undefined = paginator?.first();
  for (;;) {
    if (state) guard.visit(state);
    const call = await executor.openCall(connector, conn);
    const parts: PageRequestParts = { query: {}, body: {} };
    if (paginator && state) paginator.apply(state, pageSize, parts);
    const res = await sendRequest(executor, call, op, vars, paginator ? parts : undefined);
    const raw = getPath(res.body, op.records ?? []);
    if (raw !== undefined && raw !== null && !Array.isArray(raw))
      throw invalidAnswer(connector, model, 'a deleted-records listing that is not a list');
    const list = (raw ?? []) as unknown[];
    const ids = list
      .map((item) => getPath(item, idPath))
      .filter(
        (id): id is string | number => (typeof id === 'string' && id !== '' && id.length <= MAX_DELETED_ID_CHARS) || typeof id === 'number',
      )
      .map(String);
    guard.received(pageFingerprint(ids, list));
    yield ids;
    const next =
      paginator && state ? paginator.next(state, pageSize, { body: res.body, headers: res.headers, recordCount: list.length }) : undefined;
    if (!next) return;
    state = next;
  }
}
