/** The body POSTed to webhooks (`components.schemas.ConnectorEvent` in openapi.yaml). */
export interface ConnectorEvent {
  connectionId: string;
  eventId: string;
  /** ISO 8601: when the change was observed. */
  eventTime: string;
  eventType: string;
  /** Object events only: the affected object's id, nothing else (seed rule 4). */
  data?: { id: string };
  /** `connection.degraded` / `connection.recovered` only: the connection's health and how to mend it. */
  health?: ConnectionHealthNotice;
  /** `connection.deleted` / `connection.revocation.updated` only: what became of the tool's grant. */
  revocation?: ConnectionRevocation;
}

/** `components.schemas.ConnectionRevocation`: see RevocationService. */
export interface ConnectionRevocation {
  state: 'revoked' | 'not_supported' | 'retrying' | 'abandoned';
  attempts: number;
  /** why the last attempt failed: a status or a transport error, never a token */
  error?: string;
  /** ISO 8601, `retrying` only */
  nextAttemptTime?: string;
}

export const CONNECTION_DELETED = 'connection.deleted';
export const REVOCATION_UPDATED = 'connection.revocation.updated';

/** Why a connection is degraded (`components.schemas.ConnectionHealthReason`). */
export interface HealthReason {
  code: 'missing_scopes' | 'refresh_failed' | 'auth_rejected' | 'needs_reauth';
  message: string;
}

export interface ConnectionHealthNotice {
  state: 'healthy' | 'degraded';
  reasons: HealthReason[];
  /** A link the end user opens to authorise the same connection again (degraded only), or null. */
  reconnectUrl: string | null;
}

export type ObjectChange = 'created' | 'updated' | 'deleted';

export const INITIAL_SYNC_COMPLETE = 'system.sync.initial.complete';

/**
 * `object.<category>.<object_type>.<change>` from a common-model id: `crm.contact` -> `object.crm.contacts.updated`,
 * `engagement.contact` -> `object.engagement.contacts.updated`. The object type is the plural of the model name,
 * as in the seed's examples (deals, notes, accounts).
 */
export function objectEventType(modelId: string, change: ObjectChange): string {
  const dot = modelId.indexOf('.');
  const category = dot > 0 ? modelId.slice(0, dot) : 'crm';
  const name = dot > 0 ? modelId.slice(dot + 1) : modelId;
  return `object.${category}.${plural(name)}.${change}`;
}

function plural(name: string): string {
  if (name.endsWith('s')) return name;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}
