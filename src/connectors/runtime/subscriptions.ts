import { randomBytes, randomInt } from 'node:crypto';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector, CompiledSubscription } from '../compile/compiled-connector.js';
import { getPath, type Path } from '../mapping/paths.js';
import type { Executor } from './execute.js';
import type { ConnectionContext } from '../connection/ports.js';
import { buildRequest } from '../transport/request-builder.js';

/** A subscription as the tool made it: its id, when it ends (ISO 8601, absent: never) and the secrets it is verified with. */
export interface ToolSubscription {
  id: string;
  expiresAt?: string;
  secrets: Record<string, string>;
}

/** A random decimal number of `digits` digits, without a leading zero (an id the subscriber picks: Zoho's channel_id). */
function randomDigits(digits: number): string {
  let out = String(randomInt(1, 10));
  for (let i = 1; i < digits; i++) out += String(randomInt(0, 10));
  return out;
}

/** The longest secret read from an answer: a verification value, never a document. */
const MAX_SECRET_CHARS = 1_000;

const subscriptionOf = (connector: CompiledConnector, name: string): CompiledSubscription => {
  const sub = connector.subscriptions.find((s) => s.name === name);
  if (!sub) throw new PlugboardError('NOT_FOUND', `${connector.id} declares no subscription '${name}'`, { details: { name } });
  return sub;
};

/**
 * The expiry in an answer: ISO 8601 text, or epoch seconds (below 10^11) or milliseconds, as a number or as digits in
 * a string (Google's watch channels answer `"expiration": "1426325213000"`).
 */
function expiryIn(body: unknown, path: Path | undefined): string | undefined {
  if (!path) return undefined;
  const found = getPath(body, path);
  const v = typeof found === 'string' && /^\d{1,16}$/.test(found) ? Number(found) : found;
  const ms = typeof v === 'number' ? (v < 1e11 ? v * 1000 : v) : typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

/**
 * The tool's refusal made readable where it is shown (the connection's subscriptions): the message with what the
 * tool answered (scrubbed, cut short), and any secret of the subscription taken out should the tool echo it.
 */
function explained(err: unknown, secrets: Record<string, string>): unknown {
  if (!(err instanceof PlugboardError)) return err;
  const body = (err.details as { downstreamBody?: unknown } | undefined)?.downstreamBody;
  if (body === undefined || body === null || body === '') return err;
  let said = (typeof body === 'string' ? body : JSON.stringify(body)).slice(0, 300);
  for (const v of Object.values(secrets)) if (v) said = said.split(v).join('[secret]');
  return new PlugboardError(err.code, `${err.message}: ${said}`, { details: err.details, cause: err });
}

/** Sends one subscription request; a refusal carries what the tool said. */
async function send(
  executor: Executor,
  call: Awaited<ReturnType<Executor['openCall']>>,
  req: Parameters<Executor['execute']>[1],
  secrets: Record<string, string>,
  opts: Parameters<Executor['execute']>[2] = {},
) {
  try {
    return await executor.execute(call, req, opts);
  } catch (e) {
    throw explained(e, secrets);
  }
}

const unreadable = (connector: CompiledConnector, what: string) =>
  new PlugboardError('DOWNSTREAM_ERROR', `${connector.info.display.name}'s answer to the subscription has no ${what}`, {
    details: { integrationId: connector.id },
  });

/**
 * The inbound URL given to the tool: with the generated secrets the manifest puts in it (`in_url_query`), for tools
 * whose deliveries carry no signature and call back exactly the address they were given (Reply.io).
 */
function urlWithSecrets(url: string, sub: CompiledSubscription, secrets: Record<string, string>): string {
  const u = new URL(url);
  for (const s of sub.secrets) if ('inUrlQuery' in s && s.inUrlQuery && secrets[s.name]) u.searchParams.set(s.inUrlQuery, secrets[s.name]!);
  return u.toString();
}

/** What the requests of a subscription the tool made (then, renew, delete) see as `subscription`: create's, and the id. */
function madeVars(sub: CompiledSubscription, made: ToolSubscription, url: string) {
  return {
    subscription: {
      url: urlWithSecrets(url, sub, made.secrets),
      id: made.id,
      events: sub.events,
      now: new Date().toISOString(),
      secrets: made.secrets,
    },
  };
}

/**
 * Subscribes the connection: secrets the manifest generates are made here and sent in the create request; the
 * id, the expiry and secrets the tool chose are read from its answer. `url` is the connection's public inbound URL.
 */
export async function createSubscription(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  name: string,
  url: string,
): Promise<ToolSubscription> {
  const sub = subscriptionOf(connector, name);
  const secrets: Record<string, string> = {};
  for (const s of sub.secrets) {
    if ('generateBytes' in s) secrets[s.name] = randomBytes(s.generateBytes).toString('hex');
    else if ('generateDigits' in s) secrets[s.name] = randomDigits(s.generateDigits);
  }
  const call = await executor.openCall(connector, conn);
  const vars = { subscription: { url: urlWithSecrets(url, sub, secrets), events: sub.events, now: new Date().toISOString(), secrets } };
  const res = await send(executor, call, buildRequest(connector, call.target, sub.create, vars), secrets);
  const id = getPath(res.body, sub.id);
  if ((typeof id !== 'string' || id === '') && typeof id !== 'number') throw unreadable(connector, 'id');
  for (const s of sub.secrets) {
    if (!('fromAnswer' in s)) continue;
    const v = getPath(res.body, s.fromAnswer);
    if (typeof v !== 'string' || v === '' || v.length > MAX_SECRET_CHARS) throw unreadable(connector, s.name);
    secrets[s.name] = v;
  }
  const expiresAt = expiryIn(res.body, sub.expiresAt);
  if (sub.expiresAt && !expiresAt) throw unreadable(connector, 'expiry');
  const made: ToolSubscription = { id: String(id), ...(expiresAt ? { expiresAt } : {}), secrets };
  await completeSteps(executor, connector, conn, sub, made, url);
  return made;
}

/**
 * The steps after create (`then`), with the id known. A step refused leaves a half-made subscription at the tool
 * (Mixmax: a rule without its webhook action): it is deleted, as far as the tool lets, before the refusal is reported.
 */
async function completeSteps(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  sub: CompiledSubscription,
  made: ToolSubscription,
  url: string,
): Promise<void> {
  if (!sub.then?.length) return;
  const call = await executor.openCall(connector, conn);
  const vars = madeVars(sub, made, url);
  try {
    for (const step of sub.then) await send(executor, call, buildRequest(connector, call.target, step, vars), made.secrets);
  } catch (e) {
    await deleteSubscription(executor, connector, conn, sub.name, made, url).catch(() => undefined);
    throw e;
  }
}

/** Renews a subscription before it expires; answers the new expiry (the old one when the tool does not say). */
export async function renewSubscription(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  name: string,
  current: ToolSubscription,
  url: string,
): Promise<{ expiresAt?: string }> {
  const sub = subscriptionOf(connector, name);
  if (!sub.renew) return current.expiresAt ? { expiresAt: current.expiresAt } : {};
  const call = await executor.openCall(connector, conn);
  const vars = madeVars(sub, current, url);
  const res = await send(executor, call, buildRequest(connector, call.target, sub.renew.request, vars), current.secrets);
  const expiresAt = expiryIn(res.body, sub.expiresAt) ?? current.expiresAt;
  return expiresAt ? { expiresAt } : {};
}

/** Deletes a subscription at the tool; one the tool no longer knows (404, 410) counts as deleted. */
export async function deleteSubscription(
  executor: Executor,
  connector: CompiledConnector,
  conn: ConnectionContext,
  name: string,
  current: ToolSubscription,
  url: string,
): Promise<void> {
  const sub = subscriptionOf(connector, name);
  if (!sub.delete) return;
  const call = await executor.openCall(connector, conn);
  const vars = madeVars(sub, current, url);
  const res = await send(executor, call, buildRequest(connector, call.target, sub.delete, vars), current.secrets, { acceptErrors: true });
  if (res.status < 300 || res.status === 404 || res.status === 410) return;
  throw new PlugboardError('DOWNSTREAM_ERROR', `${connector.info.display.name} refused to delete the subscription (HTTP ${res.status})`, {
    details: { integrationId: connector.id, status: res.status },
  });
}
