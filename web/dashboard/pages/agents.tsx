import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, qs, type Answer } from '../api.js';
import { Badge, ConfirmButton, CopyButton, Empty, ErrorNote, Loading, PageHeader, type Tone } from '../components.js';
import { Can, useCan } from '../role.js';
import { ago, dateTime, num } from '../format.js';
import type { CreateDashboardAgentKeyResponse, DashboardConnection } from '../../../src/generated/api.gen.js';

type AgentKey = CreateDashboardAgentKeyResponse['agentKey'];
type Created = CreateDashboardAgentKeyResponse;
/** What the picker shows of a connection (the dashboard's connection list item). */
type ConnectionItem = Pick<DashboardConnection, 'id' | 'integrationName' | 'createdTime'>;

const STATUS: Record<AgentKey['status'], { tone: Tone; label: string }> = {
  active: { tone: 'green', label: 'Active' },
  revoked: { tone: 'gray', label: 'Revoked' },
  expired: { tone: 'amber', label: 'Expired' },
};

const EXPIRY = [
  ['never', 'Never'],
  ['7', 'In 7 days'],
  ['30', 'In 30 days'],
  ['90', 'In 90 days'],
  ['365', 'In a year'],
] as const;

const emptyForm = {
  name: '',
  scope: 'all' as 'all' | 'some',
  connectionIds: [] as string[],
  tools: '',
  readOnly: true,
  requireConfirmation: false,
  allowPassthrough: false,
  perMinute: '',
  perDay: '',
  expiry: '90' as (typeof EXPIRY)[number][0],
};

/** The client configurations a new key's holder pastes: the JSON desktop MCP clients read, and the raw URL and header. */
function clientConfig(mcpUrl: string, secret: string): string {
  return JSON.stringify({ mcpServers: { plugboard: { url: mcpUrl, headers: { Authorization: `Bearer ${secret}` } } } }, null, 2);
}

/** The environment's agent keys (MCP): the new key's secret once, the keys and what each may do, the form that makes one. */
export function AgentsPage({ envId, notify }: { envId: string; notify: (m: string) => void }) {
  const [data, setData] = useState<{ items: AgentKey[]; mcpUrl: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState<Created | null>(null);
  const canRevoke = useCan('admin');
  const load = useCallback(
    () => api<Answer<'listDashboardAgentKeys'>>('GET', `/environments/${envId}/agent-keys`).then(setData, setError),
    [envId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const keys = data ? [...data.items].reverse() : [];
  return (
    <section>
      <PageHeader
        title="Agents"
        subtitle="Keys that let AI agents (Claude Desktop, Cursor, your own agent) use this environment's connections through MCP, within the limits you set here."
      />
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      <ErrorNote error={error} />
      {!data && !error && <Loading />}
      {data?.items.length === 0 && (
        <Empty title="No agent keys yet">Create one below, then paste the configuration it gives you into your MCP client.</Empty>
      )}
      {data && keys.length > 0 && (
        <KeyTable
          keys={keys}
          onRevoke={
            canRevoke
              ? (k) =>
                  void api('DELETE', `/environments/${envId}/agent-keys/${k.id}`).then(() => {
                    notify(`Key "${k.name}" revoked`);
                    void load();
                  }, setError)
              : undefined
          }
        />
      )}
      <Can role="admin">
        <CreateKeyForm
          envId={envId}
          onCreated={(c) => {
            // No toast: the card with the secret says it, and a toast would cover it on a phone.
            setCreated(c);
            scrollTo({ top: 0 });
            void load();
          }}
        />
      </Can>
      {data && (
        <p class="small muted">
          MCP endpoint: <code>{data.mcpUrl}</code>. Clients send the key as the header <code>Authorization: Bearer pb_agent_…</code>. A lost
          key cannot be shown again: revoke it and create a new one.
        </p>
      )}
    </section>
  );
}

function KeyTable({ keys, onRevoke }: { keys: AgentKey[]; onRevoke: ((k: AgentKey) => void) | undefined }) {
  return (
    <div class="table-wrap">
      <table data-testid="agent-keys" class="stack">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">What it may do</th>
            <th scope="col">Calls allowed</th>
            <th scope="col">Expires</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span class="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((k) => (
            <KeyRow key={k.id} k={k} onRevoke={onRevoke} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One key: its name and hint, what it may do (connections, tools, writes, raw access), its limits, expiry and status. */
function KeyRow({ k, onRevoke }: { k: AgentKey; onRevoke: ((k: AgentKey) => void) | undefined }) {
  return (
    <tr data-agent-key={k.id} data-status={k.status}>
      <td>
        <div class="strong">{k.name}</div>
        <div class="small muted">
          <code>pb_agent_{k.keyHint}</code> · created {ago(k.createdTime)}
        </div>
      </td>
      <td class="small" data-label="What it may do">
        <div>
          {k.allConnections
            ? 'All connections'
            : `${num(k.connectionIds.length)} chosen connection${k.connectionIds.length === 1 ? '' : 's'}`}
        </div>
        <div>
          {k.toolAllowList.length ? (
            <>
              Tools:{' '}
              {k.toolAllowList.map((t) => (
                <code key={t}>{t} </code>
              ))}
            </>
          ) : (
            'Every tool'
          )}
        </div>
        <div class="badges">
          {k.readOnly ? <Badge tone="blue">Read only</Badge> : <Badge tone="amber">Can write</Badge>}
          {!k.readOnly && k.requireConfirmation && <Badge tone="blue">Writes need confirmation</Badge>}
          {k.allowPassthrough && <Badge tone="gray">Raw API access</Badge>}
        </div>
      </td>
      <td class="small nowrap" data-label="Calls allowed">
        {budgetText(k.budget)}
      </td>
      <td class="small nowrap" data-label="Expires">
        {k.expiresTime ? dateTime(k.expiresTime) : 'Never'}
      </td>
      <td data-label="Status">
        <Badge tone={STATUS[k.status].tone}>{STATUS[k.status].label}</Badge>
        {k.revokedTime && <div class="small muted">{ago(k.revokedTime)}</div>}
      </td>
      <td class="row-actions">
        {k.status === 'active' && onRevoke && (
          <ConfirmButton danger label="Revoke" confirm="Revoke? Agents using it stop at once." onConfirm={() => onRevoke(k)} />
        )}
      </td>
    </tr>
  );
}

function budgetText(budget: AgentKey['budget']): string {
  const parts = [];
  if (budget?.perMinute) parts.push(`${num(budget.perMinute)} per minute`);
  if (budget?.perDay) parts.push(`${num(budget.perDay)} per day`);
  return parts.length ? parts.join(', ') : 'No limit';
}

/** The secret, once, with what to paste where. */
function NewKey({ created, onDone }: { created: Created; onDone: () => void }) {
  const config = clientConfig(created.mcpUrl, created.secret);
  return (
    <div class="card new-key" role="status" data-testid="new-agent-key">
      <h2>Copy the key for "{created.agentKey.name}" now: it is shown only this once</h2>
      <div class="copy-row">
        <code class="secret" data-testid="agent-secret">
          {created.secret}
        </code>
        <CopyButton text={created.secret} label="Copy key" />
      </div>
      <h3>Connect a desktop MCP client (Claude Desktop, Cursor, …)</h3>
      <p class="small muted">
        Paste this into the client's MCP settings file (for example claude_desktop_config.json or .cursor/mcp.json):
      </p>
      <pre class="code-block" data-testid="client-config" tabIndex={0} aria-label="MCP client configuration">
        {config}
      </pre>
      <CopyButton text={config} label="Copy configuration" />
      <h3>Any other MCP client</h3>
      <dl class="facts">
        <dt>URL</dt>
        <dd>
          <code>{created.mcpUrl}</code> <CopyButton text={created.mcpUrl} label="Copy URL" />
        </dd>
        <dt>Header</dt>
        <dd>
          <code>Authorization: Bearer {created.secret.slice(0, 14)}…</code>{' '}
          <CopyButton text={`Authorization: Bearer ${created.secret}`} label="Copy header" />
        </dd>
      </dl>
      <button type="button" class="btn" onClick={onDone}>
        I have copied it
      </button>
    </div>
  );
}

type KeyForm = typeof emptyForm;
type UpdateForm = (patch: Partial<KeyForm>) => void;

/** Makes a key (admins): its name, the connections it may use, what it may do, its limits and expiry. */
function CreateKeyForm({ envId, onCreated }: { envId: string; onCreated: (c: Created) => void }) {
  const [form, setForm] = useState(emptyForm);
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const update: UpdateForm = (patch) => {
    setForm({ ...form, ...patch });
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    setFormError(null);
    if (form.scope === 'some' && form.connectionIds.length === 0) {
      setFormError(new Error('Choose at least one connection, or allow all connections'));
      return;
    }
    setBusy(true);
    try {
      onCreated(await api<Created>('POST', `/environments/${envId}/agent-keys`, requestOf(form)));
      setForm(emptyForm);
    } catch (err) {
      setFormError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="card form-grid" onSubmit={(e) => void submit(e)} autocomplete="off" aria-labelledby="new-agent-key-title">
      <h2 id="new-agent-key-title">Create an agent key</h2>
      <label class="span2">
        Name
        <input
          id="agent-key-name"
          required
          maxLength={100}
          value={form.name}
          placeholder="e.g. Support bot, or Claude Desktop (Ana)"
          onInput={(e) => {
            update({ name: (e.target as HTMLInputElement).value });
          }}
        />
      </label>
      <ScopeFields form={form} update={update} envId={envId} />
      <PermissionFields form={form} update={update} />
      <LimitFields form={form} update={update} />
      <div class="span2">
        <button type="submit" class="btn btn-primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </div>
      <ErrorNote error={formError} />
    </form>
  );
}

/** The create request from the form: only what was chosen, the expiry as a time. */
function requestOf(form: KeyForm) {
  const tools = form.tools.split(/[\s,]+/).filter(Boolean);
  const budget: { perMinute?: number; perDay?: number } = {};
  if (form.perMinute) budget.perMinute = Number(form.perMinute);
  if (form.perDay) budget.perDay = Number(form.perDay);
  return {
    name: form.name.trim(),
    ...(form.scope === 'some' ? { connectionIds: form.connectionIds } : {}),
    ...(tools.length ? { toolAllowList: tools } : {}),
    readOnly: form.readOnly,
    requireConfirmation: !form.readOnly && form.requireConfirmation,
    allowPassthrough: form.allowPassthrough,
    ...(budget.perMinute || budget.perDay ? { budget } : {}),
    ...(form.expiry === 'never' ? {} : { expiresTime: new Date(Date.now() + Number(form.expiry) * 86_400_000).toISOString() }),
  };
}

/** All connections, or the ones chosen in the picker. */
function ScopeFields({ form, update, envId }: { form: KeyForm; update: UpdateForm; envId: string }) {
  return (
    <>
      <fieldset class="span2">
        <legend>Which connections it can use</legend>
        <label class="choice">
          <input type="radio" name="scope" checked={form.scope === 'all'} onChange={() => update({ scope: 'all' })} />
          All connections of this environment (also ones added later)
        </label>
        <label class="choice">
          <input type="radio" name="scope" checked={form.scope === 'some'} onChange={() => update({ scope: 'some' })} />
          Only the connections I choose
        </label>
        {form.scope === 'some' && (
          <ConnectionPicker envId={envId} chosen={form.connectionIds} onChange={(connectionIds) => update({ connectionIds })} />
        )}
      </fieldset>
    </>
  );
}

/** Read only, confirmation before changes, raw API access. */
function PermissionFields({ form, update }: { form: KeyForm; update: UpdateForm }) {
  return (
    <>
      <fieldset class="span2">
        <legend>What it may do</legend>
        <label class="choice">
          <input
            type="checkbox"
            name="readOnly"
            checked={form.readOnly}
            onChange={(e) => update({ readOnly: (e.target as HTMLInputElement).checked })}
          />
          Read only: it can look things up but never create, change or delete
        </label>
        <label class={`choice ${form.readOnly ? 'disabled' : ''}`}>
          <input
            type="checkbox"
            name="requireConfirmation"
            disabled={form.readOnly}
            checked={!form.readOnly && form.requireConfirmation}
            onChange={(e) => update({ requireConfirmation: (e.target as HTMLInputElement).checked })}
          />
          Ask before every change: the agent first gets a preview, and the change runs only when it confirms
        </label>
        <label class="choice">
          <input
            type="checkbox"
            name="allowPassthrough"
            checked={form.allowPassthrough}
            onChange={(e) => update({ allowPassthrough: (e.target as HTMLInputElement).checked })}
          />
          Raw API access: let it send any request to the connected tool's own API (advanced)
        </label>
      </fieldset>
    </>
  );
}

/** The tools it may use, calls per minute and per day, when it expires. */
function LimitFields({ form, update }: { form: KeyForm; update: UpdateForm }) {
  return (
    <>
      <label class="span2">
        Only these tools (optional)
        <input
          name="tools"
          value={form.tools}
          placeholder="Leave empty for every tool, or e.g. hubspot_crm_contact_* *_crm_deal_list"
          onInput={(e) => {
            update({ tools: (e.target as HTMLInputElement).value });
          }}
        />
        <span class="hint">Tool names separated by spaces; * matches anything. Names look like hubspot_crm_contact_list.</span>
      </label>
      <label>
        Calls per minute (optional)
        <input
          name="perMinute"
          type="number"
          min={1}
          max={100000}
          inputMode="numeric"
          value={form.perMinute}
          placeholder="No limit"
          onInput={(e) => {
            update({ perMinute: (e.target as HTMLInputElement).value });
          }}
        />
      </label>
      <label>
        Calls per day (optional)
        <input
          name="perDay"
          type="number"
          min={1}
          max={10000000}
          inputMode="numeric"
          value={form.perDay}
          placeholder="No limit"
          onInput={(e) => {
            update({ perDay: (e.target as HTMLInputElement).value });
          }}
        />
      </label>
      <label>
        Expires
        <select
          name="expiry"
          value={form.expiry}
          onChange={(e) => {
            update({ expiry: (e.target as HTMLSelectElement).value as typeof form.expiry });
          }}
        >
          {EXPIRY.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** Search the environment's connections and tick the ones the key may use. */
function ConnectionPicker({ envId, chosen, onChange }: { envId: string; chosen: string[]; onChange: (ids: string[]) => void }) {
  const [search, setSearch] = useState('');
  const [items, setItems] = useState<ConnectionItem[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const t = setTimeout(() => {
      api<Answer<'listDashboardConnections'>>('GET', `/environments/${envId}/connections${qs({ search: search.trim(), limit: 25 })}`).then(
        (r) => {
          setItems(r.items);
        },
        setError,
      );
    }, 200);
    return () => {
      clearTimeout(t);
    };
  }, [envId, search]);
  const toggle = (id: string, on: boolean) => {
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  };
  return (
    <div class="picker">
      <input
        type="search"
        aria-label="Search connections"
        placeholder="Search by tool name or connection id"
        value={search}
        onInput={(e) => {
          setSearch((e.target as HTMLInputElement).value);
        }}
      />
      <ErrorNote error={error} />
      {items?.length === 0 && <p class="small muted">No connection matches.</p>}
      <ul class="picker-list">
        {items?.map((c) => (
          <li key={c.id}>
            <label class="choice">
              <input
                type="checkbox"
                data-connection-choice={c.id}
                checked={chosen.includes(c.id)}
                onChange={(e) => {
                  toggle(c.id, (e.target as HTMLInputElement).checked);
                }}
              />
              {c.integrationName} <code class="small">{c.id}</code> <span class="small muted">connected {ago(c.createdTime)}</span>
            </label>
          </li>
        ))}
      </ul>
      <p class="small muted" aria-live="polite">
        {chosen.length ? `${num(chosen.length)} chosen` : 'None chosen yet'}
      </p>
    </div>
  );
}
