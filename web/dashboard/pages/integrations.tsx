import { useCallback, useEffect, useMemo, useState } from 'preact/hooks';
import { api, type Answer } from '../api.js';
import { Badge, Empty, ErrorNote, Loading, Monogram, PageHeader, type Tone } from '../components.js';
import { FilterBar, SearchFilter, SelectFilter } from '../list.js';
import type { DashboardIntegration } from '../../../src/generated/api.gen.js';

/** GET /dashboard/api/integrations: the facts docs/catalog.md prints, from the same derivation (catalog-facts.ts). */
type Integration = DashboardIntegration;

/** What each offer means, in words a person choosing a tool reads. */
const OFFERS: Record<string, { label: string; tone: Tone; hint: string }> = {
  unified: { label: 'Unified API', tone: 'green', hint: 'Same record shapes as every tool of its category' },
  actions: { label: 'Actions', tone: 'blue', hint: 'Ready-made operations of this tool' },
  sync: { label: 'Synced data', tone: 'blue', hint: 'Records kept in a cache, read without calling the tool' },
  native_webhooks: { label: 'Real-time changes', tone: 'blue', hint: "The tool's own webhooks become change events" },
  passthrough: { label: 'Passthrough', tone: 'gray', hint: "Any call to the tool's API with the connection's credentials" },
};

const CATEGORY_WORDS: Record<string, string> = { crm: 'CRM', hr: 'HR', ecommerce: 'E-commerce' };
const categoryLabel = (c: string) => CATEGORY_WORDS[c] ?? (c.charAt(0).toUpperCase() + c.slice(1)).replace(/_/g, ' ');

/** The text a search matches: name, id, categories, offers, sign-in kinds, models and actions. */
function haystack(i: Integration): string {
  return [
    i.name,
    i.integrationId,
    ...i.categories.flatMap((c) => [c, categoryLabel(c)]),
    ...i.offers.flatMap((o) => [o, OFFERS[o]?.label ?? '', o === 'native_webhooks' ? 'webhooks' : '']),
    ...i.signIn.flatMap((s) => [s.kind, s.label, s.type]),
    ...i.models.map((m) => m.model),
    ...i.actions,
  ]
    .join(' ')
    .toLowerCase();
}

export function IntegrationsPage() {
  const [list, setList] = useState<Integration[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [offer, setOffer] = useState('');
  useEffect(() => {
    api<Answer<'listDashboardIntegrations'>>('GET', '/integrations').then((r) => {
      setList([...r.integrations].sort((a, b) => a.name.localeCompare(b.name)));
    }, setError);
  }, []);
  const onSearch = useCallback((v: string) => {
    setSearch(v);
  }, []);
  const categories = useMemo(() => {
    const counts = new Map<string, number>();
    for (const i of list ?? []) for (const c of i.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => categoryLabel(a).localeCompare(categoryLabel(b)));
  }, [list]);
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = (list ?? []).filter(
    (i) =>
      (!category || i.categories.includes(category)) &&
      (!offer || (i.offers as string[]).includes(offer)) &&
      words.every((w) => haystack(i).includes(w)),
  );
  return (
    // data-search: the search the list shows (typing applies after a short pause), for tests to wait on.
    <section class="integrations-page" data-search={search}>
      <PageHeader
        title="Integrations"
        subtitle="Every tool your users can connect, what Plugboard does with it, and what you set up first."
      />
      <ErrorNote error={error} />
      {!list && !error && <Loading />}
      {list && (
        <FilterBar>
          <SearchFilter label="Search" placeholder="Name, category, “webhooks”, “OAuth”…" value={search} onChange={onSearch} />
          <SelectFilter
            label="Category"
            value={category}
            options={[['', 'All categories'], ...categories.map(([c, n]): [string, string] => [c, `${categoryLabel(c)} (${n})`])]}
            onChange={setCategory}
          />
          <SelectFilter
            label="Offers"
            value={offer}
            options={[['', 'Anything'], ...Object.entries(OFFERS).map(([k, o]): [string, string] => [k, o.label])]}
            onChange={setOffer}
          />
          <span class="muted count" aria-live="polite" data-testid="integration-count">
            {shown.length === list.length ? `${list.length} integrations` : `${shown.length} of ${list.length} integrations`}
          </span>
        </FilterBar>
      )}
      {list && shown.length === 0 && (
        <Empty title="No integration matches">Try another word, or clear the category and offer filters.</Empty>
      )}
      <div class="cards">
        {shown.map((i) => (
          <IntegrationCard key={i.integrationId} i={i} />
        ))}
      </div>
    </section>
  );
}

/** One integration: what it offers, how end users connect it, its details (models, actions, passthrough), its docs. */
function IntegrationCard({ i }: { i: Integration }) {
  const proxyOnly = i.offers.length === 1 && i.offers[0] === 'passthrough';
  return (
    <article class="card integration" data-integration={i.integrationId}>
      <header class="ident">
        <Monogram name={i.name} icon={i.iconURI} />
        <div class="integration-title">
          <h2>{i.name}</h2>
          <span class="small muted">{i.categories.map(categoryLabel).join(' · ')}</span>
        </div>
      </header>
      <p class="offers" aria-label="Offers">
        {i.offers.map((o) => (
          <span key={o} title={OFFERS[o]?.hint}>
            <Badge tone={OFFERS[o]?.tone ?? 'gray'}>{OFFERS[o]?.label ?? o}</Badge>
          </span>
        ))}
      </p>
      <p class="small muted summary">
        {proxyOnly ? 'Sign-in and API access: your application calls the tool’s own API through Plugboard.' : summary(i)}
      </p>
      <ConnectWays i={i} />
      <Details i={i} />
      <p class="small links">
        {i.docsURL && (
          <a href={i.docsURL} target="_blank" rel="noopener noreferrer">
            {i.name} API documentation ↗
          </a>
        )}
        <span class="muted">
          Vendor notes: <code>docs/vendors/{i.integrationId}.md</code>
        </span>
      </p>
    </article>
  );
}

/** Each sign-in method and what it needs, then the connection inputs users are asked for. */
function ConnectWays({ i }: { i: Integration }) {
  return (
    <>
      <h3 class="small">How to connect</h3>
      <ul class="connect-ways">
        {i.signIn.map((s) => (
          <li key={s.id}>
            <span class="strong">{s.kind.charAt(0).toUpperCase() + s.kind.slice(1)}</span>
            {s.type === 'oauth2_authorization_code' && (
              <>
                {' '}
                <Badge tone="amber">OAuth app needed</Badge>
              </>
            )}
            <br />
            <span class="small">{s.setup}</span>
          </li>
        ))}
        {i.inputs.length > 0 && <li class="small muted">Users are also asked for: {i.inputs.join(', ')}.</li>}
      </ul>
    </>
  );
}

/** Unified models (operations, sync, webhooks), actions, the passthrough base URL and the id, folded. */
function Details({ i }: { i: Integration }) {
  return (
    <details>
      <summary>Details</summary>
      {i.models.length > 0 && (
        <div class="table-wrap">
          {/* aria-label, not an sr-only caption: inside a closed <details> that caption widened the page at 390 px */}
          <table class="compact" aria-label={`Unified models and operations of ${i.name}`}>
            <thead>
              <tr>
                <th scope="col">Unified model</th>
                <th scope="col">Operations</th>
                <th scope="col">Synced</th>
              </tr>
            </thead>
            <tbody>
              {i.models.map((m) => {
                const s = i.sync.find((x) => x.model === m.model);
                return (
                  <tr key={m.model}>
                    <td>
                      <code>{m.model}</code>
                      {i.nativeWebhooks.includes(m.model) && <span class="small muted"> · webhooks</span>}
                    </td>
                    <td class="small">{m.operations.join(', ')}</td>
                    <td class="small">{s ? (s.incremental ? 'yes, changes only' : 'yes') : 'no'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {i.actions.length > 0 && (
        <p class="small">
          <span class="muted">Actions:</span>{' '}
          {i.actions.map((a, n) => (
            <span key={a}>
              {n > 0 && ', '}
              <code>{a}</code>
            </span>
          ))}
        </p>
      )}
      <p class="small">
        <span class="muted">Passthrough to</span> <code>{i.passthroughBaseURL}</code>
      </p>
      <p class="small">
        <span class="muted">Id:</span> <code>{i.integrationId}</code>
      </p>
    </details>
  );
}

/** One plain sentence of what the integration does beyond passthrough. */
function summary(i: Integration): string {
  const parts: string[] = [];
  if (i.models.length) parts.push(`${i.models.length} unified ${i.models.length === 1 ? 'model' : 'models'}`);
  if (i.actions.length) parts.push(`${i.actions.length} ${i.actions.length === 1 ? 'action' : 'actions'}`);
  if (i.sync.length) parts.push(`${i.sync.length} kept in sync`);
  if (i.nativeWebhooks.length) parts.push(`real-time changes for ${i.nativeWebhooks.length}`);
  return `${parts.join(', ')}, and passthrough to its whole API.`;
}
