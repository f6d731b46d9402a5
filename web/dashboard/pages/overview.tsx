import { useEffect, useMemo, useState } from 'preact/hooks';
import { api } from '../api.js';
import { CategoryChart, TimeChart } from '../charts.js';
import { Empty, ErrorNote, Loading, PageHeader } from '../components.js';
import { num } from '../format.js';
import type { DashboardOverview } from '../../../src/generated/api.gen.js';

type Overview = DashboardOverview;

const sec = (iso: string) => Date.parse(iso) / 1000;

/** The environment's last 24 hours: the store's state, four counts, four charts. */
export function OverviewPage({ envId }: { envId: string }) {
  const [data, setData] = useState<Overview | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setData(null);
    api<Overview>('GET', `/environments/${envId}/overview`).then(setData, setError);
  }, [envId]);
  const charts = useMemo(() => (data ? chartsOf(data) : null), [data]);
  return (
    <section>
      <PageHeader title="Overview" subtitle="The last 24 hours of this environment." />
      <ErrorNote error={error} />
      {!data && !error && <Loading />}
      {data?.store === 'disk_full' && <DiskFullNote />}
      {data && charts && (
        <>
          <Stats data={data} />
          {data.connections.total === 0 && (
            <Empty title="No connections yet">
              Create a session token with <code>POST /api/auth/session-token</code> and open the connect modal to connect a first tool.
            </Empty>
          )}
          <Charts charts={charts} />
        </>
      )}
    </section>
  );
}

type ChartData = ReturnType<typeof chartsOf>;

/** The overview's series as the charts draw them: seconds on the x axis, one array per line or bar. */
function chartsOf(data: Overview) {
  const s = data.series;
  return {
    from: sec(s.from),
    to: Date.now() / 1000,
    api: {
      x: s.apiRequestsPerMinute.map((p) => sec(p.t)),
      ys: (['2xx', '4xx', '5xx'] as const).map((k) => s.apiRequestsPerMinute.map((p) => p[k])),
    },
    records: { x: s.recordsPerHour.map((p) => sec(p.t)), ys: [s.recordsPerHour.map((p) => p.count)] },
    deliveries: {
      x: s.deliveriesByOutcome.map((p) => sec(p.t)),
      ys: [s.deliveriesByOutcome.map((p) => p.delivered), s.deliveriesByOutcome.map((p) => p.failed)],
    },
    calls: { labels: s.callsByIntegration.map((c) => c.integrationId), values: s.callsByIntegration.map((c) => c.count) },
  };
}

function DiskFullNote() {
  return (
    <div class="note note-error" role="alert">
      The database's disk is full: writes are refused (the API answers 503 STORE_DISK_FULL) and syncs fail until space is freed on the
      database's volume. Nothing stored is lost.
    </div>
  );
}

/** Connections, those needing attention, webhooks, failed deliveries: each a link to its page. */
function Stats({ data }: { data: Overview }) {
  return (
    <div class="stats">
      <a class="stat" href={`#/connections`}>
        <span class="stat-label">Connections</span>
        <span class="stat-value">{num(data.connections.total)}</span>
        <span class="stat-sub">
          {num(data.connections.READY)} ready · {num(data.connections.INITIAL_SYNCED)} backfilling · {num(data.connections.NEW_CONNECTION)}{' '}
          new
        </span>
      </a>
      <a class={`stat ${data.connections.unhealthy ? 'stat-bad' : ''}`} href="#/connections">
        <span class="stat-label">Need attention</span>
        <span class="stat-value">{num(data.connections.unhealthy)}</span>
        <span class="stat-sub">connections not healthy</span>
      </a>
      <a class="stat" href="#/webhooks">
        <span class="stat-label">Webhooks</span>
        <span class="stat-value">{num(data.webhooks)}</span>
        <span class="stat-sub">receivers registered</span>
      </a>
      <a class={`stat ${data.failedDeliveries24h ? 'stat-bad' : ''}`} href="#/webhooks?outcome=failed" data-testid="failed-deliveries">
        <span class="stat-label">Failed deliveries</span>
        <span class="stat-value">{num(data.failedDeliveries24h)}</span>
        <span class="stat-sub">{data.failedDeliveries24h ? 'in 24 h — open the webhooks tab' : 'none in 24 h'}</span>
      </a>
    </div>
  );
}

/** API requests, downstream calls, synced records, webhook deliveries. */
function Charts({ charts }: { charts: ChartData }) {
  return (
    <div class="grid2">
      <div class="card">
        <h2>API requests per minute</h2>
        <TimeChart
          title="API requests per minute by status class"
          from={charts.from}
          to={charts.to}
          x={charts.api.x}
          ys={charts.api.ys}
          series={[
            { label: '2xx', color: '#16a34a' },
            { label: '4xx', color: '#d97706' },
            { label: '5xx', color: '#dc2626' },
          ]}
        />
      </div>
      <div class="card">
        <h2>Downstream calls by integration</h2>
        {charts.calls.labels.length ? (
          <CategoryChart
            title="Downstream calls by integration"
            labels={charts.calls.labels}
            values={charts.calls.values}
            color="#4f46e5"
          />
        ) : (
          <p class="muted chart-empty">No calls to tools in the last 24 hours.</p>
        )}
      </div>
      <div class="card">
        <h2>Synced records per hour</h2>
        <TimeChart
          title="Synced records per hour"
          bars
          from={charts.from}
          to={charts.to}
          x={charts.records.x}
          ys={charts.records.ys}
          series={[{ label: 'Records', color: '#0ea5e9' }]}
        />
      </div>
      <div class="card">
        <h2>Webhook deliveries by outcome</h2>
        <TimeChart
          title="Webhook deliveries per hour by outcome"
          bars
          from={charts.from}
          to={charts.to}
          x={charts.deliveries.x}
          ys={charts.deliveries.ys}
          series={[
            { label: 'Delivered', color: '#16a34a' },
            { label: 'Failed', color: '#dc2626' },
          ]}
        />
      </div>
    </div>
  );
}
