import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, setCsrf, whenSignedOut } from './api.js';
import { Loading, Toast } from './components.js';
import { AgentsPage } from './pages/agents.js';
import { ApiKeysPage } from './pages/api-keys.js';
import { AuditPage } from './pages/audit.js';
import { ConnectionsPage } from './pages/connections.js';
import { EventsPage } from './pages/events.js';
import { IntegrationsPage } from './pages/integrations.js';
import { LogsPage } from './pages/logs.js';
import { OauthAppsPage } from './pages/oauth-apps.js';
import { OverviewPage } from './pages/overview.js';
import { SettingsPage } from './pages/settings.js';
import { WebhooksPage } from './pages/webhooks.js';
import { allows, RoleContext, type Role } from './role.js';
import type { Session } from './session.js';
import { SignIn } from './sign-in.js';
import { AcceptInvite, inviteTokenOf } from './invite.js';
import { AccountPage } from './pages/account.js';
import { TeamPage } from './pages/team.js';
import './styles.css';

const PAGES = [
  ['overview', 'Overview'],
  ['connections', 'Connections'],
  ['agents', 'Agents'],
  ['api-keys', 'API keys'],
  ['webhooks', 'Webhooks'],
  ['events', 'Events'],
  ['oauth-apps', 'OAuth apps'],
  ['integrations', 'Integrations'],
  ['logs', 'Logs'],
  ['audit', 'Audit trail'],
  ['settings', 'Settings'],
  ['team', 'Team'],
  ['account', 'Account'],
] as const;
type PageId = (typeof PAGES)[number][0];
/** Pages a role below this cannot read at all (the server answers 403): not offered in the navigation. */
const PAGE_ROLE: Partial<Record<PageId, Role>> = { audit: 'admin', team: 'admin' };

/** Whether the session may see a page: its role, and the pages of a person (a session signed in with a token has no account nor team). */
function offered(id: PageId, role: Role, kind: Session['principal']['kind']): boolean {
  if (id === 'account') return kind === 'user';
  if (id === 'team' && kind === 'environment') return false;
  return allows(role, PAGE_ROLE[id] ?? 'viewer');
}

/** `#/webhooks?outcome=failed` -> page and query. */
function readHash(): { page: PageId; query: URLSearchParams } {
  const [path = '', query = ''] = location.hash.replace(/^#\/?/, '').split('?');
  const page = PAGES.find(([id]) => id === path)?.[0] ?? 'overview';
  return { page, query: new URLSearchParams(query) };
}

const ENV_KEY = 'plugboard.dashboard.environment';

// eslint-disable-next-line max-lines-per-function -- the dashboard's shell: session, navigation and the page switch side by side
function App() {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [route, setRoute] = useState(readHash());
  const [envId, setEnvId] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    whenSignedOut(() => {
      setSession(null);
    });
    api<Session>('GET', '/session').then(adopt, () => {
      setSession(null);
    });
    const onHash = () => {
      setRoute(readHash());
    };
    addEventListener('hashchange', onHash);
    return () => {
      removeEventListener('hashchange', onHash);
    };
  }, []);
  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => {
      setToast(null);
    }, 4000);
    return () => {
      clearTimeout(t);
    };
  }, [toast]);

  function adopt(s: Session) {
    setCsrf(s.csrfToken);
    setSession(s);
    const all = s.projects.flatMap((p) => p.environments.map((e) => e.environmentId));
    const remembered = sessionStorage.getItem(ENV_KEY);
    setEnvId(remembered && all.includes(remembered) ? remembered : (all[0] ?? null));
  }
  const chooseEnv = (id: string) => {
    sessionStorage.setItem(ENV_KEY, id);
    setEnvId(id);
  };
  const signOut = async () => {
    await api('DELETE', '/session').catch(() => undefined);
    sessionStorage.removeItem(ENV_KEY);
    setSession(null);
  };

  const invite = inviteTokenOf(location.hash);
  const joined = (s: Session) => {
    location.hash = '#/overview';
    adopt(s);
  };
  if (invite)
    return (
      <AcceptInvite
        token={invite}
        onSignedIn={joined}
        onDone={(notice) => {
          setNotice(notice);
          setSession(null);
          location.hash = '#/overview';
        }}
      />
    );
  if (session === undefined) return <Loading />;
  if (session === null) return <SignIn onSignedIn={adopt} notice={notice ?? undefined} />;
  const project = session.projects.find((p) => p.environments.some((e) => e.environmentId === envId));
  const env = project?.environments.find((e) => e.environmentId === envId);
  const role = project?.role ?? 'viewer';
  return (
    <div class="shell">
      <nav class="sidebar" aria-label="Dashboard">
        <div class="sidebar-inner">
          <div class="brand">
            <span class="brand-mark" aria-hidden="true">
              P
            </span>
            Plugboard
          </div>
          <label class="env-switch">
            <span class="sidebar-label">{session.principal.kind === 'operator' ? 'Project and environment' : 'Environment'}</span>
            <select
              value={envId ?? ''}
              onChange={(e) => {
                chooseEnv((e.target as HTMLSelectElement).value);
              }}
              data-testid="env-switch"
            >
              {session.projects.map((p) => (
                <optgroup key={p.projectId} label={p.name}>
                  {p.environments.map((e) => (
                    <option key={e.environmentId} value={e.environmentId}>
                      {p.name} · {e.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <ul>
            {PAGES.filter(([id]) => offered(id, role, session.principal.kind)).map(([id, label]) => (
              <li key={id}>
                <a href={`#/${id}`} class={route.page === id ? 'active' : ''} aria-current={route.page === id ? 'page' : undefined}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <div class="sidebar-foot">
            <div class="small" data-testid="signed-in-as">
              {signedInAs(session, env?.name, project?.role)}
            </div>
            <button type="button" class="btn btn-sm" onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        </div>
      </nav>
      <main class="content" id="main">
        {env?.name === 'production' && <div class="env-banner">Production</div>}
        {!envId ? (
          <p>No environment to show.</p>
        ) : (
          <RoleContext.Provider value={role}>
            <Page
              id={route.page}
              query={route.query}
              envId={envId}
              session={session}
              project={project}
              notify={setToast}
              onSignedOut={() => {
                sessionStorage.removeItem(ENV_KEY);
                setSession(null);
              }}
              key={`${route.page}:${envId}`}
            />
          </RoleContext.Provider>
        )}
      </main>
      <Toast message={toast} />
    </div>
  );
}

/** Who is signed in, in the sidebar's foot: the user and their role here, the operator, or the token's environment. */
function signedInAs(session: Session, envName: string | undefined, role: string | undefined): string {
  const p = session.principal;
  if (p.kind === 'user') return `${p.email ?? ''} · ${role ?? ''}`;
  if (p.kind === 'operator') return 'Signed in as operator';
  return `Signed in with the ${envName ?? ''} API token`;
}

function Page({
  id,
  query,
  envId,
  session,
  project,
  notify,
  onSignedOut,
}: {
  id: PageId;
  query: URLSearchParams;
  envId: string;
  session: Session;
  project: Session['projects'][number] | undefined;
  notify: (m: string) => void;
  onSignedOut: () => void;
}) {
  switch (id) {
    case 'team':
      return project ? (
        <TeamPage projectId={project.projectId} projectName={project.name} me={session.principal.userId} notify={notify} />
      ) : null;
    case 'account':
      return <AccountPage notify={notify} onSignedOut={onSignedOut} />;
    case 'connections':
      return <ConnectionsPage envId={envId} notify={notify} />;
    case 'agents':
      return <AgentsPage envId={envId} notify={notify} />;
    case 'api-keys':
      return <ApiKeysPage envId={envId} notify={notify} />;
    case 'webhooks': {
      const o = query.get('outcome');
      return (
        <WebhooksPage envId={envId} notify={notify} initialOutcome={o === 'failed' || o === 'pending' || o === 'delivered' ? o : ''} />
      );
    }
    case 'events':
      return <EventsPage envId={envId} />;
    case 'oauth-apps':
      return <OauthAppsPage envId={envId} notify={notify} />;
    case 'integrations':
      return <IntegrationsPage />;
    case 'logs':
      return <LogsPage envId={envId} />;
    case 'audit':
      return <AuditPage envId={envId} />;
    case 'settings':
      return <SettingsPage envId={envId} isOperator={session.principal.kind === 'operator'} />;
    default:
      return <OverviewPage envId={envId} />;
  }
}

render(<App />, document.getElementById('app')!);
