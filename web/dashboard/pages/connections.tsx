import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, qs } from '../api.js';
import { Badge, ConfirmButton, Empty, ErrorNote, Loading, Monogram, PageHeader, Pager, type Tone } from '../components.js';
import { ago, num } from '../format.js';

interface ModelState {
  model: string;
  phase: 'initial' | 'backfill' | 'incremental';
  running: boolean;
  records: number;
  lastRunTime: string | null;
  lastError: string | null;
}
interface Connection {
  id: string;
  integrationId: string;
  integrationName: string;
  iconURI: string | null;
  status: 'NEW_CONNECTION' | 'INITIAL_SYNCED' | 'READY';
  health: 'ok' | 'needs_reauth' | 'error';
  healthReason: string | null;
  lastSyncError: string | null;
  createdTime: string;
  models: ModelState[];
}
interface Page {
  items: Connection[];
  total: number;
  nextCursor: string | null;
}

const STATUS: Record<Connection['status'], { tone: Tone; label: string }> = {
  NEW_CONNECTION: { tone: 'blue', label: 'Initial sync' },
  INITIAL_SYNCED: { tone: 'amber', label: 'Backfilling' },
  READY: { tone: 'green', label: 'Ready' },
};
const HEALTH: Record<Connection['health'], { tone: Tone; label: string }> = {
  ok: { tone: 'green', label: 'Healthy' },
  needs_reauth: { tone: 'red', label: 'Needs reconnect' },
  error: { tone: 'red', label: 'Sync failing' },
};

export function ConnectionsPage({ envId, notify }: { envId: string; notify: (m: string) => void }) {
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<Page | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (cursor?: string) => {
      setBusy(true);
      try {
        const next = await api<Page>('GET', `/environments/${envId}/connections${qs({ status, search, cursor, limit: 25 })}`);
        setPage((prev) => (cursor && prev ? { ...next, items: [...prev.items, ...next.items] } : next));
        setError(null);
      } catch (e) {
        setError(e);
      } finally {
        setBusy(false);
      }
    },
    [envId, status, search],
  );
  useEffect(() => {
    setPage(null);
    void load();
  }, [load]);
  // While a first sync runs, refresh so its progress moves on screen.
  const syncing = page?.items.some((c) => c.status !== 'READY' || c.models.some((m) => m.running));
  useEffect(() => {
    if (!syncing) return;
    const t = setInterval(() => void load(), 3000);
    return () => {
      clearInterval(t);
    };
  }, [syncing, load]);

  const act = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
      notify(what);
      await load();
    } catch (e) {
      setError(e);
    }
  };
  const copyReconnect = async (c: Connection) => {
    try {
      const link = await api<{ url: string; expiresTime: string }>('POST', `/environments/${envId}/connections/${c.id}/reconnect-link`);
      await navigator.clipboard?.writeText(link.url).catch(() => undefined);
      notify(`Reconnect link copied (valid until ${new Date(link.expiresTime).toLocaleTimeString()})`);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <section>
      <PageHeader title="Connections" subtitle="End users' connected tools and the state of their synced data." />
      <form
        class="filters"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <label>
          Status
          <select
            value={status}
            onChange={(e) => {
              setStatus((e.target as HTMLSelectElement).value);
            }}
          >
            <option value="">Any</option>
            <option value="NEW_CONNECTION">Initial sync (NEW_CONNECTION)</option>
            <option value="INITIAL_SYNCED">Backfilling (INITIAL_SYNCED)</option>
            <option value="READY">Ready (READY)</option>
          </select>
        </label>
        <label>
          Search
          <input
            type="search"
            placeholder="connectionId or integration"
            value={search}
            onChange={(e) => {
              setSearch((e.target as HTMLInputElement).value);
            }}
          />
        </label>
        {page && <span class="muted count">{num(page.total)} connections</span>}
      </form>
      <ErrorNote error={error} />
      {!page && !error && <Loading />}
      {page && page.items.length === 0 && (
        <Empty title={status || search ? 'No connection matches these filters' : 'No connections yet'}>
          {status || search
            ? 'Clear the filters to see every connection.'
            : 'Create a session token (POST /api/auth/session-token) and open the connect modal with it; the new connection appears here.'}
        </Empty>
      )}
      {page && page.items.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Connection</th>
                <th scope="col">Status</th>
                <th scope="col">Health</th>
                <th scope="col">Sync per model</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span class="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((c) => (
                <tr key={c.id} data-connection={c.id}>
                  <td>
                    <div class="ident">
                      <Monogram name={c.integrationName} icon={c.iconURI} />
                      <div>
                        <div class="strong">{c.integrationName}</div>
                        <code class="small">{c.id}</code>
                      </div>
                    </div>
                  </td>
                  <td>
                    <Badge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</Badge>
                    <div class="small muted">{c.status}</div>
                  </td>
                  <td>
                    <Badge tone={HEALTH[c.health].tone}>{HEALTH[c.health].label}</Badge>
                    {(c.healthReason || c.lastSyncError) && <div class="small error-text">{c.healthReason ?? c.lastSyncError}</div>}
                  </td>
                  <td>
                    {c.models.length === 0 ? (
                      <span class="muted small">{c.status === 'NEW_CONNECTION' ? 'Waiting for the first sync…' : 'No synced models'}</span>
                    ) : (
                      <ul class="models">
                        {c.models.map((m) => (
                          <li key={m.model}>
                            <span class="model-name">{m.model}</span>
                            {m.running ? (
                              <span
                                class="progress"
                                role="progressbar"
                                aria-label={`${m.model} syncing`}
                                aria-valuetext={`${m.records} records so far`}
                              >
                                <span class="progress-bar" /> {m.phase} sync: {num(m.records)} records…
                              </span>
                            ) : (
                              <span class="small muted">
                                {m.phase} · {num(m.records)} records · {ago(m.lastRunTime)}
                              </span>
                            )}
                            {m.lastError && <span class="small error-text model-error">{m.lastError}</span>}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td class="nowrap">{ago(c.createdTime)}</td>
                  <td class="row-actions">
                    <button
                      type="button"
                      class="btn btn-sm"
                      onClick={() => void act('Resync queued', () => api('POST', `/environments/${envId}/connections/${c.id}/resync`))}
                    >
                      Resync
                    </button>
                    <button type="button" class="btn btn-sm" onClick={() => void copyReconnect(c)}>
                      Reconnect link
                    </button>
                    <ConfirmButton
                      danger
                      label="Delete"
                      confirm={`Delete ${c.id}?`}
                      onConfirm={() => void act('Connection deleted', () => api('DELETE', `/environments/${envId}/connections/${c.id}`))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && <Pager hasMore={Boolean(page.nextCursor)} busy={busy} onMore={() => void load(page.nextCursor!)} />}
    </section>
  );
}
