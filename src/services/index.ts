import type { AgentBudgets } from './agents/agent-budgets.js';
import type { AgentKeysService } from './agents/agent-keys-service.js';
import type { ApiKeysService } from './api-keys/api-keys-service.js';
import type { AgentToolsService } from './agents/agent-tools-service.js';
import type { ActivityRecorder } from './dashboard/activity-recorder.js';
import type { DashboardAuthService } from './dashboard/dashboard-auth-service.js';
import type { DashboardUsersService } from './dashboard/dashboard-users-service.js';
import type { SsoConfigService } from './dashboard/sso-config-service.js';
import type { SsoSignInService } from './dashboard/sso-sign-in-service.js';
import type { DashboardInvitesService } from './dashboard/dashboard-invites-service.js';
import type { DashboardTeamService } from './dashboard/dashboard-team-service.js';
import type { DashboardTwoFactorService } from './dashboard/dashboard-two-factor.js';
import type { DashboardService } from './dashboard/dashboard-service.js';
import type { DashboardWebhooks } from './dashboard/dashboard-webhooks.js';
import type { AuditRecorder } from './audit/audit-recorder.js';
import type { AuditTrailService } from './audit/audit-trail-service.js';
import type { AuthContextService } from './auth/auth-context-service.js';
import type { ConnectLinks } from './connect/connect-links.js';
import type { ConnectService } from './connect/connect-service.js';
import type { ConnectSettingsService } from './connect/connect-settings-service.js';
import type { SessionsService } from './connect/sessions-service.js';
import type { ConnectionHealthService } from './connections/connection-health-service.js';
import type { ConnectionsService } from './connections/connections-service.js';
import type { FieldMappingsService } from './connections/field-mappings-service.js';
import type { RevocationService } from './connections/revocation-service.js';
import type { BulkRevokeService } from './connections/bulk-revoke-service.js';
import type { HealthService } from './health-service.js';
import type { HousekeepingService } from './housekeeping/housekeeping-service.js';
import type { KeyRotationService } from './keys/key-rotation-service.js';
import type { IntegrationsService } from './integrations/integrations-service.js';
import type { OauthAppsService } from './oauth-apps/oauth-apps-service.js';
import type { MetricsService } from './observability/metrics-service.js';
import type { Telemetry } from './observability/telemetry.js';
import type { ProjectsService } from './projects/projects-service.js';
import type { LegacyCrmService } from './legacy-crm/legacy-crm-service.js';
import type { ToolCallService } from './tool-calls/tool-call-service.js';
import type { ToolWebhooksService } from './inbound/tool-webhooks-service.js';
import type { ToolSubscriptionsService } from './subscriptions/tool-subscriptions-service.js';
import type { SyncService } from './sync/sync-service.js';
import type { EventLogService } from './events/event-log-service.js';
import type { DeliveryPool } from './webhooks/delivery-pool.js';
import type { DeliveryService } from './webhooks/delivery-service.js';
import type { EventPublisher } from './webhooks/event-publisher.js';
import type { WebhooksService } from './webhooks/webhooks-service.js';

/**
 * Every service the HTTP handlers, jobs and CLI may call, built once by the composition root (src/composition/).
 * Handlers see only this interface: never the store, the driver or got.
 */
export interface Services {
  /** The agent tools of /mcp and /api/tools/*: generated from the manifests, run under an AgentPolicy. */
  agentTools: AgentToolsService;
  /** Every call to a connected tool: unified, actions, passthrough (dry runs, Idempotency-Key, the reconnect answer). */
  toolCalls: ToolCallService;
  /** The older CRM interface (`/crm/...`, `/connection/...`), whose calls go through toolCalls. */
  legacyCrm: LegacyCrmService;
  projects: ProjectsService;
  authContext: AuthContextService;
  integrations: IntegrationsService;
  health: HealthService;
  connections: ConnectionsService;
  /** Per-connection overrides of the model mappings, and custom-field discovery. */
  fieldMappings: FieldMappingsService;
  /** Connection health: scopes, refresh failures, 401/403 in a row; connection.degraded / connection.recovered. */
  connectionHealth: ConnectionHealthService;
  /** Revokes a deleted connection's grant at the tool, and retries a revocation that failed. */
  revocations: RevocationService;
  /** Incident response: every connection of an environment (or integration) ended, with the same revocation. */
  bulkRevoke: BulkRevokeService;
  sessions: SessionsService;
  connect: ConnectService;
  /** Hosted connect page addresses; `reconnectLink(env, connectionId)` re-authorises that connection. */
  connectLinks: ConnectLinks;
  connectSettings: ConnectSettingsService;
  oauthApps: OauthAppsService;
  webhooks: WebhooksService;
  events: EventPublisher;
  /** The replayable event log (/api/events/list). */
  eventLog: EventLogService;
  /** One webhook delivery attempt: sign, send, judge, record. */
  deliveries: DeliveryService;
  /** This worker's webhook delivery pool (run by the webhook worker). */
  deliveryPool: DeliveryPool;
  sync: SyncService;
  toolWebhooks: ToolWebhooksService;
  /** Connections subscribed to their tool's change notifications (manifest `webhooks.subscriptions`). */
  toolSubscriptions: ToolSubscriptionsService;
  housekeeping: HousekeepingService;
  /** Where API requests, downstream calls, syncs, deliveries and jobs are reported; listeners subscribe here. */
  telemetry: Telemetry;
  metrics: MetricsService;
  /** Master key rotation (admin CLI). */
  keys: KeyRotationService;
  dashboardAuth: DashboardAuthService;
  dashboardUsers: DashboardUsersService;
  /** Single sign-on settings: one OpenID Connect provider per project (issuer, client, domains, unknown people). */
  ssoSettings: SsoConfigService;
  /** Single sign-on itself: the authorization code flow with a project's provider, and the person it names. */
  sso: SsoSignInService;
  /** Invite links to a project's dashboard. */
  dashboardInvites: DashboardInvitesService;
  /** A project's dashboard users, their roles and sessions. */
  dashboardTeam: DashboardTeamService;
  /** Two-factor sign-in (TOTP) and recovery codes of dashboard users. */
  dashboardTwoFactor: DashboardTwoFactorService;
  dashboard: DashboardService;
  dashboardWebhooks: DashboardWebhooks;
  /** Collects API requests, downstream calls, deliveries and events for the dashboard. */
  activity: ActivityRecorder;
  /** Agent keys: created, listed, revoked; a presented key resolved to its AgentPolicy. */
  agentKeys: AgentKeysService;
  /** API keys (`x-svc-api-token`): the environment token and scoped keys; resolves a presented key, checks scopes. */
  apiKeys: ApiKeysService;
  /** The audit trail's writer: `audit.as(by).record(action, target, { before, after })`, called by the services. */
  audit: AuditRecorder;
  /** The audit trail's reader: pages by cursor, the JSON-lines export, the retention sweep. */
  auditTrail: AuditTrailService;
  /** An agent key's call budget (per minute, per day): `spend(policy)` once per tool call. */
  agentBudgets: AgentBudgets;
}
