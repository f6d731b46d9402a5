import { useState } from 'preact/hooks';
import { qs } from '../api.js';
import { PageHeader } from '../components.js';
import { FilterBar, PagedTable, SearchFilter, usePagedList } from '../list.js';
import { ago, dateTime } from '../format.js';
import type { DashboardEvent } from '../../../src/generated/api.gen.js';

type EventRow = DashboardEvent;

export function EventsPage({ envId }: { envId: string }) {
  const [type, setType] = useState('');
  const [connectionId, setConnectionId] = useState('');
  const list = usePagedList<EventRow>(
    `/environments/${envId}/events${qs({ type: type.trim(), connectionId: connectionId.trim(), limit: 50 })}`,
  );
  const filtered = Boolean(type || connectionId);
  return (
    <section>
      <PageHeader title="Events" subtitle="Changes Plugboard observed and sent to your webhooks." />
      <FilterBar>
        <SearchFilter label="Event type" placeholder="object.crm.deals.updated" value={type} onChange={setType} />
        <SearchFilter label="Connection" placeholder="conn_…" value={connectionId} onChange={setConnectionId} />
      </FilterBar>
      <PagedTable
        list={list}
        columns={['Type', 'Object id (data.id)', 'Connection', 'Time', 'Event id']}
        empty={{
          title: filtered ? 'No event matches these filters' : 'No events yet',
          body: filtered
            ? 'Event types are exact, e.g. object.crm.contacts.updated.'
            : 'Events appear when a connection finishes its initial sync and when synced data changes.',
        }}
        row={(e) => (
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
        )}
      />
    </section>
  );
}
