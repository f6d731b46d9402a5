import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, qs } from '../api.js';
import { Badge, Empty, ErrorNote, Loading, PageHeader, Pager, type Tone } from '../components.js';
import { ago, dateTime, ms } from '../format.js';

interface RequestRow {
  id: string;
  time: string;
  method: string;
  operationId: string;
  status: number;
  durationMs: number;
  connectionId: string | null;
  requestId: string;
}
interface CallRow {
  id: string;
  time: string;
  integrationId: string;
  connectionId: string | null;
  method: string;
  path: string;
  status: number | null;
  durationMs: number;
  retries: number;
}

const tone = (status: number | null): Tone => (status === null || status >= 500 ? 'red' : status >= 400 ? 'amber' : 'green');

function usePaged<T>(path: string) {
  const [page, setPage] = useState<{ items: T[]; nextCursor: string | null } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    async (cursor?: string) => {
      setBusy(true);
      try {
        const sep = path.includes('?') ? '&' : '?';
        const next = await api<{ items: T[]; nextCursor: string | null }>('GET', cursor ? `${path}${sep}${qs({ cursor }).slice(1)}` : path);
        setPage((prev) => (cursor && prev ? { ...next, items: [...prev.items, ...next.items] } : next));
        setError(null);
      } catch (e) {
        setError(e);
      } finally {
        setBusy(false);
      }
    },
    [path],
  );
  useEffect(() => {
    setPage(null);
    void load();
  }, [load]);
  return { page, error, busy, load };
}

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

function RequestLog({ envId }: { envId: string }) {
  const [statusClass, setStatusClass] = useState('');
  const [operationId, setOperationId] = useState('');
  const [connectionId, setConnectionId] = useState('');
  const { page, error, busy, load } = usePaged<RequestRow>(
    `/environments/${envId}/logs/requests${qs({ statusClass, operationId: operationId.trim(), connectionId: connectionId.trim(), limit: 50 })}`,
  );
  return (
    <>
      <form
        class="filters"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <label>
          Status
          <select
            value={statusClass}
            onChange={(e) => {
              setStatusClass((e.target as HTMLSelectElement).value);
            }}
          >
            <option value="">Any</option>
            <option value="2xx">2xx</option>
            <option value="4xx">4xx</option>
            <option value="5xx">5xx</option>
          </select>
        </label>
        <label>
          Operation
          <input
            type="search"
            placeholder="operationId"
            value={operationId}
            onChange={(e) => {
              setOperationId((e.target as HTMLInputElement).value);
            }}
          />
        </label>
        <label>
          Connection
          <input
            type="search"
            placeholder="conn_…"
            value={connectionId}
            onChange={(e) => {
              setConnectionId((e.target as HTMLInputElement).value);
            }}
          />
        </label>
      </form>
      <ErrorNote error={error} />
      {!page && !error && <Loading />}
      {page && page.items.length === 0 && (
        <Empty title="No API requests logged">Requests made with this environment's API token appear here within seconds.</Empty>
      )}
      {page && page.items.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Status</th>
                <th scope="col">Operation</th>
                <th scope="col">Duration</th>
                <th scope="col">Connection</th>
                <th scope="col">Request id</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((r) => (
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
                  <td>{r.connectionId ? <code class="small">{r.connectionId}</code> : <span class="muted">—</span>}</td>
                  <td>
                    <code class="small">{r.requestId}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && <Pager hasMore={Boolean(page.nextCursor)} busy={busy} onMore={() => void load(page.nextCursor!)} />}
    </>
  );
}

function CallLog({ envId }: { envId: string }) {
  const [integrationId, setIntegrationId] = useState('');
  const [statusClass, setStatusClass] = useState('');
  const { page, error, busy, load } = usePaged<CallRow>(
    `/environments/${envId}/logs/calls${qs({ integrationId: integrationId.trim(), statusClass, limit: 50 })}`,
  );
  return (
    <>
      <form
        class="filters"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <label>
          Integration
          <input
            type="search"
            placeholder="hubspot"
            value={integrationId}
            onChange={(e) => {
              setIntegrationId((e.target as HTMLInputElement).value);
            }}
          />
        </label>
        <label>
          Status
          <select
            value={statusClass}
            onChange={(e) => {
              setStatusClass((e.target as HTMLSelectElement).value);
            }}
          >
            <option value="">Any</option>
            <option value="2xx">2xx</option>
            <option value="3xx">3xx</option>
            <option value="4xx">4xx</option>
            <option value="5xx">5xx</option>
            <option value="error">No answer</option>
          </select>
        </label>
      </form>
      <ErrorNote error={error} />
      {!page && !error && <Loading />}
      {page && page.items.length === 0 && (
        <Empty title="No downstream calls logged">Calls to tools (syncs, unified, action and passthrough requests) appear here.</Empty>
      )}
      {page && page.items.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Status</th>
                <th scope="col">Integration</th>
                <th scope="col">Request</th>
                <th scope="col">Duration</th>
                <th scope="col">Retries</th>
                <th scope="col">Connection</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((c) => (
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
                  <td>{c.connectionId ? <code class="small">{c.connectionId}</code> : <span class="muted">—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && <Pager hasMore={Boolean(page.nextCursor)} busy={busy} onMore={() => void load(page.nextCursor!)} />}
    </>
  );
}
