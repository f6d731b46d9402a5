import { useState } from 'preact/hooks';
import { qs } from '../api.js';
import { PageHeader } from '../components.js';
import { FilterBar, PagedTable, SearchFilter, SelectFilter, usePagedList } from '../list.js';
import { ago, dateTime } from '../format.js';
import type { AuditEntry } from '../../../src/generated/api.gen.js';

type AuditRow = AuditEntry;

const ACTOR_KINDS: [string, string][] = [
  ['', 'Anyone'],
  ['environmentToken', 'API token'],
  ['apiKey', 'API key'],
  ['dashboardSession', 'Dashboard (token)'],
  ['user', 'User'],
  ['operator', 'Operator'],
  ['agentKey', 'Agent key'],
  ['system', 'System'],
];

/** Who, in words: the user's email, the key's name, or what signed in. */
function actorLabel(a: AuditRow['actor']): string {
  switch (a.kind) {
    case 'user':
      return a.email ?? a.userId ?? 'user';
    case 'apiKey':
      return `API key ${a.name ?? a.keyId ?? ''}`;
    case 'agentKey':
      return `Agent key ${a.keyId ?? ''}`;
    case 'operator':
      return a.via === 'cli' ? 'Operator (CLI)' : 'Operator (admin token)';
    case 'dashboardSession':
      return 'Dashboard (API token)';
    case 'environmentToken':
      return 'API token';
    default:
      return a.kind;
  }
}

const summary = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '—');

export function AuditPage({ envId }: { envId: string }) {
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const cleanAction = action.trim();
  const list = usePagedList<AuditRow>(
    `/environments/${envId}/audit${qs({ actor, action: /^[A-Za-z]+(\.[A-Za-z]+)?$/.test(cleanAction) ? cleanAction : '', limit: 50 })}`,
  );
  const filtered = Boolean(actor || cleanAction);
  return (
    <section>
      <PageHeader title="Audit trail" subtitle="Every administrative change: who, when, from where, what, before and after." />
      <FilterBar>
        <SelectFilter label="Actor" value={actor} options={ACTOR_KINDS} onChange={setActor} />
        <SearchFilter label="Action" placeholder="webhook or webhook.create" value={action} onChange={setAction} />
      </FilterBar>
      <PagedTable
        list={list}
        columns={['Action', 'Target', 'Actor', 'Address', 'Time', 'Before', 'After']}
        empty={{
          title: filtered ? 'No change matches these filters' : 'No changes recorded yet',
          body: filtered ? 'Actions are a target type (webhook) or an exact action (webhook.create).' : undefined,
        }}
        row={(e) => (
          <tr key={e.id}>
            <td class="strong">{e.action}</td>
            <td>
              {e.target.name ? <span>{e.target.name} </span> : null}
              <code class="small">{e.target.id}</code>
            </td>
            <td title={e.actorId}>{actorLabel(e.actor)}</td>
            <td>{e.sourceAddress ? <code class="small">{e.sourceAddress}</code> : <span class="muted">—</span>}</td>
            <td class="nowrap" title={dateTime(e.time)}>
              {ago(e.time)}
            </td>
            <td>
              <code class="small audit-summary">{summary(e.before)}</code>
            </td>
            <td>
              <code class="small audit-summary">{summary(e.after)}</code>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
