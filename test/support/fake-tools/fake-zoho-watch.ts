import type { FakeReply, RecordedRequest } from './fake-tool-server.js';

type Obj = Record<string, unknown>;

/** A notification channel as Zoho keeps it (one per channel_id). */
export interface ZohoChannel {
  channelId: string;
  events: string[];
  token: string | undefined;
  notifyUrl: string;
  expiresAtMs: number;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const OPERATIONS = ['create', 'edit', 'delete', 'all'];
/** A notification's operation for the event operation that asked for it. */
const OPERATION_OF: Record<string, string> = { insert: 'create', update: 'edit', delete: 'delete' };

/** Zoho writes times with the organization's offset: 2024-01-05T15:30:00+05:30. */
const zohoTime = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+05:30');
const invalid = (message: string, details: Obj = {}): FakeReply => ({
  status: 400,
  json: { watch: [{ code: 'INVALID_DATA', details, message, status: 'error' }] },
});

/**
 * Zoho CRM's Notification APIs (`/crm/v8/actions/watch`) as zoho.com/crm/developer/docs/api/v8/notifications
 * documents them: POST enables channels (`channel_id` a long, `events` `Module.create|edit|delete|all`, `token` at
 * most 50 characters, `notify_url`, `channel_expiry` an ISO date-time at most one day ahead: further, or absent,
 * gives one hour), PATCH updates a channel's details (its expiry), DELETE `?channel_ids=` disables. Notifications
 * carry `{server_time, query_params, module, resource_uri, ids, affected_fields, operation, channel_id, token}`.
 */
export class ZohoWatch {
  readonly channels = new Map<string, ZohoChannel>();
  /** Tests shorten a channel's life (Zoho: at most a day) to see renewals without waiting. */
  lifetimeCapMs = DAY_MS;

  constructor(private readonly apiBase: () => string) {}

  handle(req: RecordedRequest): FakeReply {
    if (req.method === 'DELETE') return this.disable(req);
    if (req.method !== 'POST' && req.method !== 'PATCH') return invalid('method not allowed');
    const watch = (req.json as Obj | undefined)?.watch;
    if (!Array.isArray(watch) || watch.length === 0) return invalid('watch must be a non-empty array');
    const out: Obj[] = [];
    for (const item of watch as Obj[]) {
      const made = this.enable(item, req.method === 'PATCH');
      if (!('channelId' in made)) return made;
      out.push({
        code: 'SUCCESS',
        details: { events: made.events.map((e) => this.eventInfo(made, e.split('.')[0]!)) },
        message:
          req.method === 'PATCH'
            ? 'Successfully updated the subscribe details'
            : 'Successfully subscribed for actions-watch of the given module',
        status: 'success',
      });
    }
    return { json: { watch: out } };
  }

  private enable(item: Obj, update: boolean): ZohoChannel | FakeReply {
    // channel_id is a long: a JSON number (a numeric string is read too, as Zoho's SDKs do not send one).
    const rawId = item.channel_id;
    if (typeof rawId !== 'number' && !(typeof rawId === 'string' && /^\d+$/.test(rawId)))
      return invalid('channel_id must be a long', { api_name: 'channel_id' });
    const channelId = String(rawId);
    const current = this.channels.get(channelId);
    if (update && !current) return invalid('the given channel_id is not subscribed', { api_name: 'channel_id' });
    const events = item.events;
    if (
      !Array.isArray(events) ||
      events.length === 0 ||
      !events.every((e) => typeof e === 'string' && OPERATIONS.includes(e.split('.')[1] ?? ''))
    )
      return invalid('events must be Module.operation', { api_name: 'events' });
    const token = item.token;
    if (token !== undefined && (typeof token !== 'string' || token.length > 50))
      return invalid('token: at most 50 characters', { api_name: 'token' });
    const notifyUrl = item.notify_url;
    if (typeof notifyUrl !== 'string' || !/^https?:\/\//.test(notifyUrl))
      return invalid('notify_url is mandatory', { api_name: 'notify_url' });
    const asked = typeof item.channel_expiry === 'string' ? Date.parse(item.channel_expiry) : NaN;
    if (typeof item.channel_expiry === 'string' && (Number.isNaN(asked) || !/[+-]\d{2}:\d{2}$|Z$/.test(item.channel_expiry)))
      return invalid('channel_expiry must be an ISO date-time', { api_name: 'channel_expiry' });
    const now = Date.now();
    // Beyond a day, or not given: one hour.
    const expiresAtMs = Number.isNaN(asked) || asked > now + DAY_MS || asked <= now ? now + HOUR_MS : asked;
    const channel: ZohoChannel = {
      channelId,
      events: events as string[],
      token: token ?? current?.token,
      notifyUrl,
      expiresAtMs: Math.min(expiresAtMs, now + this.lifetimeCapMs),
    };
    this.channels.set(channelId, channel);
    return channel;
  }

  private eventInfo(ch: ZohoChannel, module: string): Obj {
    return {
      channel_expiry: zohoTime(ch.expiresAtMs),
      resource_uri: `${this.apiBase()}/crm/v8/${module}`,
      resource_id: '4150868000000002179',
      resource_name: module,
      channel_id: ch.channelId,
    };
  }

  private disable(req: RecordedRequest): FakeReply {
    const ids = (req.query.channel_ids ?? '').split(',').filter(Boolean);
    if (!ids.length) return invalid('channel_ids is mandatory', { param: 'channel_ids' });
    const out: Obj[] = [];
    for (const id of ids) {
      const ch = this.channels.get(id);
      if (!ch) {
        out.push({ code: 'INVALID_DATA', details: { channel_id: id }, message: 'the given channel_id is not subscribed', status: 'error' });
        continue;
      }
      this.channels.delete(id);
      out.push({
        code: 'SUCCESS',
        details: this.eventInfo(ch, ch.events[0]!.split('.')[0]!),
        message: 'Successfully un-subscribed from actions-watch',
        status: 'success',
      });
    }
    return { json: { watch: out } };
  }

  /** Sends a notification to every live channel watching `module.operation`; answers their statuses. */
  async push(module: string, operation: 'insert' | 'update' | 'delete', ids: string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (const ch of this.channels.values()) {
      const watched = ch.events.some((e) => e === `${module}.all` || e === `${module}.${OPERATION_OF[operation]}`);
      if (ch.expiresAtMs <= Date.now() || !watched) continue;
      const res = await fetch(ch.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Zoho CRM Notification/v8' },
        body: JSON.stringify({
          server_time: Date.now(),
          query_params: {},
          module,
          resource_uri: `${this.apiBase()}/crm/v8/${module}`,
          ids,
          affected_fields: [],
          operation,
          channel_id: ch.channelId,
          ...(ch.token !== undefined ? { token: ch.token } : {}),
        }),
      });
      statuses.push(res.status);
    }
    return statuses;
  }
}
