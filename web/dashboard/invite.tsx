import { useEffect, useState } from 'preact/hooks';
import { api, isApiError } from './api.js';
import { ErrorNote, Loading } from './components.js';
import type { Session } from './session.js';
import type { DashboardInviteInfo } from '../../src/generated/api.gen.js';

type InviteInfo = DashboardInviteInfo;

/** The invite link's token (`#/invite/<token>`), or null on any other address. */
export function inviteTokenOf(hash: string): string | null {
  const m = /^#\/invite\/([A-Za-z0-9_-]{10,200})$/.exec(hash);
  return m ? m[1]! : null;
}

/**
 * The page an invite link opens: what it offers, then a password (a new account) or the account's password (an
 * existing one). Accepting signs in right away; with two-factor sign-in on, the sign-in page asks for the code.
 */
export function AcceptInvite({
  token,
  onSignedIn,
  onDone,
}: {
  token: string;
  onSignedIn: (s: Session) => void;
  onDone: (notice: string) => void;
}) {
  const [info, setInfo] = useState<InviteInfo | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api<InviteInfo>('POST', '/invites/lookup', { token }).then(setInfo, setError);
  }, [token]);
  return (
    <main class="signin">
      <div class="card signin-card">
        <div class="brand">
          <span class="brand-mark" aria-hidden="true">
            P
          </span>
          Plugboard
        </div>
        {info ? (
          <AcceptForm token={token} info={info} onSignedIn={onSignedIn} onDone={onDone} />
        ) : error ? (
          <>
            <h1>This invite link does not work</h1>
            <ErrorNote error={error} />
            <p class="muted">Ask whoever invited you for a new link.</p>
          </>
        ) : (
          <Loading />
        )}
      </div>
    </main>
  );
}

function AcceptForm({
  token,
  info,
  onSignedIn,
  onDone,
}: {
  token: string;
  info: InviteInfo;
  onSignedIn: (s: Session) => void;
  onDone: (notice: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (!info.existingUser && password !== again) {
      setError(new Error('The two passwords differ'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('POST', '/invites/accept', { token, password });
      try {
        onSignedIn(await api<Session>('POST', '/session', { email: info.email, password }));
      } catch (err) {
        // Two-factor sign-in is on for this account (or sign-in failed): the sign-in page takes it from here.
        onDone(
          isApiError(err) && err.code === 'DASHBOARD_TOTP_REQUIRED'
            ? 'Invite accepted: sign in with your code.'
            : 'Invite accepted: sign in.',
        );
      }
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form id="invite-accept" onSubmit={(e) => void submit(e)}>
      <h1>Join {info.projectName}</h1>
      <p class="muted">
        You are invited as <strong>{info.role}</strong> with the email <strong>{info.email}</strong>.{' '}
        {info.existingUser ? 'You already have an account: enter its password to accept.' : 'Choose a password to create your account.'}
      </p>
      <input type="email" autocomplete="username" value={info.email} readOnly hidden />
      <label for="invite-password">{info.existingUser ? 'Your password' : 'Password (12 characters or more)'}</label>
      <input
        id="invite-password"
        type="password"
        autocomplete={info.existingUser ? 'current-password' : 'new-password'}
        minLength={info.existingUser ? 1 : 12}
        required
        value={password}
        onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
      />
      {!info.existingUser && (
        <>
          <label for="invite-password-again">The same password again</label>
          <input
            id="invite-password-again"
            type="password"
            autocomplete="new-password"
            required
            value={again}
            onInput={(e) => setAgain((e.target as HTMLInputElement).value)}
          />
        </>
      )}
      <ErrorNote error={error} />
      <button type="submit" class="btn btn-primary btn-block" disabled={busy}>
        {busy ? 'Joining…' : `Join ${info.projectName}`}
      </button>
    </form>
  );
}
