import { isPlugboardError, PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import { compileManifestExpression, ExpressionRun, type BoundedExpression } from '../mapping/bounded-expression.js';
import type { UnifiedRecord } from '../mapping/model-mapper.js';
import { getPath, parsePath } from '../mapping/paths.js';
import { createPaginator } from '../pagination/create-paginator.js';
import { LoopGuard } from '../pagination/loop-guard.js';
import { clampPageSize, type PageState } from '../pagination/paginator.js';
import type { Executor } from './execute.js';
import type { ConnectionContext } from '../connection/ports.js';
import { sendRequest } from './lookups.js';
import { fetchPage, requireModel, requireOperation } from './unified-operations.js';

/** One page of a delta read: changed records, the ids of tombstones, and on the last page the next token. */
export interface DeltaPage {
  records: UnifiedRecord[];
  deleted: string[];
  /** Set on the last page only: what the next changes read starts from. */
  token?: string;
}

/** A delta token the tool no longer honours (Calendar's 410 Gone): the caller reads everything again. */
export class DeltaTokenExpired extends Error {}

/** The longest token kept: Graph's delta links are URLs of a few hundred characters; anything longer is not a token. */
const MAX_TOKEN_CHARS = 4096;

const deletedWhen = new WeakMap<object, BoundedExpression>();

/**
 * Every page of a model's delta operation (manifest `sync.delta`): without `token`, a full read that ends with the
 * first token; with it, only what changed since, tombstones included. A tombstone (`deleted_when` true) is not a
 * record: its id is reported in `deleted`. A changes read the tool refuses with an `expired_statuses` answer throws
 * DeltaTokenExpired, so the sync drops the token and reads everything again.
 */
export async function* listDeltaRecords(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  modelId: string,
  opts: { token?: string },
): AsyncIterable<DeltaPage> {
  const model = requireModel(connector, modelId);
  const delta = model.sync?.delta;
  if (!delta) throw new PlugboardError('NOT_SUPPORTED_BY_INTEGRATION', `${connector.info.display.name} has no delta sync of ${modelId}`);
  // A full read may use another operation than a changes read (Gmail: the messages listing, then history).
  const opName = opts.token === undefined ? (delta.full_operation ?? delta.operation) : delta.operation;
  const op = requireOperation(connector, { ...model, operations: [...model.operations, opName] }, opName);
  let tombstone: BoundedExpression | undefined;
  if (delta.deleted_when) {
    tombstone = deletedWhen.get(delta);
    if (!tombstone) deletedWhen.set(delta, (tombstone = compileManifestExpression(delta.deleted_when)));
  }
  const paginator = op.paginate ? createPaginator(op.paginate) : undefined;
  const pageSpec = op.paginate && 'page_size' in op.paginate ? op.paginate.page_size : undefined;
  const pageSize = clampPageSize(pageSpec, pageSpec?.max);
  const guard = new LoopGuard(connector.id, paginator?.maxPages ?? 1, connector.info.display.name);
  const vars = { params: { delta_token: opts.token, filter: {} }, model: { downstream_fields: model.downstreamFields } };
  const expired = new Set(delta.expired_statuses ?? [410]);
  const tokenPath = parsePath(delta.token_from.path);
  // Read before the listing: a change made while it runs is read again by the next changes read, never missed.
  const startToken = opts.token === undefined ? await readStartToken(executor, connector, conn, modelId) : undefined;
  let state: PageState | undefined = paginator?.first();
  for (;;) {
    if (state) guard.visit(state);
    let page: Awaited<ReturnType<typeof fetchPage>>;
    try {
      page = await fetchPage(executor, await executor.openCall(connector, conn), model, op, vars, state, pageSize, {});
    } catch (e) {
      const status = isPlugboardError(e) ? (e.details as { downstreamStatus?: unknown } | undefined)?.downstreamStatus : undefined;
      if (opts.token !== undefined && typeof status === 'number' && expired.has(status)) throw new DeltaTokenExpired(String(status));
      throw e;
    }
    guard.received(page.fingerprint);
    const out: DeltaPage = { records: [], deleted: [] };
    const run = new ExpressionRun();
    for (let i = 0; i < page.records.length; i++) {
      const rec = page.records[i]!;
      if (tombstone && (await tombstone.evaluate(page.raw[i], undefined, run)) === true) {
        if (rec.id !== null && rec.id !== undefined) out.deleted.push(String(rec.id));
      } else out.records.push(rec);
    }
    // Only the last page carries the token (Calendar's nextSyncToken, Graph's deltaLink beside no nextLink).
    if (!page.next) {
      const token = startToken ?? getPath(page.body, tokenPath);
      if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_CHARS) {
        throw new PlugboardError('DOWNSTREAM_INVALID_RESPONSE', `${connector.info.display.name} ended a sync read without a token`, {
          details: { integrationId: connector.id, model: modelId },
        });
      }
      out.token = token;
      yield out;
      return;
    }
    yield out;
    state = page.next;
  }
}

/**
 * `sync.delta.start_token`: for a tool whose full listing ends without a token (Gmail's messages.list), the token
 * the next changes read starts from, read from another request (Gmail's profile historyId) before the listing.
 */
async function readStartToken(executor: Executor, connector: CompiledConnector, conn: ConnectionContext, modelId: string) {
  const st = connector.models[modelId]?.sync?.delta?.start_token;
  const req = connector.deltaStartRequests?.[modelId];
  if (!st || !req) return undefined;
  const call = await executor.openCall(connector, conn);
  const res = await sendRequest(executor, call, req, { params: { filter: {} } });
  const v = getPath(res.body, parsePath(st.path));
  // Gmail's historyId is a uint64 in a string; a number is kept as its digits.
  const token = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
  if (typeof token !== 'string' || token === '' || token.length > MAX_TOKEN_CHARS) {
    throw new PlugboardError('DOWNSTREAM_INVALID_RESPONSE', `${connector.info.display.name} answered no sync start token`, {
      details: { integrationId: connector.id, model: modelId },
    });
  }
  return token;
}
