import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, qs } from '../api.js';
import { Empty, ErrorNote, Loading, PageHeader, Pager } from '../components.js';
import { ago, dateTime } from '../format.js';

interface EventRow {
  eventId: string;
  eventType: string;
  connectionId: string;
  eventTime: string;
  dataId: string | null;
}

export function EventsPage({ envId }: { envId: string }) {
  const [type, setType] = useState('');
  const [connectionId, setConnectionId] = useState('');
  const [page, setPage] = useState<{ items: EventRow[]; nextCursor: string | null } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    async (cursor?: string) => {
      setBusy(true);
      try {
        const next = await api<{ items: EventRow[]; nextCursor: string | null }>(
          'GET',
          `/environments/${envId}/events${qs({ type: type.trim(), connectionId: connectionId.trim(), cursor, limit: 50 })}`,
        );
        setPage((prev) => (cursor && prev ? { ...next, items: [...prev.items, ...next.items] } : next));
        setError(null);
      } catch (e) {
        setError(e);
      } finally {
        setBusy(false);
      }
    },
    [envId, type, connectionId],
  );
  useEffect(() => {
    setPage(null);
    void load();
  }, [load]);
  return (
    <section>
      <PageHeader title="Events" subtitle="Changes Plugboard observed and sent to your webhooks." />
      <form
        class="filters"
        onSubmit={(e) => {
          e.preventDefault();
        }}
      >
        <label>
          Event type
          <input
            type="search"
            placeholder="object.crm.deals.updated"
            value={type}
            onChange={(e) => {
              setType((e.target as HTMLInputElement).value);
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
        <Empty title={type || connectionId ? 'No event matches these filters' : 'No events yet'}>
          {type || connectionId
            ? 'Event types are exact, e.g. object.crm.contacts.updated.'
            : 'Events appear when a connection finishes its initial sync and when synced data changes.'}
        </Empty>
      )}
      {page && page.items.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Object id (data.id)</th>
                <th scope="col">Connection</th>
                <th scope="col">Time</th>
                <th scope="col">Event id</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((e) => (
                <tr key={e.eventId}>
                  <td class="strong">{e.eventType}</td>
                  <td>{e.dataId ? <code>{e.dataId}</code> : <span class="muted">—</span>}</td>
                  <td>
                    <button
                      type="button"
                      class="link"
                      onClick={() => {
                        setConnectionId(e.connectionId);
                      }}
                    >
                      <code class="small">{e.connectionId}</code>
                    </button>
                  </td>
                  <td class="nowrap" title={dateTime(e.eventTime)}>
                    {ago(e.eventTime)}
                  </td>
                  <td>
                    <code class="small">{e.eventId}</code>
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
