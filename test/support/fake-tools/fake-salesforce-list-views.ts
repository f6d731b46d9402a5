import { FakeTool, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

export interface FakeListView {
  id: string;
  sobjectType: 'Contact' | 'Lead';
  developerName: string;
  label: string;
  createdDate: string;
  lastModifiedDate: string;
  memberIds: string[];
}

const API = '/services/data/v62.0';
const notFound: FakeReply = { status: 404, json: [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }] };

/**
 * Salesforce list views as docs/vendors/salesforce.md describes them: the ListView sObject record
 * (`GET /sobjects/ListView/{id}`, Salesforce datetimes `+0000`), `GET /sobjects/{SObject}/listviews/{id}` (one
 * list view) and `.../results?limit=&offset=` (limit 1-2000, default 25; offset default 0; `done` false
 * while rows remain; each row's hidden `Id` column holds the member id). Bearer token required, errors are
 * the REST JSON array. A view is found only under its own sObject.
 */
export class FakeSalesforceListViews extends FakeTool {
  readonly views: FakeListView[] = [];

  constructor(private readonly token: string) {
    super();
  }

  protected handle(req: RecordedRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${this.token}`)
      return { status: 401, json: [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }] };
    const rec = new RegExp(`^${API}/sobjects/ListView/([^/]+)$`).exec(req.path);
    if (rec && req.method === 'GET') {
      const v = this.views.find((x) => x.id === rec[1]);
      if (!v) return notFound;
      return {
        json: {
          attributes: { type: 'ListView', url: `${API}/sobjects/ListView/${v.id}` },
          Id: v.id,
          Name: v.label,
          DeveloperName: v.developerName,
          NamespacePrefix: null,
          SobjectType: v.sobjectType,
          IsSoqlCompatible: true,
          CreatedDate: v.createdDate,
          CreatedById: '005xx000001SwiUAAS',
          LastModifiedDate: v.lastModifiedDate,
          LastModifiedById: '005xx000001SwiUAAS',
        },
      };
    }
    const m = new RegExp(`^${API}/sobjects/([A-Za-z]+)/listviews/([^/]+)(/results)?$`).exec(req.path);
    if (!m || req.method !== 'GET') return notFound;
    const view = this.views.find((v) => v.id === m[2] && v.sobjectType === m[1]);
    if (!view) return notFound;
    const base = `${API}/sobjects/${view.sobjectType}/listviews/${view.id}`;
    if (!m[3]) {
      return {
        json: {
          describeUrl: `${base}/describe`,
          developerName: view.developerName,
          id: view.id,
          label: view.label,
          resultsUrl: `${base}/results`,
          soqlCompatible: true,
          url: base,
        },
      };
    }
    const limit = Number(req.query.limit ?? 25);
    const offset = Number(req.query.offset ?? 0);
    if (!Number.isInteger(limit) || limit < 1 || limit > 2000 || !Number.isInteger(offset) || offset < 0) {
      return { status: 400, json: [{ message: 'limit must be between 1 and 2000', errorCode: 'INVALID_QUERY_FILTER_OPERATOR' }] };
    }
    const rows = view.memberIds.slice(offset, offset + limit);
    return {
      json: {
        columns: [
          {
            ascendingLabel: 'Z-A',
            descendingLabel: 'A-Z',
            fieldNameOrPath: 'Name',
            hidden: false,
            label: 'Name',
            selectListItem: 'Name',
            sortDirection: 'ascending',
            sortIndex: 0,
            sortable: true,
            type: 'string',
          },
          {
            ascendingLabel: 'Z-A',
            descendingLabel: 'A-Z',
            fieldNameOrPath: 'Id',
            hidden: true,
            label: `${view.sobjectType} ID`,
            selectListItem: 'Id',
            sortDirection: null,
            sortIndex: null,
            sortable: false,
            type: 'id',
          },
        ],
        developerName: view.developerName,
        done: offset + rows.length >= view.memberIds.length,
        id: view.id,
        label: view.label,
        records: rows.map((id, i) => ({
          columns: [
            { fieldNameOrPath: 'Name', value: `Member ${offset + i}` },
            { fieldNameOrPath: 'Id', value: id },
          ],
        })),
        size: view.memberIds.length,
      },
    };
  }
}
