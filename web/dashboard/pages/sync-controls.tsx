import { useEffect, useState } from 'preact/hooks';
import { api } from '../api.js';
import { ErrorNote } from '../components.js';
import { useCan } from '../role.js';
import type { DashboardSyncControls } from '../../../src/generated/api.gen.js';

type Controls = DashboardSyncControls;

/** Seconds as people say them: 300 -> "5 min", 86400 -> "24 h". */
const duration = (s: number) => (s % 3600 === 0 ? `${s / 3600} h` : s % 60 === 0 ? `${s / 60} min` : `${s} s`);

/**
 * One connection's sync controls (the API's `sync` settings): how often it syncs within the gateway's bounds,
 * which object types sync, and per type whether every field is kept or only the ones ticked.
 */
export function SyncControlsPanel({
  envId,
  connectionId,
  onClose,
  onSaved,
}: {
  envId: string;
  connectionId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const path = `/environments/${envId}/connections/${connectionId}/sync`;
  const [controls, setControls] = useState<Controls | null>(null);
  const [minutes, setMinutes] = useState('');
  const [days, setDays] = useState('');
  const [syncing, setSyncing] = useState<Record<string, boolean>>({});
  const [fields, setFields] = useState<Record<string, string[] | null>>({});
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const show = (c: Controls) => {
    setControls(c);
    setMinutes(c.frequencySeconds === null ? '' : String(c.frequencySeconds / 60));
    setDays(c.retentionDays === null ? '' : String(c.retentionDays));
    setSyncing(Object.fromEntries(c.objects.map((o) => [o.name, o.syncing])));
    setFields(Object.fromEntries(c.objects.map((o) => [o.name, o.fields])));
  };
  useEffect(() => {
    api<Controls>('GET', path).then(show, setError);
  }, [path]);

  const save = async (e: Event) => {
    e.preventDefault();
    setError(null);
    setSaved(false);
    try {
      const next = await api<Controls>('POST', path, changeOf(minutes, days, syncing, fields));
      show(next);
      setSaved(true);
      onSaved();
    } catch (err) {
      setError(err);
    }
  };

  if (!controls) return <div class="card sync-controls">{error ? <ErrorNote error={error} /> : 'Loading…'}</div>;
  return (
    <form class="card sync-controls" data-testid="sync-controls" onSubmit={(e) => void save(e)}>
      <div class="card-head">
        <h2>
          Sync settings <code class="small">{connectionId}</code>
        </h2>
        <button type="button" class="btn btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
      <FrequencyField min={controls.minSeconds} max={controls.maxSeconds} minutes={minutes} setMinutes={setMinutes} />
      <RetentionField min={controls.minRetentionDays} max={controls.maxRetentionDays} days={days} setDays={setDays} />
      {controls.objects.length === 0 && <p class="muted">This integration has no synced data.</p>}
      {controls.objects.map((o) => (
        <ObjectControls
          key={o.name}
          name={o.name}
          availableFields={o.availableFields}
          syncing={syncing[o.name] ?? false}
          kept={fields[o.name] ?? null}
          onSyncing={(on) => {
            setSyncing({ ...syncing, [o.name]: on });
          }}
          onKept={(k) => {
            setFields({ ...fields, [o.name]: k });
          }}
        />
      ))}
      <SaveRow saved={saved} />
      <ErrorNote error={error} />
    </form>
  );
}

/** One object type: whether it syncs, and every field kept or only the ones ticked. */
function ObjectControls({
  name,
  availableFields,
  syncing,
  kept,
  onSyncing,
  onKept,
}: {
  name: string;
  availableFields: string[];
  syncing: boolean;
  kept: string[] | null;
  onSyncing: (on: boolean) => void;
  onKept: (kept: string[] | null) => void;
}) {
  return (
    <fieldset class="sync-object" data-object={name}>
      <legend>
        <label class="check">
          <input type="checkbox" checked={syncing} onChange={(e) => onSyncing((e.target as HTMLInputElement).checked)} />
          Sync {name}
        </label>
      </legend>
      {!syncing && <p class="muted small sync-off">Its records are not synced.</p>}
      {syncing && (
        <>
          <label class="check">
            <input type="radio" name={`fields-${name}`} checked={kept === null} onChange={() => onKept(null)} />
            Keep every field
          </label>
          <label class="check">
            <input type="radio" name={`fields-${name}`} checked={kept !== null} onChange={() => onKept([])} />
            Keep only these fields (the rest is dropped before storage)
          </label>
          {kept !== null && (
            <div class="field-picks">
              {/* The id is always kept (records are matched by it), so it is not a choice. */}
              <span class="muted small" data-testid="id-kept">
                id (always kept)
              </span>
              {availableFields
                .filter((f) => f !== 'id')
                .map((f) => (
                  <label key={f} class="check">
                    <input
                      type="checkbox"
                      value={f}
                      checked={kept.includes(f)}
                      onChange={(e) => onKept((e.target as HTMLInputElement).checked ? [...kept, f] : kept.filter((x) => x !== f))}
                    />
                    {f}
                  </label>
                ))}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

function FrequencyField({ min, max, minutes, setMinutes }: { min: number; max: number; minutes: string; setMinutes: (v: string) => void }) {
  return (
    <label class="sync-frequency">
      Sync every (minutes; empty for the default)
      <input
        id="sync-minutes"
        type="number"
        min={min / 60}
        max={max / 60}
        step="any"
        value={minutes}
        onInput={(e) => {
          setMinutes((e.target as HTMLInputElement).value);
        }}
      />
      <span class="small muted">
        Allowed: every {duration(min)} to every {duration(max)}.
      </span>
    </label>
  );
}

/** The body of the change: what the form shows, empty boxes meaning the defaults. */
function changeOf(minutes: string, days: string, syncing: Record<string, boolean>, fields: Record<string, string[] | null>) {
  const kept = Object.fromEntries(Object.entries(fields).filter((x): x is [string, string[]] => x[1] !== null));
  return {
    frequencySeconds: minutes.trim() === '' ? null : Math.round(Number(minutes) * 60),
    objects: Object.values(syncing).every(Boolean) ? null : syncing,
    fields: Object.keys(kept).length ? kept : null,
    retentionDays: days.trim() === '' ? null : Math.round(Number(days)),
  };
}

function RetentionField({ min, max, days, setDays }: { min: number; max: number; days: string; setDays: (v: string) => void }) {
  return (
    <label class="sync-retention">
      Keep cached records (days after they last changed; empty to keep them)
      <input
        id="sync-retention-days"
        type="number"
        min={min}
        max={max}
        step="1"
        value={days}
        onInput={(e) => {
          setDays((e.target as HTMLInputElement).value);
        }}
      />
      <span class="small muted">
        Allowed: {min} to {max} days. Older records keep only their id (no false changes on later reads).
      </span>
    </label>
  );
}

function SaveRow({ saved }: { saved: boolean }) {
  // A viewer reads the settings; changing them is a developer's.
  if (!useCan('developer')) return <p class="muted small">Your role can read these settings; a developer or above changes them.</p>;
  return (
    <div>
      <button type="submit" class="btn btn-primary">
        Save sync settings
      </button>
      {saved && (
        <span class="ok-text" role="status">
          {' '}
          Saved: the next sync runs now, then at this pace.
        </span>
      )}
    </div>
  );
}
