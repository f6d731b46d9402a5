import { Fragment } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, qs, type Answer } from '../api.js';
import { Badge, ConfirmButton, Empty, ErrorNote, Loading, PageHeader, type Tone } from '../components.js';
import { Can, useCan } from '../role.js';
import { ago, dateTime, ms, num } from '../format.js';
import { PagedTable, usePagedList } from '../list.js';
import type { DashboardDelivery, DashboardWebhook } from '../../../src/generated/api.gen.js';

/** `object.crm.contacts.updated` with a line-break opportunity after each dot: a narrow column breaks between words. */
const atDots = (name: string) =>
  name.split('.').map((part, i, all) => (
    <Fragment key={i}>
      {part}
      {i < all.length - 1 && (
        <>
          .<wbr />
        </>
      )}
    </Fragment>
  ));

type Webhook = DashboardWebhook;
type Delivery = DashboardDelivery;
type Outcome = '' | 'failed' | 'pending' | 'delivered';

const OUTCOME: Record<Delivery['status'], { tone: Tone; label: string }> = {
  failed: { tone: 'red', label: 'Failed' },
  pending: { tone: 'amber', label: 'Retrying' },
  delivered: { tone: 'green', label: 'Delivered' },
};

/** The environment's webhook receivers (add one, test, delete) and the delivery log of the selected one. */
export function WebhooksPage({ envId, notify, initialOutcome }: { envId: string; notify: (m: string) => void; initialOutcome: Outcome }) {
  const [hooks, setHooks] = useState<Webhook[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const loadHooks = useCallback(async () => {
    try {
      const res = await api<Answer<'listDashboardWebhooks'>>('GET', `/environments/${envId}/webhooks`);
      setHooks(res.items);
      setSelected((cur) =>
        cur && res.items.some((h) => h.id === cur) ? cur : (res.items.find((h) => h.failed24h)?.id ?? res.items[0]?.id ?? null),
      );
    } catch (e) {
      setError(e);
    }
  }, [envId]);
  useEffect(() => {
    setHooks(null);
    void loadHooks();
  }, [loadHooks]);
  const rowActions: RowActions = {
    envId,
    notify,
    onSelect: setSelected,
    onError: setError,
    reload: () => void loadHooks(),
  };

  return (
    <section>
      <PageHeader title="Webhooks" subtitle="Where Plugboard sends this environment's events, and what happened to each delivery." />
      <NewWebhook
        envId={envId}
        notify={notify}
        onCreated={async (id) => {
          setSelected(id);
          await loadHooks();
        }}
      />
      <ErrorNote error={error} />
      {!hooks && !error && <Loading />}
      {hooks?.length === 0 && (
        <Empty title="No webhooks yet">
          Add the address of an endpoint of your back end above; every event of this environment is then POSTed to it, signed.
        </Empty>
      )}
      {hooks && hooks.length > 0 && <WebhookTable hooks={hooks} selected={selected} actions={rowActions} />}
      {selected && hooks?.some((h) => h.id === selected) && (
        <DeliveryLog
          envId={envId}
          webhook={hooks.find((h) => h.id === selected)!}
          notify={notify}
          initialOutcome={initialOutcome}
          onChange={() => void loadHooks()}
        />
      )}
    </section>
  );
}

/** The form that registers a receiver (developers and above), and what went wrong with the last try. */
function NewWebhook({
  envId,
  notify,
  onCreated,
}: {
  envId: string;
  notify: (m: string) => void;
  onCreated: (id: string) => Promise<void>;
}) {
  const [url, setUrl] = useState('');
  const [createError, setCreateError] = useState<unknown>(null);
  const create = async (e: Event) => {
    e.preventDefault();
    setCreateError(null);
    try {
      const hook = await api<Webhook>('POST', `/environments/${envId}/webhooks`, { url: url.trim() });
      setUrl('');
      notify('Webhook registered');
      await onCreated(hook.id);
    } catch (err) {
      setCreateError(err);
    }
  };
  return (
    <>
      <Can role="developer">
        <form class="inline-form card" onSubmit={(e) => void create(e)}>
          <label for="new-webhook-url">Receiver URL</label>
          <input
            id="new-webhook-url"
            type="url"
            required
            placeholder="https://example.com/plugboard-events"
            value={url}
            onInput={(e) => {
              setUrl((e.target as HTMLInputElement).value);
            }}
          />
          <button type="submit" class="btn btn-primary">
            Add webhook
          </button>
        </form>
      </Can>
      <ErrorNote error={createError} />
    </>
  );
}

/** What a receiver's row can do: be selected, send a test event, be deleted (then the list is read again). */
interface RowActions {
  envId: string;
  notify: (m: string) => void;
  onSelect: (id: string) => void;
  onError: (e: unknown) => void;
  reload: () => void;
}

function WebhookTable({ hooks, selected, actions }: { hooks: Webhook[]; selected: string | null; actions: RowActions }) {
  return (
    <div class="table-wrap">
      <table class="webhooks">
        <thead>
          <tr>
            <th scope="col">Receiver</th>
            <th scope="col">Last 24 h</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span class="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {hooks.map((h) => (
            <WebhookRow key={h.id} hook={h} selected={h.id === selected} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One receiver: its address (selects it), its delivery state when parked or probing, its 24 h counts, its actions. */
function WebhookRow({ hook: h, selected, actions }: { hook: Webhook; selected: boolean; actions: RowActions }) {
  return (
    <tr class={selected ? 'selected' : ''} data-webhook={h.id}>
      <td>
        <button
          type="button"
          class="link strong"
          onClick={() => {
            actions.onSelect(h.id);
          }}
          aria-pressed={selected}
        >
          {h.url}
        </button>
        <div>
          <code class="small">{h.id}</code>
        </div>
        {h.delivery.state !== 'active' && (
          <div class="small" data-parked={h.delivery.state}>
            <Badge tone="red">{h.delivery.state === 'parked' ? 'Parked' : 'Probing'}</Badge>{' '}
            {h.delivery.state === 'parked'
              ? `after ${num(h.delivery.failures)} failed attempts in a row (${h.delivery.reason ?? 'failed'}); nothing is sent until ${dateTime(h.delivery.parkedUntil)}, then one delivery probes it`
              : `one delivery is trying it after ${num(h.delivery.failures)} failed attempts (${h.delivery.reason ?? 'failed'})`}
          </div>
        )}
      </td>
      <td>
        <span class="counts">
          <Badge tone="green">{num(h.delivered24h)} delivered</Badge>
          <Badge tone={h.failed24h ? 'red' : 'gray'}>{num(h.failed24h)} failed</Badge>
          {h.pending > 0 && (
            <Badge tone="amber">
              {num(h.pending)} {h.delivery.state === 'active' ? 'retrying' : 'waiting'}
            </Badge>
          )}
        </span>
      </td>
      <td class="nowrap">{ago(h.createdTime)}</td>
      <td class="row-actions">
        <Can role="developer">
          <button
            type="button"
            class="btn btn-sm"
            onClick={() =>
              void api('POST', `/environments/${actions.envId}/webhooks/${h.id}/test`).then(() => {
                actions.notify('Test event queued');
              }, actions.onError)
            }
          >
            Send test event
          </button>
          <ConfirmButton
            danger
            label="Delete"
            confirm="Delete this webhook?"
            onConfirm={() =>
              void api('DELETE', `/environments/${actions.envId}/webhooks/${h.id}`).then(() => {
                actions.notify('Webhook deleted');
                actions.reload();
              }, actions.onError)
            }
          />
        </Can>
      </td>
    </tr>
  );
}

/** The selected receiver's deliveries, filtered by outcome, each with its attempts and a redelivery. */
function DeliveryLog(props: {
  envId: string;
  webhook: Webhook;
  notify: (m: string) => void;
  initialOutcome: Outcome;
  onChange: () => void;
}) {
  const { envId, webhook } = props;
  const [outcome, setOutcome] = useState<Outcome>(props.initialOutcome);
  const [open, setOpen] = useState<string | null>(null);
  const list = usePagedList<Delivery>(`/environments/${envId}/webhooks/${webhook.id}/deliveries${qs({ outcome, limit: 50 })}`);
  const { reload: load, setError } = list;

  const canRedeliver = useCan('developer');
  const redeliver = async (d: Delivery) => {
    try {
      await api('POST', `/environments/${envId}/webhooks/${webhook.id}/deliveries/${d.id}/redeliver`);
      props.notify('Redelivery queued');
      setTimeout(() => {
        void load();
        props.onChange();
      }, 1200);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div class="card delivery-log">
      <div class="card-head">
        <h2>
          Deliveries to <span class="mono">{webhook.url}</span>
        </h2>
        <OutcomeTabs webhook={webhook} outcome={outcome} onChoose={setOutcome} />
      </div>
      <PagedTable
        list={list}
        tableClass="deliveries"
        columns={['Outcome', 'Event', 'Connection', 'Last attempt', 'When', <span class="sr-only">Actions</span>]}
        empty={{
          title: outcome ? `No ${outcome === 'pending' ? 'retrying' : outcome} deliveries` : 'No deliveries yet',
          body: outcome
            ? 'Choose "All" to see every delivery.'
            : 'Events are delivered here as connections sync. Use "Send test event" to try the receiver now.',
        }}
        row={(d) => (
          <DeliveryRows
            key={d.id}
            delivery={d}
            open={open === d.id}
            onToggle={() => {
              setOpen(open === d.id ? null : d.id);
            }}
            onRedeliver={canRedeliver ? () => void redeliver(d) : undefined}
          />
        )}
      />
    </div>
  );
}

function OutcomeTabs({ webhook, outcome, onChoose }: { webhook: Webhook; outcome: Outcome; onChoose: (o: Outcome) => void }) {
  const tabs: [Outcome, string][] = [
    ['', 'All'],
    ['failed', `Failed${webhook.failed24h ? ` (${num(webhook.failed24h)} in 24 h)` : ''}`],
    ['pending', 'Retrying'],
    ['delivered', 'Delivered'],
  ];
  return (
    <div class="tabs" role="group" aria-label="Filter by outcome">
      {tabs.map(([value, label]) => (
        <button
          key={value}
          type="button"
          class={`tab ${outcome === value ? 'tab-on' : ''}`}
          aria-pressed={outcome === value}
          onClick={() => {
            onChoose(value);
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** One delivery's row, and below it its attempts when opened. Redeliver is offered to developers when not pending. */
function DeliveryRows({
  delivery: d,
  open,
  onToggle,
  onRedeliver,
}: {
  delivery: Delivery;
  open: boolean;
  onToggle: () => void;
  onRedeliver: (() => void) | undefined;
}) {
  const last = d.attempts[d.attempts.length - 1];
  return (
    <>
      <tr key={d.id} class={`delivery-${d.status}`} data-delivery={d.id} data-status={d.status}>
        <td>
          <Badge tone={OUTCOME[d.status].tone}>{OUTCOME[d.status].label}</Badge>
        </td>
        <td>
          <div class="strong">{atDots(d.eventType)}</div>
          <code class="small">{d.eventId}</code>
        </td>
        <td>
          <code class="small">{d.connectionId}</code>
        </td>
        <td>
          {last ? (
            <>
              <span class={last.error ? 'error-text strong' : ''}>{last.statusCode ?? 'no answer'}</span> · {ms(last.durationMs)} ·{' '}
              {d.attempts.length} attempt{d.attempts.length > 1 ? 's' : ''}
              {last.error && <div class="small error-text">{last.error}</div>}
            </>
          ) : (
            <span class="muted">not sent yet</span>
          )}
          {d.nextRetryTime && <div class="small muted">next retry {ago(d.nextRetryTime)}</div>}
        </td>
        <td class="nowrap" title={dateTime(d.finishedTime ?? d.createdTime)}>
          {ago(d.finishedTime ?? d.createdTime)}
        </td>
        <td class="row-actions">
          <button type="button" class="btn btn-sm" aria-expanded={open} onClick={onToggle}>
            Attempts
          </button>
          {d.status !== 'pending' && onRedeliver && (
            <button type="button" class={`btn btn-sm ${d.status === 'failed' ? 'btn-primary' : ''}`} onClick={onRedeliver}>
              Redeliver
            </button>
          )}
        </td>
      </tr>
      {open && <Attempts delivery={d} />}
    </>
  );
}

function Attempts({ delivery: d }: { delivery: Delivery }) {
  return (
    <tr class="attempts-row">
      <td colSpan={6}>
        <ol class="attempts">
          {d.attempts.map((a) => (
            <li key={a.attempt}>
              <span class="strong">#{a.attempt}</span> {dateTime(a.at)} · status {a.statusCode ?? '—'} · {ms(a.durationMs)}
              {a.error ? <span class="error-text"> · {a.error}</span> : <span class="ok-text"> · ok</span>}
            </li>
          ))}
        </ol>
        <div class="small muted">
          Delivery <code>{d.id}</code> · created {dateTime(d.createdTime)}
        </div>
      </td>
    </tr>
  );
}
