import { useCallback, useContext, useEffect, useState } from 'preact/hooks';
import { api, type Answer } from '../api.js';
import { Badge, ConfirmButton, CopyButton, Empty, ErrorNote, Loading, PageHeader } from '../components.js';
import { ago, dateTime } from '../format.js';
import { allows, RoleContext, type Role } from '../role.js';
import type { DashboardInvite, DashboardInviteCreated, DashboardTeamMember } from '../../../src/generated/api.gen.js';

type Member = DashboardTeamMember;
type Invite = DashboardInvite;

const ROLES: [Role, string][] = [
  ['viewer', 'Viewer: reads everything, changes nothing'],
  ['developer', 'Developer: also webhooks, resyncs, reconnect links'],
  ['admin', 'Admin: also connections, OAuth apps, keys, settings, team'],
  ['owner', 'Owner: also rotates the API token'],
];

/** The project's users and invites (admin and owner). `me` is the signed-in user (undefined for the operator). */
export function TeamPage({
  projectId,
  projectName,
  me,
  notify,
}: {
  projectId: string;
  projectName: string;
  me?: string;
  notify: (m: string) => void;
}) {
  const [members, setMembers] = useState<Member[] | null>(null);
  const [invites, setInvites] = useState<Invite[] | null>(null);
  const [created, setCreated] = useState<DashboardInviteCreated | null>(null);
  const [error, setError] = useState<unknown>(null);
  const base = `/projects/${projectId}`;
  const load = useCallback(async () => {
    try {
      setMembers((await api<Answer<'listDashboardProjectUsers'>>('GET', `${base}/users`)).items);
      setInvites((await api<Answer<'listDashboardInvites'>>('GET', `${base}/invites`)).items);
    } catch (e) {
      setError(e);
    }
  }, [base]);
  useEffect(() => {
    void load();
  }, [load]);
  const act = (done: string, fn: () => Promise<unknown>) =>
    fn().then(
      () => {
        notify(done);
        void load();
      },
      (e: unknown) => {
        setError(e);
      },
    );
  return (
    <section>
      <PageHeader title="Team" subtitle={`Who can use the dashboard of ${projectName}, and what each may do.`} />
      {created && <NewInvite invite={created} onDone={() => setCreated(null)} />}
      <InviteForm
        base={base}
        onCreated={(i) => {
          setCreated(i);
          void load();
        }}
      />
      <ErrorNote error={error} />
      {!members && !error && <Loading />}
      {members && <Members base={base} members={members} me={me} act={act} />}
      {invites && invites.length > 0 && <Invites base={base} invites={invites} act={act} />}
    </section>
  );
}

type Act = (done: string, fn: () => Promise<unknown>) => Promise<void>;

function InviteForm({ base, onCreated }: { base: string; onCreated: (i: DashboardInviteCreated) => void }) {
  const mine = useContext(RoleContext);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      onCreated(await api<DashboardInviteCreated>('POST', `${base}/invites`, { email: email.trim(), role }));
      setEmail('');
    } catch (err) {
      setError(err);
    }
  };
  return (
    <form class="card form-grid" id="invite-form" onSubmit={(e) => void submit(e)}>
      <h2>Invite someone</h2>
      <label>
        Email
        <input
          type="email"
          required
          value={email}
          onInput={(e) => setEmail((e.target as HTMLInputElement).value)}
          placeholder="bo@example.com"
        />
      </label>
      <label>
        Role
        <select value={role} onChange={(e) => setRole((e.target as HTMLSelectElement).value as Role)}>
          {ROLES.filter(([r]) => allows(mine, r)).map(([r, label]) => (
            <option key={r} value={r}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div class="span2">
        <button type="submit" class="btn btn-primary">
          Create invite link
        </button>{' '}
        <span class="small muted">No email is sent: you get a link to send yourself. It works once.</span>
      </div>
      <ErrorNote error={error} />
    </form>
  );
}

function NewInvite({ invite, onDone }: { invite: DashboardInviteCreated; onDone: () => void }) {
  // This page's own origin: the one the invitee reaches the dashboard at (PUBLIC_BASE_URL may name another, or none).
  const link = `${location.origin}/dashboard${new URL(invite.inviteUrl, location.href).hash}`;
  return (
    <div class="card new-key" role="status" data-testid="new-invite">
      <h2>Send this link to {invite.email}: it is shown only this once</h2>
      <div class="copy-row">
        <code class="secret" data-testid="invite-url">
          {link}
        </code>
        <CopyButton text={link} label="Copy link" />
      </div>
      <p class="small muted">
        It makes them {invite.role} in this project, works once, and expires {dateTime(invite.expiresTime)}.
      </p>
      <button type="button" class="btn btn-sm" onClick={onDone}>
        Done
      </button>
    </div>
  );
}

function Members({ base, members, me, act }: { base: string; members: Member[]; me: string | undefined; act: Act }) {
  const mine = useContext(RoleContext);
  if (members.length === 0) return <Empty title="No users yet">Invite someone above.</Empty>;
  return (
    <div class="card">
      <h2>Users</h2>
      <div class="table-wrap">
        <table data-testid="team" class="stack">
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Role</th>
              <th scope="col">Sessions</th>
              <th scope="col">
                <span class="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <MemberRow key={m.userId} base={base} m={m} canAct={m.userId !== me && allows(mine, m.role)} act={act} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function MemberRow({ base, m, canAct, act }: { base: string; m: Member; canAct: boolean; act: Act }) {
  const mine = useContext(RoleContext);
  const url = `${base}/users/${m.userId}`;
  return (
    <tr data-user={m.email}>
      <td>
        <div class="strong">{m.email}</div>
        <div class="small muted">
          {m.twoFactor ? <Badge tone="green">2FA on</Badge> : <Badge tone="gray">2FA off</Badge>} joined {ago(m.createdTime)}
        </div>
      </td>
      <td data-label="Role">
        {canAct ? (
          <select
            aria-label={`Role of ${m.email}`}
            value={m.role}
            onChange={(e) => {
              const role = (e.target as HTMLSelectElement).value;
              void act(`${m.email} is now ${role}`, () => api('POST', `${url}/role`, { role }));
            }}
          >
            {ROLES.filter(([r]) => allows(mine, r)).map(([r]) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        ) : (
          m.role
        )}
      </td>
      <td data-label="Sessions">{m.sessions}</td>
      <td class="row-actions">
        {canAct && m.sessions > 0 && (
          <ConfirmButton
            label="End sessions"
            confirm={`Sign ${m.email} out everywhere?`}
            onConfirm={() => void act('Sessions ended', () => api('DELETE', `${url}/sessions`))}
          />
        )}
        {canAct && (
          <ConfirmButton
            danger
            label="Remove"
            confirm={`Remove ${m.email} from the project?`}
            onConfirm={() => void act(`${m.email} removed`, () => api('POST', `${url}/role`, { role: null }))}
          />
        )}
      </td>
    </tr>
  );
}

function Invites({ base, invites, act }: { base: string; invites: Invite[]; act: Act }) {
  return (
    <div class="card">
      <h2>Open invites</h2>
      <div class="table-wrap">
        <table data-testid="invites" class="stack">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Link works until</th>
              <th scope="col">
                <span class="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invites.map((i) => (
              <tr key={i.inviteId} data-invite={i.email}>
                <td class="strong">{i.email}</td>
                <td data-label="Role">{i.role}</td>
                <td class="nowrap" data-label="Link works until">
                  {i.expired ? <Badge tone="red">Expired</Badge> : dateTime(i.expiresTime)}
                </td>
                <td class="row-actions">
                  <ConfirmButton
                    danger
                    label="Revoke"
                    confirm="Revoke this invite?"
                    onConfirm={() => void act('Invite revoked', () => api('DELETE', `${base}/invites/${i.inviteId}`))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
