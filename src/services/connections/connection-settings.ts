import { commonModelById, optInCacheFields, type ConnectorInfo } from '../../connectors/index.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { ConnectionDoc } from '../../store/connections.repo.js';

type SyncFields = Record<string, string[]>;

/** What the API lets a caller change on an existing connection. */
export interface ConnectionSettingsChange {
  /** replaces the object types kept in the synced cache (`{contacts: true}`); `null` goes back to the defaults */
  syncObjects?: Record<string, boolean> | null;
  /** seconds between two sync runs (within `syncBounds`); `null` goes back to the default */
  syncFrequencySeconds?: number | null;
  /** unified fields kept in the cache per object type; `null` keeps every field */
  syncFields?: Record<string, string[]> | null;
  /** days a cached record's contents are kept after they last changed (within `syncBounds`); `null` keeps them */
  syncRetentionDays?: number | null;
  /** sets inputs the manifest declares (a per-webhook secret chosen after connecting); `null` removes one */
  inputs?: Record<string, string | null>;
  /** sandbox connections only: the faults to inject from now on (`null` or `{}`: none) */
  sandboxFaults?: object | null;
  /** sandbox connections only: the activity clock's rate (`null`: the default) */
  sandboxActivity?: { changesPerMinute: number } | null;
}

interface Problem {
  field: string;
  rule: string;
  message: string;
}

// C0 controls, DEL and C1 controls: never part of an email, subdomain, URL or key, and refused by HTTP in a header
// (an input such as Copper's user email is sent as one).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a value typed by a user holds a control character (a line break, NUL, escape...): refused where entered. */
export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** The object types (unified API plurals, e.g. `contacts`) a connector maps. */
function syncObjectNames(info: ConnectorInfo): string[] {
  return Object.keys(info.capabilities.models).flatMap((id) => commonModelById(id)?.plural ?? []);
}

/**
 * A record as the synced cache keeps it: only the fields the connection chose for its object type (and `id`), or
 * all of it but the opt-in fields (a message's body and snippet: common-models.yaml `cache: opt_in`), which are kept
 * only when the connection names them. Applied before the record is hashed and stored, so a change to a dropped
 * field is no change at all, and a body nobody opted in to never reaches the store.
 */
export function keptFields(record: Record<string, unknown>, syncFields: Record<string, string[]> | null | undefined, modelId: string) {
  const plural = commonModelById(modelId)?.plural;
  const fields = plural === undefined ? undefined : syncFields?.[plural];
  if (!fields) {
    const optIn = optInCacheFields(modelId);
    if (!optIn.some((f) => f in record)) return record;
    return Object.fromEntries(Object.entries(record).filter(([k]) => !optIn.includes(k)));
  }
  const out: Record<string, unknown> = { id: record.id };
  for (const f of fields) if (f in record) out[f] = record[f];
  return out;
}

/**
 * Whether a model is kept in a connection's synced cache: every syncable model by default; when the connection
 * names object types, those set to true (or, when none is true, all but those set to false).
 */
export function wantsSync(syncObjects: Record<string, boolean> | null | undefined, modelId: string): boolean {
  if (!syncObjects) return true;
  const plural = commonModelById(modelId)?.plural;
  if (plural === undefined) return false;
  const anyTrue = Object.values(syncObjects).some((v) => v);
  return anyTrue ? syncObjects[plural] === true : syncObjects[plural] !== false;
}

/** The object types (plural names) whose kept fields differ between two `syncFields` settings. */
export function refieldedTypes(before: SyncFields | null | undefined, after: SyncFields | null | undefined): string[] {
  return [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (t) => JSON.stringify(before?.[t] ?? null) !== JSON.stringify(after?.[t] ?? null),
  );
}

type SyncSettings = Pick<ConnectionDoc, 'syncObjects' | 'syncFields' | 'syncFrequencySeconds'>;

/** Whether two versions of a connection differ in what their sync reads (object types, fields) or how often. */
export function syncSettingsDiffer(a: SyncSettings, b: SyncSettings): boolean {
  const key = (c: SyncSettings) => JSON.stringify([c.syncObjects ?? null, c.syncFields ?? null, c.syncFrequencySeconds ?? null]);
  return key(a) !== key(b);
}

/**
 * Checks a change against the connector's manifest: object types it maps, inputs it declares (never one the token
 * response fills), patterns. Splits the inputs into plain and secret ones (secret ones are stored sealed).
 */
export function checkSettingsChange(
  info: ConnectorInfo,
  change: ConnectionSettingsChange,
  syncBounds: SyncBounds = { minMs: 0, maxMs: Infinity },
): { plain: Record<string, string | null>; secret: Record<string, string | null> } {
  const problems: Problem[] = [];
  const r = change.syncRetentionDays;
  const [minDays, maxDays] = retentionBounds(syncBounds);
  if (r !== undefined && r !== null && (r < minDays || r > maxDays))
    problems.push({
      field: 'body.sync.retentionDays',
      rule: 'bounds',
      message: `must be between ${minDays} and ${maxDays} days on this gateway`,
    });
  const f = change.syncFrequencySeconds;
  if (f !== undefined && f !== null && (f * 1000 < syncBounds.minMs || f * 1000 > syncBounds.maxMs)) {
    problems.push({
      field: 'body.sync.frequencySeconds',
      rule: 'bounds',
      message: `must be between ${Math.ceil(syncBounds.minMs / 1000)} and ${Math.floor(syncBounds.maxMs / 1000)} seconds on this gateway`,
    });
  }
  for (const [name, fields] of Object.entries(change.syncFields ?? {})) {
    const modelId = Object.keys(info.capabilities.models).find((id) => commonModelById(id)?.plural === name);
    const model = modelId ? commonModelById(modelId) : undefined;
    if (!model) {
      problems.push({ field: `body.sync.fields.${name}`, rule: 'unknown', message: `is not an object type of ${info.integrationId}` });
      continue;
    }
    const known = new Set(['id', 'additional', ...Object.keys(model.fields)]);
    for (const field of fields)
      if (!known.has(field))
        problems.push({ field: `body.sync.fields.${name}`, rule: 'unknown', message: `${field} is not a field of ${model.id}` });
  }
  if (change.syncObjects) {
    const known = syncObjectNames(info);
    for (const name of Object.keys(change.syncObjects))
      if (!known.includes(name))
        problems.push({
          field: `body.sync.objects.${name}`,
          rule: 'unknown',
          message: `is not an object type of ${info.integrationId} (${known.join(', ')})`,
        });
  }
  const plain: Record<string, string | null> = {};
  const secret: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(change.inputs ?? {})) {
    const input = info.inputs.find((i) => i.name === name && !i.fromTokenResponse && !i.fromCallbackQuery && !i.fromCredentials);
    if (!input) {
      problems.push({ field: `body.inputs.${name}`, rule: 'unknown', message: `is not an input of ${info.integrationId}` });
      continue;
    }
    if (value === null || value === '') {
      if (input.required) problems.push({ field: `body.inputs.${name}`, rule: 'required', message: `${input.label} is required` });
    } else if (hasControlCharacter(value)) {
      problems.push({ field: `body.inputs.${name}`, rule: 'controlCharacter', message: `${input.label} contains a control character` });
    } else if (input.pattern && !new RegExp(input.pattern).test(value)) {
      problems.push({ field: `body.inputs.${name}`, rule: 'pattern', message: `${input.label} does not have the expected format` });
    }
    (input.secret ? secret : plain)[name] = value === '' ? null : value;
  }
  if (problems.length)
    throw new PlugboardError('VALIDATION_FAILED', problems.map((p) => `${p.field} ${p.message}`).join('; '), { details: problems });
  return { plain, secret };
}

/** The gateway's bounds on a connection's sync frequency and (days) cache retention. */
export interface SyncBounds {
  minMs: number;
  maxMs: number;
  minRetentionDays?: number;
  maxRetentionDays?: number;
}

/** Retention bounds in days: the gateway's, else 1 day to 100 years (the spec's largest). */
const retentionBounds = (b: SyncBounds): [number, number] => [b.minRetentionDays ?? 1, b.maxRetentionDays ?? 36_500];

/** A connection's sync controls as the dashboard shows them: the frequency and its bounds, per object type what syncs and is kept. */
export interface SyncControls {
  connectionId: string;
  frequencySeconds: number | null;
  minSeconds: number;
  maxSeconds: number;
  retentionDays: number | null;
  minRetentionDays: number;
  maxRetentionDays: number;
  objects: { name: string; syncing: boolean; fields: string[] | null; availableFields: string[] }[];
}

export function syncControlsOf(
  doc: {
    id: string;
    syncObjects?: Record<string, boolean> | null;
    syncFrequencySeconds?: number | null;
    syncFields?: Record<string, string[]> | null;
    syncRetentionDays?: number | null;
  },
  info: ConnectorInfo | undefined,
  bounds: SyncBounds,
): SyncControls {
  const objects = Object.keys(info?.capabilities.models ?? {}).flatMap((modelId) => {
    const model = commonModelById(modelId);
    if (!model) return [];
    return [
      {
        name: model.plural,
        syncing: wantsSync(doc.syncObjects, modelId),
        fields: doc.syncFields?.[model.plural] ?? null,
        availableFields: Object.keys(model.fields),
      },
    ];
  });
  return {
    connectionId: doc.id,
    frequencySeconds: doc.syncFrequencySeconds ?? null,
    minSeconds: Math.ceil(bounds.minMs / 1000),
    // an unbounded maximum (tests, defaults) is shown as the spec's largest frequency: 30 days
    maxSeconds: Number.isFinite(bounds.maxMs) ? Math.floor(bounds.maxMs / 1000) : 2_592_000,
    retentionDays: doc.syncRetentionDays ?? null,
    minRetentionDays: retentionBounds(bounds)[0],
    maxRetentionDays: retentionBounds(bounds)[1],
    objects,
  };
}
