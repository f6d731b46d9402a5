import { useState } from 'preact/hooks';
import { qs } from '../api.js';
import { Badge, PageHeader, type Tone } from '../components.js';
import { FilterBar, PagedTable, SearchFilter, SelectFilter, usePagedList } from '../list.js';
import { ago, dateTime, ms } from '../format.js';
import type { DashboardCallLog, DashboardRequestLog } from '../../../src/generated/api.gen.js';

type RequestRow = DashboardRequestLog;
type CallRow = DashboardCallLog;

const tone = (status: number | null): Tone => (status === null || status >= 500 ? 'red' : status >= 400 ? 'amber' : 'green');

export function LogsPage({ envId }: { envId: string }) {
  const [tab, setTab] = useState<'requests' | 'calls'>('requests');
  return (
    <section>
      <PageHeader title="Logs" subtitle="Recent API requests and calls to tools. Never a body, token or secret." />
      <div class="tabs" role="group" aria-label="Log">
        <button
          type="button"
          class={`tab ${tab === 'requests' ? 'tab-on' : ''}`}
          aria-pressed={tab === 'requests'}
          onClick={() => {
            setTab('requests');
          }}
        >
          API requests
        </button>
        <button
          type="button"
          class={`tab ${tab === 'calls' ? 'tab-on' : ''}`}
          aria-pressed={tab === 'calls'}
          onClick={() => {
            setTab('calls');
          }}
        >
          Downstream calls
        </button>
      </div>
      {tab === 'requests' ? <RequestLog envId={envId} /> : <CallLog envId={envId} />}
    </section>
  );
}

const STATUS_CLASSES: [string, string][] = [
  ['', 'Any'],
  ['2xx', '2xx'],
  ['4xx', '4xx'],
  ['5xx', '5xx'],
];
const orDash = (id: string | null) => (id ? <code class="small">{id}</code> : <span class="muted">—</span>);

function RequestLog({ envId }: { envId: string }) {
  const [statusClass, setStatusClass] = useState('');
  const [operationId, setOperationId] = useState('');
  const [connectionId, setConnectionId] = useState('');
  const list = usePagedList<RequestRow>(
    `/environments/${envId}/logs/requests${qs({ statusClass, operationId: operationId.trim(), connectionId: connectionId.trim(), limit: 50 })}`,
  );
  return (
    <>
      <FilterBar>
        <SelectFilter label="Status" value={statusClass} options={STATUS_CLASSES} onChange={setStatusClass} />
        <SearchFilter label="Operation" placeholder="operationId" value={operationId} onChange={setOperationId} />
        <SearchFilter label="Connection" placeholder="conn_…" value={connectionId} onChange={setConnectionId} />
      </FilterBar>
      <PagedTable
        list={list}
        columns={['Time', 'Status', 'Operation', 'Duration', 'Connection', 'Request id']}
        empty={{ title: 'No API requests logged', body: "Requests made with this environment's API token appear here within seconds." }}
        row={(r) => (
          <tr key={r.id}>
            <td class="nowrap" title={dateTime(r.time)}>
              {ago(r.time)}
            </td>
            <td>
              <Badge tone={tone(r.status)}>{r.status}</Badge>
            </td>
            <td>
              <span class="muted small">{r.method}</span> <span class="strong">{r.operationId}</span>
            </td>
            <td>{ms(r.durationMs)}</td>
            <td>{orDash(r.connectionId)}</td>
            <td>
              <code class="small">{r.requestId}</code>
            </td>
          </tr>
        )}
      />
    </>
  );
}

function CallLog({ envId }: { envId: string }) {
  const [integrationId, setIntegrationId] = useState('');
  const [statusClass, setStatusClass] = useState('');
  const list = usePagedList<CallRow>(
    `/environments/${envId}/logs/calls${qs({ integrationId: integrationId.trim(), statusClass, limit: 50 })}`,
  );
  return (
    <>
      <FilterBar>
        <SearchFilter label="Integration" placeholder="hubspot" value={integrationId} onChange={setIntegrationId} />
        <SelectFilter
          label="Status"
          value={statusClass}
          options={[...STATUS_CLASSES.slice(0, 2), ['3xx', '3xx'], ...STATUS_CLASSES.slice(2), ['error', 'No answer']]}
          onChange={setStatusClass}
        />
      </FilterBar>
      <PagedTable
        list={list}
        columns={['Time', 'Status', 'Integration', 'Request', 'Duration', 'Retries', 'Connection']}
        empty={{
          title: 'No downstream calls logged',
          body: 'Calls to tools (syncs, unified, action and passthrough requests) appear here.',
        }}
        row={(c) => (
          <tr key={c.id}>
            <td class="nowrap" title={dateTime(c.time)}>
              {ago(c.time)}
            </td>
            <td>
              <Badge tone={tone(c.status)}>{c.status ?? 'no answer'}</Badge>
            </td>
            <td class="strong">{c.integrationId}</td>
            <td>
              <span class="muted small">{c.method}</span> <code class="small">{c.path}</code>
            </td>
            <td>{ms(c.durationMs)}</td>
            <td>{c.retries}</td>
            <td>{orDash(c.connectionId)}</td>
          </tr>
        )}
      />
    </>
  );
}
