import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export interface FakeFilter {
  id: number;
  name: string;
  type: 'people' | 'leads' | 'org' | 'deals';
  add_time: string;
  update_time: string;
  /** person ids the filter's conditions match, ascending */
  personIds: number[];
}

const unauthorized: FakeReply = { status: 401, json: { success: false, error: 'unauthorized access', errorCode: 401 } };

/**
 * Pipedrive filters as docs/vendors/pipedrive.md describes them: `GET /api/v1/filters/{id}` (`{success, data}`,
 * times as `YYYY-MM-DD HH:MM:SS`) and the members of a filter through v2 `GET /api/v2/persons?filter_id=`
 * (limit default 100, max 500; opaque `cursor`; `additional_data.next_cursor` null at the end). Auth by
 * `x-api-token` header or Bearer token.
 */
export class FakePipedriveFilters extends FakeTool {
  readonly filters: FakeFilter[] = [];

  constructor(private readonly apiToken: string) {
    super();
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers['x-api-token'] !== this.apiToken && req.headers.authorization !== `Bearer ${this.apiToken}`) return unauthorized;
    const m = /^\/api\/v1\/filters\/(\d+)$/.exec(req.path);
    if (m && req.method === 'GET') {
      const f = this.filters.find((x) => x.id === Number(m[1]));
      if (!f) return { status: 404, json: { success: false, error: 'Filter not found', errorCode: 404 } };
      return {
        json: {
          success: true,
          data: {
            id: f.id,
            name: f.name,
            active_flag: true,
            type: f.type,
            temporary_flag: null,
            user_id: 123,
            add_time: f.add_time,
            update_time: f.update_time,
            visible_to: '3',
            custom_view_id: null,
          },
        },
      };
    }
    if (req.path === '/api/v2/persons' && req.method === 'GET') {
      const limit = Number(req.query.limit ?? 100);
      if (!Number.isInteger(limit) || limit < 1 || limit > 500)
        return { status: 400, json: { success: false, error: 'limit must be between 1 and 500', code: 'ERR_SCHEMA_VALIDATION_FAILED' } };
      const f = req.query.filter_id !== undefined ? this.filters.find((x) => x.id === Number(req.query.filter_id)) : undefined;
      if (req.query.filter_id !== undefined && !f)
        return { status: 404, json: { success: false, error: 'Filter not found', errorCode: 404 } };
      const ids = f ? f.personIds : [];
      const after = req.query.cursor
        ? (JSON.parse(Buffer.from(req.query.cursor, 'base64').toString('utf8')) as { id: number }).id
        : -Infinity;
      const page = ids.filter((id) => id > after).slice(0, limit);
      const more = page.length > 0 && ids.some((id) => id > page[page.length - 1]!);
      return {
        json: {
          success: true,
          data: page.map((id) => ({
            id,
            name: `Person ${id}`,
            first_name: 'Person',
            last_name: String(id),
            owner_id: 123,
            org_id: null,
            add_time: '2024-01-05T10:00:00Z',
            update_time: '2024-01-06T09:30:12Z',
            emails: [],
            phones: [],
            is_deleted: false,
            visible_to: 3,
          })),
          additional_data: { next_cursor: more ? Buffer.from(JSON.stringify({ id: page[page.length - 1] })).toString('base64') : null },
        },
      };
    }
    return { status: 404, json: { success: false, error: `No route ${req.method} ${req.path}`, errorCode: 404 } };
  }
}
