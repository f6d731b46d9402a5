import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { Badge, ErrorNote, Loading, Monogram, PageHeader } from '../components.js';

interface Integration {
  integrationId: string;
  name: string;
  iconURI: string | null;
  categories: string[];
  authMethods: { id: string; type: string }[];
  models: { model: string; operations: string[] }[];
  actions: string[];
  docsURL: string | null;
}

const AUTH_LABEL: Record<string, string> = {
  oauth2_authorization_code: 'OAuth 2.0',
  oauth2_client_credentials: 'OAuth client credentials',
  api_key: 'API key',
  basic: 'Basic',
  bearer: 'Bearer token',
};

export function IntegrationsPage() {
  const [list, setList] = useState<Integration[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api<{ integrations: Integration[] }>('GET', '/integrations').then((r) => {
      setList([...r.integrations].sort((a, b) => a.name.localeCompare(b.name)));
    }, setError);
  }, []);
  return (
    <section>
      <PageHeader title="Integrations" subtitle="The tools Plugboard connects to, and what each supports." />
      <ErrorNote error={error} />
      {!list && !error && <Loading />}
      <div class="cards">
        {list?.map((i) => (
          <article class="card integration" key={i.integrationId}>
            <header class="ident">
              <Monogram name={i.name} icon={i.iconURI} />
              <div>
                <h2>{i.name}</h2>
                <code class="small">{i.integrationId}</code>
              </div>
              <span class="spacer" />
              {i.categories.map((c) => (
                <Badge key={c} tone="blue">
                  {c}
                </Badge>
              ))}
            </header>
            <p class="small">
              <span class="muted">Sign-in:</span> {i.authMethods.map((m) => AUTH_LABEL[m.type] ?? m.type).join(', ')}
            </p>
            {i.models.length > 0 && (
              <div class="table-wrap">
                <table class="compact">
                  <caption class="sr-only">Models and operations of {i.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Model</th>
                      <th scope="col">Operations</th>
                    </tr>
                  </thead>
                  <tbody>
                    {i.models.map((m) => (
                      <tr key={m.model}>
                        <td>
                          <code>{m.model}</code>
                        </td>
                        <td class="small">{m.operations.join(', ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {i.actions.length > 0 && (
              <p class="small">
                <span class="muted">Actions:</span>{' '}
                {i.actions.map((a) => (
                  <code key={a}>{a} </code>
                ))}
              </p>
            )}
            {i.docsURL && (
              <p class="small">
                <a href={i.docsURL} target="_blank" rel="noopener noreferrer">
                  {i.name} API documentation ↗
                </a>
              </p>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
