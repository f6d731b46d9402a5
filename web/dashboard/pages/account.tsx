import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, type Answer } from '../api.js';
import { CopyButton, ErrorNote, Loading, PageHeader } from '../components.js';
import { SessionsTable, type SessionItem } from './sessions-table.js';
import type { DashboardAccount, DashboardTotpEnrolment } from '../../../src/generated/api.gen.js';

type Account = DashboardAccount;
type Enrolment = DashboardTotpEnrolment;

/** The signed-in user's own account: two-factor sign-in and their sessions. Every role may. */
export function AccountPage({ notify, onSignedOut }: { notify: (m: string) => void; onSignedOut: () => void }) {
  const [account, setAccount] = useState<Account | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => api<Account>('GET', '/account').then(setAccount, setError), []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <section>
      <PageHeader title="Account" subtitle={account ? `Signed in as ${account.email}` : undefined} />
      <ErrorNote error={error} />
      {!account && !error && <Loading />}
      {account && <TwoFactorCard account={account} onChanged={() => void load()} notify={notify} />}
      {account && <MySessions notify={notify} onSignedOut={onSignedOut} />}
    </section>
  );
}

function TwoFactorCard({ account, onChanged, notify }: { account: Account; onChanged: () => void; notify: (m: string) => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const start = async () => {
    setError(null);
    try {
      setEnrolment(await api<Enrolment>('POST', '/account/totp'));
    } catch (e) {
      setError(e);
    }
  };
  const tf = account.twoFactor;
  return (
    <div class="card" data-testid="two-factor">
      <h2>Two-factor sign-in</h2>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : enrolment ? (
        <Enrol
          enrolment={enrolment}
          onConfirmed={(c) => {
            setEnrolment(null);
            setCodes(c);
            notify('Two-factor sign-in is on');
            onChanged();
          }}
        />
      ) : tf.enabled ? (
        <TurnOff
          recoveryCodesLeft={tf.recoveryCodesLeft}
          onOff={() => {
            notify('Two-factor sign-in is off');
            onChanged();
          }}
        />
      ) : (
        <>
          <p class="muted">
            Off. With it on, signing in also asks for a 6-digit code from an authenticator app on your phone (Google Authenticator,
            1Password, Authy…), so a stolen password is not enough.
          </p>
          <button type="button" class="btn btn-primary" onClick={() => void start()}>
            Turn on two-factor sign-in
          </button>
        </>
      )}
      <ErrorNote error={error} />
    </div>
  );
}

function Enrol({ enrolment, onConfirmed }: { enrolment: Enrolment; onConfirmed: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const confirm = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      onConfirmed((await api<Answer<'confirmDashboardTotp'>>('POST', '/account/totp/confirm', { code: code.trim() })).recoveryCodes);
    } catch (err) {
      setError(err);
    }
  };
  return (
    <form class="enrol" onSubmit={(e) => void confirm(e)}>
      <ol class="steps">
        <li>
          Scan this QR code with your authenticator app:
          <img class="qr" src={enrolment.qrCode} alt="QR code of the two-factor secret" width={196} height={196} data-testid="totp-qr" />
        </li>
        <li>
          Or type this key into the app:{' '}
          <code class="secret-inline" data-testid="totp-secret">
            {enrolment.secret}
          </code>{' '}
          <CopyButton text={enrolment.secret} label="Copy key" />
        </li>
        <li>
          <label for="totp-confirm">Enter the 6-digit code the app shows</label>
          <div class="inline-form">
            <input
              id="totp-confirm"
              inputMode="numeric"
              autocomplete="one-time-code"
              required
              value={code}
              onInput={(e) => setCode((e.target as HTMLInputElement).value)}
            />
            <button type="submit" class="btn btn-primary">
              Turn on
            </button>
          </div>
        </li>
      </ol>
      <ErrorNote error={error} />
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  return (
    <div class="new-key" role="status" data-testid="recovery-codes">
      <p class="strong">Two-factor sign-in is on. Save these recovery codes now: they are shown only this once.</p>
      <p class="small muted">Each one signs you in once if you lose your phone. Keep them in your password manager.</p>
      <ul class="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <CopyButton text={text} label="Copy all codes" />{' '}
      <button type="button" class="btn btn-sm" onClick={onDone}>
        I have saved them
      </button>
    </div>
  );
}

function TurnOff({ recoveryCodesLeft, onOff }: { recoveryCodesLeft: number; onOff: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const off = async (e: Event) => {
    e.preventDefault();
    setError(null);
    try {
      await api('POST', '/account/totp/disable', { password });
      onOff();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <form onSubmit={(e) => void off(e)}>
      <p>
        <span class="badge badge-green">On</span> Signing in asks for a code from your authenticator app.{' '}
        <span class="muted">{recoveryCodesLeft} recovery codes left.</span>
      </p>
      <label for="totp-off-password">To turn it off, enter your password</label>
      <div class="inline-form">
        <input
          id="totp-off-password"
          type="password"
          autocomplete="current-password"
          required
          value={password}
          onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="btn btn-danger-ghost">
          Turn off
        </button>
      </div>
      <ErrorNote error={error} />
    </form>
  );
}

function MySessions({ notify, onSignedOut }: { notify: (m: string) => void; onSignedOut: () => void }) {
  const [items, setItems] = useState<SessionItem[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(
    () => api<Answer<'listDashboardAccountSessions'>>('GET', '/account/sessions').then((r) => setItems(r.items), setError),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const end = async (s: SessionItem) => {
    try {
      await api('DELETE', `/account/sessions/${s.sessionId}`);
      if (s.current) onSignedOut();
      else {
        notify('Session ended');
        void load();
      }
    } catch (e) {
      setError(e);
    }
  };
  return (
    <div class="card">
      <h2>Your sessions</h2>
      <p class="muted small">Every browser signed in as you. Ending one signs it out at once.</p>
      <ErrorNote error={error} />
      {items ? <SessionsTable items={items} onEnd={(s) => void end(s)} /> : !error && <Loading />}
    </div>
  );
}
