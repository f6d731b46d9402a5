/* Generated from openapi.yaml by scripts/gen-types.ts. Do not edit: run `npm run gen`. */

/**
 * Stable error code; the HTTP status of each is listed in `info.description` (same set as `src/errors/codes.ts`).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ErrorCode".
 */
export type ErrorCode = ("VALIDATION_FAILED" | "MALFORMED_JSON" | "PASSTHROUGH_PATH_REJECTED" | "DOWNSTREAM_BAD_REQUEST" | "WEBHOOK_TARGET_REFUSED" | "UNAUTHORIZED" | "SESSION_TOKEN_EXPIRED" | "AGENT_KEY_REVOKED" | "AGENT_KEY_EXPIRED" | "DASHBOARD_TOTP_REQUIRED" | "API_KEY_REVOKED" | "API_KEY_EXPIRED" | "FORBIDDEN" | "SANDBOX_NOT_ALLOWED" | "CONNECTION_LIMIT_REACHED" | "CONNECTION_NEEDS_REAUTH" | "DOWNSTREAM_AUTH_FAILED" | "QUOTA_EXCEEDED" | "TOOL_NOT_ALLOWED" | "API_KEY_SCOPE_MISSING" | "DASHBOARD_ROLE_REQUIRED" | "DASHBOARD_TOKEN_SIGN_IN_OFF" | "NOT_FOUND" | "DASHBOARD_INVITE_INVALID" | "TOOL_NOT_FOUND" | "CONFIRMATION_NOT_FOUND" | "DOWNSTREAM_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "CONFLICT" | "CONNECTION_SYNCING" | "SESSION_TOKEN_CONSUMED" | "SESSION_NOT_AUTHORIZED" | "OAUTH_APP_AMBIGUOUS" | "NO_AUTH_METHOD_AVAILABLE" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_KEY_IN_USE" | "CONFIRMATION_EXPIRED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "FIELD_MAPPING_LIMIT_EXCEEDED" | "FIELD_MAPPING_FAILED" | "RATE_LIMITED" | "AGENT_BUDGET_EXHAUSTED" | "CONNECT_ATTEMPTS_EXCEEDED" | "REQUEST_HEADER_TOO_LARGE" | "INTERNAL_ERROR" | "NOT_IMPLEMENTED" | "NOT_SUPPORTED_BY_INTEGRATION" | "DOWNSTREAM_ERROR" | "SSO_PROVIDER_UNREACHABLE" | "PAGINATION_LOOP" | "DOWNSTREAM_INVALID_RESPONSE" | "DOWNSTREAM_MAPPING_FAILED" | "DOWNSTREAM_UNAVAILABLE" | "STORE_UNAVAILABLE" | "STORE_DISK_FULL" | "JOB_SCHEDULER_STALLED" | "DOWNSTREAM_TIMEOUT")
/**
 * Pass back as `cursor` for the next page; null on the last page.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "NextPageCursor".
 */
export type NextPageCursor = (string | null)
/**
 * One thing an integration offers, derived from its manifest: `unified` (unified models answer the same shape
 * for every tool), `actions` (tool-specific operations), `sync` (a synced cache read without calling the tool),
 * `native_webhooks` (the tool's own change events become change events), `passthrough` (any path of the tool's
 * API with the connection's credentials; every integration). An auth-and-proxy integration (sign-in, hosts and a
 * verify request only) offers `passthrough` alone, with the connect modal, health checks and token refresh.
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "IntegrationOffer".
 */
export type IntegrationOffer = ("unified" | "actions" | "sync" | "native_webhooks" | "passthrough")
/**
 * State of an auth session: `pending` (the user has not finished), `authorized` (ready to exchange),
 * `failed` (authorization failed; start a new session), `consumed` (already exchanged).
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SessionStatus".
 */
export type SessionStatus = ("pending" | "authorized" | "failed" | "consumed")
/**
 * What an API key may do (each operation names the scope it needs as `x-plugboard-scope`): `read` reads
 * connections, records, actions that read and events; `write` changes records at the tools, connections and
 * field mappings, and sends passthrough requests; `connect` creates session and link tokens (connecting end
 * users); `webhooks` manages project webhooks; `agents` manages agent keys and calls the agent tools; `admin`
 * manages API keys, OAuth apps, connect settings and reads the audit trail.
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApiKeyScope".
 */
export type ApiKeyScope = ("read" | "write" | "connect" | "webhooks" | "agents" | "admin")
/**
 * Pass as `cursor` for the next page; null on the last page.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardNextCursor".
 */
export type DashboardNextCursor = (string | null)
/**
 * What the session may do in the project, each role allowing what the ones before it allow: `viewer` reads,
 * `developer` also resyncs connections, makes reconnect links, manages webhooks and redelivers, `admin` also
 * deletes connections, manages OAuth apps, agent keys and connect settings and reads the audit trail, `owner` also rotates the API
 * token. Each dashboard operation names its minimum role in `x-dashboard-role`; a session below it gets 403
 * `DASHBOARD_ROLE_REQUIRED`. Sessions signed in with an API token or the operator token are `owner`.
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardRole".
 */
export type DashboardRole = ("viewer" | "developer" | "admin" | "owner")
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetMetricsResponse".
 */
export type GetMetricsResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetApiReferenceResponse".
 */
export type GetApiReferenceResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetApiReferenceScriptResponse".
 */
export type GetApiReferenceScriptResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetOpenapiYamlResponse".
 */
export type GetOpenapiYamlResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "OauthCallbackResponse".
 */
export type OauthCallbackResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectPageResponse".
 */
export type ConnectPageResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectOauthPageResponse".
 */
export type ConnectOauthPageResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectModalScriptResponse".
 */
export type GetConnectModalScriptResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectModalStylesResponse".
 */
export type GetConnectModalStylesResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetSdkScriptResponse".
 */
export type GetSdkScriptResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetSdkModuleResponse".
 */
export type GetSdkModuleResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectorIconResponse".
 */
export type GetConnectorIconResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetSdkTypesResponse".
 */
export type GetSdkTypesResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "PassthroughResponse".
 */
export type PassthroughResponse = ({
result: {
/**
 * The tool's raw response.
 */
$native: {
/**
 * HTTP status the tool answered.
 */
status: number
/**
 * Response headers of the tool (credentials and cookies removed).
 */
headers: {
[k: string]: unknown
}
/**
 * Response body of the tool (parsed JSON, text, or null when empty).
 */
body: {
[k: string]: unknown
}
}
/**
 * For a successful GET of a path a model maps, the unified endpoint's result shape (`{<plural>: [records]}`
 * for a list path, `{<singular>: record}` for a one-record path); otherwise the parsed body.
 * 
 */
data: {
[k: string]: unknown
}
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsListResponse".
 */
export type CrmContactsListResponse = ({
result: {
contacts: CrmContact[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsGetResponse".
 */
export type CrmContactsGetResponse = ({
result: {
contact: CrmContact
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsCreateResponse".
 */
export type CrmContactsCreateResponse = ({
result: {
contact: CrmContact
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsUpdateResponse".
 */
export type CrmContactsUpdateResponse = ({
result: {
contact: CrmContact
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsDeleteResponse".
 */
export type CrmContactsDeleteResponse = ({
result: {
/**
 * The deleted record's id.
 */
id: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsSearchResponse".
 */
export type CrmContactsSearchResponse = ({
result: {
contacts: CrmContact[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsListResponse".
 */
export type CrmAccountsListResponse = ({
result: {
accounts: CrmAccount[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsGetResponse".
 */
export type CrmAccountsGetResponse = ({
result: {
account: CrmAccount
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsCreateResponse".
 */
export type CrmAccountsCreateResponse = ({
result: {
account: CrmAccount
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsUpdateResponse".
 */
export type CrmAccountsUpdateResponse = ({
result: {
account: CrmAccount
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsDeleteResponse".
 */
export type CrmAccountsDeleteResponse = ({
result: {
/**
 * The deleted record's id.
 */
id: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsSearchResponse".
 */
export type CrmAccountsSearchResponse = ({
result: {
accounts: CrmAccount[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsListResponse".
 */
export type CrmDealsListResponse = ({
result: {
deals: CrmDeal[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsGetResponse".
 */
export type CrmDealsGetResponse = ({
result: {
deal: CrmDeal
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsCreateResponse".
 */
export type CrmDealsCreateResponse = ({
result: {
deal: CrmDeal
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsUpdateResponse".
 */
export type CrmDealsUpdateResponse = ({
result: {
deal: CrmDeal
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsDeleteResponse".
 */
export type CrmDealsDeleteResponse = ({
result: {
/**
 * The deleted record's id.
 */
id: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsSearchResponse".
 */
export type CrmDealsSearchResponse = ({
result: {
deals: CrmDeal[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsListResponse".
 */
export type CrmLeadsListResponse = ({
result: {
leads: CrmLead[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsGetResponse".
 */
export type CrmLeadsGetResponse = ({
result: {
lead: CrmLead
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsCreateResponse".
 */
export type CrmLeadsCreateResponse = ({
result: {
lead: CrmLead
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsUpdateResponse".
 */
export type CrmLeadsUpdateResponse = ({
result: {
lead: CrmLead
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsDeleteResponse".
 */
export type CrmLeadsDeleteResponse = ({
result: {
/**
 * The deleted record's id.
 */
id: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesListResponse".
 */
export type CrmNotesListResponse = ({
result: {
notes: CrmNote[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesGetResponse".
 */
export type CrmNotesGetResponse = ({
result: {
note: CrmNote
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesCreateResponse".
 */
export type CrmNotesCreateResponse = ({
result: {
note: CrmNote
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesUpdateResponse".
 */
export type CrmNotesUpdateResponse = ({
result: {
note: CrmNote
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesDeleteResponse".
 */
export type CrmNotesDeleteResponse = ({
result: {
/**
 * The deleted record's id.
 */
id: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmUsersListResponse".
 */
export type CrmUsersListResponse = ({
result: {
users: CrmUser[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmUsersGetResponse".
 */
export type CrmUsersGetResponse = ({
result: {
user: CrmUser
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmListsListResponse".
 */
export type CrmListsListResponse = ({
result: {
lists: CrmList[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmListsGetResponse".
 */
export type CrmListsGetResponse = ({
result: {
list: CrmList
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementUsersGetResponse".
 */
export type EngagementUsersGetResponse = ({
result: {
user: EngagementUser
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsListResponse".
 */
export type EngagementContactsListResponse = ({
result: {
contacts: EngagementContact[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsGetResponse".
 */
export type EngagementContactsGetResponse = ({
result: {
contact: EngagementContact
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsCreateResponse".
 */
export type EngagementContactsCreateResponse = ({
result: {
contact: EngagementContact
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsUpdateResponse".
 */
export type EngagementContactsUpdateResponse = ({
result: {
contact: EngagementContact
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsDeleteResponse".
 */
export type EngagementContactsDeleteResponse = ({
result: {
/**
 * The deleted record's id.
 */
id: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsSearchResponse".
 */
export type EngagementContactsSearchResponse = ({
result: {
contacts: EngagementContact[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsListResponse".
 */
export type EngagementAccountsListResponse = ({
result: {
accounts: EngagementAccount[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsGetResponse".
 */
export type EngagementAccountsGetResponse = ({
result: {
account: EngagementAccount
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsCreateResponse".
 */
export type EngagementAccountsCreateResponse = ({
result: {
account: EngagementAccount
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsUpdateResponse".
 */
export type EngagementAccountsUpdateResponse = ({
result: {
account: EngagementAccount
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementSequencesListResponse".
 */
export type EngagementSequencesListResponse = ({
result: {
sequences: EngagementSequence[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementSequencesGetResponse".
 */
export type EngagementSequencesGetResponse = ({
result: {
sequence: EngagementSequence
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersListResponse".
 */
export type DialerUsersListResponse = ({
result: {
users: DialerUser[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersGetResponse".
 */
export type DialerUsersGetResponse = ({
result: {
user: DialerUser
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersUpdateResponse".
 */
export type DialerUsersUpdateResponse = ({
result: {
user: DialerUser
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsListResponse".
 */
export type DialerCallsListResponse = ({
result: {
calls: DialerCall[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsGetResponse".
 */
export type DialerCallsGetResponse = ({
result: {
call: DialerCall
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsDeleteResponse".
 */
export type DialerCallsDeleteResponse = ({
result: {
/**
 * The deleted record's id.
 */
id: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsListResponse".
 */
export type DialerContactsListResponse = ({
result: {
contacts: DialerContact[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsGetResponse".
 */
export type DialerContactsGetResponse = ({
result: {
contact: DialerContact
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsCreateResponse".
 */
export type DialerContactsCreateResponse = ({
result: {
contact: DialerContact
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsUpdateResponse".
 */
export type DialerContactsUpdateResponse = ({
result: {
contact: DialerContact
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsDeleteResponse".
 */
export type DialerContactsDeleteResponse = ({
result: {
/**
 * The deleted record's id.
 */
id: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesListResponse".
 */
export type EmailMessagesListResponse = ({
result: {
messages: EmailMessage[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesGetResponse".
 */
export type EmailMessagesGetResponse = ({
result: {
message: EmailMessage
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesCreateResponse".
 */
export type EmailMessagesCreateResponse = ({
result: {
message: (EmailMessage | null)
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesSearchResponse".
 */
export type EmailMessagesSearchResponse = ({
result: {
messages: EmailMessage[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsListResponse".
 */
export type CalendarEventsListResponse = ({
result: {
events: CalendarEvent[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsGetResponse".
 */
export type CalendarEventsGetResponse = ({
result: {
event: CalendarEvent
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsCreateResponse".
 */
export type CalendarEventsCreateResponse = ({
result: {
event: CalendarEvent
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsUpdateResponse".
 */
export type CalendarEventsUpdateResponse = ({
result: {
event: CalendarEvent
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsDeleteResponse".
 */
export type CalendarEventsDeleteResponse = ({
result: {
/**
 * The deleted record's id.
 */
id: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsSearchResponse".
 */
export type CalendarEventsSearchResponse = ({
result: {
events: CalendarEvent[]
nextPageCursor: NextPageCursor
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AircallUsersListResponse".
 */
export type AircallUsersListResponse = ({
result: {
meta: {
count: number
currentPage: number
nextPageLink: (string | null)
previousPageLink: (string | null)
}
users: {
availabilityStatus: (string | null)
available: (boolean | null)
createdAt: (string | null)
directLink: (string | null)
email: (string | null)
id: string
language: (string | null)
name: (string | null)
timeZone: (string | null)
wrapUpTime: (number | null)
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApolloSequencesAddContactsResponse".
 */
export type ApolloSequencesAddContactsResponse = ({
result: {
sequenceId: string
contactIds: string[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AttioNotesCreateResponse".
 */
export type AttioNotesCreateResponse = ({
result: {
note: CrmNote
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CapsuleMilestonesListResponse".
 */
export type CapsuleMilestonesListResponse = ({
result: {
milestones: {
id: string
name: string
probability?: (number | null)
complete?: (boolean | null)
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloseOpportunityStatusesListResponse".
 */
export type CloseOpportunityStatusesListResponse = ({
result: {
statuses: {
id: string
label: string
type: string
pipelineId?: (string | null)
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkCallsCreateResponse".
 */
export type CloudtalkCallsCreateResponse = ({
result: {
status: number
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkContactsNotesAddResponse".
 */
export type CloudtalkContactsNotesAddResponse = ({
result: {
noteId: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkContactsTagsAddResponse".
 */
export type CloudtalkContactsTagsAddResponse = ({
result: {
tags: {
id: string
name: string
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CopperPipelinesListResponse".
 */
export type CopperPipelinesListResponse = ({
result: {
pipelines: {
id: string
name: string
stages: {
id: string
name: string
winProbability?: (number | null)
}[]
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialpadCallsRingResponse".
 */
export type DialpadCallsRingResponse = ({
result: {
callId: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Dynamics365WhoamiResponse".
 */
export type Dynamics365WhoamiResponse = ({
result: {
userId: string
businessUnitId: string
organizationId: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Dynamics365OpportunitiesWinResponse".
 */
export type Dynamics365OpportunitiesWinResponse = ({
result: {
won: boolean
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FreshsalesDealStagesListResponse".
 */
export type FreshsalesDealStagesListResponse = ({
result: {
stages: {
id: string
name: string
position?: (number | null)
forecastType?: (string | null)
pipelineId?: (string | null)
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FreshsalesTasksCreateResponse".
 */
export type FreshsalesTasksCreateResponse = ({
result: {
id: string
title: string
dueDate?: (string | null)
status?: (number | null)
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GmailThreadsGetResponse".
 */
export type GmailThreadsGetResponse = ({
result: {
id: string
historyId?: (string | null)
messages: EmailMessage[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GmailLabelsListResponse".
 */
export type GmailLabelsListResponse = ({
result: {
labels: {
id: string
name: string
/**
 * system or user
 */
type?: (string | null)
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GongCallsTranscriptResponse".
 */
export type GongCallsTranscriptResponse = ({
result: {
callId: string
transcript: unknown[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "HubspotListsMembersResponse".
 */
export type HubspotListsMembersResponse = ({
result: {
ids: string[]
nextCursor: (string | null)
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "InsightlyPipelineStagesListResponse".
 */
export type InsightlyPipelineStagesListResponse = ({
result: {
stages: {
id: string
name: string
pipelineId: (string | null)
order?: (number | null)
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "JustcallCallsUpdateResponse".
 */
export type JustcallCallsUpdateResponse = ({
result: {
callId: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "KeapOpportunityStagesListResponse".
 */
export type KeapOpportunityStagesListResponse = ({
result: {
stages: {
id: string
name: string
order?: (number | null)
probability?: (number | null)
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MicrosoftOutlookMessagesReplyResponse".
 */
export type MicrosoftOutlookMessagesReplyResponse = ({
result: {
/**
 * true: Graph accepted the reply (202)
 */
sent: boolean
/**
 * the message answered
 */
messageId: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MicrosoftOutlookMessagesReplyAllResponse".
 */
export type MicrosoftOutlookMessagesReplyAllResponse = ({
result: {
/**
 * true: Graph accepted the reply (202)
 */
sent: boolean
/**
 * the message answered
 */
messageId: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxUsersMeResponse".
 */
export type MixmaxUsersMeResponse = ({
result: {
user: {

}
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsAddResponse".
 */
export type MixmaxSequencesRecipientsAddResponse = ({
result: {
recipients: {
email: string
status: ("success" | "error" | "duplicated" | "unsubscribed")
errors?: string[]
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsListResponse".
 */
export type MixmaxSequencesRecipientsListResponse = ({
result: {
recipients: {
_id?: string
email?: string
state?: string
sequenceId?: string
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsCancelResponse".
 */
export type MixmaxSequencesRecipientsCancelResponse = ({
result: {
recipients: string[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "PipedriveListsMembersResponse".
 */
export type PipedriveListsMembersResponse = ({
result: {
ids: string[]
nextCursor: (string | null)
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RingcentralCallsRingOutResponse".
 */
export type RingcentralCallsRingOutResponse = ({
result: {
id: string
callStatus: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RingcentralUsersPresenceResponse".
 */
export type RingcentralUsersPresenceResponse = ({
result: {
presenceStatus: (string | null)
telephonyStatus: (string | null)
dndStatus: (string | null)
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SalesforceListsMembersResponse".
 */
export type SalesforceListsMembersResponse = ({
result: {
ids: string[]
nextCursor: (string | null)
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SugarcrmSalesStagesListResponse".
 */
export type SugarcrmSalesStagesListResponse = ({
result: {
stages: {
id: string
label: string
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsCallbackResponse".
 */
export type TalkdeskCallsCallbackResponse = ({
result: {
requested: boolean
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsRecordingsResponse".
 */
export type TalkdeskCallsRecordingsResponse = ({
result: {
total: (number | null)
recordings: {
id?: string
callId?: (string | null)
createdTime?: (string | null)
durationSeconds?: (number | null)
type?: (string | null)
mediaUrl?: (string | null)
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsReportsCreateResponse".
 */
export type TalkdeskCallsReportsCreateResponse = ({
result: {
jobId: string
status: string
filesUrl?: (string | null)
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TwilioCallsCreateResponse".
 */
export type TwilioCallsCreateResponse = ({
result: {
callId: string
status: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TwilioCallsEndResponse".
 */
export type TwilioCallsEndResponse = ({
result: {
callId: string
status: string
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ZendeskSellStagesListResponse".
 */
export type ZendeskSellStagesListResponse = ({
result: {
stages: {
id: string
name: string
category: (string | null)
pipelineId: (string | null)
position?: (number | null)
}[]
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ZohoCoqlQueryResponse".
 */
export type ZohoCoqlQueryResponse = ({
result: {
records: {

}[]
moreRecords: boolean
}
} | DryRunAnswer)
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "McpPostRequest".
 */
export type McpPostRequest = (JsonRpcMessage | [JsonRpcMessage, ...(JsonRpcMessage)[]])
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "McpPostResponse".
 */
export type McpPostResponse = (JsonRpcMessage | JsonRpcMessage[])
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExportAuditEntriesResponse".
 */
export type ExportAuditEntriesResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ReceiveToolWebhookResponse".
 */
export type ReceiveToolWebhookResponse = ({
result: {
/**
 * Always 0 for a handshake.
 */
accepted: number
}
} | string | {
result: {
/**
 * Number of events produced from the payload.
 */
accepted: number
}
})
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardPageResponse".
 */
export type GetDashboardPageResponse = string
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardAssetResponse".
 */
export type GetDashboardAssetResponse = string

export interface PlugboardApi {
AuditQuery?: AuditQuery
AuditPage?: AuditPage
AuditActor?: AuditActor
AuditEntry?: AuditEntry
SandboxFaults?: SandboxFaults
DryRunAnswer?: DryRunAnswer
PlannedRequest?: PlannedRequest
JsonRpcMessage?: JsonRpcMessage
AgentToolAnnotations?: AgentToolAnnotations
AgentToolMcp?: AgentToolMcp
AgentToolOpenAi?: AgentToolOpenAi
AgentToolOpenAiResponses?: AgentToolOpenAiResponses
AgentToolAnthropic?: AgentToolAnthropic
ErrorCode?: ErrorCode
Error?: Error
EmptyRequest?: EmptyRequest
IdRequest?: IdRequest
WebhookTestResult?: WebhookTestResult
IdResult?: IdResult
NextPageCursor?: NextPageCursor
UnifiedListRequest?: UnifiedListRequest
ConnectionInputs?: ConnectionInputs
AuthMethod?: AuthMethod
IntegrationInput?: IntegrationInput
IntegrationOffer?: IntegrationOffer
IntegrationCapabilities?: IntegrationCapabilities
IntegrationAction?: IntegrationAction
IntegrationCapabilityEntry?: IntegrationCapabilityEntry
Integration?: Integration
ConnectSettingsResult?: ConnectSettingsResult
SessionStatus?: SessionStatus
ConnectionCredentials?: ConnectionCredentials
Connection?: Connection
ConnectionSubscription?: ConnectionSubscription
AgentKeyInput?: AgentKeyInput
AgentKeyBudget?: AgentKeyBudget
AgentKey?: AgentKey
ApiKeyScope?: ApiKeyScope
ApiKey?: ApiKey
ApiKeyInput?: ApiKeyInput
ApiKeyRotateRequest?: ApiKeyRotateRequest
ApiKeyCreated?: ApiKeyCreated
ApiKeyRotated?: ApiKeyRotated
AgentKeyCreated?: AgentKeyCreated
AgentKeyPolicy?: AgentKeyPolicy
ProtectedResourceMetadata?: ProtectedResourceMetadata
OauthApp?: OauthApp
OauthAppResult?: OauthAppResult
Webhook?: Webhook
WebhookDeliveryState?: WebhookDeliveryState
WebhookResult?: WebhookResult
WebhookDelivery?: WebhookDelivery
WebhookMetadata?: WebhookMetadata
ConnectorEvent?: ConnectorEvent
SyncFields?: SyncFields
ConnectionRevocation?: ConnectionRevocation
FieldMappingOverride?: FieldMappingOverride
FieldMappingsResult?: FieldMappingsResult
ToolField?: ToolField
ConnectionHealthState?: ConnectionHealthState
ConnectionHealthNotice?: ConnectionHealthNotice
ConnectionHealthReason?: ConnectionHealthReason
AircallUser?: AircallUser
CrmContact?: CrmContact
CrmAccount?: CrmAccount
CrmDeal?: CrmDeal
CrmLead?: CrmLead
CrmNote?: CrmNote
CrmUser?: CrmUser
CrmList?: CrmList
EngagementUser?: EngagementUser
EngagementContact?: EngagementContact
EngagementAccount?: EngagementAccount
EngagementSequence?: EngagementSequence
DialerUser?: DialerUser
DialerCall?: DialerCall
DialerContact?: DialerContact
EmailMessage?: EmailMessage
CalendarEvent?: CalendarEvent
AdditionalFields?: AdditionalFields
NativeRecord?: NativeRecord
DashboardNextCursor?: DashboardNextCursor
DashboardRevokePlan?: DashboardRevokePlan
DashboardRevokeReport?: DashboardRevokeReport
DashboardSyncControls?: DashboardSyncControls
DashboardPendingRevocation?: DashboardPendingRevocation
DashboardAccepted?: DashboardAccepted
DashboardSession?: DashboardSession
DashboardAccount?: DashboardAccount
DashboardTotpEnrolment?: DashboardTotpEnrolment
DashboardRecoveryCodes?: DashboardRecoveryCodes
DashboardSessionItem?: DashboardSessionItem
DashboardSessionList?: DashboardSessionList
DashboardSessionsEnded?: DashboardSessionsEnded
DashboardTeamMember?: DashboardTeamMember
DashboardTeam?: DashboardTeam
DashboardInvite?: DashboardInvite
DashboardInviteCreated?: DashboardInviteCreated
DashboardInviteList?: DashboardInviteList
DashboardInviteInfo?: DashboardInviteInfo
DashboardInviteAccepted?: DashboardInviteAccepted
DashboardSignInOptions?: DashboardSignInOptions
DashboardSsoSettings?: DashboardSsoSettings
DashboardRole?: DashboardRole
DashboardIntegration?: DashboardIntegration
DashboardOverview?: DashboardOverview
DashboardConnection?: DashboardConnection
DashboardWebhook?: DashboardWebhook
DashboardDelivery?: DashboardDelivery
DashboardEvent?: DashboardEvent
DashboardRequestLog?: DashboardRequestLog
DashboardCallLog?: DashboardCallLog
DashboardSettings?: DashboardSettings
DashboardBranding?: DashboardBranding
GetHealthQuery?: GetHealthQuery
GetHealthParams?: GetHealthParams
GetHealthResponse?: GetHealthResponse
GetReadinessQuery?: GetReadinessQuery
GetReadinessParams?: GetReadinessParams
GetReadinessResponse?: GetReadinessResponse
GetMetricsQuery?: GetMetricsQuery
GetMetricsParams?: GetMetricsParams
GetMetricsResponse?: GetMetricsResponse
GetApiReferenceQuery?: GetApiReferenceQuery
GetApiReferenceParams?: GetApiReferenceParams
GetApiReferenceResponse?: GetApiReferenceResponse
GetApiReferenceScriptQuery?: GetApiReferenceScriptQuery
GetApiReferenceScriptParams?: GetApiReferenceScriptParams
GetApiReferenceScriptResponse?: GetApiReferenceScriptResponse
GetOpenapiYamlQuery?: GetOpenapiYamlQuery
GetOpenapiYamlParams?: GetOpenapiYamlParams
GetOpenapiYamlResponse?: GetOpenapiYamlResponse
GetOpenapiJsonQuery?: GetOpenapiJsonQuery
GetOpenapiJsonParams?: GetOpenapiJsonParams
GetOpenapiJsonResponse?: GetOpenapiJsonResponse
ListIntegrationsRequest?: EmptyRequest
ListIntegrationsQuery?: ListIntegrationsQuery
ListIntegrationsParams?: ListIntegrationsParams
ListIntegrationsResponse?: ListIntegrationsResponse
GetIntegrationCapabilitiesRequest?: GetIntegrationCapabilitiesRequest
GetIntegrationCapabilitiesQuery?: GetIntegrationCapabilitiesQuery
GetIntegrationCapabilitiesParams?: GetIntegrationCapabilitiesParams
GetIntegrationCapabilitiesResponse?: GetIntegrationCapabilitiesResponse
CreateSessionTokenRequest?: CreateSessionTokenRequest
CreateSessionTokenQuery?: CreateSessionTokenQuery
CreateSessionTokenParams?: CreateSessionTokenParams
CreateSessionTokenResponse?: CreateSessionTokenResponse
ExchangeSessionTokenRequest?: EmptyRequest
ExchangeSessionTokenQuery?: ExchangeSessionTokenQuery
ExchangeSessionTokenParams?: ExchangeSessionTokenParams
ExchangeSessionTokenResponse?: ExchangeSessionTokenResponse
OauthCallbackQuery?: OauthCallbackQuery
OauthCallbackParams?: OauthCallbackParams
OauthCallbackResponse?: OauthCallbackResponse
CreateOauthAppRequest?: CreateOauthAppRequest
CreateOauthAppQuery?: CreateOauthAppQuery
CreateOauthAppParams?: CreateOauthAppParams
CreateOauthAppResponse?: OauthAppResult
FindOauthAppRequest?: IdRequest
FindOauthAppQuery?: FindOauthAppQuery
FindOauthAppParams?: FindOauthAppParams
FindOauthAppResponse?: OauthAppResult
ListOauthAppsRequest?: ListOauthAppsRequest
ListOauthAppsQuery?: ListOauthAppsQuery
ListOauthAppsParams?: ListOauthAppsParams
ListOauthAppsResponse?: ListOauthAppsResponse
DeleteOauthAppRequest?: IdRequest
DeleteOauthAppQuery?: DeleteOauthAppQuery
DeleteOauthAppParams?: DeleteOauthAppParams
DeleteOauthAppResponse?: DeleteOauthAppResponse
CreateAgentKeyRequest?: AgentKeyInput
CreateAgentKeyQuery?: CreateAgentKeyQuery
CreateAgentKeyParams?: CreateAgentKeyParams
CreateAgentKeyResponse?: CreateAgentKeyResponse
ListAgentKeysRequest?: EmptyRequest
ListAgentKeysQuery?: ListAgentKeysQuery
ListAgentKeysParams?: ListAgentKeysParams
ListAgentKeysResponse?: ListAgentKeysResponse
RevokeAgentKeyRequest?: IdRequest
RevokeAgentKeyQuery?: RevokeAgentKeyQuery
RevokeAgentKeyParams?: RevokeAgentKeyParams
RevokeAgentKeyResponse?: RevokeAgentKeyResponse
GetAgentKeyPolicyQuery?: GetAgentKeyPolicyQuery
GetAgentKeyPolicyParams?: GetAgentKeyPolicyParams
GetAgentKeyPolicyResponse?: GetAgentKeyPolicyResponse
GetProtectedResourceMetadataQuery?: GetProtectedResourceMetadataQuery
GetProtectedResourceMetadataParams?: GetProtectedResourceMetadataParams
GetProtectedResourceMetadataResponse?: ProtectedResourceMetadata
GetMcpProtectedResourceMetadataQuery?: GetMcpProtectedResourceMetadataQuery
GetMcpProtectedResourceMetadataParams?: GetMcpProtectedResourceMetadataParams
GetMcpProtectedResourceMetadataResponse?: ProtectedResourceMetadata
ConnectPageQuery?: ConnectPageQuery
ConnectPageParams?: ConnectPageParams
ConnectPageResponse?: ConnectPageResponse
ConnectOauthPageQuery?: ConnectOauthPageQuery
ConnectOauthPageParams?: ConnectOauthPageParams
ConnectOauthPageResponse?: ConnectOauthPageResponse
GetConnectModalScriptQuery?: GetConnectModalScriptQuery
GetConnectModalScriptParams?: GetConnectModalScriptParams
GetConnectModalScriptResponse?: GetConnectModalScriptResponse
GetConnectModalStylesQuery?: GetConnectModalStylesQuery
GetConnectModalStylesParams?: GetConnectModalStylesParams
GetConnectModalStylesResponse?: GetConnectModalStylesResponse
GetSdkScriptQuery?: GetSdkScriptQuery
GetSdkScriptParams?: GetSdkScriptParams
GetSdkScriptResponse?: GetSdkScriptResponse
GetSdkModuleQuery?: GetSdkModuleQuery
GetSdkModuleParams?: GetSdkModuleParams
GetSdkModuleResponse?: GetSdkModuleResponse
GetConnectorIconQuery?: GetConnectorIconQuery
GetConnectorIconParams?: GetConnectorIconParams
GetConnectorIconResponse?: GetConnectorIconResponse
GetSdkTypesQuery?: GetSdkTypesQuery
GetSdkTypesParams?: GetSdkTypesParams
GetSdkTypesResponse?: GetSdkTypesResponse
CreateApiKeyRequest?: ApiKeyInput
CreateApiKeyQuery?: CreateApiKeyQuery
CreateApiKeyParams?: CreateApiKeyParams
CreateApiKeyResponse?: CreateApiKeyResponse
ListApiKeysRequest?: EmptyRequest
ListApiKeysQuery?: ListApiKeysQuery
ListApiKeysParams?: ListApiKeysParams
ListApiKeysResponse?: ListApiKeysResponse
RotateApiKeyRequest?: ApiKeyRotateRequest
RotateApiKeyQuery?: RotateApiKeyQuery
RotateApiKeyParams?: RotateApiKeyParams
RotateApiKeyResponse?: RotateApiKeyResponse
RevokeApiKeyRequest?: IdRequest
RevokeApiKeyQuery?: RevokeApiKeyQuery
RevokeApiKeyParams?: RevokeApiKeyParams
RevokeApiKeyResponse?: RevokeApiKeyResponse
GetConnectSettingsRequest?: EmptyRequest
GetConnectSettingsQuery?: GetConnectSettingsQuery
GetConnectSettingsParams?: GetConnectSettingsParams
GetConnectSettingsResponse?: ConnectSettingsResult
UpdateConnectSettingsRequest?: UpdateConnectSettingsRequest
UpdateConnectSettingsQuery?: UpdateConnectSettingsQuery
UpdateConnectSettingsParams?: UpdateConnectSettingsParams
UpdateConnectSettingsResponse?: ConnectSettingsResult
GetConnectSessionRequest?: GetConnectSessionRequest
GetConnectSessionQuery?: GetConnectSessionQuery
GetConnectSessionParams?: GetConnectSessionParams
GetConnectSessionResponse?: GetConnectSessionResponse
StartConnectOauthRequest?: StartConnectOauthRequest
StartConnectOauthQuery?: StartConnectOauthQuery
StartConnectOauthParams?: StartConnectOauthParams
StartConnectOauthResponse?: StartConnectOauthResponse
SubmitConnectCredentialsRequest?: SubmitConnectCredentialsRequest
SubmitConnectCredentialsQuery?: SubmitConnectCredentialsQuery
SubmitConnectCredentialsParams?: SubmitConnectCredentialsParams
SubmitConnectCredentialsResponse?: SubmitConnectCredentialsResponse
GetConnectStatusRequest?: EmptyRequest
GetConnectStatusQuery?: GetConnectStatusQuery
GetConnectStatusParams?: GetConnectStatusParams
GetConnectStatusResponse?: GetConnectStatusResponse
ListConnectionsRequest?: EmptyRequest
ListConnectionsQuery?: ListConnectionsQuery
ListConnectionsParams?: ListConnectionsParams
ListConnectionsResponse?: ListConnectionsResponse
FindConnectionRequest?: IdRequest
FindConnectionQuery?: FindConnectionQuery
FindConnectionParams?: FindConnectionParams
FindConnectionResponse?: FindConnectionResponse
UpdateConnectionRequest?: UpdateConnectionRequest
UpdateConnectionQuery?: UpdateConnectionQuery
UpdateConnectionParams?: UpdateConnectionParams
UpdateConnectionResponse?: UpdateConnectionResponse
GetConnectionFieldMappingsRequest?: IdRequest
GetConnectionFieldMappingsQuery?: GetConnectionFieldMappingsQuery
GetConnectionFieldMappingsParams?: GetConnectionFieldMappingsParams
GetConnectionFieldMappingsResponse?: FieldMappingsResult
SetConnectionFieldMappingRequest?: SetConnectionFieldMappingRequest
SetConnectionFieldMappingQuery?: SetConnectionFieldMappingQuery
SetConnectionFieldMappingParams?: SetConnectionFieldMappingParams
SetConnectionFieldMappingResponse?: FieldMappingsResult
ListConnectionToolFieldsRequest?: ListConnectionToolFieldsRequest
ListConnectionToolFieldsQuery?: ListConnectionToolFieldsQuery
ListConnectionToolFieldsParams?: ListConnectionToolFieldsParams
ListConnectionToolFieldsResponse?: ListConnectionToolFieldsResponse
DeleteConnectionRequest?: IdRequest
DeleteConnectionQuery?: DeleteConnectionQuery
DeleteConnectionParams?: DeleteConnectionParams
DeleteConnectionResponse?: DeleteConnectionResponse
PassthroughRequest?: PassthroughRequest
PassthroughQuery?: PassthroughQuery
PassthroughParams?: PassthroughParams
PassthroughResponse?: PassthroughResponse
ListEngagementUsersRequest?: UnifiedListRequest
ListEngagementUsersQuery?: ListEngagementUsersQuery
ListEngagementUsersParams?: ListEngagementUsersParams
ListEngagementUsersResponse?: ListEngagementUsersResponse
CrmContactsListRequest?: UnifiedListRequest
CrmContactsListQuery?: CrmContactsListQuery
CrmContactsListParams?: CrmContactsListParams
CrmContactsListResponse?: CrmContactsListResponse
CrmContactsGetRequest?: CrmContactsGetRequest
CrmContactsGetQuery?: CrmContactsGetQuery
CrmContactsGetParams?: CrmContactsGetParams
CrmContactsGetResponse?: CrmContactsGetResponse
CrmContactsCreateRequest?: CrmContactsCreateRequest
CrmContactsCreateQuery?: CrmContactsCreateQuery
CrmContactsCreateParams?: CrmContactsCreateParams
CrmContactsCreateResponse?: CrmContactsCreateResponse
CrmContactsUpdateRequest?: CrmContactsUpdateRequest
CrmContactsUpdateQuery?: CrmContactsUpdateQuery
CrmContactsUpdateParams?: CrmContactsUpdateParams
CrmContactsUpdateResponse?: CrmContactsUpdateResponse
CrmContactsDeleteRequest?: IdRequest
CrmContactsDeleteQuery?: CrmContactsDeleteQuery
CrmContactsDeleteParams?: CrmContactsDeleteParams
CrmContactsDeleteResponse?: CrmContactsDeleteResponse
CrmContactsSearchRequest?: CrmContactsSearchRequest
CrmContactsSearchQuery?: CrmContactsSearchQuery
CrmContactsSearchParams?: CrmContactsSearchParams
CrmContactsSearchResponse?: CrmContactsSearchResponse
CrmAccountsListRequest?: UnifiedListRequest
CrmAccountsListQuery?: CrmAccountsListQuery
CrmAccountsListParams?: CrmAccountsListParams
CrmAccountsListResponse?: CrmAccountsListResponse
CrmAccountsGetRequest?: CrmAccountsGetRequest
CrmAccountsGetQuery?: CrmAccountsGetQuery
CrmAccountsGetParams?: CrmAccountsGetParams
CrmAccountsGetResponse?: CrmAccountsGetResponse
CrmAccountsCreateRequest?: CrmAccountsCreateRequest
CrmAccountsCreateQuery?: CrmAccountsCreateQuery
CrmAccountsCreateParams?: CrmAccountsCreateParams
CrmAccountsCreateResponse?: CrmAccountsCreateResponse
CrmAccountsUpdateRequest?: CrmAccountsUpdateRequest
CrmAccountsUpdateQuery?: CrmAccountsUpdateQuery
CrmAccountsUpdateParams?: CrmAccountsUpdateParams
CrmAccountsUpdateResponse?: CrmAccountsUpdateResponse
CrmAccountsDeleteRequest?: IdRequest
CrmAccountsDeleteQuery?: CrmAccountsDeleteQuery
CrmAccountsDeleteParams?: CrmAccountsDeleteParams
CrmAccountsDeleteResponse?: CrmAccountsDeleteResponse
CrmAccountsSearchRequest?: CrmAccountsSearchRequest
CrmAccountsSearchQuery?: CrmAccountsSearchQuery
CrmAccountsSearchParams?: CrmAccountsSearchParams
CrmAccountsSearchResponse?: CrmAccountsSearchResponse
CrmDealsListRequest?: UnifiedListRequest
CrmDealsListQuery?: CrmDealsListQuery
CrmDealsListParams?: CrmDealsListParams
CrmDealsListResponse?: CrmDealsListResponse
CrmDealsGetRequest?: CrmDealsGetRequest
CrmDealsGetQuery?: CrmDealsGetQuery
CrmDealsGetParams?: CrmDealsGetParams
CrmDealsGetResponse?: CrmDealsGetResponse
CrmDealsCreateRequest?: CrmDealsCreateRequest
CrmDealsCreateQuery?: CrmDealsCreateQuery
CrmDealsCreateParams?: CrmDealsCreateParams
CrmDealsCreateResponse?: CrmDealsCreateResponse
CrmDealsUpdateRequest?: CrmDealsUpdateRequest
CrmDealsUpdateQuery?: CrmDealsUpdateQuery
CrmDealsUpdateParams?: CrmDealsUpdateParams
CrmDealsUpdateResponse?: CrmDealsUpdateResponse
CrmDealsDeleteRequest?: IdRequest
CrmDealsDeleteQuery?: CrmDealsDeleteQuery
CrmDealsDeleteParams?: CrmDealsDeleteParams
CrmDealsDeleteResponse?: CrmDealsDeleteResponse
CrmDealsSearchRequest?: CrmDealsSearchRequest
CrmDealsSearchQuery?: CrmDealsSearchQuery
CrmDealsSearchParams?: CrmDealsSearchParams
CrmDealsSearchResponse?: CrmDealsSearchResponse
CrmLeadsListRequest?: UnifiedListRequest
CrmLeadsListQuery?: CrmLeadsListQuery
CrmLeadsListParams?: CrmLeadsListParams
CrmLeadsListResponse?: CrmLeadsListResponse
CrmLeadsGetRequest?: CrmLeadsGetRequest
CrmLeadsGetQuery?: CrmLeadsGetQuery
CrmLeadsGetParams?: CrmLeadsGetParams
CrmLeadsGetResponse?: CrmLeadsGetResponse
CrmLeadsCreateRequest?: CrmLeadsCreateRequest
CrmLeadsCreateQuery?: CrmLeadsCreateQuery
CrmLeadsCreateParams?: CrmLeadsCreateParams
CrmLeadsCreateResponse?: CrmLeadsCreateResponse
CrmLeadsUpdateRequest?: CrmLeadsUpdateRequest
CrmLeadsUpdateQuery?: CrmLeadsUpdateQuery
CrmLeadsUpdateParams?: CrmLeadsUpdateParams
CrmLeadsUpdateResponse?: CrmLeadsUpdateResponse
CrmLeadsDeleteRequest?: IdRequest
CrmLeadsDeleteQuery?: CrmLeadsDeleteQuery
CrmLeadsDeleteParams?: CrmLeadsDeleteParams
CrmLeadsDeleteResponse?: CrmLeadsDeleteResponse
CrmNotesListRequest?: UnifiedListRequest
CrmNotesListQuery?: CrmNotesListQuery
CrmNotesListParams?: CrmNotesListParams
CrmNotesListResponse?: CrmNotesListResponse
CrmNotesGetRequest?: CrmNotesGetRequest
CrmNotesGetQuery?: CrmNotesGetQuery
CrmNotesGetParams?: CrmNotesGetParams
CrmNotesGetResponse?: CrmNotesGetResponse
CrmNotesCreateRequest?: CrmNotesCreateRequest
CrmNotesCreateQuery?: CrmNotesCreateQuery
CrmNotesCreateParams?: CrmNotesCreateParams
CrmNotesCreateResponse?: CrmNotesCreateResponse
CrmNotesUpdateRequest?: CrmNotesUpdateRequest
CrmNotesUpdateQuery?: CrmNotesUpdateQuery
CrmNotesUpdateParams?: CrmNotesUpdateParams
CrmNotesUpdateResponse?: CrmNotesUpdateResponse
CrmNotesDeleteRequest?: IdRequest
CrmNotesDeleteQuery?: CrmNotesDeleteQuery
CrmNotesDeleteParams?: CrmNotesDeleteParams
CrmNotesDeleteResponse?: CrmNotesDeleteResponse
CrmUsersListRequest?: UnifiedListRequest
CrmUsersListQuery?: CrmUsersListQuery
CrmUsersListParams?: CrmUsersListParams
CrmUsersListResponse?: CrmUsersListResponse
CrmUsersGetRequest?: CrmUsersGetRequest
CrmUsersGetQuery?: CrmUsersGetQuery
CrmUsersGetParams?: CrmUsersGetParams
CrmUsersGetResponse?: CrmUsersGetResponse
CrmListsListRequest?: UnifiedListRequest
CrmListsListQuery?: CrmListsListQuery
CrmListsListParams?: CrmListsListParams
CrmListsListResponse?: CrmListsListResponse
CrmListsGetRequest?: CrmListsGetRequest
CrmListsGetQuery?: CrmListsGetQuery
CrmListsGetParams?: CrmListsGetParams
CrmListsGetResponse?: CrmListsGetResponse
EngagementUsersGetRequest?: EngagementUsersGetRequest
EngagementUsersGetQuery?: EngagementUsersGetQuery
EngagementUsersGetParams?: EngagementUsersGetParams
EngagementUsersGetResponse?: EngagementUsersGetResponse
EngagementContactsListRequest?: UnifiedListRequest
EngagementContactsListQuery?: EngagementContactsListQuery
EngagementContactsListParams?: EngagementContactsListParams
EngagementContactsListResponse?: EngagementContactsListResponse
EngagementContactsGetRequest?: EngagementContactsGetRequest
EngagementContactsGetQuery?: EngagementContactsGetQuery
EngagementContactsGetParams?: EngagementContactsGetParams
EngagementContactsGetResponse?: EngagementContactsGetResponse
EngagementContactsCreateRequest?: EngagementContactsCreateRequest
EngagementContactsCreateQuery?: EngagementContactsCreateQuery
EngagementContactsCreateParams?: EngagementContactsCreateParams
EngagementContactsCreateResponse?: EngagementContactsCreateResponse
EngagementContactsUpdateRequest?: EngagementContactsUpdateRequest
EngagementContactsUpdateQuery?: EngagementContactsUpdateQuery
EngagementContactsUpdateParams?: EngagementContactsUpdateParams
EngagementContactsUpdateResponse?: EngagementContactsUpdateResponse
EngagementContactsDeleteRequest?: IdRequest
EngagementContactsDeleteQuery?: EngagementContactsDeleteQuery
EngagementContactsDeleteParams?: EngagementContactsDeleteParams
EngagementContactsDeleteResponse?: EngagementContactsDeleteResponse
EngagementContactsSearchRequest?: EngagementContactsSearchRequest
EngagementContactsSearchQuery?: EngagementContactsSearchQuery
EngagementContactsSearchParams?: EngagementContactsSearchParams
EngagementContactsSearchResponse?: EngagementContactsSearchResponse
EngagementAccountsListRequest?: UnifiedListRequest
EngagementAccountsListQuery?: EngagementAccountsListQuery
EngagementAccountsListParams?: EngagementAccountsListParams
EngagementAccountsListResponse?: EngagementAccountsListResponse
EngagementAccountsGetRequest?: EngagementAccountsGetRequest
EngagementAccountsGetQuery?: EngagementAccountsGetQuery
EngagementAccountsGetParams?: EngagementAccountsGetParams
EngagementAccountsGetResponse?: EngagementAccountsGetResponse
EngagementAccountsCreateRequest?: EngagementAccountsCreateRequest
EngagementAccountsCreateQuery?: EngagementAccountsCreateQuery
EngagementAccountsCreateParams?: EngagementAccountsCreateParams
EngagementAccountsCreateResponse?: EngagementAccountsCreateResponse
EngagementAccountsUpdateRequest?: EngagementAccountsUpdateRequest
EngagementAccountsUpdateQuery?: EngagementAccountsUpdateQuery
EngagementAccountsUpdateParams?: EngagementAccountsUpdateParams
EngagementAccountsUpdateResponse?: EngagementAccountsUpdateResponse
EngagementSequencesListRequest?: UnifiedListRequest
EngagementSequencesListQuery?: EngagementSequencesListQuery
EngagementSequencesListParams?: EngagementSequencesListParams
EngagementSequencesListResponse?: EngagementSequencesListResponse
EngagementSequencesGetRequest?: EngagementSequencesGetRequest
EngagementSequencesGetQuery?: EngagementSequencesGetQuery
EngagementSequencesGetParams?: EngagementSequencesGetParams
EngagementSequencesGetResponse?: EngagementSequencesGetResponse
DialerUsersListRequest?: UnifiedListRequest
DialerUsersListQuery?: DialerUsersListQuery
DialerUsersListParams?: DialerUsersListParams
DialerUsersListResponse?: DialerUsersListResponse
DialerUsersGetRequest?: DialerUsersGetRequest
DialerUsersGetQuery?: DialerUsersGetQuery
DialerUsersGetParams?: DialerUsersGetParams
DialerUsersGetResponse?: DialerUsersGetResponse
DialerUsersUpdateRequest?: DialerUsersUpdateRequest
DialerUsersUpdateQuery?: DialerUsersUpdateQuery
DialerUsersUpdateParams?: DialerUsersUpdateParams
DialerUsersUpdateResponse?: DialerUsersUpdateResponse
DialerCallsListRequest?: UnifiedListRequest
DialerCallsListQuery?: DialerCallsListQuery
DialerCallsListParams?: DialerCallsListParams
DialerCallsListResponse?: DialerCallsListResponse
DialerCallsGetRequest?: DialerCallsGetRequest
DialerCallsGetQuery?: DialerCallsGetQuery
DialerCallsGetParams?: DialerCallsGetParams
DialerCallsGetResponse?: DialerCallsGetResponse
DialerCallsDeleteRequest?: IdRequest
DialerCallsDeleteQuery?: DialerCallsDeleteQuery
DialerCallsDeleteParams?: DialerCallsDeleteParams
DialerCallsDeleteResponse?: DialerCallsDeleteResponse
DialerContactsListRequest?: UnifiedListRequest
DialerContactsListQuery?: DialerContactsListQuery
DialerContactsListParams?: DialerContactsListParams
DialerContactsListResponse?: DialerContactsListResponse
DialerContactsGetRequest?: DialerContactsGetRequest
DialerContactsGetQuery?: DialerContactsGetQuery
DialerContactsGetParams?: DialerContactsGetParams
DialerContactsGetResponse?: DialerContactsGetResponse
DialerContactsCreateRequest?: DialerContactsCreateRequest
DialerContactsCreateQuery?: DialerContactsCreateQuery
DialerContactsCreateParams?: DialerContactsCreateParams
DialerContactsCreateResponse?: DialerContactsCreateResponse
DialerContactsUpdateRequest?: DialerContactsUpdateRequest
DialerContactsUpdateQuery?: DialerContactsUpdateQuery
DialerContactsUpdateParams?: DialerContactsUpdateParams
DialerContactsUpdateResponse?: DialerContactsUpdateResponse
DialerContactsDeleteRequest?: IdRequest
DialerContactsDeleteQuery?: DialerContactsDeleteQuery
DialerContactsDeleteParams?: DialerContactsDeleteParams
DialerContactsDeleteResponse?: DialerContactsDeleteResponse
EmailMessagesListRequest?: UnifiedListRequest
EmailMessagesListQuery?: EmailMessagesListQuery
EmailMessagesListParams?: EmailMessagesListParams
EmailMessagesListResponse?: EmailMessagesListResponse
EmailMessagesGetRequest?: EmailMessagesGetRequest
EmailMessagesGetQuery?: EmailMessagesGetQuery
EmailMessagesGetParams?: EmailMessagesGetParams
EmailMessagesGetResponse?: EmailMessagesGetResponse
EmailMessagesCreateRequest?: EmailMessagesCreateRequest
EmailMessagesCreateQuery?: EmailMessagesCreateQuery
EmailMessagesCreateParams?: EmailMessagesCreateParams
EmailMessagesCreateResponse?: EmailMessagesCreateResponse
EmailMessagesSearchRequest?: EmailMessagesSearchRequest
EmailMessagesSearchQuery?: EmailMessagesSearchQuery
EmailMessagesSearchParams?: EmailMessagesSearchParams
EmailMessagesSearchResponse?: EmailMessagesSearchResponse
CalendarEventsListRequest?: UnifiedListRequest
CalendarEventsListQuery?: CalendarEventsListQuery
CalendarEventsListParams?: CalendarEventsListParams
CalendarEventsListResponse?: CalendarEventsListResponse
CalendarEventsGetRequest?: CalendarEventsGetRequest
CalendarEventsGetQuery?: CalendarEventsGetQuery
CalendarEventsGetParams?: CalendarEventsGetParams
CalendarEventsGetResponse?: CalendarEventsGetResponse
CalendarEventsCreateRequest?: CalendarEventsCreateRequest
CalendarEventsCreateQuery?: CalendarEventsCreateQuery
CalendarEventsCreateParams?: CalendarEventsCreateParams
CalendarEventsCreateResponse?: CalendarEventsCreateResponse
CalendarEventsUpdateRequest?: CalendarEventsUpdateRequest
CalendarEventsUpdateQuery?: CalendarEventsUpdateQuery
CalendarEventsUpdateParams?: CalendarEventsUpdateParams
CalendarEventsUpdateResponse?: CalendarEventsUpdateResponse
CalendarEventsDeleteRequest?: IdRequest
CalendarEventsDeleteQuery?: CalendarEventsDeleteQuery
CalendarEventsDeleteParams?: CalendarEventsDeleteParams
CalendarEventsDeleteResponse?: CalendarEventsDeleteResponse
CalendarEventsSearchRequest?: CalendarEventsSearchRequest
CalendarEventsSearchQuery?: CalendarEventsSearchQuery
CalendarEventsSearchParams?: CalendarEventsSearchParams
CalendarEventsSearchResponse?: CalendarEventsSearchResponse
AircallUsersListRequest?: AircallUsersListRequest
AircallUsersListQuery?: AircallUsersListQuery
AircallUsersListParams?: AircallUsersListParams
AircallUsersListResponse?: AircallUsersListResponse
ApolloSequencesAddContactsRequest?: ApolloSequencesAddContactsRequest
ApolloSequencesAddContactsQuery?: ApolloSequencesAddContactsQuery
ApolloSequencesAddContactsParams?: ApolloSequencesAddContactsParams
ApolloSequencesAddContactsResponse?: ApolloSequencesAddContactsResponse
AttioNotesCreateRequest?: AttioNotesCreateRequest
AttioNotesCreateQuery?: AttioNotesCreateQuery
AttioNotesCreateParams?: AttioNotesCreateParams
AttioNotesCreateResponse?: AttioNotesCreateResponse
CapsuleMilestonesListRequest?: CapsuleMilestonesListRequest
CapsuleMilestonesListQuery?: CapsuleMilestonesListQuery
CapsuleMilestonesListParams?: CapsuleMilestonesListParams
CapsuleMilestonesListResponse?: CapsuleMilestonesListResponse
CloseOpportunityStatusesListRequest?: CloseOpportunityStatusesListRequest
CloseOpportunityStatusesListQuery?: CloseOpportunityStatusesListQuery
CloseOpportunityStatusesListParams?: CloseOpportunityStatusesListParams
CloseOpportunityStatusesListResponse?: CloseOpportunityStatusesListResponse
CloudtalkCallsCreateRequest?: CloudtalkCallsCreateRequest
CloudtalkCallsCreateQuery?: CloudtalkCallsCreateQuery
CloudtalkCallsCreateParams?: CloudtalkCallsCreateParams
CloudtalkCallsCreateResponse?: CloudtalkCallsCreateResponse
CloudtalkContactsNotesAddRequest?: CloudtalkContactsNotesAddRequest
CloudtalkContactsNotesAddQuery?: CloudtalkContactsNotesAddQuery
CloudtalkContactsNotesAddParams?: CloudtalkContactsNotesAddParams
CloudtalkContactsNotesAddResponse?: CloudtalkContactsNotesAddResponse
CloudtalkContactsTagsAddRequest?: CloudtalkContactsTagsAddRequest
CloudtalkContactsTagsAddQuery?: CloudtalkContactsTagsAddQuery
CloudtalkContactsTagsAddParams?: CloudtalkContactsTagsAddParams
CloudtalkContactsTagsAddResponse?: CloudtalkContactsTagsAddResponse
CopperPipelinesListRequest?: CopperPipelinesListRequest
CopperPipelinesListQuery?: CopperPipelinesListQuery
CopperPipelinesListParams?: CopperPipelinesListParams
CopperPipelinesListResponse?: CopperPipelinesListResponse
DialpadCallsRingRequest?: DialpadCallsRingRequest
DialpadCallsRingQuery?: DialpadCallsRingQuery
DialpadCallsRingParams?: DialpadCallsRingParams
DialpadCallsRingResponse?: DialpadCallsRingResponse
Dynamics365WhoamiRequest?: Dynamics365WhoamiRequest
Dynamics365WhoamiQuery?: Dynamics365WhoamiQuery
Dynamics365WhoamiParams?: Dynamics365WhoamiParams
Dynamics365WhoamiResponse?: Dynamics365WhoamiResponse
Dynamics365OpportunitiesWinRequest?: Dynamics365OpportunitiesWinRequest
Dynamics365OpportunitiesWinQuery?: Dynamics365OpportunitiesWinQuery
Dynamics365OpportunitiesWinParams?: Dynamics365OpportunitiesWinParams
Dynamics365OpportunitiesWinResponse?: Dynamics365OpportunitiesWinResponse
FreshsalesDealStagesListRequest?: FreshsalesDealStagesListRequest
FreshsalesDealStagesListQuery?: FreshsalesDealStagesListQuery
FreshsalesDealStagesListParams?: FreshsalesDealStagesListParams
FreshsalesDealStagesListResponse?: FreshsalesDealStagesListResponse
FreshsalesTasksCreateRequest?: FreshsalesTasksCreateRequest
FreshsalesTasksCreateQuery?: FreshsalesTasksCreateQuery
FreshsalesTasksCreateParams?: FreshsalesTasksCreateParams
FreshsalesTasksCreateResponse?: FreshsalesTasksCreateResponse
GmailThreadsGetRequest?: GmailThreadsGetRequest
GmailThreadsGetQuery?: GmailThreadsGetQuery
GmailThreadsGetParams?: GmailThreadsGetParams
GmailThreadsGetResponse?: GmailThreadsGetResponse
GmailLabelsListRequest?: GmailLabelsListRequest
GmailLabelsListQuery?: GmailLabelsListQuery
GmailLabelsListParams?: GmailLabelsListParams
GmailLabelsListResponse?: GmailLabelsListResponse
GongCallsTranscriptRequest?: GongCallsTranscriptRequest
GongCallsTranscriptQuery?: GongCallsTranscriptQuery
GongCallsTranscriptParams?: GongCallsTranscriptParams
GongCallsTranscriptResponse?: GongCallsTranscriptResponse
HubspotListsMembersRequest?: HubspotListsMembersRequest
HubspotListsMembersQuery?: HubspotListsMembersQuery
HubspotListsMembersParams?: HubspotListsMembersParams
HubspotListsMembersResponse?: HubspotListsMembersResponse
InsightlyPipelineStagesListRequest?: InsightlyPipelineStagesListRequest
InsightlyPipelineStagesListQuery?: InsightlyPipelineStagesListQuery
InsightlyPipelineStagesListParams?: InsightlyPipelineStagesListParams
InsightlyPipelineStagesListResponse?: InsightlyPipelineStagesListResponse
JustcallCallsUpdateRequest?: JustcallCallsUpdateRequest
JustcallCallsUpdateQuery?: JustcallCallsUpdateQuery
JustcallCallsUpdateParams?: JustcallCallsUpdateParams
JustcallCallsUpdateResponse?: JustcallCallsUpdateResponse
KeapOpportunityStagesListRequest?: KeapOpportunityStagesListRequest
KeapOpportunityStagesListQuery?: KeapOpportunityStagesListQuery
KeapOpportunityStagesListParams?: KeapOpportunityStagesListParams
KeapOpportunityStagesListResponse?: KeapOpportunityStagesListResponse
MicrosoftOutlookMessagesReplyRequest?: MicrosoftOutlookMessagesReplyRequest
MicrosoftOutlookMessagesReplyQuery?: MicrosoftOutlookMessagesReplyQuery
MicrosoftOutlookMessagesReplyParams?: MicrosoftOutlookMessagesReplyParams
MicrosoftOutlookMessagesReplyResponse?: MicrosoftOutlookMessagesReplyResponse
MicrosoftOutlookMessagesReplyAllRequest?: MicrosoftOutlookMessagesReplyAllRequest
MicrosoftOutlookMessagesReplyAllQuery?: MicrosoftOutlookMessagesReplyAllQuery
MicrosoftOutlookMessagesReplyAllParams?: MicrosoftOutlookMessagesReplyAllParams
MicrosoftOutlookMessagesReplyAllResponse?: MicrosoftOutlookMessagesReplyAllResponse
MixmaxUsersMeRequest?: MixmaxUsersMeRequest
MixmaxUsersMeQuery?: MixmaxUsersMeQuery
MixmaxUsersMeParams?: MixmaxUsersMeParams
MixmaxUsersMeResponse?: MixmaxUsersMeResponse
MixmaxSequencesRecipientsAddRequest?: MixmaxSequencesRecipientsAddRequest
MixmaxSequencesRecipientsAddQuery?: MixmaxSequencesRecipientsAddQuery
MixmaxSequencesRecipientsAddParams?: MixmaxSequencesRecipientsAddParams
MixmaxSequencesRecipientsAddResponse?: MixmaxSequencesRecipientsAddResponse
MixmaxSequencesRecipientsListRequest?: MixmaxSequencesRecipientsListRequest
MixmaxSequencesRecipientsListQuery?: MixmaxSequencesRecipientsListQuery
MixmaxSequencesRecipientsListParams?: MixmaxSequencesRecipientsListParams
MixmaxSequencesRecipientsListResponse?: MixmaxSequencesRecipientsListResponse
MixmaxSequencesRecipientsCancelRequest?: MixmaxSequencesRecipientsCancelRequest
MixmaxSequencesRecipientsCancelQuery?: MixmaxSequencesRecipientsCancelQuery
MixmaxSequencesRecipientsCancelParams?: MixmaxSequencesRecipientsCancelParams
MixmaxSequencesRecipientsCancelResponse?: MixmaxSequencesRecipientsCancelResponse
PipedriveListsMembersRequest?: PipedriveListsMembersRequest
PipedriveListsMembersQuery?: PipedriveListsMembersQuery
PipedriveListsMembersParams?: PipedriveListsMembersParams
PipedriveListsMembersResponse?: PipedriveListsMembersResponse
RingcentralCallsRingOutRequest?: RingcentralCallsRingOutRequest
RingcentralCallsRingOutQuery?: RingcentralCallsRingOutQuery
RingcentralCallsRingOutParams?: RingcentralCallsRingOutParams
RingcentralCallsRingOutResponse?: RingcentralCallsRingOutResponse
RingcentralUsersPresenceRequest?: RingcentralUsersPresenceRequest
RingcentralUsersPresenceQuery?: RingcentralUsersPresenceQuery
RingcentralUsersPresenceParams?: RingcentralUsersPresenceParams
RingcentralUsersPresenceResponse?: RingcentralUsersPresenceResponse
SalesforceListsMembersRequest?: SalesforceListsMembersRequest
SalesforceListsMembersQuery?: SalesforceListsMembersQuery
SalesforceListsMembersParams?: SalesforceListsMembersParams
SalesforceListsMembersResponse?: SalesforceListsMembersResponse
SugarcrmSalesStagesListRequest?: SugarcrmSalesStagesListRequest
SugarcrmSalesStagesListQuery?: SugarcrmSalesStagesListQuery
SugarcrmSalesStagesListParams?: SugarcrmSalesStagesListParams
SugarcrmSalesStagesListResponse?: SugarcrmSalesStagesListResponse
TalkdeskCallsCallbackRequest?: TalkdeskCallsCallbackRequest
TalkdeskCallsCallbackQuery?: TalkdeskCallsCallbackQuery
TalkdeskCallsCallbackParams?: TalkdeskCallsCallbackParams
TalkdeskCallsCallbackResponse?: TalkdeskCallsCallbackResponse
TalkdeskCallsRecordingsRequest?: TalkdeskCallsRecordingsRequest
TalkdeskCallsRecordingsQuery?: TalkdeskCallsRecordingsQuery
TalkdeskCallsRecordingsParams?: TalkdeskCallsRecordingsParams
TalkdeskCallsRecordingsResponse?: TalkdeskCallsRecordingsResponse
TalkdeskCallsReportsCreateRequest?: TalkdeskCallsReportsCreateRequest
TalkdeskCallsReportsCreateQuery?: TalkdeskCallsReportsCreateQuery
TalkdeskCallsReportsCreateParams?: TalkdeskCallsReportsCreateParams
TalkdeskCallsReportsCreateResponse?: TalkdeskCallsReportsCreateResponse
TwilioCallsCreateRequest?: TwilioCallsCreateRequest
TwilioCallsCreateQuery?: TwilioCallsCreateQuery
TwilioCallsCreateParams?: TwilioCallsCreateParams
TwilioCallsCreateResponse?: TwilioCallsCreateResponse
TwilioCallsEndRequest?: TwilioCallsEndRequest
TwilioCallsEndQuery?: TwilioCallsEndQuery
TwilioCallsEndParams?: TwilioCallsEndParams
TwilioCallsEndResponse?: TwilioCallsEndResponse
ZendeskSellStagesListRequest?: ZendeskSellStagesListRequest
ZendeskSellStagesListQuery?: ZendeskSellStagesListQuery
ZendeskSellStagesListParams?: ZendeskSellStagesListParams
ZendeskSellStagesListResponse?: ZendeskSellStagesListResponse
ZohoCoqlQueryRequest?: ZohoCoqlQueryRequest
ZohoCoqlQueryQuery?: ZohoCoqlQueryQuery
ZohoCoqlQueryParams?: ZohoCoqlQueryParams
ZohoCoqlQueryResponse?: ZohoCoqlQueryResponse
CreateWebhookRequest?: CreateWebhookRequest
CreateWebhookQuery?: CreateWebhookQuery
CreateWebhookParams?: CreateWebhookParams
CreateWebhookResponse?: WebhookResult
RotateWebhookSecretRequest?: IdRequest
RotateWebhookSecretQuery?: RotateWebhookSecretQuery
RotateWebhookSecretParams?: RotateWebhookSecretParams
RotateWebhookSecretResponse?: RotateWebhookSecretResponse
FindWebhookRequest?: IdRequest
FindWebhookQuery?: FindWebhookQuery
FindWebhookParams?: FindWebhookParams
FindWebhookResponse?: WebhookResult
ListWebhooksRequest?: EmptyRequest
ListWebhooksQuery?: ListWebhooksQuery
ListWebhooksParams?: ListWebhooksParams
ListWebhooksResponse?: ListWebhooksResponse
DeleteWebhookRequest?: IdRequest
DeleteWebhookQuery?: DeleteWebhookQuery
DeleteWebhookParams?: DeleteWebhookParams
DeleteWebhookResponse?: IdResult
SendWebhookTestEventRequest?: SendWebhookTestEventRequest
SendWebhookTestEventQuery?: SendWebhookTestEventQuery
SendWebhookTestEventParams?: SendWebhookTestEventParams
SendWebhookTestEventResponse?: WebhookTestResult
ListWebhookDeliveriesRequest?: ListWebhookDeliveriesRequest
ListWebhookDeliveriesQuery?: ListWebhookDeliveriesQuery
ListWebhookDeliveriesParams?: ListWebhookDeliveriesParams
ListWebhookDeliveriesResponse?: ListWebhookDeliveriesResponse
McpPostRequest?: McpPostRequest
McpPostQuery?: McpPostQuery
McpPostParams?: McpPostParams
McpPostResponse?: McpPostResponse
ListAgentToolsRequest?: ListAgentToolsRequest
ListAgentToolsQuery?: ListAgentToolsQuery
ListAgentToolsParams?: ListAgentToolsParams
ListAgentToolsResponse?: ListAgentToolsResponse
CallAgentToolRequest?: CallAgentToolRequest
CallAgentToolQuery?: CallAgentToolQuery
CallAgentToolParams?: CallAgentToolParams
CallAgentToolResponse?: CallAgentToolResponse
ListAuditEntriesRequest?: AuditQuery
ListAuditEntriesQuery?: ListAuditEntriesQuery
ListAuditEntriesParams?: ListAuditEntriesParams
ListAuditEntriesResponse?: ListAuditEntriesResponse
ExportAuditEntriesQuery?: ExportAuditEntriesQuery
ExportAuditEntriesParams?: ExportAuditEntriesParams
ExportAuditEntriesResponse?: ExportAuditEntriesResponse
ListEventsQuery?: ListEventsQuery
ListEventsParams?: ListEventsParams
ListEventsResponse?: ListEventsResponse
CreateLinkTokenRequest?: CreateLinkTokenRequest
CreateLinkTokenQuery?: CreateLinkTokenQuery
CreateLinkTokenParams?: CreateLinkTokenParams
CreateLinkTokenResponse?: CreateLinkTokenResponse
ExchangeLinkTokenRequest?: ExchangeLinkTokenRequest
ExchangeLinkTokenQuery?: ExchangeLinkTokenQuery
ExchangeLinkTokenParams?: ExchangeLinkTokenParams
ExchangeLinkTokenResponse?: ConnectionCredentials
LegacyListContactsQuery?: LegacyListContactsQuery
LegacyListContactsParams?: LegacyListContactsParams
LegacyListContactsResponse?: LegacyListContactsResponse
LegacyGetListQuery?: LegacyGetListQuery
LegacyGetListParams?: LegacyGetListParams
LegacyGetListResponse?: LegacyGetListResponse
ReceiveToolWebhookRequest?: ReceiveToolWebhookRequest
ReceiveToolWebhookQuery?: ReceiveToolWebhookQuery
ReceiveToolWebhookParams?: ReceiveToolWebhookParams
ReceiveToolWebhookResponse?: ReceiveToolWebhookResponse
LegacyCreateConnectionWebhookRequest?: LegacyCreateConnectionWebhookRequest
LegacyCreateConnectionWebhookQuery?: LegacyCreateConnectionWebhookQuery
LegacyCreateConnectionWebhookParams?: LegacyCreateConnectionWebhookParams
LegacyCreateConnectionWebhookResponse?: LegacyCreateConnectionWebhookResponse
LegacyListConnectionWebhooksQuery?: LegacyListConnectionWebhooksQuery
LegacyListConnectionWebhooksParams?: LegacyListConnectionWebhooksParams
LegacyListConnectionWebhooksResponse?: LegacyListConnectionWebhooksResponse
LegacyDeleteConnectionWebhookQuery?: LegacyDeleteConnectionWebhookQuery
LegacyDeleteConnectionWebhookParams?: LegacyDeleteConnectionWebhookParams
LegacyDeleteConnectionWebhookResponse?: IdResult
LegacyGetConnectionQuery?: LegacyGetConnectionQuery
LegacyGetConnectionParams?: LegacyGetConnectionParams
LegacyGetConnectionResponse?: LegacyGetConnectionResponse
LegacyDeleteConnectionQuery?: LegacyDeleteConnectionQuery
LegacyDeleteConnectionParams?: LegacyDeleteConnectionParams
LegacyDeleteConnectionResponse?: LegacyDeleteConnectionResponse
GetDashboardPageQuery?: GetDashboardPageQuery
GetDashboardPageParams?: GetDashboardPageParams
GetDashboardPageResponse?: GetDashboardPageResponse
GetDashboardAssetQuery?: GetDashboardAssetQuery
GetDashboardAssetParams?: GetDashboardAssetParams
GetDashboardAssetResponse?: GetDashboardAssetResponse
CreateDashboardSessionRequest?: CreateDashboardSessionRequest
CreateDashboardSessionQuery?: CreateDashboardSessionQuery
CreateDashboardSessionParams?: CreateDashboardSessionParams
CreateDashboardSessionResponse?: DashboardSession
GetDashboardSessionQuery?: GetDashboardSessionQuery
GetDashboardSessionParams?: GetDashboardSessionParams
GetDashboardSessionResponse?: DashboardSession
DeleteDashboardSessionQuery?: DeleteDashboardSessionQuery
DeleteDashboardSessionParams?: DeleteDashboardSessionParams
GetDashboardSignInOptionsQuery?: GetDashboardSignInOptionsQuery
GetDashboardSignInOptionsParams?: GetDashboardSignInOptionsParams
GetDashboardSignInOptionsResponse?: DashboardSignInOptions
ListDashboardSsoProvidersQuery?: ListDashboardSsoProvidersQuery
ListDashboardSsoProvidersParams?: ListDashboardSsoProvidersParams
ListDashboardSsoProvidersResponse?: ListDashboardSsoProvidersResponse
StartDashboardSsoRequest?: StartDashboardSsoRequest
StartDashboardSsoQuery?: StartDashboardSsoQuery
StartDashboardSsoParams?: StartDashboardSsoParams
StartDashboardSsoResponse?: StartDashboardSsoResponse
FinishDashboardSsoQuery?: FinishDashboardSsoQuery
FinishDashboardSsoParams?: FinishDashboardSsoParams
GetDashboardAccountQuery?: GetDashboardAccountQuery
GetDashboardAccountParams?: GetDashboardAccountParams
GetDashboardAccountResponse?: DashboardAccount
StartDashboardTotpQuery?: StartDashboardTotpQuery
StartDashboardTotpParams?: StartDashboardTotpParams
StartDashboardTotpResponse?: DashboardTotpEnrolment
ConfirmDashboardTotpRequest?: ConfirmDashboardTotpRequest
ConfirmDashboardTotpQuery?: ConfirmDashboardTotpQuery
ConfirmDashboardTotpParams?: ConfirmDashboardTotpParams
ConfirmDashboardTotpResponse?: DashboardRecoveryCodes
DisableDashboardTotpRequest?: DisableDashboardTotpRequest
DisableDashboardTotpQuery?: DisableDashboardTotpQuery
DisableDashboardTotpParams?: DisableDashboardTotpParams
ListDashboardAccountSessionsQuery?: ListDashboardAccountSessionsQuery
ListDashboardAccountSessionsParams?: ListDashboardAccountSessionsParams
ListDashboardAccountSessionsResponse?: DashboardSessionList
DeleteDashboardAccountSessionQuery?: DeleteDashboardAccountSessionQuery
DeleteDashboardAccountSessionParams?: DeleteDashboardAccountSessionParams
ListDashboardProjectUsersQuery?: ListDashboardProjectUsersQuery
ListDashboardProjectUsersParams?: ListDashboardProjectUsersParams
ListDashboardProjectUsersResponse?: DashboardTeam
SetDashboardUserRoleRequest?: SetDashboardUserRoleRequest
SetDashboardUserRoleQuery?: SetDashboardUserRoleQuery
SetDashboardUserRoleParams?: SetDashboardUserRoleParams
SetDashboardUserRoleResponse?: DashboardTeamMember
ListDashboardUserSessionsQuery?: ListDashboardUserSessionsQuery
ListDashboardUserSessionsParams?: ListDashboardUserSessionsParams
ListDashboardUserSessionsResponse?: DashboardSessionList
EndDashboardUserSessionsQuery?: EndDashboardUserSessionsQuery
EndDashboardUserSessionsParams?: EndDashboardUserSessionsParams
EndDashboardUserSessionsResponse?: DashboardSessionsEnded
ListDashboardInvitesQuery?: ListDashboardInvitesQuery
ListDashboardInvitesParams?: ListDashboardInvitesParams
ListDashboardInvitesResponse?: DashboardInviteList
CreateDashboardInviteRequest?: CreateDashboardInviteRequest
CreateDashboardInviteQuery?: CreateDashboardInviteQuery
CreateDashboardInviteParams?: CreateDashboardInviteParams
CreateDashboardInviteResponse?: DashboardInviteCreated
DeleteDashboardInviteQuery?: DeleteDashboardInviteQuery
DeleteDashboardInviteParams?: DeleteDashboardInviteParams
LookupDashboardInviteRequest?: LookupDashboardInviteRequest
LookupDashboardInviteQuery?: LookupDashboardInviteQuery
LookupDashboardInviteParams?: LookupDashboardInviteParams
LookupDashboardInviteResponse?: DashboardInviteInfo
AcceptDashboardInviteRequest?: AcceptDashboardInviteRequest
AcceptDashboardInviteQuery?: AcceptDashboardInviteQuery
AcceptDashboardInviteParams?: AcceptDashboardInviteParams
AcceptDashboardInviteResponse?: DashboardInviteAccepted
ListDashboardIntegrationsQuery?: ListDashboardIntegrationsQuery
ListDashboardIntegrationsParams?: ListDashboardIntegrationsParams
ListDashboardIntegrationsResponse?: ListDashboardIntegrationsResponse
GetDashboardOverviewQuery?: GetDashboardOverviewQuery
GetDashboardOverviewParams?: GetDashboardOverviewParams
GetDashboardOverviewResponse?: DashboardOverview
ListDashboardConnectionsQuery?: ListDashboardConnectionsQuery
ListDashboardConnectionsParams?: ListDashboardConnectionsParams
ListDashboardConnectionsResponse?: ListDashboardConnectionsResponse
GetDashboardRevokePlanQuery?: GetDashboardRevokePlanQuery
GetDashboardRevokePlanParams?: GetDashboardRevokePlanParams
GetDashboardRevokePlanResponse?: DashboardRevokePlan
RevokeAllDashboardConnectionsRequest?: RevokeAllDashboardConnectionsRequest
RevokeAllDashboardConnectionsQuery?: RevokeAllDashboardConnectionsQuery
RevokeAllDashboardConnectionsParams?: RevokeAllDashboardConnectionsParams
RevokeAllDashboardConnectionsResponse?: DashboardRevokeReport
DeleteDashboardConnectionQuery?: DeleteDashboardConnectionQuery
DeleteDashboardConnectionParams?: DeleteDashboardConnectionParams
ResyncDashboardConnectionQuery?: ResyncDashboardConnectionQuery
ResyncDashboardConnectionParams?: ResyncDashboardConnectionParams
ResyncDashboardConnectionResponse?: DashboardAccepted
CreateDashboardReconnectLinkQuery?: CreateDashboardReconnectLinkQuery
CreateDashboardReconnectLinkParams?: CreateDashboardReconnectLinkParams
CreateDashboardReconnectLinkResponse?: CreateDashboardReconnectLinkResponse
GetDashboardSyncControlsQuery?: GetDashboardSyncControlsQuery
GetDashboardSyncControlsParams?: GetDashboardSyncControlsParams
GetDashboardSyncControlsResponse?: DashboardSyncControls
UpdateDashboardSyncControlsRequest?: UpdateDashboardSyncControlsRequest
UpdateDashboardSyncControlsQuery?: UpdateDashboardSyncControlsQuery
UpdateDashboardSyncControlsParams?: UpdateDashboardSyncControlsParams
UpdateDashboardSyncControlsResponse?: DashboardSyncControls
ListDashboardRevocationsQuery?: ListDashboardRevocationsQuery
ListDashboardRevocationsParams?: ListDashboardRevocationsParams
ListDashboardRevocationsResponse?: ListDashboardRevocationsResponse
ListDashboardWebhooksQuery?: ListDashboardWebhooksQuery
ListDashboardWebhooksParams?: ListDashboardWebhooksParams
ListDashboardWebhooksResponse?: ListDashboardWebhooksResponse
CreateDashboardWebhookRequest?: CreateDashboardWebhookRequest
CreateDashboardWebhookQuery?: CreateDashboardWebhookQuery
CreateDashboardWebhookParams?: CreateDashboardWebhookParams
CreateDashboardWebhookResponse?: DashboardWebhook
DeleteDashboardWebhookQuery?: DeleteDashboardWebhookQuery
DeleteDashboardWebhookParams?: DeleteDashboardWebhookParams
ListDashboardDeliveriesQuery?: ListDashboardDeliveriesQuery
ListDashboardDeliveriesParams?: ListDashboardDeliveriesParams
ListDashboardDeliveriesResponse?: ListDashboardDeliveriesResponse
RedeliverDashboardDeliveryQuery?: RedeliverDashboardDeliveryQuery
RedeliverDashboardDeliveryParams?: RedeliverDashboardDeliveryParams
RedeliverDashboardDeliveryResponse?: DashboardAccepted
SendDashboardTestEventQuery?: SendDashboardTestEventQuery
SendDashboardTestEventParams?: SendDashboardTestEventParams
SendDashboardTestEventResponse?: DashboardAccepted
ListDashboardEventsQuery?: ListDashboardEventsQuery
ListDashboardEventsParams?: ListDashboardEventsParams
ListDashboardEventsResponse?: ListDashboardEventsResponse
ListDashboardOauthAppsQuery?: ListDashboardOauthAppsQuery
ListDashboardOauthAppsParams?: ListDashboardOauthAppsParams
ListDashboardOauthAppsResponse?: ListDashboardOauthAppsResponse
CreateDashboardOauthAppRequest?: CreateDashboardOauthAppRequest
CreateDashboardOauthAppQuery?: CreateDashboardOauthAppQuery
CreateDashboardOauthAppParams?: CreateDashboardOauthAppParams
CreateDashboardOauthAppResponse?: OauthApp
DeleteDashboardOauthAppQuery?: DeleteDashboardOauthAppQuery
DeleteDashboardOauthAppParams?: DeleteDashboardOauthAppParams
ListDashboardAuditEntriesQuery?: ListDashboardAuditEntriesQuery
ListDashboardAuditEntriesParams?: ListDashboardAuditEntriesParams
ListDashboardAuditEntriesResponse?: ListDashboardAuditEntriesResponse
ListDashboardAgentKeysQuery?: ListDashboardAgentKeysQuery
ListDashboardAgentKeysParams?: ListDashboardAgentKeysParams
ListDashboardAgentKeysResponse?: ListDashboardAgentKeysResponse
CreateDashboardAgentKeyRequest?: AgentKeyInput
CreateDashboardAgentKeyQuery?: CreateDashboardAgentKeyQuery
CreateDashboardAgentKeyParams?: CreateDashboardAgentKeyParams
CreateDashboardAgentKeyResponse?: CreateDashboardAgentKeyResponse
RevokeDashboardAgentKeyQuery?: RevokeDashboardAgentKeyQuery
RevokeDashboardAgentKeyParams?: RevokeDashboardAgentKeyParams
ListDashboardApiKeysQuery?: ListDashboardApiKeysQuery
ListDashboardApiKeysParams?: ListDashboardApiKeysParams
ListDashboardApiKeysResponse?: ListDashboardApiKeysResponse
CreateDashboardApiKeyRequest?: ApiKeyInput
CreateDashboardApiKeyQuery?: CreateDashboardApiKeyQuery
CreateDashboardApiKeyParams?: CreateDashboardApiKeyParams
CreateDashboardApiKeyResponse?: ApiKeyCreated
RotateDashboardApiKeyRequest?: RotateDashboardApiKeyRequest
RotateDashboardApiKeyQuery?: RotateDashboardApiKeyQuery
RotateDashboardApiKeyParams?: RotateDashboardApiKeyParams
RotateDashboardApiKeyResponse?: ApiKeyRotated
RevokeDashboardApiKeyQuery?: RevokeDashboardApiKeyQuery
RevokeDashboardApiKeyParams?: RevokeDashboardApiKeyParams
ListDashboardRequestLogsQuery?: ListDashboardRequestLogsQuery
ListDashboardRequestLogsParams?: ListDashboardRequestLogsParams
ListDashboardRequestLogsResponse?: ListDashboardRequestLogsResponse
ListDashboardCallLogsQuery?: ListDashboardCallLogsQuery
ListDashboardCallLogsParams?: ListDashboardCallLogsParams
ListDashboardCallLogsResponse?: ListDashboardCallLogsResponse
GetDashboardSettingsQuery?: GetDashboardSettingsQuery
GetDashboardSettingsParams?: GetDashboardSettingsParams
GetDashboardSettingsResponse?: DashboardSettings
UpdateDashboardConnectSettingsRequest?: UpdateDashboardConnectSettingsRequest
UpdateDashboardConnectSettingsQuery?: UpdateDashboardConnectSettingsQuery
UpdateDashboardConnectSettingsParams?: UpdateDashboardConnectSettingsParams
UpdateDashboardConnectSettingsResponse?: DashboardSettings
RotateDashboardApiTokenRequest?: RotateDashboardApiTokenRequest
RotateDashboardApiTokenQuery?: RotateDashboardApiTokenQuery
RotateDashboardApiTokenParams?: RotateDashboardApiTokenParams
RotateDashboardApiTokenResponse?: RotateDashboardApiTokenResponse
GetDashboardSsoSettingsQuery?: GetDashboardSsoSettingsQuery
GetDashboardSsoSettingsParams?: GetDashboardSsoSettingsParams
GetDashboardSsoSettingsResponse?: DashboardSsoSettings
UpdateDashboardSsoSettingsRequest?: UpdateDashboardSsoSettingsRequest
UpdateDashboardSsoSettingsQuery?: UpdateDashboardSsoSettingsQuery
UpdateDashboardSsoSettingsParams?: UpdateDashboardSsoSettingsParams
UpdateDashboardSsoSettingsResponse?: DashboardSsoSettings
DeleteDashboardSsoSettingsQuery?: DeleteDashboardSsoSettingsQuery
DeleteDashboardSsoSettingsParams?: DeleteDashboardSsoSettingsParams
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AuditQuery".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAuditEntriesRequest".
 */
export interface AuditQuery {
/**
 * An actor id (`apiKey:key_…`) or an actor kind (`apiKey`, `user`, `operator`, …).
 */
actor?: string
/**
 * An action (`webhook.create`) or a target type (`webhook`).
 */
action?: string
/**
 * `nextCursor` of the previous page.
 */
cursor?: string
limit?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AuditPage".
 */
export interface AuditPage {
entries: AuditEntry[]
/**
 * Pass it as `cursor` for the next (older) page; null on the last page.
 */
nextCursor: (string | null)
}
/**
 * One administrative change. Summaries never hold secrets.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AuditEntry".
 */
export interface AuditEntry {
id: string
time: string
/**
 * The environment the change belongs to; null for changes of the whole gateway (master key, users).
 */
environmentId: (string | null)
actor: AuditActor
/**
 * A stable string of the actor (`apiKey:key_…`, `user:usr_…`, `operator:cli`).
 */
actorId: string
/**
 * The client address as the gateway derives it (`PLUGBOARD_TRUST_PROXY`); null for the CLI.
 */
sourceAddress: (string | null)
/**
 * `<target type>.<verb>`, e.g. `webhook.create`, `webhook.rotateSecret`, `agentKey.revoke`, `masterKey.rotate`.
 */
action: string
target: {
type: string
id: string
name?: string
}
/**
 * A summary of the target before the change (null when it did not exist).
 */
before: ({

} | null)
/**
 * A summary of the target after the change (null when it no longer exists).
 */
after: ({

} | null)
}
/**
 * Who made the change. `kind` is one of `apiKey` (keyId, name, environmentId), `environmentToken`
 * (environmentId: the environment's original token), `dashboardSession` (environmentId: a dashboard session
 * signed in with that environment's token), `user` (userId, email), `operator` (via `adminToken` or `cli`),
 * `agentKey` (keyId, environmentId), `system`.
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AuditActor".
 */
export interface AuditActor {
kind: ("apiKey" | "environmentToken" | "dashboardSession" | "user" | "operator" | "agentKey" | "system")
keyId?: string
name?: string
environmentId?: string
userId?: string
email?: string
via?: ("adminToken" | "cli")
}
/**
 * Faults a sandbox connection injects, so error handling can be tested without a real account. Bursts count
 * the connection's requests to the sandbox (retries included) from the moment the faults were set: first the
 * `serverErrors` burst, then the `rateLimit` burst, then normal answers.
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SandboxFaults".
 */
export interface SandboxFaults {
/**
 * The next `count` requests answer 429 with `Retry-After`.
 */
rateLimit?: {
count: number
/**
 * Wait asked for (default 1).
 */
retryAfterSeconds?: number
/**
 * `Retry-After: 1` (default) or `Retry-After: <HTTP date>`.
 */
retryAfterFormat?: ("seconds" | "http-date")
}
/**
 * The next `count` requests answer `status`.
 */
serverErrors?: {
count: number
/**
 * Default 503.
 */
status?: (500 | 502 | 503 | 504)
}
/**
 * The connection's access token is expired now; the next call gets 401, refreshes it and retries.
 */
expiredToken?: boolean
/**
 * Every page of a listing names itself as the next page; the gateway stops with 502 `PAGINATION_LOOP`.
 */
repeatCursor?: boolean
/**
 * Every answer comes this late; at or past the integration's timeout the call fails with 504 `DOWNSTREAM_TIMEOUT`.
 */
latencyMs?: number
}
/**
 * What a call would send (`Plugboard-Dry-Run: true`); nothing reached the tool.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DryRunAnswer".
 */
export interface DryRunAnswer {
dryRun: {
/**
 * The requests the call would send, in order (a read before a write comes first).
 */
requests: PlannedRequest[]
/**
 * For unified calls, which fields map to which paths of the tool's records (the fields sent, for writes).
 */
mapping: (null | {
/**
 * Common model id, e.g. `crm.contact`.
 */
model: string
operation: string
fields: {
/**
 * The unified field.
 */
field: string
/**
 * Dot path in the tool's record; null for a field computed from several.
 */
path: (string | null)
}[]
})
/**
 * What would happen beyond these requests (later pages, a token refresh, a read-back).
 */
notes: string[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "PlannedRequest".
 */
export interface PlannedRequest {
method: string
/**
 * Absolute URL with the query; credential values shown as `[REDACTED]`.
 */
url: string
/**
 * Every header the gateway would send; credential values shown as `[REDACTED]`.
 */
headers: {
[k: string]: string
}
/**
 * The JSON body, when the request has one.
 */
body?: {
[k: string]: unknown
}
}
/**
 * One JSON-RPC 2.0 message (request, notification, response or error) as MCP exchanges them.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "JsonRpcMessage".
 */
export interface JsonRpcMessage {
/**
 * Always 2.0.
 */
jsonrpc: "2.0"
/**
 * Request id (absent on notifications; null on an error about an unreadable request).
 */
id?: (string | number | null)
/**
 * The MCP method, e.g. `initialize`, `tools/list`, `tools/call`.
 */
method?: string
/**
 * The method's parameters.
 */
params?: {

}
/**
 * A response's result.
 */
result?: {

}
/**
 * A JSON-RPC error.
 */
error?: {
/**
 * JSON-RPC error code.
 */
code: number
/**
 * What went wrong.
 */
message: string
/**
 * More about it.
 */
data?: {
[k: string]: unknown
}
}
}
/**
 * Hints for clients (which calls need a human's confirmation).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentToolAnnotations".
 */
export interface AgentToolAnnotations {
/**
 * A short human title.
 */
title: string
/**
 * The tool only reads.
 */
readOnlyHint: boolean
/**
 * The tool may delete or overwrite.
 */
destructiveHint: boolean
/**
 * Repeating a call with the same arguments changes nothing more.
 */
idempotentHint: boolean
/**
 * The tool reaches an outside system (the connected tool).
 */
openWorldHint: boolean
}
/**
 * A tool as MCP lists it.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentToolMcp".
 */
export interface AgentToolMcp {
/**
 * Stable tool name, e.g. `hubspot_crm_contact_list`.
 */
name: string
/**
 * What it does, when to use it, how paging works.
 */
description: string
/**
 * JSON Schema of the arguments (an object schema).
 */
inputSchema: {

}
annotations: AgentToolAnnotations
}
/**
 * An OpenAI Chat Completions function tool (`tools` of `POST /v1/chat/completions`).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentToolOpenAi".
 */
export interface AgentToolOpenAi {
/**
 * Always function.
 */
type: "function"
/**
 * The function.
 */
function: {
/**
 * The tool name.
 */
name: string
/**
 * What it does.
 */
description: string
/**
 * JSON Schema of the arguments.
 */
parameters: {

}
}
}
/**
 * An OpenAI Responses API function tool (`tools` of `POST /v1/responses`).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentToolOpenAiResponses".
 */
export interface AgentToolOpenAiResponses {
/**
 * Always function.
 */
type: "function"
/**
 * The tool name.
 */
name: string
/**
 * What it does.
 */
description: string
/**
 * JSON Schema of the arguments.
 */
parameters: {

}
}
/**
 * An Anthropic Messages API tool (`tools` of `POST /v1/messages`).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentToolAnthropic".
 */
export interface AgentToolAnthropic {
/**
 * The tool name.
 */
name: string
/**
 * What it does.
 */
description: string
/**
 * JSON Schema of the arguments.
 */
input_schema: {

}
}
/**
 * The one error shape of every endpoint.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Error".
 */
export interface Error {
error: {
code: ErrorCode
/**
 * Human-readable explanation; never holds a secret. Do not branch on it.
 */
message: string
/**
 * Code-specific details (any JSON value), e.g. the list of invalid fields for VALIDATION_FAILED.
 */
details?: {
[k: string]: unknown
}
}
}
/**
 * No parameters; an empty body or `{}`.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmptyRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListIntegrationsRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExchangeSessionTokenRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAgentKeysRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListApiKeysRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectSettingsRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectStatusRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListConnectionsRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListWebhooksRequest".
 */
export interface EmptyRequest {

}
/**
 * Identifies one record.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "IdRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindOauthAppRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteOauthAppRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeAgentKeyRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeApiKeyRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindConnectionRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectionFieldMappingsRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteConnectionRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsDeleteRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsDeleteRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsDeleteRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsDeleteRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesDeleteRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsDeleteRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsDeleteRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsDeleteRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsDeleteRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateWebhookSecretRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindWebhookRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteWebhookRequest".
 */
export interface IdRequest {
/**
 * The record's id.
 */
id: string
}
/**
 * A test event published by `POST /webhooks/test`.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "WebhookTestResult".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SendWebhookTestEventResponse".
 */
export interface WebhookTestResult {
/**
 * The event's id, as the receiver and the event log see it.
 */
eventId: string
eventType: "system.webhook.test"
/**
 * Deliveries queued, one per webhook.
 */
deliveries: number
}
/**
 * The id of the record acted on.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "IdResult".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteWebhookResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyDeleteConnectionWebhookResponse".
 */
export interface IdResult {
/**
 * The record's id.
 */
id: string
}
/**
 * Body of unified list endpoints.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UnifiedListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListEngagementUsersRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmUsersListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmListsListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementSequencesListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesListRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsListRequest".
 */
export interface UnifiedListRequest {
/**
 * The `nextPageCursor` of the previous page.
 */
cursor?: string
/**
 * Records per page (the connector's default when absent).
 */
pageSize?: number
/**
 * Extra data per record.
 */
include?: {
/**
 * Add each record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * Values of the connection inputs the integration declares (e.g. a subdomain), by input name.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectionInputs".
 */
export interface ConnectionInputs {
[k: string]: string
}
/**
 * One way an end user can authenticate to the tool.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AuthMethod".
 */
export interface AuthMethod {
/**
 * Identifier of the method within the integration (e.g. `oauth2`, `api_key`).
 */
id: string
/**
 * The method's name for the end user (e.g. "Private app access token"), from the manifest.
 */
label?: string
/**
 * What this method lets the customer's application do, in plain words, from the manifest.
 */
access?: string[]
/**
 * The label and access lines in other languages, by language tag (`fr`), from the manifest; the connect modal shows them when it runs in that language. Absent when the manifest gives none.
 */
translations?: {
[k: string]: {
label?: string
access?: string[]
}
}
/**
 * Kind of credentials.
 */
type: ("oauth2_authorization_code" | "oauth2_client_credentials" | "oauth2_password" | "api_key" | "basic" | "bearer")
/**
 * Credential fields the user fills in (empty for the OAuth 2.0 authorization code flow).
 */
fields: {
/**
 * Key in `credentials`.
 */
name: string
/**
 * Label shown in the modal.
 */
label: string
/**
 * Masked in the modal and encrypted at rest.
 */
secret: boolean
/**
 * Must be filled in.
 */
required: boolean
/**
 * Plain-words help shown under the field (where to find the value).
 */
help?: string
/**
 * The tool's page explaining where to find the value.
 */
helpUrl?: string
/**
 * Example shown in the empty field.
 */
placeholder?: string
/**
 * Regular expression the value must match (checked by the modal and again by the gateway).
 */
pattern?: string
/**
 * The label, help and placeholder in other languages, by language tag (`fr`), from the manifest.
 */
translations?: {
[k: string]: {
label?: string
help?: string
placeholder?: string
}
}
}[]
}
/**
 * A value the user gives when connecting (e.g. a subdomain or region), used to build the tool's address.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "IntegrationInput".
 */
export interface IntegrationInput {
/**
 * Key in `inputs`.
 */
name: string
/**
 * Label shown in the modal.
 */
label: string
/**
 * Kind of value (e.g. `string`, `url`, `enum`).
 */
type: string
/**
 * Must be filled in.
 */
required: boolean
/**
 * Regular expression the value must match (checked by the modal and again by the gateway).
 */
pattern?: string
/**
 * Plain-words help shown under the field.
 */
help?: string
/**
 * The tool's page explaining where to find the value.
 */
helpUrl?: string
/**
 * Example shown in the empty field.
 */
placeholder?: string
/**
 * The label, help and placeholder in other languages, by language tag (`fr`), from the manifest.
 */
translations?: {
[k: string]: {
label?: string
help?: string
placeholder?: string
}
}
}
/**
 * What an integration supports, generated from its manifest.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "IntegrationCapabilities".
 */
export interface IntegrationCapabilities {
/**
 * What the integration offers, in this order (unified, actions, sync, native_webhooks, passthrough).
 */
offers: IntegrationOffer[]
/**
 * Unified models kept in the synced cache.
 */
sync: string[]
/**
 * Unified models whose changes arrive as the tool's own webhooks.
 */
nativeWebhooks: string[]
/**
 * Unified model id (e.g. `crm.contacts`) to the operations supported on it (e.g. `list`, `find`).
 */
models: {
[k: string]: string[]
}
/**
 * Tool-specific actions.
 */
actions: IntegrationAction[]
}
/**
 * One action of an integration.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "IntegrationAction".
 */
export interface IntegrationAction {
/**
 * Action name (e.g. `users/list`).
 */
name: string
/**
 * Endpoint of the action (e.g. `/api/actions/aircall/users/list`).
 */
path: string
}
/**
 * The capabilities of one integration.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "IntegrationCapabilityEntry".
 */
export interface IntegrationCapabilityEntry {
/**
 * Identifier of the integration.
 */
integrationId: string
/**
 * What the integration offers (see IntegrationOffer).
 */
offers: IntegrationOffer[]
/**
 * Unified models kept in the synced cache.
 */
sync: string[]
/**
 * Unified models whose changes arrive as the tool's own webhooks.
 */
nativeWebhooks: string[]
/**
 * Unified model id to the operations supported on it.
 */
models: {
[k: string]: string[]
}
/**
 * Tool-specific actions.
 */
actions: IntegrationAction[]
}
/**
 * A tool Plugboard can connect to (one connector manifest).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Integration".
 */
export interface Integration {
/**
 * Identifier of the integration (the modal is opened with it).
 */
integrationId: string
/**
 * Every integration has a sandbox: a connection to sample data instead of an account at the tool, made
 * through the normal connect flow with this auth method (`POST /api/connect/credentials` with
 * `{"authMethodId": "sandbox", "credentials": {"type": "sandbox"}}`), in these environments only. The connect
 * modal offers it as "Try with sample data". See docs/sandbox.md.
 * 
 */
sandbox?: {
authMethodId: "sandbox"
environments: ("development")[]
}
/**
 * How to show the integration.
 */
display: {
/**
 * Display name.
 */
name: string
/**
 * Absolute address of the icon, served by the gateway (`GET /connectors/{integrationId}/icon.svg`).
 */
iconURI: string
}
/**
 * Categories (e.g. `crm`, `engagement`, `dialer`).
 */
categories: string[]
/**
 * Ways the end user can authenticate.
 */
authMethods: AuthMethod[]
/**
 * Values asked when connecting.
 */
inputs: IntegrationInput[]
capabilities: IntegrationCapabilities
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectSettingsResult".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectSettingsResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateConnectSettingsResponse".
 */
export interface ConnectSettingsResult {
result: {
connectSettings: {
/**
 * Origins allowed to embed the modal and receive its results.
 */
allowedOrigins: string[]
/**
 * What end users see in the modal.
 */
branding: {
displayName?: string
logoUrl?: string
accentColor?: string
privacyPolicyUrl?: string
}
}
}
}
/**
 * A new connection's identifiers, returned once by the token exchange.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectionCredentials".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExchangeLinkTokenResponse".
 */
export interface ConnectionCredentials {
/**
 * Public identifier of the connection.
 */
connectionId: string
/**
 * Secret access token of the connection; shown only here, store it securely.
 */
accessToken: string
/**
 * The integration connected.
 */
integrationId: string
}
/**
 * A connection of an end user's tool account to a project environment.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Connection".
 */
export interface Connection {
/**
 * Public identifier (the `connectionId`).
 */
id: string
/**
 * The project the connection belongs to.
 */
projectId: string
/**
 * The environment the connection belongs to.
 */
environment: ("development" | "production")
/**
 * The connected integration.
 */
integrationId: string
/**
 * Sync state: `NEW_CONNECTION` (created; /crm/ endpoints blocked), `INITIAL_SYNCED` (first 30 days of
 * data synced; /crm/ unblocked), `READY` (all data synced).
 * 
 */
status: ("NEW_CONNECTION" | "INITIAL_SYNCED" | "READY")
/**
 * `needs_reauth` when the credentials were revoked or could not be refreshed; `error` when the tool keeps refusing calls or the sync failed 3 runs in a row (`healthReason` starts with `sync failing:`; back to `ok` after a run that succeeds).
 */
health: ("ok" | "needs_reauth" | "error")
healthState?: ConnectionHealthState
/**
 * Message of the last failed sync, or null.
 */
lastSyncError?: (string | null)
/**
 * The connection's subscriptions to its tool's change notifications, made by the gateway when the manifest
 * declares them (`webhooks.subscriptions`; docs/webhooks.md). Empty when the tool's webhooks are set up by
 * hand or at the app (HubSpot) or not at all. Whatever their state the connection keeps its sync schedule:
 * notifications only make changes arrive sooner, polling is the safety net.
 * 
 */
subscriptions?: ConnectionSubscription[]
/**
 * Synced-cache settings (session token `connection.sync.objects`, or changed with /api/connections/update).
 */
sync?: {
/**
 * The object types asked for, or null for every type the connector syncs.
 */
objects: ({
[k: string]: boolean
} | null)
/**
 * Seconds between two sync runs of this connection, or null for the gateway's default.
 */
frequencySeconds?: (number | null)
/**
 * The unified fields kept in the cache per object type, or null for every field.
 */
fields?: (SyncFields | null)
/**
 * Days a cached record's contents are kept after they last changed, or null (kept).
 */
retentionDays?: (number | null)
}
/**
 * When the connection was created.
 */
createdTime: string
/**
 * When the connection last changed.
 */
modifiedTime?: string
}
/**
 * The connection's health: `degraded` while a reason holds (scopes the tool did not grant, token refreshes
 * failing, 401/403 answers in a row, credentials refused for good), `healthy` otherwise. Changes are announced by
 * the `connection.degraded` and `connection.recovered` events.
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectionHealthState".
 */
export interface ConnectionHealthState {
/**
 * `degraded` while at least one reason holds.
 */
state: ("healthy" | "degraded")
/**
 * Why the connection is degraded (empty when healthy).
 */
reasons: ConnectionHealthReason[]
/**
 * Scopes the tool granted (its token response's `scope`); null when it did not say or the connection uses no OAuth.
 */
grantedScopes: (string[] | null)
}
/**
 * One reason a connection is degraded.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectionHealthReason".
 */
export interface ConnectionHealthReason {
/**
 * `missing_scopes`: the tool granted fewer scopes than the integration needs; `refresh_failed`: token
 * refreshes failed; `auth_rejected`: the tool answered 401/403 repeatedly; `needs_reauth`: the tool
 * refused the credentials for good (the end user must connect again).
 * 
 */
code: ("missing_scopes" | "refresh_failed" | "auth_rejected" | "needs_reauth")
/**
 * What happened, for people.
 */
message: string
}
/**
 * One subscription of a connection to its tool's change notifications. Its secrets are never shown.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectionSubscription".
 */
export interface ConnectionSubscription {
/**
 * The subscription's name in the manifest (`webhooks.subscriptions[].name`).
 */
name: string
/**
 * `pending`: about to be made (after connect or re-authorisation); `active`: the tool sends its changes
 * (a renewal failure keeps it active until the expiry, with `lastError`); `failed`: making it failed, retried
 * at `nextActionTime` (30 s, 2 min, 8 min, 32 min, then every 2 hours); `unavailable`: the gateway cannot be
 * reached by the tool (`PUBLIC_BASE_URL` is loopback or private) or subscriptions are off
 * (`PLUGBOARD_TOOL_SUBSCRIPTIONS`). In every state but `active` changes arrive with each sync only.
 * 
 */
state: ("pending" | "active" | "failed" | "unavailable")
/**
 * When the tool ends the subscription unless it is renewed, or null (it does not expire).
 */
expiresTime: (string | null)
/**
 * When the gateway renews it (before `expiresTime`) or retries making it, or null.
 */
nextActionTime: (string | null)
/**
 * When it was last made or renewed at the tool, or null.
 */
subscribedTime: (string | null)
/**
 * Why the last attempt failed (or why subscribing is unavailable), or null.
 */
lastError: (string | null)
/**
 * Failed attempts in a row.
 */
failures: number
/**
 * When its state last changed.
 */
modifiedTime: string
}
/**
 * Object type (`contacts`) -> the unified fields kept in the synced cache (`id` is always kept).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SyncFields".
 */
export interface SyncFields {
/**
 * @maxItems 200
 */
[k: string]: string[]
}
/**
 * What an agent key may reach and do.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentKeyInput".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateAgentKeyRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardAgentKeyRequest".
 */
export interface AgentKeyInput {
/**
 * A label for people ("support bot", "Claude Desktop, Ana").
 */
name: string
/**
 * The connections the key reaches (of this environment). Absent: every connection, also those created later.
 * 
 * @minItems 1
 * @maxItems 1000
 */
connectionIds?: [string, ...(string)[]]
/**
 * Tool-name patterns the key may list and call (`*` matches any run of characters, e.g. `hubspot_crm_contact_*`).
 * Absent or empty: every tool (within `readOnly` and `allowPassthrough`).
 * 
 * 
 * @maxItems 200
 */
toolAllowList?: string[]
/**
 * true: only tools that read (list, get, search, read actions, the event log) are listed and callable.
 */
readOnly?: boolean
/**
 * true: a write answers with its dry run and a confirmation id; `confirm_write` executes it once.
 */
requireConfirmation?: boolean
/**
 * true: the passthrough tool (raw requests to the connected tool) is offered.
 */
allowPassthrough?: boolean
budget?: AgentKeyBudget
/**
 * When the key stops working (in the future). Absent: never.
 */
expiresTime?: string
}
/**
 * Tool calls the key may make per minute and per day (fixed windows that start at a window's first call),
 * counted across every gateway process. Past either: 429 `AGENT_BUDGET_EXHAUSTED` with `Retry-After`. Absent:
 * no budget of its own (the environment's rate limit still applies).
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentKeyBudget".
 */
export interface AgentKeyBudget {
/**
 * Tool calls per minute.
 */
perMinute?: number
/**
 * Tool calls per day.
 */
perDay?: number
}
/**
 * An agent key (never its secret).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentKey".
 */
export interface AgentKey {
/**
 * The key's public id (in logs and metrics).
 */
id: string
/**
 * The label given at creation.
 */
name: string
/**
 * The secret's last 4 characters, to tell keys apart.
 */
keyHint: string
/**
 * Whether the key works now.
 */
status: ("active" | "revoked" | "expired")
/**
 * true: the key reaches every connection of the environment (connectionIds is empty).
 */
allConnections: boolean
/**
 * The connections the key reaches, when not all.
 */
connectionIds: string[]
/**
 * Tool-name patterns (empty means every tool).
 */
toolAllowList: string[]
/**
 * Only reading tools.
 */
readOnly: boolean
/**
 * Writes need confirmation (preview, then `confirm_write`).
 */
requireConfirmation: boolean
/**
 * The passthrough tool is offered.
 */
allowPassthrough: boolean
budget?: AgentKeyBudget
/**
 * When the key stops working (absent = never).
 */
expiresTime?: string
/**
 * When the key was created.
 */
createdTime: string
/**
 * When the key was revoked (absent unless revoked).
 */
revokedTime?: string
}
/**
 * An API key of the environment (never its secret).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApiKey".
 */
export interface ApiKey {
/**
 * The key's public id (in the audit trail).
 */
id: string
/**
 * The label given at creation.
 */
name: string
/**
 * true for the environment token: every scope, signs webhooks, rotated but never revoked.
 */
primary: boolean
scopes: ApiKeyScope[]
/**
 * What the secret starts with (`pb_key_`, or `pb_dev_` / `pb_prod_` for the environment token).
 */
prefix: string
/**
 * The secret's last four characters, to tell keys apart.
 */
lastFour: string
/**
 * Whether the key works now.
 */
status: ("active" | "revoked" | "expired")
createdTime: string
/**
 * When the key stops working (null never).
 */
expiresTime: (string | null)
/**
 * When the key was last used, to the minute (null never).
 */
lastUsedTime: (string | null)
/**
 * When the key was revoked.
 */
revokedTime?: string
/**
 * The key that replaced this one at a rotation.
 */
replacedBy?: string
}
/**
 * A new API key.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApiKeyInput".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateApiKeyRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardApiKeyRequest".
 */
export interface ApiKeyInput {
/**
 * A label ("Reporting job").
 */
name: string
/**
 * @minItems 1
 * @maxItems 6
 */
scopes: [ApiKeyScope]|[ApiKeyScope, ApiKeyScope]|[ApiKeyScope, ApiKeyScope, ApiKeyScope]|[ApiKeyScope, ApiKeyScope, ApiKeyScope, ApiKeyScope]|[ApiKeyScope, ApiKeyScope, ApiKeyScope, ApiKeyScope, ApiKeyScope]|[ApiKeyScope, ApiKeyScope, ApiKeyScope, ApiKeyScope, ApiKeyScope, ApiKeyScope]
/**
 * When the key stops working (in the future); absent, never.
 */
expiresTime?: string
}
/**
 * The key to rotate.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApiKeyRotateRequest".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateApiKeyRequest".
 */
export interface ApiKeyRotateRequest {
id: string
/**
 * How long the old key keeps working (at most 7 days); absent or 0, it stops at once.
 */
gracePeriodSeconds?: number
}
/**
 * A new API key and its secret (shown only here).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApiKeyCreated".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardApiKeyResponse".
 */
export interface ApiKeyCreated {
apiKey: ApiKey
/**
 * The secret: send it as `x-svc-api-token`. Stored only as a keyed hash.
 */
secret: string
}
/**
 * The key that replaces the rotated one, its secret (shown only here), and the old key as it is now.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApiKeyRotated".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateDashboardApiKeyResponse".
 */
export interface ApiKeyRotated {
apiKey: ApiKey
/**
 * The new secret: send it as `x-svc-api-token`.
 */
secret: string
previous: ApiKey
}
/**
 * A new agent key and its secret (shown only here).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentKeyCreated".
 */
export interface AgentKeyCreated {
agentKey: AgentKey
/**
 * The secret (`pb_agent_…`): send it as `Authorization: Bearer <secret>`. Stored only as a keyed hash.
 */
secret: string
}
/**
 * What the presented agent key may do, as the MCP server and `/api/tools/*` enforce it.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AgentKeyPolicy".
 */
export interface AgentKeyPolicy {
/**
 * The key's public id.
 */
keyId: string
/**
 * The project of the key's environment.
 */
projectId: string
/**
 * The environment the key is bound to.
 */
environmentId: string
/**
 * true: every connection of the environment.
 */
allConnections: boolean
/**
 * The connections reached, when not all.
 */
connectionIds: string[]
/**
 * Tool-name patterns (empty means every tool).
 */
toolAllowList: string[]
/**
 * Only reading tools.
 */
readOnly: boolean
/**
 * Writes need confirmation.
 */
requireConfirmation: boolean
/**
 * The passthrough tool is offered.
 */
allowPassthrough: boolean
budget?: AgentKeyBudget
/**
 * When the key stops working (absent = never).
 */
expiresTime?: string
}
/**
 * OAuth 2.0 Protected Resource Metadata (RFC 9728).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ProtectedResourceMetadata".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetProtectedResourceMetadataResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetMcpProtectedResourceMetadataResponse".
 */
export interface ProtectedResourceMetadata {
/**
 * The protected resource's identifier (its URL).
 */
resource: string
/**
 * A name for people.
 */
resource_name?: string
/**
 * How the bearer token is sent (`header`, i.e. `Authorization: Bearer`).
 */
bearer_methods_supported: string[]
/**
 * Where the API is documented.
 */
resource_documentation?: string
[k: string]: unknown
}
/**
 * A customer's own OAuth app (its secret is never returned).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "OauthApp".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardOauthAppResponse".
 */
export interface OauthApp {
/**
 * Identifier of the app (pass as `oauthAppId`).
 */
id: string
/**
 * Integration the app is for.
 */
integrationId: string
/**
 * The OAuth client id.
 */
clientId: string
/**
 * Scopes requested (empty means the manifest's defaults).
 */
scopes: string[]
/**
 * The callback address to register at the tool, `{base_url}/api/auth/oauth-callback`.
 */
redirectUri: string
/**
 * When the app was registered.
 */
createdTime: string
}
/**
 * One OAuth app in the `/api` envelope.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "OauthAppResult".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateOauthAppResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindOauthAppResponse".
 */
export interface OauthAppResult {
result: {
oauthApp: OauthApp
}
}
/**
 * A project webhook.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Webhook".
 */
export interface Webhook {
/**
 * Identifier of the webhook.
 */
id: string
/**
 * The project it belongs to.
 */
projectId: string
/**
 * The address events are sent to.
 */
url: string
/**
 * When it was registered.
 */
createdTime: string
delivery: WebhookDeliveryState
/**
 * The webhook's signing secret for the Standard Webhooks `webhook-signature` header. Present only in the
 * answer that creates the webhook (and from `/webhooks/rotate-secret`): store it then.
 * 
 */
secret?: string
}
/**
 * Whether deliveries go to the webhook. After `PLUGBOARD_WEBHOOK_PARK_AFTER_FAILURES` failed attempts in a row
 * (default 5) the webhook is `parked`: nothing is sent to it until `parkedUntil`, then one delivery probes it
 * (`probing`); a 2xx makes it `active` again, a failure parks it for twice as long (at most 10 minutes).
 * Deliveries wait meanwhile (parking spends none of their attempts). See docs/webhooks.md.
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "WebhookDeliveryState".
 */
export interface WebhookDeliveryState {
/**
 * `active`: delivering; `parked`: nothing sent before `parkedUntil`; `probing`: one delivery is trying it.
 */
state: ("active" | "parked" | "probing")
/**
 * When it was parked (first of the failed probes in a row), or null when active.
 */
parkedSince: (string | null)
/**
 * When the next probe is due, or null when active.
 */
parkedUntil: (string | null)
/**
 * Failed attempts in a row that parked it (0 when active).
 */
failures: number
/**
 * The last failed attempt's error (as in the delivery log), or null when active.
 */
reason: (string | null)
}
/**
 * One webhook (bare, no envelope).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "WebhookResult".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateWebhookResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindWebhookResponse".
 */
export interface WebhookResult {
webhook: Webhook
}
/**
 * The delivery of one event to one webhook.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "WebhookDelivery".
 */
export interface WebhookDelivery {
/**
 * Identifier of the delivery.
 */
id: string
/**
 * The webhook delivered to.
 */
webhookId: string
/**
 * The event's `eventId`.
 */
eventId: string
/**
 * The event's `eventType`.
 */
eventType: string
/**
 * The connection the event is for.
 */
connectionId: string
/**
 * `pending` while attempts remain, `delivered` after a 2xx, `failed` after the last attempt failed.
 */
status: ("pending" | "delivered" | "failed")
/**
 * Attempts so far, oldest first (at most 4 - the first and 3 retries).
 */
attempts: {
/**
 * Attempt number (1 for the first).
 */
attempt: number
/**
 * When the attempt started.
 */
at: string
/**
 * Status the receiver answered, or null when there was no answer.
 */
statusCode: (number | null)
/**
 * How long the attempt took.
 */
durationMs: number
/**
 * Why the attempt failed, or null when it succeeded.
 */
error: (string | null)
}[]
/**
 * When the delivery was created.
 */
createdTime: string
}
/**
 * A webhook registered on one connection (older interface).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "WebhookMetadata".
 */
export interface WebhookMetadata {
/**
 * Identifier of the webhook.
 */
id: string
/**
 * The connection whose events it receives.
 */
connectionId: string
/**
 * The address events are sent to.
 */
webhookUrl: string
/**
 * When it was registered.
 */
createdTime: string
/**
 * The webhook's signing secret for the Standard Webhooks `webhook-signature` header. Present only in the
 * answer that creates the webhook (and from `/webhooks/rotate-secret`): store it then.
 * 
 */
secret?: string
}
/**
 * Body of an event sent to webhooks.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectorEvent".
 */
export interface ConnectorEvent {
/**
 * The connection the event is for.
 */
connectionId: string
/**
 * Unique id of the event (the same across retries; use it to de-duplicate).
 */
eventId: string
/**
 * When the event occurred.
 */
eventTime: string
/**
 * `system.sync.initial.complete`, `object.<category>.<object_type>.created|updated|deleted`, `connection.degraded`, `connection.recovered`, `connection.deleted`, `connection.revocation.updated` or `system.webhook.test` (`POST /webhooks/test`).
 */
eventType: string
/**
 * The affected object (object events only).
 */
data?: {
/**
 * Id of the created, updated or deleted object.
 */
id: string
}
health?: ConnectionHealthNotice
revocation?: ConnectionRevocation
}
/**
 * `connection.degraded` and `connection.recovered` only: the connection's health and how to mend it.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectionHealthNotice".
 */
export interface ConnectionHealthNotice {
/**
 * `degraded` while at least one reason holds.
 */
state: ("healthy" | "degraded")
/**
 * Why the connection is degraded (empty when healthy).
 */
reasons: ConnectionHealthReason[]
/**
 * A connect link that authorises the same connection again (degraded only; show it to the end user), or null.
 */
reconnectUrl: (string | null)
}
/**
 * `connection.deleted` and `connection.revocation.updated` only: what became of the tool's grant. The gateway
 * asks the tool to revoke its tokens (the manifest's `revoke`) before it erases the stored credentials.
 * `revoked`: the tool revoked them (or said they were already invalid); `not_supported`: the tool has no
 * revocation endpoint, or the connection used an API key or a token its owner manages (revoke it in the
 * tool); `retrying`: the tool did not answer or refused, the gateway keeps the credentials sealed and tries
 * again (a later `connection.revocation.updated` says how it ended); `abandoned`: every attempt failed, the
 * credentials were erased anyway (revoke the app's access in the tool).
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectionRevocation".
 */
export interface ConnectionRevocation {
state: ("revoked" | "not_supported" | "retrying" | "abandoned")
/**
 * Revocation requests sent so far.
 */
attempts: number
/**
 * Why the last attempt failed (a status or a transport error; never a token).
 */
error?: string
/**
 * When the next attempt is due (`retrying` only).
 */
nextAttemptTime?: string
}
/**
 * One connection's override of a model mapping. Checked against the `FieldMappingOverride` definition of the
 * connector manifest schema (src/connectors/schema/manifest.schema.json), whose field entries are the manifest's
 * own `Field` (path, codec, read, write).
 * Bounded: at most 16,384 characters as JSON (a bigger one is refused with 413 `PAYLOAD_TOO_LARGE`), 100 fields,
 * 200 exposed paths. A `read` expression is JSONata restricted to a safe subset (no function definitions, regular
 * expressions, ranges or `$eval`; listed in docs/security.md, refused with 400 `VALIDATION_FAILED` naming the
 * problem) and runs within limits of steps, depth, time and size (422 `FIELD_MAPPING_LIMIT_EXCEEDED` on the read).
 * 
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FieldMappingOverride".
 */
export interface FieldMappingOverride {
/**
 * Unified field name -> its mapping for this connection.
 */
fields?: {
/**
 * As in a manifest: `path` (dot path in the tool's record), `codec`, `read` (JSONata, the tenant subset), `write`.
 */
[k: string]: {
path?: string
read?: string
/**
 * A codec name, or a codec object (the manifest schema's `Codec` checks it).
 */
codec?: (string | {

})
write?: boolean
description?: string
}
}
/**
 * Downstream paths (under the model's additional path) to request and return under `additional`.
 * 
 * @maxItems 200
 */
expose?: string[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FieldMappingsResult".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectionFieldMappingsResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SetConnectionFieldMappingResponse".
 */
export interface FieldMappingsResult {
result: {
/**
 * Overrides by model id.
 */
fieldMappings: {
[k: string]: FieldMappingOverride
}
}
}
/**
 * A field of a model's records at the tool.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ToolField".
 */
export interface ToolField {
/**
 * Its key in a record.
 */
name: string
/**
 * Its label for people, or null.
 */
label: (string | null)
/**
 * Its type as the tool names it, or null.
 */
type: (string | null)
/**
 * Its path in a record, as a field mapping's `path` or `expose` names it.
 */
path: string
}
/**
 * An Aircall user as the Aircall `users/list` action returns it.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AircallUser".
 */
export interface AircallUser {
/**
 * Availability as Aircall reports it (e.g. `available`, `custom`, `unavailable`).
 */
availabilityStatus: string
/**
 * Whether the user can take calls now; null when Aircall does not say.
 */
available: (boolean | null)
/**
 * When the user was created.
 */
createdAt: string
/**
 * API address of the user at Aircall, or null.
 */
directLink: (string | null)
/**
 * The user's email.
 */
email: string
/**
 * Aircall's id of the user (as a string).
 */
id: string
/**
 * Preferred language (e.g. `en-US`), or null.
 */
language: (string | null)
/**
 * Full name.
 */
name: string
/**
 * IANA time zone.
 */
timeZone: string
/**
 * Seconds of after-call work, or null.
 */
wrapUpTime: (number | null)
}
/**
 * A person in a CRM.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContact".
 */
export interface CrmContact {
/**
 * Plugboard's id of the contact.
 */
id: string
/**
 * The CRM's id of the contact.
 */
nativeId: string
/**
 * Given name, or null.
 */
firstName: (string | null)
/**
 * Family name, or null.
 */
lastName: (string | null)
/**
 * Primary email, or null.
 */
email: (string | null)
/**
 * Primary phone number, or null.
 */
phone: (string | null)
/**
 * Job title, or null.
 */
jobTitle: (string | null)
/**
 * Plugboard's id of the contact's account, or null.
 */
accountId: (string | null)
/**
 * Plugboard's id of the CRM user who owns the contact, or null.
 */
ownerId: (string | null)
/**
 * When the contact was created in the CRM, or null when the CRM does not say.
 */
createdTime: (string | null)
/**
 * When the contact last changed in the CRM, or null when the CRM does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * Non-unifiable and custom fields of the record, by the tool's field name (only when asked for).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AdditionalFields".
 */
export interface AdditionalFields {
[k: string]: unknown
}
/**
 * The tool's raw record, unchanged (only when `include.$native` is true).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "NativeRecord".
 */
export interface NativeRecord {
[k: string]: unknown
}
/**
 * A company (organization) in a CRM.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccount".
 */
export interface CrmAccount {
/**
 * Plugboard's id of the account.
 */
id: string
/**
 * The CRM's id of the account.
 */
nativeId: string
/**
 * Company name, or null.
 */
name: (string | null)
/**
 * Website address, or null.
 */
website: (string | null)
/**
 * Industry, or null.
 */
industry: (string | null)
/**
 * Headcount, or null.
 */
numberOfEmployees: (number | null)
/**
 * Plugboard's id of the CRM user who owns the account, or null.
 */
ownerId: (string | null)
/**
 * When the account was created in the CRM, or null when the CRM does not say.
 */
createdTime: (string | null)
/**
 * When the account last changed, or null when the CRM does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A deal (opportunity) in a CRM.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDeal".
 */
export interface CrmDeal {
/**
 * Plugboard's id of the deal.
 */
id: string
/**
 * The CRM's id of the deal.
 */
nativeId: string
/**
 * Deal name, or null.
 */
name: (string | null)
/**
 * Value of the deal, or null.
 */
amount: (number | null)
/**
 * ISO 4217 currency code of `amount`, or null.
 */
currency: (string | null)
/**
 * Pipeline stage as the CRM names it, or null.
 */
stage: (string | null)
/**
 * Expected or actual close time, or null.
 */
closeDate: (string | null)
/**
 * Whether the deal was won, or null when the CRM does not say.
 */
isWon: (boolean | null)
/**
 * Whether the deal is closed, or null when the CRM does not say.
 */
isClosed: (boolean | null)
/**
 * Plugboard's id of the deal's account, or null.
 */
accountId: (string | null)
/**
 * Plugboard's id of the CRM user who owns the deal, or null.
 */
ownerId: (string | null)
/**
 * When the deal was created in the CRM, or null when the CRM does not say.
 */
createdTime: (string | null)
/**
 * When the deal last changed, or null when the CRM does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A lead (an unqualified prospect) in a CRM.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLead".
 */
export interface CrmLead {
/**
 * Plugboard's id of the lead.
 */
id: string
/**
 * The CRM's id of the lead.
 */
nativeId: string
/**
 * Given name, or null.
 */
firstName: (string | null)
/**
 * Family name, or null.
 */
lastName: (string | null)
/**
 * Primary email, or null.
 */
email: (string | null)
/**
 * Primary phone number, or null.
 */
phone: (string | null)
/**
 * Company name as entered on the lead, or null.
 */
company: (string | null)
/**
 * Lead status as the CRM names it, or null.
 */
status: (string | null)
/**
 * Plugboard's id of the CRM user who owns the lead, or null.
 */
ownerId: (string | null)
/**
 * When the lead was created in the CRM, or null when the CRM does not say.
 */
createdTime: (string | null)
/**
 * When the lead last changed, or null when the CRM does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A note attached to CRM records.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNote".
 */
export interface CrmNote {
/**
 * Plugboard's id of the note.
 */
id: string
/**
 * The CRM's id of the note.
 */
nativeId: string
/**
 * Text of the note (HTML when the CRM stores HTML), or null.
 */
content: (string | null)
/**
 * Plugboard's id of the contact it is attached to, or null.
 */
contactId: (string | null)
/**
 * Plugboard's id of the account it is attached to, or null.
 */
accountId: (string | null)
/**
 * Plugboard's id of the deal it is attached to, or null.
 */
dealId: (string | null)
/**
 * Plugboard's id of the CRM user who wrote it, or null.
 */
ownerId: (string | null)
/**
 * When the note was created in the CRM, or null when the CRM does not say.
 */
createdTime: (string | null)
/**
 * When the note last changed, or null when the CRM does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A user (seat) of the CRM.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmUser".
 */
export interface CrmUser {
/**
 * Plugboard's id of the user.
 */
id: string
/**
 * The CRM's id of the user.
 */
nativeId: string
/**
 * Full name, or null.
 */
name: (string | null)
/**
 * Email, or null.
 */
email: (string | null)
/**
 * When the user was created in the CRM, or null when the CRM does not say.
 */
createdTime: (string | null)
/**
 * When the user last changed, or null when the CRM does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A list or view in a CRM, with its members.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmList".
 */
export interface CrmList {
/**
 * Plugboard's id of the list.
 */
id: string
/**
 * The CRM's id of the list.
 */
nativeId: string
/**
 * Name of the list.
 */
name: string
/**
 * When the list was created in the CRM, or null when the CRM does not say.
 */
createdTime: (string | null)
/**
 * When the list last changed, or null when the CRM does not say.
 */
modifiedTime: (string | null)
/**
 * Members of the list (this page of them). Empty on unified endpoints; the CRM interface fills it.
 */
associations: {
/**
 * Plugboard's ids of member contacts (or leads, per `objectType`).
 */
contactIds: string[]
}[]
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A user (seat) of a sales-engagement tool.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementUser".
 */
export interface EngagementUser {
/**
 * Plugboard's id of the user.
 */
id: string
/**
 * Given name, or null.
 */
firstName: (string | null)
/**
 * Family name, or null.
 */
lastName: (string | null)
/**
 * Email, or null.
 */
email: (string | null)
/**
 * When the user was created in the tool, or null when the tool does not say (e.g. lemlist's team members).
 */
createdTime: (string | null)
/**
 * When the user last changed, or null when the tool does not say (e.g. Apollo).
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A prospect in a sales-engagement tool.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContact".
 */
export interface EngagementContact {
/**
 * Plugboard's id of the contact.
 */
id: string
/**
 * Given name, or null.
 */
firstName: (string | null)
/**
 * Family name, or null.
 */
lastName: (string | null)
/**
 * Primary email, or null.
 */
email: (string | null)
/**
 * Primary phone number, or null.
 */
phone: (string | null)
/**
 * Job title, or null.
 */
jobTitle: (string | null)
/**
 * Plugboard's id of the contact's account, or null.
 */
accountId: (string | null)
/**
 * Plugboard's id of the user who owns the contact, or null.
 */
ownerId: (string | null)
/**
 * When the contact was created in the tool, or null when the tool does not say.
 */
createdTime: (string | null)
/**
 * When the contact last changed, or null when the tool does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A company in a sales-engagement tool.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccount".
 */
export interface EngagementAccount {
/**
 * Plugboard's id of the account.
 */
id: string
/**
 * Company name, or null.
 */
name: (string | null)
/**
 * Company web domain, or null.
 */
domain: (string | null)
/**
 * Plugboard's id of the user who owns the account, or null.
 */
ownerId: (string | null)
/**
 * When the account was created in the tool, or null when the tool does not say.
 */
createdTime: (string | null)
/**
 * When the account last changed, or null when the tool does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A sequence (cadence) of outreach steps in a sales-engagement tool.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementSequence".
 */
export interface EngagementSequence {
/**
 * Plugboard's id of the sequence.
 */
id: string
/**
 * Name of the sequence, or null.
 */
name: (string | null)
/**
 * Whether the sequence is active, or null when the tool does not say.
 */
isEnabled: (boolean | null)
/**
 * Plugboard's id of the user who owns the sequence, or null.
 */
ownerId: (string | null)
/**
 * When the sequence was created in the tool, or null when the tool does not say.
 */
createdTime: (string | null)
/**
 * When the sequence last changed, or null when the tool does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A user (agent) of a call platform.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUser".
 */
export interface DialerUser {
/**
 * Plugboard's id of the user.
 */
id: string
/**
 * Full name, or null.
 */
name: (string | null)
/**
 * Email, or null.
 */
email: (string | null)
/**
 * Whether the user can take calls now, or null when the platform does not say.
 */
available: (boolean | null)
/**
 * When the user was created on the platform, or null when the platform does not say (RingCentral).
 */
createdTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A phone call on a call platform.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCall".
 */
export interface DialerCall {
/**
 * Plugboard's id of the call.
 */
id: string
/**
 * Whether the call came in or went out.
 */
direction: ("inbound" | "outbound")
/**
 * Final or current status as the platform names it (e.g. `done`, `answered`, `missed`), or null.
 */
status: (string | null)
/**
 * Caller's number (E.164 when the platform gives it), or null when hidden.
 */
fromNumber: (string | null)
/**
 * Called number, or null.
 */
toNumber: (string | null)
/**
 * Plugboard's id of the user who handled the call, or null.
 */
userId: (string | null)
/**
 * When the call started.
 */
startedTime: string
/**
 * When the call was answered, or null when it was not.
 */
answeredTime: (string | null)
/**
 * When the call ended, or null while it goes on.
 */
endedTime: (string | null)
/**
 * Duration in seconds, or null while the call goes on.
 */
durationSeconds: (number | null)
/**
 * Address of the recording, or null when there is none.
 */
recordingUrl: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A person in a call platform's shared address book: who its users call and are called by.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContact".
 */
export interface DialerContact {
/**
 * Plugboard's id of the contact.
 */
id: string
/**
 * Given name, or null.
 */
firstName: (string | null)
/**
 * Family name, or null.
 */
lastName: (string | null)
/**
 * Primary phone number (E.164 when the platform gives it), or null.
 */
phone: (string | null)
/**
 * Primary email, or null.
 */
email: (string | null)
/**
 * Company the contact works for, as text, or null.
 */
companyName: (string | null)
/**
 * Plugboard's id of the platform user who owns the contact, or null.
 */
ownerId: (string | null)
/**
 * When the contact was created on the platform, or null when the platform does not say.
 */
createdTime: (string | null)
/**
 * When the contact last changed on the platform, or null when the platform does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * An email in a user's mailbox, with its thread, participants and attachments' metadata (never their content). Creating a message sends it. The body (`bodyText`, `bodyHtml`) and the `snippet` are read live, but the synced cache keeps them only for a connection whose sync `fields` for `messages` name them (opt-in per connection: POST /api/connections/update with `sync.fields.messages`); without that, no body is ever stored.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessage".
 */
export interface EmailMessage {
/**
 * The mail tool's id of the message.
 */
id: string
/**
 * The tool's id of the conversation (thread) the message belongs to; set on send to reply in a thread (Gmail), or null.
 */
threadId: (string | null)
/**
 * The RFC 5322 Message-ID header: the same message in another mailbox or CRM log has the same one, or null.
 */
internetMessageId: (string | null)
/**
 * Subject line, or null.
 */
subject: (string | null)
/**
 * Address of the sender, or null.
 */
fromEmail: (string | null)
/**
 * Display name of the sender, or null.
 */
fromName: (string | null)
/**
 * Recipients (To), each `{email, name}`.
 */
to: ({
/**
 * Email address.
 */
email: string
/**
 * Display name, or null.
 */
name?: (string | null)
}[] | null)
/**
 * Carbon-copy recipients, each `{email, name}`.
 */
cc: ({
/**
 * Email address.
 */
email: string
/**
 * Display name, or null.
 */
name?: (string | null)
}[] | null)
/**
 * Blind carbon-copy recipients (known only for messages the user sent), each `{email, name}`.
 */
bcc: ({
/**
 * Email address.
 */
email: string
/**
 * Display name, or null.
 */
name?: (string | null)
}[] | null)
/**
 * When the message was sent (its Date), or null for a draft.
 */
sentTime: (string | null)
/**
 * When the mailbox received it, or null.
 */
receivedTime: (string | null)
/**
 * A short plain-text preview of the body, or null. Kept in the synced cache only when opted in, like the body.
 */
snippet: (string | null)
/**
 * Plain-text body, or null. Kept in the synced cache only when the connection opted in.
 */
bodyText: (string | null)
/**
 * HTML body, or null. Kept in the synced cache only when the connection opted in.
 */
bodyHtml: (string | null)
/**
 * Whether the user has read it, or null.
 */
isRead: (boolean | null)
/**
 * Whether it is an unsent draft, or null.
 */
isDraft: (boolean | null)
/**
 * Labels or categories as the tool names them (Gmail label ids such as INBOX, SENT; Outlook categories).
 */
labels: (string[] | null)
/**
 * Whether it carries attachments, or null.
 */
hasAttachments: (boolean | null)
/**
 * Attachments' metadata (never their content), each `{id, name, contentType, size, isInline}`.
 */
attachments: ({
/**
 * The tool's id of the attachment, or null.
 */
id?: (string | null)
/**
 * File name.
 */
name: string
/**
 * MIME type, or null.
 */
contentType?: (string | null)
/**
 * Size in bytes, or null.
 */
size?: (number | null)
/**
 * Whether it is shown inside the body (an inline image), or null.
 */
isInline?: (boolean | null)
}[] | null)
/**
 * Address that opens the message in the tool, or null.
 */
webUrl: (string | null)
/**
 * When the message last changed (read state, labels), or null when the tool does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * A meeting or other event in a user's calendar, with its attendees and conferencing link. A sales tool matches attendees to contacts and logs the meeting.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEvent".
 */
export interface CalendarEvent {
/**
 * The calendar tool's id of the event.
 */
id: string
/**
 * Title (summary), or null.
 */
title: (string | null)
/**
 * Description or notes, or null.
 */
description: (string | null)
/**
 * Location as typed, or null.
 */
location: (string | null)
/**
 * When it starts (an all-day event: midnight UTC of its first day), or null.
 */
startTime: (string | null)
/**
 * When it ends (an all-day event: midnight UTC of the day after), or null.
 */
endTime: (string | null)
/**
 * Whether it lasts whole days, or null.
 */
isAllDay: (boolean | null)
/**
 * IANA or Windows time zone of the start, as the tool names it, or null.
 */
timeZone: (string | null)
/**
 * Whether the event takes place, or null.
 */
status: (("confirmed" | "tentative" | "cancelled") | null)
/**
 * Address of the organizer, or null.
 */
organizerEmail: (string | null)
/**
 * Display name of the organizer, or null.
 */
organizerName: (string | null)
/**
 * People invited, each `{email, name, responseStatus, isOptional}`; responseStatus is accepted, declined, tentative or needsAction.
 */
attendees: ({
/**
 * Email address.
 */
email: string
/**
 * Display name, or null.
 */
name?: (string | null)
/**
 * The attendee's answer, or null.
 */
responseStatus?: (("accepted" | "declined" | "tentative" | "needsAction") | null)
/**
 * Whether attendance is optional, or null.
 */
isOptional?: (boolean | null)
}[] | null)
/**
 * Address to join the online meeting (Google Meet, Teams, ...), or null.
 */
conferenceUrl: (string | null)
/**
 * The id of the recurring series this occurrence belongs to, or null.
 */
recurringEventId: (string | null)
/**
 * The iCalendar UID, the same for this event in every attendee's calendar, or null.
 */
iCalUid: (string | null)
/**
 * Address that opens the event in the tool, or null.
 */
webUrl: (string | null)
/**
 * When the event was created, or null when the tool does not say.
 */
createdTime: (string | null)
/**
 * When the event last changed, or null when the tool does not say.
 */
modifiedTime: (string | null)
additional?: AdditionalFields
$native?: NativeRecord
}
/**
 * The connections a bulk revocation ends, by integration.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardRevokePlan".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardRevokePlanResponse".
 */
export interface DashboardRevokePlan {
/**
 * The integration it is limited to, or null for the whole environment.
 */
integrationId: (string | null)
/**
 * Connections per integration id.
 */
byIntegration: {
[k: string]: number
}
/**
 * The count to confirm with.
 */
total: number
}
/**
 * What a bulk revocation ended.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardRevokeReport".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeAllDashboardConnectionsResponse".
 */
export interface DashboardRevokeReport {
/**
 * The integration it was limited to, or null for the whole environment.
 */
integrationId: (string | null)
/**
 * Connections per integration id.
 */
byIntegration: {
[k: string]: number
}
/**
 * Connections it set out to end.
 */
total: number
/**
 * Connections ended per outcome of the revocation at the tool (retrying keeps the credentials sealed until it succeeds or is abandoned).
 */
outcomes: {
revoked: number
not_supported: number
retrying: number
abandoned: number
}
/**
 * Connections that could not be ended, with why.
 */
failed: {
connectionId: string
error: string
}[]
connections: {
connectionId: string
integrationId: string
revocation: ("revoked" | "not_supported" | "retrying" | "abandoned" | "failed")
}[]
}
/**
 * A connection's sync controls.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardSyncControls".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSyncControlsResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardSyncControlsResponse".
 */
export interface DashboardSyncControls {
connectionId: string
/**
 * Seconds between two sync runs; null for the gateway's default.
 */
frequencySeconds: (number | null)
/**
 * The shortest frequency allowed.
 */
minSeconds: number
/**
 * The longest frequency allowed.
 */
maxSeconds: number
/**
 * Days a cached record's contents are kept after they last changed; null keeps them.
 */
retentionDays: (number | null)
/**
 * The shortest retention allowed.
 */
minRetentionDays: number
/**
 * The longest retention allowed.
 */
maxRetentionDays: number
objects: {
/**
 * The object type (`contacts`).
 */
name: string
syncing: boolean
/**
 * The fields the cache keeps (`id` always); null for every field.
 */
fields: (string[] | null)
availableFields: string[]
}[]
}
/**
 * A deleted connection whose revocation at the tool is retried.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardPendingRevocation".
 */
export interface DashboardPendingRevocation {
connectionId: string
integrationId: string
/**
 * Revocation requests sent so far.
 */
attempts: number
/**
 * Why the last one failed.
 */
lastError: string
nextAttemptTime: string
/**
 * Past this, the credentials are erased whatever the tool answers.
 */
giveUpTime: string
deletedTime: string
}
/**
 * Work queued by a dashboard action.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardAccepted".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ResyncDashboardConnectionResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RedeliverDashboardDeliveryResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SendDashboardTestEventResponse".
 */
export interface DashboardAccepted {
/**
 * What was queued (a connection, a delivery, or a test event).
 */
id: string
/**
 * Always true.
 */
queued: boolean
}
/**
 * A signed-in dashboard session.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardSession".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardSessionResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSessionResponse".
 */
export interface DashboardSession {
/**
 * Who signed in.
 */
principal: {
/**
 * `environment` (an API token: that environment only, as owner), `operator` (every project, as owner)
 * or `user` (a dashboard user: the projects where they have a role).
 * 
 */
kind: ("environment" | "operator" | "user")
/**
 * The environment of the API token (kind `environment`).
 */
environmentId?: string
/**
 * The dashboard user (kind `user`).
 */
userId?: string
/**
 * The dashboard user's email (kind `user`).
 */
email?: string
/**
 * Signed in through this project's single sign-on provider (kind `user`); the session covers that project only.
 */
ssoProjectId?: string
}
/**
 * Send in `x-plugboard-csrf` on every write.
 */
csrfToken: string
/**
 * When the session ends.
 */
expiresTime: string
/**
 * The projects and environments this session may show.
 */
projects: {
/**
 * The project.
 */
projectId: string
/**
 * Its name.
 */
name: string
role: DashboardRole
/**
 * Its environments the session may show.
 */
environments: {
/**
 * The environment.
 */
environmentId: string
/**
 * Its name.
 */
name: ("development" | "production")
}[]
}[]
}
/**
 * A dashboard user's own account.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardAccount".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardAccountResponse".
 */
export interface DashboardAccount {
/**
 * The user (`dusr_…`).
 */
userId: string
/**
 * Their sign-in email.
 */
email: string
/**
 * Two-factor sign-in (TOTP).
 */
twoFactor: {
/**
 * Whether a code is asked at sign-in.
 */
enabled: boolean
/**
 * Recovery codes not used yet.
 */
recoveryCodesLeft: number
}
}
/**
 * A TOTP secret to enrol in an authenticator app (not in force until confirmed with a code).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardTotpEnrolment".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartDashboardTotpResponse".
 */
export interface DashboardTotpEnrolment {
/**
 * The secret in base32, to type into an app that cannot scan.
 */
secret: string
/**
 * The `otpauth://totp/...` URI (SHA-1, 6 digits, 30 s).
 */
otpauthUri: string
/**
 * The URI as a QR code, an SVG `data:` URL.
 */
qrCode: string
}
/**
 * Recovery codes, shown once; each signs in once instead of a code.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardRecoveryCodes".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConfirmDashboardTotpResponse".
 */
export interface DashboardRecoveryCodes {
/**
 * The codes.
 */
recoveryCodes: string[]
}
/**
 * A live dashboard session of a user. Never its cookie.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardSessionItem".
 */
export interface DashboardSessionItem {
/**
 * The session (`dsess_…`).
 */
sessionId: string
/**
 * When it signed in.
 */
createdTime: string
/**
 * When it ends at the latest.
 */
expiresTime: string
/**
 * The session making this request.
 */
current: boolean
/**
 * The browser's User-Agent at sign-in (first 200 characters), or null.
 */
userAgent: (string | null)
/**
 * The client address at sign-in, or null.
 */
address: (string | null)
}
/**
 * Live sessions, newest first.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardSessionList".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardAccountSessionsResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardUserSessionsResponse".
 */
export interface DashboardSessionList {
/**
 * The sessions.
 */
items: DashboardSessionItem[]
}
/**
 * How many sessions ended.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardSessionsEnded".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EndDashboardUserSessionsResponse".
 */
export interface DashboardSessionsEnded {
/**
 * The count.
 */
ended: number
}
/**
 * A dashboard user of the project.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardTeamMember".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SetDashboardUserRoleResponse".
 */
export interface DashboardTeamMember {
/**
 * The user (`dusr_…`).
 */
userId: string
/**
 * Their sign-in email.
 */
email: string
role: DashboardRole
/**
 * Whether two-factor sign-in is on.
 */
twoFactor: boolean
/**
 * Their live sessions.
 */
sessions: number
/**
 * When the user was made.
 */
createdTime: string
}
/**
 * The project's users, by email.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardTeam".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardProjectUsersResponse".
 */
export interface DashboardTeam {
/**
 * The users.
 */
items: DashboardTeamMember[]
}
/**
 * An open invite (never its link).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardInvite".
 */
export interface DashboardInvite {
/**
 * The invite (`dinv_…`).
 */
inviteId: string
/**
 * Who is invited.
 */
email: string
role: DashboardRole
/**
 * When it was made.
 */
createdTime: string
/**
 * When its link stops working.
 */
expiresTime: string
/**
 * Past its time.
 */
expired: boolean
}
/**
 * A new invite and its link, shown once.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardInviteCreated".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardInviteResponse".
 */
export interface DashboardInviteCreated {
/**
 * The invite (`dinv_…`).
 */
inviteId: string
/**
 * Who is invited.
 */
email: string
role: DashboardRole
/**
 * When it was made.
 */
createdTime: string
/**
 * When its link stops working.
 */
expiresTime: string
/**
 * Always false.
 */
expired: boolean
/**
 * The link to hand over (`<PUBLIC_BASE_URL>/dashboard#/invite/<token>`); works once.
 */
inviteUrl: string
}
/**
 * Open invites, newest first.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardInviteList".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardInvitesResponse".
 */
export interface DashboardInviteList {
/**
 * The invites.
 */
items: DashboardInvite[]
}
/**
 * What an invite link offers.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardInviteInfo".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LookupDashboardInviteResponse".
 */
export interface DashboardInviteInfo {
/**
 * Who is invited.
 */
email: string
/**
 * The project.
 */
projectName: string
role: DashboardRole
/**
 * When the link stops working.
 */
expiresTime: string
/**
 * The email already has an account (accepting asks for its password).
 */
existingUser: boolean
}
/**
 * The user who accepted and their new role.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardInviteAccepted".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AcceptDashboardInviteResponse".
 */
export interface DashboardInviteAccepted {
/**
 * The user.
 */
userId: string
/**
 * Their sign-in email.
 */
email: string
/**
 * The project.
 */
projectId: string
role: DashboardRole
}
/**
 * The sign-in methods this gateway's dashboard offers.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardSignInOptions".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSignInOptionsResponse".
 */
export interface DashboardSignInOptions {
/**
 * Dashboard users sign in with email and password (always true).
 */
password: boolean
/**
 * Which environments' API tokens may sign in (`PLUGBOARD_DASHBOARD_TOKEN_SIGN_IN`): `development`
 * environments only (the default), `all`, or none (`off`).
 * 
 */
apiToken: ("development" | "all" | "off")
/**
 * The operator token `PLUGBOARD_ADMIN_TOKEN` is set and may sign in.
 */
operatorToken: boolean
}
/**
 * A project's single sign-on settings.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardSsoSettings".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSsoSettingsResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardSsoSettingsResponse".
 */
export interface DashboardSsoSettings {
/**
 * The redirect URI to register at the provider (`{PUBLIC_BASE_URL}/dashboard/sso/callback`).
 */
redirectUri: string
/**
 * The provider, or null when none is set up.
 */
settings: (null | {
/**
 * The provider's id (public; the sign-in page names it).
 */
providerId: string
/**
 * The project.
 */
projectId: string
/**
 * The button's label.
 */
displayName: string
/**
 * The issuer URL.
 */
issuer: string
/**
 * The client id.
 */
clientId: string
/**
 * A client secret is stored (it is never shown).
 */
clientSecretSet: boolean
/**
 * Email domains allowed (empty, any).
 */
allowedDomains: string[]
/**
 * What happens to a verified person without a role in the project.
 */
unknownUsers: ("refuse" | "create")
defaultRole: DashboardRole
/**
 * When the settings last changed.
 */
updatedTime: string
})
}
/**
 * An integration and what it can do.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardIntegration".
 */
export interface DashboardIntegration {
/**
 * Identifier.
 */
integrationId: string
/**
 * Display name.
 */
name: string
/**
 * Icon address, or null.
 */
iconURI: (string | null)
/**
 * Categories.
 */
categories: string[]
/**
 * How end users sign in.
 */
authMethods: {
/**
 * Method id.
 */
id: string
/**
 * Method type.
 */
type: string
}[]
/**
 * Unified models and their operations.
 */
models: {
/**
 * The model.
 */
model: string
/**
 * Supported operations.
 */
operations: string[]
}[]
/**
 * Tool-specific actions.
 */
actions: string[]
/**
 * The tool's API documentation, or null.
 */
docsURL: (string | null)
/**
 * What the integration offers, as the integrations list says it.
 */
offers: IntegrationOffer[]
/**
 * How a connection is made, per sign-in method (the facts docs/catalog.md shows).
 */
signIn: {
/**
 * Method id.
 */
id: string
/**
 * Method type.
 */
type: string
/**
 * The method's label in the connect modal.
 */
label: string
/**
 * The kind of sign-in in plain words (OAuth 2.0, API key, ...).
 */
kind: string
/**
 * What the developer sets up first, if anything, and what end users do.
 */
setup: string
}[]
/**
 * What end users are asked besides credentials (labels), e.g. a subdomain.
 */
inputs: string[]
/**
 * Unified models kept in the synced cache.
 */
sync: {
/**
 * The model.
 */
model: string
/**
 * Only changes are fetched after the first pass.
 */
incremental: boolean
}[]
/**
 * Unified models whose changes arrive as the tool's own webhooks.
 */
nativeWebhooks: string[]
/**
 * The tool's API base address that passthrough calls (a template when it depends on inputs).
 */
passthroughBaseURL: string
}
/**
 * Counts and the last 24 hours of an environment.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardOverview".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardOverviewResponse".
 */
export interface DashboardOverview {
/**
 * The database as the serving process knows it: `disk_full` while it refuses writes for lack of disk space
 * (API writes answer 503 STORE_DISK_FULL, syncs fail until space is freed), `unreachable` during an outage.
 * 
 */
store?: ("up" | "unreachable" | "disk_full")
/**
 * Connections by sync status, and how many are not healthy.
 */
connections: {
/**
 * All connections.
 */
total: number
/**
 * Initial sync not done.
 */
NEW_CONNECTION: number
/**
 * Backfill running.
 */
INITIAL_SYNCED: number
/**
 * Fully synced.
 */
READY: number
/**
 * Health is not ok.
 */
unhealthy: number
}
/**
 * Project webhooks.
 */
webhooks: number
/**
 * Deliveries that failed for good in the last 24 hours.
 */
failedDeliveries24h: number
/**
 * Chart data of the last 24 hours (buckets without activity are left out).
 */
series: {
/**
 * Start of the window.
 */
from: string
/**
 * API requests per minute by status class.
 */
apiRequestsPerMinute: {
/**
 * The minute.
 */
t: string
/**
 * Successful (and 1xx/3xx).
 */
"2xx": number
/**
 * Client errors.
 */
"4xx": number
/**
 * Server errors.
 */
"5xx": number
}[]
/**
 * Downstream calls per integration.
 */
callsByIntegration: {
/**
 * The integration.
 */
integrationId: string
/**
 * Calls.
 */
count: number
}[]
/**
 * Records written to the synced cache per hour.
 */
recordsPerHour: {
/**
 * The hour.
 */
t: string
/**
 * Records.
 */
count: number
}[]
/**
 * Finished deliveries per hour by outcome.
 */
deliveriesByOutcome: {
/**
 * The hour.
 */
t: string
/**
 * Delivered.
 */
delivered: number
/**
 * Failed for good.
 */
failed: number
}[]
}
}
/**
 * A connection with its per-model sync state.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardConnection".
 */
export interface DashboardConnection {
/**
 * The connectionId.
 */
id: string
/**
 * The integration.
 */
integrationId: string
/**
 * Its display name.
 */
integrationName: string
/**
 * Icon address, or null.
 */
iconURI: (string | null)
/**
 * Sync status.
 */
status: ("NEW_CONNECTION" | "INITIAL_SYNCED" | "READY")
/**
 * Health.
 */
health: ("ok" | "needs_reauth" | "error")
/**
 * Why it is not healthy, or null.
 */
healthReason: (string | null)
/**
 * Last sync error, or null.
 */
lastSyncError: (string | null)
/**
 * Created.
 */
createdTime: string
/**
 * Its subscriptions to the tool's change notifications (empty when the connector declares none).
 */
subscriptions: ConnectionSubscription[]
/**
 * Sync state per synced model.
 */
models: {
/**
 * The model.
 */
model: string
/**
 * `initial` (last 30 days), `backfill` (older data) or `incremental` (changes).
 */
phase: ("initial" | "backfill" | "incremental")
/**
 * A pass is reading it now.
 */
running: boolean
/**
 * Records read by the current or last pass.
 */
records: number
/**
 * When the last pass ended, or null.
 */
lastRunTime: (string | null)
/**
 * Error of the last pass, or null.
 */
lastError: (string | null)
}[]
}
/**
 * A project webhook with its recent outcomes.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardWebhook".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardWebhookResponse".
 */
export interface DashboardWebhook {
/**
 * The webhook.
 */
id: string
/**
 * The receiver.
 */
url: string
/**
 * Created.
 */
createdTime: string
/**
 * Delivered in the last 24 hours.
 */
delivered24h: number
/**
 * Failed for good in the last 24 hours.
 */
failed24h: number
/**
 * Waiting to be sent or retried.
 */
pending: number
delivery: WebhookDeliveryState
}
/**
 * One delivery with its attempts.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardDelivery".
 */
export interface DashboardDelivery {
/**
 * The delivery.
 */
id: string
/**
 * The webhook.
 */
webhookId: string
/**
 * The event.
 */
eventId: string
/**
 * The event type.
 */
eventType: string
/**
 * The connection.
 */
connectionId: string
/**
 * Outcome so far.
 */
status: ("pending" | "delivered" | "failed")
/**
 * Attempts, oldest first.
 */
attempts: {
/**
 * Attempt number.
 */
attempt: number
/**
 * Started.
 */
at: string
/**
 * Receiver's status, or null.
 */
statusCode: (number | null)
/**
 * Duration.
 */
durationMs: number
/**
 * Why it failed, or null.
 */
error: (string | null)
}[]
/**
 * When a pending delivery is sent next, or null.
 */
nextRetryTime: (string | null)
/**
 * Created.
 */
createdTime: string
/**
 * When it was delivered or failed for good, or null.
 */
finishedTime: (string | null)
}
/**
 * A stored event.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardEvent".
 */
export interface DashboardEvent {
/**
 * The event.
 */
eventId: string
/**
 * Its type.
 */
eventType: string
/**
 * The connection.
 */
connectionId: string
/**
 * When the change was observed.
 */
eventTime: string
/**
 * `data.id` of object events, or null.
 */
dataId: (string | null)
}
/**
 * One API request (no body, token or secret).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardRequestLog".
 */
export interface DashboardRequestLog {
/**
 * Log entry.
 */
id: string
/**
 * When it finished.
 */
time: string
/**
 * HTTP method.
 */
method: string
/**
 * The operation.
 */
operationId: string
/**
 * Status answered.
 */
status: number
/**
 * Time to answer.
 */
durationMs: number
/**
 * The connection it was made for, or null.
 */
connectionId: (string | null)
/**
 * The x-request-id.
 */
requestId: string
}
/**
 * One downstream call (no body, token, secret or query value).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardCallLog".
 */
export interface DashboardCallLog {
/**
 * Log entry.
 */
id: string
/**
 * When it finished.
 */
time: string
/**
 * The tool.
 */
integrationId: string
/**
 * The connection, or null.
 */
connectionId: (string | null)
/**
 * HTTP method.
 */
method: string
/**
 * Path with query names only.
 */
path: string
/**
 * Status answered, or null when no answer came.
 */
status: (number | null)
/**
 * Duration including retries.
 */
durationMs: number
/**
 * Retries made.
 */
retries: number
}
/**
 * Settings of an environment.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardSettings".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSettingsResponse".
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardConnectSettingsResponse".
 */
export interface DashboardSettings {
/**
 * The environment.
 */
environmentId: string
/**
 * Its project.
 */
projectId: string
/**
 * The project's name.
 */
projectName: string
/**
 * Environment name.
 */
environment: ("development" | "production")
/**
 * Maximum connections, or null for no limit.
 */
connectionLimit: (number | null)
/**
 * Connections now.
 */
connections: number
/**
 * Last rotation of the API token, or null.
 */
tokenRotatedTime: (string | null)
/**
 * Origins allowed to embed the connect modal and receive its results (empty = loopback only in development, none in production).
 */
allowedOrigins: string[]
branding: DashboardBranding
}
/**
 * The connect modal's branding of this environment (empty fields use Plugboard's).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DashboardBranding".
 */
export interface DashboardBranding {
/**
 * Name shown in the modal.
 */
displayName?: string
/**
 * Logo (https URL or small data URI).
 */
logoUrl?: string
/**
 * Accent colour, '#rrggbb'.
 */
accentColor?: string
/**
 * Link to the customer's privacy policy.
 */
privacyPolicyUrl?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetHealthQuery".
 */
export interface GetHealthQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetHealthParams".
 */
export interface GetHealthParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetHealthResponse".
 */
export interface GetHealthResponse {
/**
 * Always `ok`.
 */
status: "ok"
/**
 * The database as this process last saw it: `unreachable` while the driver cannot reach it,
 * `disk_full` for 30 s after it refused a write for lack of disk space, `up` otherwise.
 * 
 */
store?: ("up" | "unreachable" | "disk_full")
/**
 * The master key new secrets are sealed with, named, never shown: `id` is derived from the key
 * (HKDF, 6 bytes; the same id as in every sealed value), `provider` where it came from (`env`:
 * PLUGBOARD_MASTER_KEY, `file`: a key file, `kms`: a data key unwrapped by the KMS).
 * 
 */
masterKey?: {
id: string
provider: ("env" | "file" | "kms")
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetReadinessQuery".
 */
export interface GetReadinessQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetReadinessParams".
 */
export interface GetReadinessParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetReadinessResponse".
 */
export interface GetReadinessResponse {
/**
 * Always `ready`.
 */
status: "ready"
/**
 * The database answered a ping.
 */
database: "up"
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetMetricsQuery".
 */
export interface GetMetricsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetMetricsParams".
 */
export interface GetMetricsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetApiReferenceQuery".
 */
export interface GetApiReferenceQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetApiReferenceParams".
 */
export interface GetApiReferenceParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetApiReferenceScriptQuery".
 */
export interface GetApiReferenceScriptQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetApiReferenceScriptParams".
 */
export interface GetApiReferenceScriptParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetOpenapiYamlQuery".
 */
export interface GetOpenapiYamlQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetOpenapiYamlParams".
 */
export interface GetOpenapiYamlParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetOpenapiJsonQuery".
 */
export interface GetOpenapiJsonQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetOpenapiJsonParams".
 */
export interface GetOpenapiJsonParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetOpenapiJsonResponse".
 */
export interface GetOpenapiJsonResponse {
openapi: string
info: {

}
paths: {

}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListIntegrationsQuery".
 */
export interface ListIntegrationsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListIntegrationsParams".
 */
export interface ListIntegrationsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListIntegrationsResponse".
 */
export interface ListIntegrationsResponse {
result: {
/**
 * One entry per connector manifest.
 */
integrations: Integration[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetIntegrationCapabilitiesRequest".
 */
export interface GetIntegrationCapabilitiesRequest {
/**
 * Only this integration (404 `NOT_FOUND` when unknown).
 */
integrationId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetIntegrationCapabilitiesQuery".
 */
export interface GetIntegrationCapabilitiesQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetIntegrationCapabilitiesParams".
 */
export interface GetIntegrationCapabilitiesParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetIntegrationCapabilitiesResponse".
 */
export interface GetIntegrationCapabilitiesResponse {
result: {
capabilities: IntegrationCapabilityEntry[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateSessionTokenRequest".
 */
export interface CreateSessionTokenRequest {
/**
 * Integration the modal opens on (404 `NOT_FOUND` when unknown).
 */
integrationId?: string
/**
 * The customer's OAuth app to use, when several exist for the integration.
 */
oauthAppId?: string
/**
 * Re-authorise this existing connection of the environment instead of creating a new one (404
 * `NOT_FOUND` when it is not one; 400 `VALIDATION_FAILED` with an `integrationId` of another
 * integration). `integrationId` and `oauthAppId` default to the connection's.
 * 
 */
connectionId?: string
/**
 * Settings of the connection this session will create (ignored when reconnecting).
 */
connection?: {
/**
 * Synced-cache settings.
 */
sync?: {
/**
 * Object types to keep in the synced cache, e.g. `{"contacts": true}`.
 */
objects?: {
[k: string]: boolean
}
}
}
/**
 * How the connect modal looks for this end user.
 */
modal?: {
/**
 * `auto` (default) follows the browser.
 */
theme?: ("light" | "dark" | "auto")
/**
 * Language of the modal (`en`, `fr`); default from the browser's languages.
 */
locale?: string
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateSessionTokenQuery".
 */
export interface CreateSessionTokenQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateSessionTokenParams".
 */
export interface CreateSessionTokenParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateSessionTokenResponse".
 */
export interface CreateSessionTokenResponse {
result: {
/**
 * Pass to the client SDK; single use.
 */
sessionToken: string
/**
 * When the session token stops being accepted.
 */
expiresAt: string
/**
 * The integration chosen at creation, when one was.
 */
integrationId?: string
/**
 * The connection this session re-authorises, when it reconnects one.
 */
connectionId?: string
/**
 * The hosted connect page opening this session, to send to the end user as is (e.g. a
 * reconnect link in an email); the browser SDK is the other way to open it.
 * 
 */
connectUrl?: string
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExchangeSessionTokenQuery".
 */
export interface ExchangeSessionTokenQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExchangeSessionTokenParams".
 */
export interface ExchangeSessionTokenParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExchangeSessionTokenResponse".
 */
export interface ExchangeSessionTokenResponse {
result: ConnectionCredentials
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "OauthCallbackQuery".
 */
export interface OauthCallbackQuery {
code?: string
state: string
error?: string
error_description?: string
providerParams?: {
[k: string]: unknown
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "OauthCallbackParams".
 */
export interface OauthCallbackParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateOauthAppRequest".
 */
export interface CreateOauthAppRequest {
/**
 * The OAuth client id issued by the tool.
 */
clientId: string
/**
 * The OAuth client secret issued by the tool (write-only).
 */
clientSecret: string
/**
 * Integration the app is for (404 `NOT_FOUND` when unknown; 400 when it does not use OAuth 2.0).
 */
integrationId: string
/**
 * Scopes to request instead of the manifest's defaults.
 */
scopes?: string[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateOauthAppQuery".
 */
export interface CreateOauthAppQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateOauthAppParams".
 */
export interface CreateOauthAppParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindOauthAppQuery".
 */
export interface FindOauthAppQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindOauthAppParams".
 */
export interface FindOauthAppParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListOauthAppsRequest".
 */
export interface ListOauthAppsRequest {
/**
 * Only the apps of this integration.
 */
integrationId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListOauthAppsQuery".
 */
export interface ListOauthAppsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListOauthAppsParams".
 */
export interface ListOauthAppsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListOauthAppsResponse".
 */
export interface ListOauthAppsResponse {
result: {
oauthApps: OauthApp[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteOauthAppQuery".
 */
export interface DeleteOauthAppQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteOauthAppParams".
 */
export interface DeleteOauthAppParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteOauthAppResponse".
 */
export interface DeleteOauthAppResponse {
result: IdResult
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateAgentKeyQuery".
 */
export interface CreateAgentKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateAgentKeyParams".
 */
export interface CreateAgentKeyParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateAgentKeyResponse".
 */
export interface CreateAgentKeyResponse {
result: AgentKeyCreated
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAgentKeysQuery".
 */
export interface ListAgentKeysQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAgentKeysParams".
 */
export interface ListAgentKeysParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAgentKeysResponse".
 */
export interface ListAgentKeysResponse {
result: {
agentKeys: AgentKey[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeAgentKeyQuery".
 */
export interface RevokeAgentKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeAgentKeyParams".
 */
export interface RevokeAgentKeyParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeAgentKeyResponse".
 */
export interface RevokeAgentKeyResponse {
result: {
agentKey: AgentKey
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetAgentKeyPolicyQuery".
 */
export interface GetAgentKeyPolicyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetAgentKeyPolicyParams".
 */
export interface GetAgentKeyPolicyParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetAgentKeyPolicyResponse".
 */
export interface GetAgentKeyPolicyResponse {
result: AgentKeyPolicy
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetProtectedResourceMetadataQuery".
 */
export interface GetProtectedResourceMetadataQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetProtectedResourceMetadataParams".
 */
export interface GetProtectedResourceMetadataParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetMcpProtectedResourceMetadataQuery".
 */
export interface GetMcpProtectedResourceMetadataQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetMcpProtectedResourceMetadataParams".
 */
export interface GetMcpProtectedResourceMetadataParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectPageQuery".
 */
export interface ConnectPageQuery {
sessionToken?: string
linkToken?: string
integrationId?: string
oauthAppId?: string
origin?: string
closeAfterSuccessMs?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectPageParams".
 */
export interface ConnectPageParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectOauthPageQuery".
 */
export interface ConnectOauthPageQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConnectOauthPageParams".
 */
export interface ConnectOauthPageParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectModalScriptQuery".
 */
export interface GetConnectModalScriptQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectModalScriptParams".
 */
export interface GetConnectModalScriptParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectModalStylesQuery".
 */
export interface GetConnectModalStylesQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectModalStylesParams".
 */
export interface GetConnectModalStylesParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetSdkScriptQuery".
 */
export interface GetSdkScriptQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetSdkScriptParams".
 */
export interface GetSdkScriptParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetSdkModuleQuery".
 */
export interface GetSdkModuleQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetSdkModuleParams".
 */
export interface GetSdkModuleParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectorIconQuery".
 */
export interface GetConnectorIconQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectorIconParams".
 */
export interface GetConnectorIconParams {
integrationId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetSdkTypesQuery".
 */
export interface GetSdkTypesQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetSdkTypesParams".
 */
export interface GetSdkTypesParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateApiKeyQuery".
 */
export interface CreateApiKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateApiKeyParams".
 */
export interface CreateApiKeyParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateApiKeyResponse".
 */
export interface CreateApiKeyResponse {
result: ApiKeyCreated
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListApiKeysQuery".
 */
export interface ListApiKeysQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListApiKeysParams".
 */
export interface ListApiKeysParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListApiKeysResponse".
 */
export interface ListApiKeysResponse {
result: {
apiKeys: ApiKey[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateApiKeyQuery".
 */
export interface RotateApiKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateApiKeyParams".
 */
export interface RotateApiKeyParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateApiKeyResponse".
 */
export interface RotateApiKeyResponse {
result: ApiKeyRotated
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeApiKeyQuery".
 */
export interface RevokeApiKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeApiKeyParams".
 */
export interface RevokeApiKeyParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeApiKeyResponse".
 */
export interface RevokeApiKeyResponse {
result: {
apiKey: ApiKey
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectSettingsQuery".
 */
export interface GetConnectSettingsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectSettingsParams".
 */
export interface GetConnectSettingsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateConnectSettingsRequest".
 */
export interface UpdateConnectSettingsRequest {
/**
 * Origins (scheme://host[:port], no path) of the pages that open the modal. Exactly an origin: a
 * DNS name (punycode for IDNs), an IPv4 or a bracketed IPv6 host; no wildcard, path, quote, comma
 * or semicolon (each is refused with 400 VALIDATION_FAILED naming the item).
 * 
 * 
 * @maxItems 50
 */
allowedOrigins?: string[]
branding?: {
/**
 * Your product's name, as end users know it.
 */
displayName?: string
/**
 * Your logo as a data URI (data:image/png;base64,...).
 */
logoUrl?: string
/**
 * Buttons and highlights, e.g. `#4f46e5`.
 */
accentColor?: string
/**
 * Your privacy policy (https), linked in the modal's footer.
 */
privacyPolicyUrl?: string
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateConnectSettingsQuery".
 */
export interface UpdateConnectSettingsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateConnectSettingsParams".
 */
export interface UpdateConnectSettingsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectSessionRequest".
 */
export interface GetConnectSessionRequest {
/**
 * Integration the user picked (when the session has none).
 */
integrationId?: string
/**
 * The customer's OAuth app to use.
 */
oauthAppId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectSessionQuery".
 */
export interface GetConnectSessionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectSessionParams".
 */
export interface GetConnectSessionParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectSessionResponse".
 */
export interface GetConnectSessionResponse {
result: {
integration: Integration
/**
 * The customer's OAuth app that will be used, or null for Plugboard's own.
 */
oauthAppId?: (string | null)
status: SessionStatus
/**
 * True when this session can connect the integration's sandbox (sample data; auth method
 * `sandbox`): a pending session of a development environment. The modal then offers "Try with
 * sample data".
 * 
 */
sandbox?: boolean
/**
 * Auth methods the user can choose from.
 */
authMethods: AuthMethod[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartConnectOauthRequest".
 */
export interface StartConnectOauthRequest {
/**
 * Integration to authorize.
 */
integrationId: string
/**
 * The customer's OAuth app to use.
 */
oauthAppId?: string
inputs?: ConnectionInputs
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartConnectOauthQuery".
 */
export interface StartConnectOauthQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartConnectOauthParams".
 */
export interface StartConnectOauthParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartConnectOauthResponse".
 */
export interface StartConnectOauthResponse {
result: {
/**
 * The tool's authorization address to open in the user's browser.
 */
authorizeUrl: string
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SubmitConnectCredentialsRequest".
 */
export interface SubmitConnectCredentialsRequest {
/**
 * Integration to connect.
 */
integrationId: string
/**
 * The `id` of one of the integration's auth methods.
 */
authMethodId: string
/**
 * Values of the auth method's fields, by field name.
 */
credentials: {
[k: string]: string
}
inputs?: ConnectionInputs
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SubmitConnectCredentialsQuery".
 */
export interface SubmitConnectCredentialsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SubmitConnectCredentialsParams".
 */
export interface SubmitConnectCredentialsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SubmitConnectCredentialsResponse".
 */
export interface SubmitConnectCredentialsResponse {
result: {
/**
 * Always `authorized`.
 */
status: "authorized"
/**
 * The integration connected.
 */
integrationId: string
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectStatusQuery".
 */
export interface GetConnectStatusQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectStatusParams".
 */
export interface GetConnectStatusParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectStatusResponse".
 */
export interface GetConnectStatusResponse {
result: {
status: SessionStatus
/**
 * Why the session failed (status `failed` only).
 */
error?: {
/**
 * OAuth or Plugboard error code (e.g. `access_denied`, `DOWNSTREAM_AUTH_FAILED`).
 */
code: string
/**
 * Human-readable reason.
 */
message: string
}
/**
 * Older interface only: the one-time public token of an authorized link session, returned by
 * the first status call after authorization (never again); exchange it at `/link/exchange`
 * within 15 minutes.
 * 
 */
publicToken?: string
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListConnectionsQuery".
 */
export interface ListConnectionsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListConnectionsParams".
 */
export interface ListConnectionsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListConnectionsResponse".
 */
export interface ListConnectionsResponse {
result: {
connections: Connection[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindConnectionQuery".
 */
export interface FindConnectionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindConnectionParams".
 */
export interface FindConnectionParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindConnectionResponse".
 */
export interface FindConnectionResponse {
result: {
connection: Connection
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateConnectionRequest".
 */
export interface UpdateConnectionRequest {
/**
 * The connection's id.
 */
id: string
/**
 * Synced-cache settings (each one left out is kept as it is).
 */
sync?: {
/**
 * Object types to keep in the synced cache, e.g. `{"contacts": true}`; null for the connector's defaults.
 */
objects?: ({
[k: string]: boolean
} | null)
/**
 * Seconds between two sync runs of this connection (within the gateway's bounds); null for the default.
 */
frequencySeconds?: (number | null)
/**
 * Unified fields kept in the cache, by object type, e.g. `{"contacts": ["email", "firstName", "lastName"]}`; null keeps every field.
 */
fields?: (SyncFields | null)
/**
 * Days a cached record's contents are kept after they last changed (within the gateway's bounds); null keeps them.
 */
retentionDays?: (number | null)
}
/**
 * Inputs to set (a string) or remove (null), by the names the integration declares.
 */
inputs?: {
[k: string]: string | null
}
/**
 * Sandbox connections only.
 */
sandbox?: {
faults?: (SandboxFaults | null)
/**
 * The activity clock of the simulated tool: how many records it creates, updates and deletes by itself per minute (default 3; 0 stops it; `null` goes back to the default).
 */
activity?: ({
changesPerMinute: number
} | null)
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateConnectionQuery".
 */
export interface UpdateConnectionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateConnectionParams".
 */
export interface UpdateConnectionParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateConnectionResponse".
 */
export interface UpdateConnectionResponse {
result: {
connection: Connection
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectionFieldMappingsQuery".
 */
export interface GetConnectionFieldMappingsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetConnectionFieldMappingsParams".
 */
export interface GetConnectionFieldMappingsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SetConnectionFieldMappingRequest".
 */
export interface SetConnectionFieldMappingRequest {
/**
 * The connection's id.
 */
id: string
/**
 * Common model id, e.g. `crm.contact`.
 */
model: string
/**
 * The override, or null to remove it.
 */
mapping: (FieldMappingOverride | null)
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SetConnectionFieldMappingQuery".
 */
export interface SetConnectionFieldMappingQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SetConnectionFieldMappingParams".
 */
export interface SetConnectionFieldMappingParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListConnectionToolFieldsRequest".
 */
export interface ListConnectionToolFieldsRequest {
/**
 * The connection's id.
 */
id: string
/**
 * Common model id, e.g. `crm.contact`.
 */
model: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListConnectionToolFieldsQuery".
 */
export interface ListConnectionToolFieldsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListConnectionToolFieldsParams".
 */
export interface ListConnectionToolFieldsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListConnectionToolFieldsResponse".
 */
export interface ListConnectionToolFieldsResponse {
result: {
fields: ToolField[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteConnectionQuery".
 */
export interface DeleteConnectionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteConnectionParams".
 */
export interface DeleteConnectionParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteConnectionResponse".
 */
export interface DeleteConnectionResponse {
result: IdResult
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "PassthroughRequest".
 */
export interface PassthroughRequest {
/**
 * HTTP method of the forwarded request.
 */
method: ("GET" | "POST" | "PUT" | "PATCH" | "DELETE")
/**
 * Path (and no host) at the tool, e.g. `/v1/users`.
 */
path: string
/**
 * Query parameters appended to the forwarded URL.
 */
query?: {
[k: string]: string | number | boolean
}
/**
 * JSON body of the forwarded request (any JSON value).
 */
json?: {
[k: string]: unknown
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "PassthroughQuery".
 */
export interface PassthroughQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "PassthroughParams".
 */
export interface PassthroughParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListEngagementUsersQuery".
 */
export interface ListEngagementUsersQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListEngagementUsersParams".
 */
export interface ListEngagementUsersParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListEngagementUsersResponse".
 */
export interface ListEngagementUsersResponse {
result: {
users: EngagementUser[]
nextPageCursor: NextPageCursor
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsListQuery".
 */
export interface CrmContactsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsListParams".
 */
export interface CrmContactsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsGetRequest".
 */
export interface CrmContactsGetRequest {
/**
 * The contact's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsGetQuery".
 */
export interface CrmContactsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsGetParams".
 */
export interface CrmContactsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsCreateRequest".
 */
export interface CrmContactsCreateRequest {
/**
 * Fields of the contact to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
contact: {
/**
 * Given name, or null.
 */
firstName?: (string | null)
/**
 * Family name, or null.
 */
lastName?: (string | null)
/**
 * Primary email, or null.
 */
email?: (string | null)
/**
 * Primary phone number, or null.
 */
phone?: (string | null)
/**
 * Job title, or null.
 */
jobTitle?: (string | null)
/**
 * Plugboard's id of the contact's account, or null.
 */
accountId?: (string | null)
/**
 * Plugboard's id of the CRM user who owns the contact, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsCreateQuery".
 */
export interface CrmContactsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsCreateParams".
 */
export interface CrmContactsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsUpdateRequest".
 */
export interface CrmContactsUpdateRequest {
/**
 * The contact's id.
 */
id: string
/**
 * Fields of the contact to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
contact: {
/**
 * Given name, or null.
 */
firstName?: (string | null)
/**
 * Family name, or null.
 */
lastName?: (string | null)
/**
 * Primary email, or null.
 */
email?: (string | null)
/**
 * Primary phone number, or null.
 */
phone?: (string | null)
/**
 * Job title, or null.
 */
jobTitle?: (string | null)
/**
 * Plugboard's id of the contact's account, or null.
 */
accountId?: (string | null)
/**
 * Plugboard's id of the CRM user who owns the contact, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsUpdateQuery".
 */
export interface CrmContactsUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsUpdateParams".
 */
export interface CrmContactsUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsDeleteQuery".
 */
export interface CrmContactsDeleteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsDeleteParams".
 */
export interface CrmContactsDeleteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsSearchRequest".
 */
export interface CrmContactsSearchRequest {
/**
 * What to search for.
 */
filter: {
/**
 * Free text, matched by the tool over its searchable fields (HubSpot: its default searchable properties, e.g. a contact's name, email and phone).
 */
query: string
}
/**
 * The `nextPageCursor` of the previous page.
 */
cursor?: string
/**
 * Records per page (the connector's default when absent).
 */
pageSize?: number
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsSearchQuery".
 */
export interface CrmContactsSearchQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmContactsSearchParams".
 */
export interface CrmContactsSearchParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsListQuery".
 */
export interface CrmAccountsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsListParams".
 */
export interface CrmAccountsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsGetRequest".
 */
export interface CrmAccountsGetRequest {
/**
 * The account's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsGetQuery".
 */
export interface CrmAccountsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsGetParams".
 */
export interface CrmAccountsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsCreateRequest".
 */
export interface CrmAccountsCreateRequest {
/**
 * Fields of the account to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
account: {
/**
 * Company name, or null.
 */
name?: (string | null)
/**
 * Website address, or null.
 */
website?: (string | null)
/**
 * Industry, or null.
 */
industry?: (string | null)
/**
 * Headcount, or null.
 */
numberOfEmployees?: (number | null)
/**
 * Plugboard's id of the CRM user who owns the account, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsCreateQuery".
 */
export interface CrmAccountsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsCreateParams".
 */
export interface CrmAccountsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsUpdateRequest".
 */
export interface CrmAccountsUpdateRequest {
/**
 * The account's id.
 */
id: string
/**
 * Fields of the account to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
account: {
/**
 * Company name, or null.
 */
name?: (string | null)
/**
 * Website address, or null.
 */
website?: (string | null)
/**
 * Industry, or null.
 */
industry?: (string | null)
/**
 * Headcount, or null.
 */
numberOfEmployees?: (number | null)
/**
 * Plugboard's id of the CRM user who owns the account, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsUpdateQuery".
 */
export interface CrmAccountsUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsUpdateParams".
 */
export interface CrmAccountsUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsDeleteQuery".
 */
export interface CrmAccountsDeleteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsDeleteParams".
 */
export interface CrmAccountsDeleteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsSearchRequest".
 */
export interface CrmAccountsSearchRequest {
/**
 * What to search for.
 */
filter: {
/**
 * Free text, matched by the tool over its searchable fields (HubSpot: its default searchable properties, e.g. a contact's name, email and phone).
 */
query: string
}
/**
 * The `nextPageCursor` of the previous page.
 */
cursor?: string
/**
 * Records per page (the connector's default when absent).
 */
pageSize?: number
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsSearchQuery".
 */
export interface CrmAccountsSearchQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmAccountsSearchParams".
 */
export interface CrmAccountsSearchParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsListQuery".
 */
export interface CrmDealsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsListParams".
 */
export interface CrmDealsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsGetRequest".
 */
export interface CrmDealsGetRequest {
/**
 * The deal's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsGetQuery".
 */
export interface CrmDealsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsGetParams".
 */
export interface CrmDealsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsCreateRequest".
 */
export interface CrmDealsCreateRequest {
/**
 * Fields of the deal to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
deal: {
/**
 * Deal name, or null.
 */
name?: (string | null)
/**
 * Value of the deal, or null.
 */
amount?: (number | null)
/**
 * ISO 4217 currency code of `amount`, or null.
 */
currency?: (string | null)
/**
 * Pipeline stage as the CRM names it, or null.
 */
stage?: (string | null)
/**
 * Expected or actual close time, or null.
 */
closeDate?: (string | null)
/**
 * Plugboard's id of the deal's account, or null.
 */
accountId?: (string | null)
/**
 * Plugboard's id of the CRM user who owns the deal, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsCreateQuery".
 */
export interface CrmDealsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsCreateParams".
 */
export interface CrmDealsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsUpdateRequest".
 */
export interface CrmDealsUpdateRequest {
/**
 * The deal's id.
 */
id: string
/**
 * Fields of the deal to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
deal: {
/**
 * Deal name, or null.
 */
name?: (string | null)
/**
 * Value of the deal, or null.
 */
amount?: (number | null)
/**
 * ISO 4217 currency code of `amount`, or null.
 */
currency?: (string | null)
/**
 * Pipeline stage as the CRM names it, or null.
 */
stage?: (string | null)
/**
 * Expected or actual close time, or null.
 */
closeDate?: (string | null)
/**
 * Plugboard's id of the deal's account, or null.
 */
accountId?: (string | null)
/**
 * Plugboard's id of the CRM user who owns the deal, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsUpdateQuery".
 */
export interface CrmDealsUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsUpdateParams".
 */
export interface CrmDealsUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsDeleteQuery".
 */
export interface CrmDealsDeleteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsDeleteParams".
 */
export interface CrmDealsDeleteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsSearchRequest".
 */
export interface CrmDealsSearchRequest {
/**
 * What to search for.
 */
filter: {
/**
 * Free text, matched by the tool over its searchable fields (HubSpot: its default searchable properties, e.g. a contact's name, email and phone).
 */
query: string
}
/**
 * The `nextPageCursor` of the previous page.
 */
cursor?: string
/**
 * Records per page (the connector's default when absent).
 */
pageSize?: number
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsSearchQuery".
 */
export interface CrmDealsSearchQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmDealsSearchParams".
 */
export interface CrmDealsSearchParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsListQuery".
 */
export interface CrmLeadsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsListParams".
 */
export interface CrmLeadsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsGetRequest".
 */
export interface CrmLeadsGetRequest {
/**
 * The lead's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsGetQuery".
 */
export interface CrmLeadsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsGetParams".
 */
export interface CrmLeadsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsCreateRequest".
 */
export interface CrmLeadsCreateRequest {
/**
 * Fields of the lead to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
lead: {
/**
 * Given name, or null.
 */
firstName?: (string | null)
/**
 * Family name, or null.
 */
lastName?: (string | null)
/**
 * Primary email, or null.
 */
email?: (string | null)
/**
 * Primary phone number, or null.
 */
phone?: (string | null)
/**
 * Company name as entered on the lead, or null.
 */
company?: (string | null)
/**
 * Lead status as the CRM names it, or null.
 */
status?: (string | null)
/**
 * Plugboard's id of the CRM user who owns the lead, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsCreateQuery".
 */
export interface CrmLeadsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsCreateParams".
 */
export interface CrmLeadsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsUpdateRequest".
 */
export interface CrmLeadsUpdateRequest {
/**
 * The lead's id.
 */
id: string
/**
 * Fields of the lead to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
lead: {
/**
 * Given name, or null.
 */
firstName?: (string | null)
/**
 * Family name, or null.
 */
lastName?: (string | null)
/**
 * Primary email, or null.
 */
email?: (string | null)
/**
 * Primary phone number, or null.
 */
phone?: (string | null)
/**
 * Company name as entered on the lead, or null.
 */
company?: (string | null)
/**
 * Lead status as the CRM names it, or null.
 */
status?: (string | null)
/**
 * Plugboard's id of the CRM user who owns the lead, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsUpdateQuery".
 */
export interface CrmLeadsUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsUpdateParams".
 */
export interface CrmLeadsUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsDeleteQuery".
 */
export interface CrmLeadsDeleteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmLeadsDeleteParams".
 */
export interface CrmLeadsDeleteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesListQuery".
 */
export interface CrmNotesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesListParams".
 */
export interface CrmNotesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesGetRequest".
 */
export interface CrmNotesGetRequest {
/**
 * The note's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesGetQuery".
 */
export interface CrmNotesGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesGetParams".
 */
export interface CrmNotesGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesCreateRequest".
 */
export interface CrmNotesCreateRequest {
/**
 * Fields of the note to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
note: {
/**
 * Text of the note (HTML when the CRM stores HTML), or null.
 */
content?: (string | null)
/**
 * Plugboard's id of the contact it is attached to, or null.
 */
contactId?: (string | null)
/**
 * Plugboard's id of the account it is attached to, or null.
 */
accountId?: (string | null)
/**
 * Plugboard's id of the deal it is attached to, or null.
 */
dealId?: (string | null)
/**
 * Plugboard's id of the CRM user who wrote it, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesCreateQuery".
 */
export interface CrmNotesCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesCreateParams".
 */
export interface CrmNotesCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesUpdateRequest".
 */
export interface CrmNotesUpdateRequest {
/**
 * The note's id.
 */
id: string
/**
 * Fields of the note to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
note: {
/**
 * Text of the note (HTML when the CRM stores HTML), or null.
 */
content?: (string | null)
/**
 * Plugboard's id of the contact it is attached to, or null.
 */
contactId?: (string | null)
/**
 * Plugboard's id of the account it is attached to, or null.
 */
accountId?: (string | null)
/**
 * Plugboard's id of the deal it is attached to, or null.
 */
dealId?: (string | null)
/**
 * Plugboard's id of the CRM user who wrote it, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesUpdateQuery".
 */
export interface CrmNotesUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesUpdateParams".
 */
export interface CrmNotesUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesDeleteQuery".
 */
export interface CrmNotesDeleteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmNotesDeleteParams".
 */
export interface CrmNotesDeleteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmUsersListQuery".
 */
export interface CrmUsersListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmUsersListParams".
 */
export interface CrmUsersListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmUsersGetRequest".
 */
export interface CrmUsersGetRequest {
/**
 * The user's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmUsersGetQuery".
 */
export interface CrmUsersGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmUsersGetParams".
 */
export interface CrmUsersGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmListsListQuery".
 */
export interface CrmListsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmListsListParams".
 */
export interface CrmListsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmListsGetRequest".
 */
export interface CrmListsGetRequest {
/**
 * The list's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmListsGetQuery".
 */
export interface CrmListsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CrmListsGetParams".
 */
export interface CrmListsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementUsersGetRequest".
 */
export interface EngagementUsersGetRequest {
/**
 * The user's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementUsersGetQuery".
 */
export interface EngagementUsersGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementUsersGetParams".
 */
export interface EngagementUsersGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsListQuery".
 */
export interface EngagementContactsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsListParams".
 */
export interface EngagementContactsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsGetRequest".
 */
export interface EngagementContactsGetRequest {
/**
 * The contact's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsGetQuery".
 */
export interface EngagementContactsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsGetParams".
 */
export interface EngagementContactsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsCreateRequest".
 */
export interface EngagementContactsCreateRequest {
/**
 * Fields of the contact to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
contact: {
/**
 * Given name, or null.
 */
firstName?: (string | null)
/**
 * Family name, or null.
 */
lastName?: (string | null)
/**
 * Primary email, or null.
 */
email?: (string | null)
/**
 * Primary phone number, or null.
 */
phone?: (string | null)
/**
 * Job title, or null.
 */
jobTitle?: (string | null)
/**
 * Plugboard's id of the contact's account, or null.
 */
accountId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsCreateQuery".
 */
export interface EngagementContactsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsCreateParams".
 */
export interface EngagementContactsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsUpdateRequest".
 */
export interface EngagementContactsUpdateRequest {
/**
 * The contact's id.
 */
id: string
/**
 * Fields of the contact to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
contact: {
/**
 * Given name, or null.
 */
firstName?: (string | null)
/**
 * Family name, or null.
 */
lastName?: (string | null)
/**
 * Primary email, or null.
 */
email?: (string | null)
/**
 * Primary phone number, or null.
 */
phone?: (string | null)
/**
 * Job title, or null.
 */
jobTitle?: (string | null)
/**
 * Plugboard's id of the contact's account, or null.
 */
accountId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsUpdateQuery".
 */
export interface EngagementContactsUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsUpdateParams".
 */
export interface EngagementContactsUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsDeleteQuery".
 */
export interface EngagementContactsDeleteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsDeleteParams".
 */
export interface EngagementContactsDeleteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsSearchRequest".
 */
export interface EngagementContactsSearchRequest {
/**
 * What to search for.
 */
filter: {
/**
 * Free text, matched by the tool over its searchable fields (HubSpot: its default searchable properties, e.g. a contact's name, email and phone).
 */
query: string
}
/**
 * The `nextPageCursor` of the previous page.
 */
cursor?: string
/**
 * Records per page (the connector's default when absent).
 */
pageSize?: number
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsSearchQuery".
 */
export interface EngagementContactsSearchQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementContactsSearchParams".
 */
export interface EngagementContactsSearchParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsListQuery".
 */
export interface EngagementAccountsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsListParams".
 */
export interface EngagementAccountsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsGetRequest".
 */
export interface EngagementAccountsGetRequest {
/**
 * The account's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsGetQuery".
 */
export interface EngagementAccountsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsGetParams".
 */
export interface EngagementAccountsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsCreateRequest".
 */
export interface EngagementAccountsCreateRequest {
/**
 * Fields of the account to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
account: {
/**
 * Company name, or null.
 */
name?: (string | null)
/**
 * Company web domain, or null.
 */
domain?: (string | null)
/**
 * Plugboard's id of the user who owns the account, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsCreateQuery".
 */
export interface EngagementAccountsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsCreateParams".
 */
export interface EngagementAccountsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsUpdateRequest".
 */
export interface EngagementAccountsUpdateRequest {
/**
 * The account's id.
 */
id: string
/**
 * Fields of the account to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
account: {
/**
 * Company name, or null.
 */
name?: (string | null)
/**
 * Company web domain, or null.
 */
domain?: (string | null)
/**
 * Plugboard's id of the user who owns the account, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsUpdateQuery".
 */
export interface EngagementAccountsUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementAccountsUpdateParams".
 */
export interface EngagementAccountsUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementSequencesListQuery".
 */
export interface EngagementSequencesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementSequencesListParams".
 */
export interface EngagementSequencesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementSequencesGetRequest".
 */
export interface EngagementSequencesGetRequest {
/**
 * The sequence's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementSequencesGetQuery".
 */
export interface EngagementSequencesGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EngagementSequencesGetParams".
 */
export interface EngagementSequencesGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersListQuery".
 */
export interface DialerUsersListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersListParams".
 */
export interface DialerUsersListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersGetRequest".
 */
export interface DialerUsersGetRequest {
/**
 * The user's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersGetQuery".
 */
export interface DialerUsersGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersGetParams".
 */
export interface DialerUsersGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersUpdateRequest".
 */
export interface DialerUsersUpdateRequest {
/**
 * The user's id.
 */
id: string
/**
 * Fields of the user to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
user: {
/**
 * Email, or null.
 */
email?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersUpdateQuery".
 */
export interface DialerUsersUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerUsersUpdateParams".
 */
export interface DialerUsersUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsListQuery".
 */
export interface DialerCallsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsListParams".
 */
export interface DialerCallsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsGetRequest".
 */
export interface DialerCallsGetRequest {
/**
 * The call's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsGetQuery".
 */
export interface DialerCallsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsGetParams".
 */
export interface DialerCallsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsDeleteQuery".
 */
export interface DialerCallsDeleteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerCallsDeleteParams".
 */
export interface DialerCallsDeleteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsListQuery".
 */
export interface DialerContactsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsListParams".
 */
export interface DialerContactsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsGetRequest".
 */
export interface DialerContactsGetRequest {
/**
 * The contact's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsGetQuery".
 */
export interface DialerContactsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsGetParams".
 */
export interface DialerContactsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsCreateRequest".
 */
export interface DialerContactsCreateRequest {
/**
 * Fields of the contact to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
contact: {
/**
 * Given name, or null.
 */
firstName?: (string | null)
/**
 * Family name, or null.
 */
lastName?: (string | null)
/**
 * Primary phone number (E.164 when the platform gives it), or null.
 */
phone?: (string | null)
/**
 * Primary email, or null.
 */
email?: (string | null)
/**
 * Company the contact works for, as text, or null.
 */
companyName?: (string | null)
/**
 * Plugboard's id of the platform user who owns the contact, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsCreateQuery".
 */
export interface DialerContactsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsCreateParams".
 */
export interface DialerContactsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsUpdateRequest".
 */
export interface DialerContactsUpdateRequest {
/**
 * The contact's id.
 */
id: string
/**
 * Fields of the contact to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
contact: {
/**
 * Given name, or null.
 */
firstName?: (string | null)
/**
 * Family name, or null.
 */
lastName?: (string | null)
/**
 * Primary phone number (E.164 when the platform gives it), or null.
 */
phone?: (string | null)
/**
 * Primary email, or null.
 */
email?: (string | null)
/**
 * Company the contact works for, as text, or null.
 */
companyName?: (string | null)
/**
 * Plugboard's id of the platform user who owns the contact, or null.
 */
ownerId?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsUpdateQuery".
 */
export interface DialerContactsUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsUpdateParams".
 */
export interface DialerContactsUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsDeleteQuery".
 */
export interface DialerContactsDeleteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialerContactsDeleteParams".
 */
export interface DialerContactsDeleteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesListQuery".
 */
export interface EmailMessagesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesListParams".
 */
export interface EmailMessagesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesGetRequest".
 */
export interface EmailMessagesGetRequest {
/**
 * The message's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesGetQuery".
 */
export interface EmailMessagesGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesGetParams".
 */
export interface EmailMessagesGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesCreateRequest".
 */
export interface EmailMessagesCreateRequest {
/**
 * Fields of the message to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
message: {
/**
 * The tool's id of the conversation (thread) the message belongs to; set on send to reply in a thread (Gmail), or null.
 */
threadId?: (string | null)
/**
 * Subject line, or null.
 */
subject?: (string | null)
/**
 * Recipients (To), each `{email, name}`.
 */
to?: ({
/**
 * Email address.
 */
email: string
/**
 * Display name, or null.
 */
name?: (string | null)
}[] | null)
/**
 * Carbon-copy recipients, each `{email, name}`.
 */
cc?: ({
/**
 * Email address.
 */
email: string
/**
 * Display name, or null.
 */
name?: (string | null)
}[] | null)
/**
 * Blind carbon-copy recipients (known only for messages the user sent), each `{email, name}`.
 */
bcc?: ({
/**
 * Email address.
 */
email: string
/**
 * Display name, or null.
 */
name?: (string | null)
}[] | null)
/**
 * Plain-text body, or null. Kept in the synced cache only when the connection opted in.
 */
bodyText?: (string | null)
/**
 * HTML body, or null. Kept in the synced cache only when the connection opted in.
 */
bodyHtml?: (string | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesCreateQuery".
 */
export interface EmailMessagesCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesCreateParams".
 */
export interface EmailMessagesCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesSearchRequest".
 */
export interface EmailMessagesSearchRequest {
/**
 * What to search for.
 */
filter: {
/**
 * Free text, matched by the tool over its searchable fields (HubSpot: its default searchable properties, e.g. a contact's name, email and phone).
 */
query: string
}
/**
 * The `nextPageCursor` of the previous page.
 */
cursor?: string
/**
 * Records per page (the connector's default when absent).
 */
pageSize?: number
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesSearchQuery".
 */
export interface EmailMessagesSearchQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EmailMessagesSearchParams".
 */
export interface EmailMessagesSearchParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsListQuery".
 */
export interface CalendarEventsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsListParams".
 */
export interface CalendarEventsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsGetRequest".
 */
export interface CalendarEventsGetRequest {
/**
 * The event's id.
 */
id: string
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsGetQuery".
 */
export interface CalendarEventsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsGetParams".
 */
export interface CalendarEventsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsCreateRequest".
 */
export interface CalendarEventsCreateRequest {
/**
 * Fields of the event to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
event: {
/**
 * Title (summary), or null.
 */
title?: (string | null)
/**
 * Description or notes, or null.
 */
description?: (string | null)
/**
 * Location as typed, or null.
 */
location?: (string | null)
/**
 * When it starts (an all-day event: midnight UTC of its first day), or null.
 */
startTime?: (string | null)
/**
 * When it ends (an all-day event: midnight UTC of the day after), or null.
 */
endTime?: (string | null)
/**
 * IANA or Windows time zone of the start, as the tool names it, or null.
 */
timeZone?: (string | null)
/**
 * People invited, each `{email, name, responseStatus, isOptional}`; responseStatus is accepted, declined, tentative or needsAction.
 */
attendees?: ({
/**
 * Email address.
 */
email: string
/**
 * Display name, or null.
 */
name?: (string | null)
/**
 * The attendee's answer, or null.
 */
responseStatus?: (("accepted" | "declined" | "tentative" | "needsAction") | null)
/**
 * Whether attendance is optional, or null.
 */
isOptional?: (boolean | null)
}[] | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsCreateQuery".
 */
export interface CalendarEventsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsCreateParams".
 */
export interface CalendarEventsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsUpdateRequest".
 */
export interface CalendarEventsUpdateRequest {
/**
 * The event's id.
 */
id: string
/**
 * Fields of the event to set (those at least one integration can write); a field the connected tool cannot write is refused with 400 naming it.
 */
event: {
/**
 * Title (summary), or null.
 */
title?: (string | null)
/**
 * Description or notes, or null.
 */
description?: (string | null)
/**
 * Location as typed, or null.
 */
location?: (string | null)
/**
 * When it starts (an all-day event: midnight UTC of its first day), or null.
 */
startTime?: (string | null)
/**
 * When it ends (an all-day event: midnight UTC of the day after), or null.
 */
endTime?: (string | null)
/**
 * IANA or Windows time zone of the start, as the tool names it, or null.
 */
timeZone?: (string | null)
/**
 * People invited, each `{email, name, responseStatus, isOptional}`; responseStatus is accepted, declined, tentative or needsAction.
 */
attendees?: ({
/**
 * Email address.
 */
email: string
/**
 * Display name, or null.
 */
name?: (string | null)
/**
 * The attendee's answer, or null.
 */
responseStatus?: (("accepted" | "declined" | "tentative" | "needsAction") | null)
/**
 * Whether attendance is optional, or null.
 */
isOptional?: (boolean | null)
}[] | null)
additional?: AdditionalFields
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsUpdateQuery".
 */
export interface CalendarEventsUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsUpdateParams".
 */
export interface CalendarEventsUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsDeleteQuery".
 */
export interface CalendarEventsDeleteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsDeleteParams".
 */
export interface CalendarEventsDeleteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsSearchRequest".
 */
export interface CalendarEventsSearchRequest {
/**
 * What to search for.
 */
filter: {
/**
 * Free text, matched by the tool over its searchable fields (HubSpot: its default searchable properties, e.g. a contact's name, email and phone).
 */
query: string
}
/**
 * The `nextPageCursor` of the previous page.
 */
cursor?: string
/**
 * Records per page (the connector's default when absent).
 */
pageSize?: number
/**
 * Extra data per record.
 */
include?: {
/**
 * Add the record's raw form from the tool as `$native`.
 */
$native?: boolean
/**
 * Add non-unifiable and custom fields as `additional`.
 */
additional?: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsSearchQuery".
 */
export interface CalendarEventsSearchQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CalendarEventsSearchParams".
 */
export interface CalendarEventsSearchParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AircallUsersListRequest".
 */
export interface AircallUsersListRequest {
/**
 * only users created after this UNIX timestamp (seconds)
 */
from?: string
/**
 * meta.nextPageLink of the previous page
 */
nextPageLink?: string
perPage?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AircallUsersListQuery".
 */
export interface AircallUsersListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AircallUsersListParams".
 */
export interface AircallUsersListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApolloSequencesAddContactsRequest".
 */
export interface ApolloSequencesAddContactsRequest {
/**
 * the sequence (emailer_campaign) id
 */
sequenceId: string
/**
 * @minItems 1
 * @maxItems 100
 */
contactIds: [string, ...(string)[]]
/**
 * send_email_from_email_account_id: the mailbox that sends the steps
 */
emailAccountId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApolloSequencesAddContactsQuery".
 */
export interface ApolloSequencesAddContactsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ApolloSequencesAddContactsParams".
 */
export interface ApolloSequencesAddContactsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AttioNotesCreateRequest".
 */
export interface AttioNotesCreateRequest {
parentObject: ("people" | "companies" | "deals")
parentRecordId: string
title: string
content: string
format?: ("plaintext" | "markdown")
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AttioNotesCreateQuery".
 */
export interface AttioNotesCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AttioNotesCreateParams".
 */
export interface AttioNotesCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CapsuleMilestonesListRequest".
 */
export interface CapsuleMilestonesListRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CapsuleMilestonesListQuery".
 */
export interface CapsuleMilestonesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CapsuleMilestonesListParams".
 */
export interface CapsuleMilestonesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloseOpportunityStatusesListRequest".
 */
export interface CloseOpportunityStatusesListRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloseOpportunityStatusesListQuery".
 */
export interface CloseOpportunityStatusesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloseOpportunityStatusesListParams".
 */
export interface CloseOpportunityStatusesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkCallsCreateRequest".
 */
export interface CloudtalkCallsCreateRequest {
/**
 * the CloudTalk id of the agent placing the call
 */
agentId: string
/**
 * the number to call, E.164 (e.g. +442012345678)
 */
calleeNumber: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkCallsCreateQuery".
 */
export interface CloudtalkCallsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkCallsCreateParams".
 */
export interface CloudtalkCallsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkContactsNotesAddRequest".
 */
export interface CloudtalkContactsNotesAddRequest {
/**
 * the CloudTalk id of the contact
 */
contactId: string
note: string
/**
 * the agent the note is from (user_id)
 */
agentId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkContactsNotesAddQuery".
 */
export interface CloudtalkContactsNotesAddQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkContactsNotesAddParams".
 */
export interface CloudtalkContactsNotesAddParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkContactsTagsAddRequest".
 */
export interface CloudtalkContactsTagsAddRequest {
/**
 * the CloudTalk id of the contact
 */
contactId: string
/**
 * @minItems 1
 * @maxItems 50
 */
tags: [string, ...(string)[]]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkContactsTagsAddQuery".
 */
export interface CloudtalkContactsTagsAddQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CloudtalkContactsTagsAddParams".
 */
export interface CloudtalkContactsTagsAddParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CopperPipelinesListRequest".
 */
export interface CopperPipelinesListRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CopperPipelinesListQuery".
 */
export interface CopperPipelinesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CopperPipelinesListParams".
 */
export interface CopperPipelinesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialpadCallsRingRequest".
 */
export interface DialpadCallsRingRequest {
/**
 * the Dialpad user who makes the call
 */
userId: string
/**
 * the E.164 number to call
 */
phoneNumber: string
/**
 * E.164 number shown to the callee, or 'blocked'
 */
outboundCallerId?: string
/**
 * passed through to the call's events
 */
customData?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialpadCallsRingQuery".
 */
export interface DialpadCallsRingQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DialpadCallsRingParams".
 */
export interface DialpadCallsRingParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Dynamics365WhoamiRequest".
 */
export interface Dynamics365WhoamiRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Dynamics365WhoamiQuery".
 */
export interface Dynamics365WhoamiQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Dynamics365WhoamiParams".
 */
export interface Dynamics365WhoamiParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Dynamics365OpportunitiesWinRequest".
 */
export interface Dynamics365OpportunitiesWinRequest {
opportunityId: string
/**
 * subject of the opportunity close activity
 */
subject: string
actualRevenue?: number
/**
 * status reason of the won opportunity (3 = Won)
 */
status?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Dynamics365OpportunitiesWinQuery".
 */
export interface Dynamics365OpportunitiesWinQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "Dynamics365OpportunitiesWinParams".
 */
export interface Dynamics365OpportunitiesWinParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FreshsalesDealStagesListRequest".
 */
export interface FreshsalesDealStagesListRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FreshsalesDealStagesListQuery".
 */
export interface FreshsalesDealStagesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FreshsalesDealStagesListParams".
 */
export interface FreshsalesDealStagesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FreshsalesTasksCreateRequest".
 */
export interface FreshsalesTasksCreateRequest {
title: string
description?: string
dueDate: string
ownerId?: string
targetableType: ("Contact" | "SalesAccount" | "Deal")
targetableId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FreshsalesTasksCreateQuery".
 */
export interface FreshsalesTasksCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FreshsalesTasksCreateParams".
 */
export interface FreshsalesTasksCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GmailThreadsGetRequest".
 */
export interface GmailThreadsGetRequest {
/**
 * The thread id (an email.message threadId).
 */
id: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GmailThreadsGetQuery".
 */
export interface GmailThreadsGetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GmailThreadsGetParams".
 */
export interface GmailThreadsGetParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GmailLabelsListRequest".
 */
export interface GmailLabelsListRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GmailLabelsListQuery".
 */
export interface GmailLabelsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GmailLabelsListParams".
 */
export interface GmailLabelsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GongCallsTranscriptRequest".
 */
export interface GongCallsTranscriptRequest {
callId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GongCallsTranscriptQuery".
 */
export interface GongCallsTranscriptQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GongCallsTranscriptParams".
 */
export interface GongCallsTranscriptParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "HubspotListsMembersRequest".
 */
export interface HubspotListsMembersRequest {
listId: string
objectType: ("contact" | "lead")
cursor?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "HubspotListsMembersQuery".
 */
export interface HubspotListsMembersQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "HubspotListsMembersParams".
 */
export interface HubspotListsMembersParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "InsightlyPipelineStagesListRequest".
 */
export interface InsightlyPipelineStagesListRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "InsightlyPipelineStagesListQuery".
 */
export interface InsightlyPipelineStagesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "InsightlyPipelineStagesListParams".
 */
export interface InsightlyPipelineStagesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "JustcallCallsUpdateRequest".
 */
export interface JustcallCallsUpdateRequest {
/**
 * the JustCall id of the call
 */
callId: string
notes?: string
/**
 * an existing code, written 'List: Code' (e.g. 'Sales: Follow Up')
 */
dispositionCode?: string
rating?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "JustcallCallsUpdateQuery".
 */
export interface JustcallCallsUpdateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "JustcallCallsUpdateParams".
 */
export interface JustcallCallsUpdateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "KeapOpportunityStagesListRequest".
 */
export interface KeapOpportunityStagesListRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "KeapOpportunityStagesListQuery".
 */
export interface KeapOpportunityStagesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "KeapOpportunityStagesListParams".
 */
export interface KeapOpportunityStagesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MicrosoftOutlookMessagesReplyRequest".
 */
export interface MicrosoftOutlookMessagesReplyRequest {
/**
 * the id of the message answered (email.message id)
 */
messageId: string
/**
 * the reply's text, put above the quoted message
 */
comment: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MicrosoftOutlookMessagesReplyQuery".
 */
export interface MicrosoftOutlookMessagesReplyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MicrosoftOutlookMessagesReplyParams".
 */
export interface MicrosoftOutlookMessagesReplyParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MicrosoftOutlookMessagesReplyAllRequest".
 */
export interface MicrosoftOutlookMessagesReplyAllRequest {
/**
 * the id of the message answered (email.message id)
 */
messageId: string
/**
 * the reply's text, put above the quoted message
 */
comment: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MicrosoftOutlookMessagesReplyAllQuery".
 */
export interface MicrosoftOutlookMessagesReplyAllQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MicrosoftOutlookMessagesReplyAllParams".
 */
export interface MicrosoftOutlookMessagesReplyAllParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxUsersMeRequest".
 */
export interface MixmaxUsersMeRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxUsersMeQuery".
 */
export interface MixmaxUsersMeQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxUsersMeParams".
 */
export interface MixmaxUsersMeParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsAddRequest".
 */
export interface MixmaxSequencesRecipientsAddRequest {
sequenceId: string
/**
 * @minItems 1
 * @maxItems 100
 */
recipients: [{
email: string
variables?: {
[k: string]: string
}
}, ...({
email: string
variables?: {
[k: string]: string
}
})[]]
scheduledAt?: (number | false)
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsAddQuery".
 */
export interface MixmaxSequencesRecipientsAddQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsAddParams".
 */
export interface MixmaxSequencesRecipientsAddParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsListRequest".
 */
export interface MixmaxSequencesRecipientsListRequest {
sequenceId: string
limit?: number
offset?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsListQuery".
 */
export interface MixmaxSequencesRecipientsListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsListParams".
 */
export interface MixmaxSequencesRecipientsListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsCancelRequest".
 */
export interface MixmaxSequencesRecipientsCancelRequest {
sequenceId: string
/**
 * @minItems 1
 * @maxItems 100
 */
emails: [string, ...(string)[]]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsCancelQuery".
 */
export interface MixmaxSequencesRecipientsCancelQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "MixmaxSequencesRecipientsCancelParams".
 */
export interface MixmaxSequencesRecipientsCancelParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "PipedriveListsMembersRequest".
 */
export interface PipedriveListsMembersRequest {
listId: string
objectType: ("contact" | "lead")
cursor?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "PipedriveListsMembersQuery".
 */
export interface PipedriveListsMembersQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "PipedriveListsMembersParams".
 */
export interface PipedriveListsMembersParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RingcentralCallsRingOutRequest".
 */
export interface RingcentralCallsRingOutRequest {
/**
 * the user's phone that rings first (E.164)
 */
from: string
/**
 * the number called once the user answers (E.164)
 */
to: string
/**
 * ask the user to press 1 before connecting
 */
playPrompt?: boolean
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RingcentralCallsRingOutQuery".
 */
export interface RingcentralCallsRingOutQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RingcentralCallsRingOutParams".
 */
export interface RingcentralCallsRingOutParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RingcentralUsersPresenceRequest".
 */
export interface RingcentralUsersPresenceRequest {
userId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RingcentralUsersPresenceQuery".
 */
export interface RingcentralUsersPresenceQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RingcentralUsersPresenceParams".
 */
export interface RingcentralUsersPresenceParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SalesforceListsMembersRequest".
 */
export interface SalesforceListsMembersRequest {
listId: string
objectType: ("contact" | "lead")
cursor?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SalesforceListsMembersQuery".
 */
export interface SalesforceListsMembersQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SalesforceListsMembersParams".
 */
export interface SalesforceListsMembersParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SugarcrmSalesStagesListRequest".
 */
export interface SugarcrmSalesStagesListRequest {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SugarcrmSalesStagesListQuery".
 */
export interface SugarcrmSalesStagesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SugarcrmSalesStagesListParams".
 */
export interface SugarcrmSalesStagesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsCallbackRequest".
 */
export interface TalkdeskCallsCallbackRequest {
/**
 * the E.164 Talkdesk number that receives the call
 */
talkdeskPhoneNumber: string
/**
 * the E.164 number of the contact asking for the callback
 */
contactPhoneNumber: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsCallbackQuery".
 */
export interface TalkdeskCallsCallbackQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsCallbackParams".
 */
export interface TalkdeskCallsCallbackParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsRecordingsRequest".
 */
export interface TalkdeskCallsRecordingsRequest {
/**
 * the Talkdesk id of the call
 */
callId: string
page?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsRecordingsQuery".
 */
export interface TalkdeskCallsRecordingsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsRecordingsParams".
 */
export interface TalkdeskCallsRecordingsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsReportsCreateRequest".
 */
export interface TalkdeskCallsReportsCreateRequest {
/**
 * start of the span (ISO 8601)
 */
from: string
/**
 * end of the span (ISO 8601), at most a month after from
 */
to: string
/**
 * IANA time zone the span is read in (default UTC)
 */
timezone?: string
name?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsReportsCreateQuery".
 */
export interface TalkdeskCallsReportsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TalkdeskCallsReportsCreateParams".
 */
export interface TalkdeskCallsReportsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TwilioCallsCreateRequest".
 */
export interface TwilioCallsCreateRequest {
/**
 * E.164 number, SIP address or client identifier to call
 */
to: string
/**
 * a Twilio number or verified caller id (E.164)
 */
from: string
/**
 * TwiML instructions Twilio fetches when the call is answered
 */
url?: string
/**
 * TwiML instructions to run instead of fetching url
 */
twiml?: string
/**
 * where Twilio posts the call's status changes: {PUBLIC_BASE_URL}/api/inbound-webhooks/twilio/<connectionId> to get them as Plugboard events
 */
statusCallback?: string
/**
 * which changes are posted (default: completed)
 */
statusCallbackEvents?: ("initiated" | "ringing" | "answered" | "completed")[]
record?: boolean
timeoutSeconds?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TwilioCallsCreateQuery".
 */
export interface TwilioCallsCreateQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TwilioCallsCreateParams".
 */
export interface TwilioCallsCreateParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TwilioCallsEndRequest".
 */
export interface TwilioCallsEndRequest {
/**
 * the call's SID (CA…)
 */
callId: string
status?: ("completed" | "canceled")
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TwilioCallsEndQuery".
 */
export interface TwilioCallsEndQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "TwilioCallsEndParams".
 */
export interface TwilioCallsEndParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ZendeskSellStagesListRequest".
 */
export interface ZendeskSellStagesListRequest {
/**
 * Page of stages (100 a page), from 1
 */
page?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ZendeskSellStagesListQuery".
 */
export interface ZendeskSellStagesListQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ZendeskSellStagesListParams".
 */
export interface ZendeskSellStagesListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ZohoCoqlQueryRequest".
 */
export interface ZohoCoqlQueryRequest {
selectQuery: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ZohoCoqlQueryQuery".
 */
export interface ZohoCoqlQueryQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ZohoCoqlQueryParams".
 */
export interface ZohoCoqlQueryParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateWebhookRequest".
 */
export interface CreateWebhookRequest {
/**
 * Absolute http(s) address that receives the events.
 */
url: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateWebhookQuery".
 */
export interface CreateWebhookQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateWebhookParams".
 */
export interface CreateWebhookParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateWebhookSecretQuery".
 */
export interface RotateWebhookSecretQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateWebhookSecretParams".
 */
export interface RotateWebhookSecretParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateWebhookSecretResponse".
 */
export interface RotateWebhookSecretResponse {
/**
 * The webhook's id.
 */
id: string
/**
 * The new signing secret (shown only here).
 */
secret: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindWebhookQuery".
 */
export interface FindWebhookQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FindWebhookParams".
 */
export interface FindWebhookParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListWebhooksQuery".
 */
export interface ListWebhooksQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListWebhooksParams".
 */
export interface ListWebhooksParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListWebhooksResponse".
 */
export interface ListWebhooksResponse {
webhooks: Webhook[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteWebhookQuery".
 */
export interface DeleteWebhookQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteWebhookParams".
 */
export interface DeleteWebhookParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SendWebhookTestEventRequest".
 */
export interface SendWebhookTestEventRequest {
/**
 * Deliver to this project webhook only; every project webhook of the environment otherwise.
 */
id?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SendWebhookTestEventQuery".
 */
export interface SendWebhookTestEventQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SendWebhookTestEventParams".
 */
export interface SendWebhookTestEventParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListWebhookDeliveriesRequest".
 */
export interface ListWebhookDeliveriesRequest {
/**
 * The webhook's id.
 */
webhookId: string
/**
 * At most this many deliveries (default 50).
 */
limit?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListWebhookDeliveriesQuery".
 */
export interface ListWebhookDeliveriesQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListWebhookDeliveriesParams".
 */
export interface ListWebhookDeliveriesParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListWebhookDeliveriesResponse".
 */
export interface ListWebhookDeliveriesResponse {
deliveries: WebhookDelivery[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "McpPostQuery".
 */
export interface McpPostQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "McpPostParams".
 */
export interface McpPostParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAgentToolsRequest".
 */
export interface ListAgentToolsRequest {
/**
 * The definitions' shape.
 */
format?: ("mcp" | "openai" | "openai-responses" | "anthropic")
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAgentToolsQuery".
 */
export interface ListAgentToolsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAgentToolsParams".
 */
export interface ListAgentToolsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAgentToolsResponse".
 */
export interface ListAgentToolsResponse {
result: {
/**
 * The format of `tools`.
 */
format: ("mcp" | "openai" | "openai-responses" | "anthropic")
/**
 * The tool definitions.
 */
tools: (AgentToolMcp | AgentToolOpenAi | AgentToolOpenAiResponses | AgentToolAnthropic)[]
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CallAgentToolRequest".
 */
export interface CallAgentToolRequest {
/**
 * The tool's name as listed.
 */
name: string
/**
 * The tool's arguments (its input schema).
 */
arguments?: {

}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CallAgentToolQuery".
 */
export interface CallAgentToolQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CallAgentToolParams".
 */
export interface CallAgentToolParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CallAgentToolResponse".
 */
export interface CallAgentToolResponse {
result: {
/**
 * The tool that ran.
 */
name: string
/**
 * true: `output` is the error shape `{error: {code, message, details}}`.
 */
isError: boolean
/**
 * The tool's structured result (the same as MCP's `structuredContent`).
 */
output: {

}
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAuditEntriesQuery".
 */
export interface ListAuditEntriesQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAuditEntriesParams".
 */
export interface ListAuditEntriesParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListAuditEntriesResponse".
 */
export interface ListAuditEntriesResponse {
result: AuditPage
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExportAuditEntriesQuery".
 */
export interface ExportAuditEntriesQuery {
actor?: string
action?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExportAuditEntriesParams".
 */
export interface ExportAuditEntriesParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListEventsQuery".
 */
export interface ListEventsQuery {
after?: string
limit?: number
type?: string
connectionId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListEventsParams".
 */
export interface ListEventsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListEventsResponse".
 */
export interface ListEventsResponse {
result: {
/**
 * Events in log order.
 */
events: ConnectorEvent[]
/**
 * Pass as `after` to read on from the last event of this page.
 */
nextCursor: string
/**
 * More events are ready now.
 */
hasMore: boolean
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateLinkTokenRequest".
 */
export interface CreateLinkTokenRequest {
/**
 * Integration the component opens on.
 */
integrationId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateLinkTokenQuery".
 */
export interface CreateLinkTokenQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateLinkTokenParams".
 */
export interface CreateLinkTokenParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateLinkTokenResponse".
 */
export interface CreateLinkTokenResponse {
/**
 * Pass to the front-end component; single use.
 */
linkToken: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExchangeLinkTokenRequest".
 */
export interface ExchangeLinkTokenRequest {
/**
 * The token the front-end component yielded after authorization.
 */
publicToken: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExchangeLinkTokenQuery".
 */
export interface ExchangeLinkTokenQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ExchangeLinkTokenParams".
 */
export interface ExchangeLinkTokenParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyListContactsQuery".
 */
export interface LegacyListContactsQuery {
accessToken: string
cursor?: string
allFields?: boolean
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyListContactsParams".
 */
export interface LegacyListContactsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyListContactsResponse".
 */
export interface LegacyListContactsResponse {
contacts: CrmContact[]
nextPageCursor: NextPageCursor
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyGetListQuery".
 */
export interface LegacyGetListQuery {
accessToken: string
objectType: ("contact" | "lead")
id: string
cursor?: string
allFields?: boolean
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyGetListParams".
 */
export interface LegacyGetListParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyGetListResponse".
 */
export interface LegacyGetListResponse {
list: CrmList
nextPageCursor: NextPageCursor
}
/**
 * The tool's payload (any JSON value).
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ReceiveToolWebhookRequest".
 */
export interface ReceiveToolWebhookRequest {
[k: string]: unknown
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ReceiveToolWebhookQuery".
 */
export interface ReceiveToolWebhookQuery {
object?: string
token?: string
validationToken?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ReceiveToolWebhookParams".
 */
export interface ReceiveToolWebhookParams {
integrationId: string
connectionId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyCreateConnectionWebhookRequest".
 */
export interface LegacyCreateConnectionWebhookRequest {
/**
 * The connection's access token.
 */
accessToken: string
/**
 * The webhook to register.
 */
webhook: {
/**
 * Absolute http(s) address that receives the connection's events.
 */
webhookUrl: string
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyCreateConnectionWebhookQuery".
 */
export interface LegacyCreateConnectionWebhookQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyCreateConnectionWebhookParams".
 */
export interface LegacyCreateConnectionWebhookParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyCreateConnectionWebhookResponse".
 */
export interface LegacyCreateConnectionWebhookResponse {
webhook: WebhookMetadata
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyListConnectionWebhooksQuery".
 */
export interface LegacyListConnectionWebhooksQuery {
accessToken: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyListConnectionWebhooksParams".
 */
export interface LegacyListConnectionWebhooksParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyListConnectionWebhooksResponse".
 */
export interface LegacyListConnectionWebhooksResponse {
webhooks: WebhookMetadata[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyDeleteConnectionWebhookQuery".
 */
export interface LegacyDeleteConnectionWebhookQuery {
accessToken: string
id: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyDeleteConnectionWebhookParams".
 */
export interface LegacyDeleteConnectionWebhookParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyGetConnectionQuery".
 */
export interface LegacyGetConnectionQuery {
connectionId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyGetConnectionParams".
 */
export interface LegacyGetConnectionParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyGetConnectionResponse".
 */
export interface LegacyGetConnectionResponse {
connection: Connection
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyDeleteConnectionQuery".
 */
export interface LegacyDeleteConnectionQuery {
connectionId: string
accessToken: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyDeleteConnectionParams".
 */
export interface LegacyDeleteConnectionParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LegacyDeleteConnectionResponse".
 */
export interface LegacyDeleteConnectionResponse {
/**
 * The deleted connection's id.
 */
connectionId: string
/**
 * Always true.
 */
deleted: true
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardPageQuery".
 */
export interface GetDashboardPageQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardPageParams".
 */
export interface GetDashboardPageParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardAssetQuery".
 */
export interface GetDashboardAssetQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardAssetParams".
 */
export interface GetDashboardAssetParams {
asset: ("main.js" | "main.css")
}
/**
 * Either `token`, or `email` and `password`.
 * 
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardSessionRequest".
 */
export interface CreateDashboardSessionRequest {
/**
 * An environment API token, or the operator token.
 */
token?: string
/**
 * A dashboard user's email.
 */
email?: string
/**
 * That user's password.
 */
password?: string
/**
 * The 6-digit code of the user's authenticator app, when two-factor sign-in is on.
 */
totpCode?: string
/**
 * Instead of `totpCode`, one of the user's recovery codes (each works once).
 */
recoveryCode?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardSessionQuery".
 */
export interface CreateDashboardSessionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardSessionParams".
 */
export interface CreateDashboardSessionParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSessionQuery".
 */
export interface GetDashboardSessionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSessionParams".
 */
export interface GetDashboardSessionParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardSessionQuery".
 */
export interface DeleteDashboardSessionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardSessionParams".
 */
export interface DeleteDashboardSessionParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSignInOptionsQuery".
 */
export interface GetDashboardSignInOptionsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSignInOptionsParams".
 */
export interface GetDashboardSignInOptionsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardSsoProvidersQuery".
 */
export interface ListDashboardSsoProvidersQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardSsoProvidersParams".
 */
export interface ListDashboardSsoProvidersParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardSsoProvidersResponse".
 */
export interface ListDashboardSsoProvidersResponse {
/**
 * The providers.
 */
providers: {
/**
 * The provider (give it to `startDashboardSso`).
 */
providerId: string
/**
 * Its name on the button.
 */
displayName: string
}[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartDashboardSsoRequest".
 */
export interface StartDashboardSsoRequest {
/**
 * The provider.
 */
providerId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartDashboardSsoQuery".
 */
export interface StartDashboardSsoQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartDashboardSsoParams".
 */
export interface StartDashboardSsoParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartDashboardSsoResponse".
 */
export interface StartDashboardSsoResponse {
/**
 * The provider's authorization URL for this attempt.
 */
authorizeUrl: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FinishDashboardSsoQuery".
 */
export interface FinishDashboardSsoQuery {
state: string
code?: string
error?: string
error_description?: string
providerParams?: {
[k: string]: unknown
}
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "FinishDashboardSsoParams".
 */
export interface FinishDashboardSsoParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardAccountQuery".
 */
export interface GetDashboardAccountQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardAccountParams".
 */
export interface GetDashboardAccountParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartDashboardTotpQuery".
 */
export interface StartDashboardTotpQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "StartDashboardTotpParams".
 */
export interface StartDashboardTotpParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConfirmDashboardTotpRequest".
 */
export interface ConfirmDashboardTotpRequest {
/**
 * The 6-digit code the authenticator app shows now.
 */
code: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConfirmDashboardTotpQuery".
 */
export interface ConfirmDashboardTotpQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ConfirmDashboardTotpParams".
 */
export interface ConfirmDashboardTotpParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DisableDashboardTotpRequest".
 */
export interface DisableDashboardTotpRequest {
/**
 * The user's password.
 */
password: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DisableDashboardTotpQuery".
 */
export interface DisableDashboardTotpQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DisableDashboardTotpParams".
 */
export interface DisableDashboardTotpParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardAccountSessionsQuery".
 */
export interface ListDashboardAccountSessionsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardAccountSessionsParams".
 */
export interface ListDashboardAccountSessionsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardAccountSessionQuery".
 */
export interface DeleteDashboardAccountSessionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardAccountSessionParams".
 */
export interface DeleteDashboardAccountSessionParams {
sessionId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardProjectUsersQuery".
 */
export interface ListDashboardProjectUsersQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardProjectUsersParams".
 */
export interface ListDashboardProjectUsersParams {
projectId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SetDashboardUserRoleRequest".
 */
export interface SetDashboardUserRoleRequest {
/**
 * The new role, or null to remove the user from the project.
 */
role: (DashboardRole | null)
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SetDashboardUserRoleQuery".
 */
export interface SetDashboardUserRoleQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SetDashboardUserRoleParams".
 */
export interface SetDashboardUserRoleParams {
projectId: string
userId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardUserSessionsQuery".
 */
export interface ListDashboardUserSessionsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardUserSessionsParams".
 */
export interface ListDashboardUserSessionsParams {
projectId: string
userId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EndDashboardUserSessionsQuery".
 */
export interface EndDashboardUserSessionsQuery {
sessionId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "EndDashboardUserSessionsParams".
 */
export interface EndDashboardUserSessionsParams {
projectId: string
userId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardInvitesQuery".
 */
export interface ListDashboardInvitesQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardInvitesParams".
 */
export interface ListDashboardInvitesParams {
projectId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardInviteRequest".
 */
export interface CreateDashboardInviteRequest {
/**
 * Who is invited.
 */
email: string
role: DashboardRole
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardInviteQuery".
 */
export interface CreateDashboardInviteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardInviteParams".
 */
export interface CreateDashboardInviteParams {
projectId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardInviteQuery".
 */
export interface DeleteDashboardInviteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardInviteParams".
 */
export interface DeleteDashboardInviteParams {
projectId: string
inviteId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LookupDashboardInviteRequest".
 */
export interface LookupDashboardInviteRequest {
/**
 * The invite link's token.
 */
token: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LookupDashboardInviteQuery".
 */
export interface LookupDashboardInviteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "LookupDashboardInviteParams".
 */
export interface LookupDashboardInviteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AcceptDashboardInviteRequest".
 */
export interface AcceptDashboardInviteRequest {
/**
 * The invite link's token.
 */
token: string
/**
 * The new password (a new user), or the user's password (an existing user).
 */
password: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AcceptDashboardInviteQuery".
 */
export interface AcceptDashboardInviteQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "AcceptDashboardInviteParams".
 */
export interface AcceptDashboardInviteParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardIntegrationsQuery".
 */
export interface ListDashboardIntegrationsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardIntegrationsParams".
 */
export interface ListDashboardIntegrationsParams {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardIntegrationsResponse".
 */
export interface ListDashboardIntegrationsResponse {
/**
 * One entry per integration.
 */
integrations: DashboardIntegration[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardOverviewQuery".
 */
export interface GetDashboardOverviewQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardOverviewParams".
 */
export interface GetDashboardOverviewParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardConnectionsQuery".
 */
export interface ListDashboardConnectionsQuery {
cursor?: string
limit?: number
status?: ("NEW_CONNECTION" | "INITIAL_SYNCED" | "READY")
search?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardConnectionsParams".
 */
export interface ListDashboardConnectionsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardConnectionsResponse".
 */
export interface ListDashboardConnectionsResponse {
/**
 * Connections, newest first.
 */
items: DashboardConnection[]
/**
 * How many connections match the filter.
 */
total: number
nextCursor: DashboardNextCursor
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardRevokePlanQuery".
 */
export interface GetDashboardRevokePlanQuery {
integrationId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardRevokePlanParams".
 */
export interface GetDashboardRevokePlanParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeAllDashboardConnectionsRequest".
 */
export interface RevokeAllDashboardConnectionsRequest {
/**
 * Only the connections of this integration.
 */
integrationId?: string
/**
 * The number of connections the plan showed.
 */
confirmCount: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeAllDashboardConnectionsQuery".
 */
export interface RevokeAllDashboardConnectionsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeAllDashboardConnectionsParams".
 */
export interface RevokeAllDashboardConnectionsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardConnectionQuery".
 */
export interface DeleteDashboardConnectionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardConnectionParams".
 */
export interface DeleteDashboardConnectionParams {
environmentId: string
connectionId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ResyncDashboardConnectionQuery".
 */
export interface ResyncDashboardConnectionQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ResyncDashboardConnectionParams".
 */
export interface ResyncDashboardConnectionParams {
environmentId: string
connectionId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardReconnectLinkQuery".
 */
export interface CreateDashboardReconnectLinkQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardReconnectLinkParams".
 */
export interface CreateDashboardReconnectLinkParams {
environmentId: string
connectionId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardReconnectLinkResponse".
 */
export interface CreateDashboardReconnectLinkResponse {
/**
 * The connect page address with a fresh session token.
 */
url: string
/**
 * When the link stops working.
 */
expiresTime: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSyncControlsQuery".
 */
export interface GetDashboardSyncControlsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSyncControlsParams".
 */
export interface GetDashboardSyncControlsParams {
environmentId: string
connectionId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardSyncControlsRequest".
 */
export interface UpdateDashboardSyncControlsRequest {
/**
 * Seconds between two sync runs (within the bounds); null for the default.
 */
frequencySeconds?: (number | null)
/**
 * Object types to sync, e.g. `{"contacts": true}`; null for every one.
 */
objects?: ({
[k: string]: boolean
} | null)
/**
 * Fields kept per object type; null keeps every field.
 */
fields?: (SyncFields | null)
/**
 * Days a cached record's contents are kept after they last changed (within the bounds); null keeps them.
 */
retentionDays?: (number | null)
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardSyncControlsQuery".
 */
export interface UpdateDashboardSyncControlsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardSyncControlsParams".
 */
export interface UpdateDashboardSyncControlsParams {
environmentId: string
connectionId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardRevocationsQuery".
 */
export interface ListDashboardRevocationsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardRevocationsParams".
 */
export interface ListDashboardRevocationsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardRevocationsResponse".
 */
export interface ListDashboardRevocationsResponse {
items: DashboardPendingRevocation[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardWebhooksQuery".
 */
export interface ListDashboardWebhooksQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardWebhooksParams".
 */
export interface ListDashboardWebhooksParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardWebhooksResponse".
 */
export interface ListDashboardWebhooksResponse {
/**
 * Webhooks, oldest first.
 */
items: DashboardWebhook[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardWebhookRequest".
 */
export interface CreateDashboardWebhookRequest {
/**
 * The receiver's address (http or https).
 */
url: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardWebhookQuery".
 */
export interface CreateDashboardWebhookQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardWebhookParams".
 */
export interface CreateDashboardWebhookParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardWebhookQuery".
 */
export interface DeleteDashboardWebhookQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardWebhookParams".
 */
export interface DeleteDashboardWebhookParams {
environmentId: string
webhookId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardDeliveriesQuery".
 */
export interface ListDashboardDeliveriesQuery {
cursor?: string
limit?: number
outcome?: ("pending" | "delivered" | "failed")
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardDeliveriesParams".
 */
export interface ListDashboardDeliveriesParams {
environmentId: string
webhookId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardDeliveriesResponse".
 */
export interface ListDashboardDeliveriesResponse {
/**
 * Deliveries.
 */
items: DashboardDelivery[]
nextCursor: DashboardNextCursor
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RedeliverDashboardDeliveryQuery".
 */
export interface RedeliverDashboardDeliveryQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RedeliverDashboardDeliveryParams".
 */
export interface RedeliverDashboardDeliveryParams {
environmentId: string
webhookId: string
deliveryId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SendDashboardTestEventQuery".
 */
export interface SendDashboardTestEventQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "SendDashboardTestEventParams".
 */
export interface SendDashboardTestEventParams {
environmentId: string
webhookId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardEventsQuery".
 */
export interface ListDashboardEventsQuery {
cursor?: string
limit?: number
type?: string
connectionId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardEventsParams".
 */
export interface ListDashboardEventsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardEventsResponse".
 */
export interface ListDashboardEventsResponse {
/**
 * Events.
 */
items: DashboardEvent[]
nextCursor: DashboardNextCursor
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardOauthAppsQuery".
 */
export interface ListDashboardOauthAppsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardOauthAppsParams".
 */
export interface ListDashboardOauthAppsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardOauthAppsResponse".
 */
export interface ListDashboardOauthAppsResponse {
/**
 * Apps, oldest first.
 */
items: OauthApp[]
/**
 * The callback address to register at the tool.
 */
redirectUri: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardOauthAppRequest".
 */
export interface CreateDashboardOauthAppRequest {
/**
 * The OAuth client id issued by the tool.
 */
clientId: string
/**
 * The OAuth client secret (write-only).
 */
clientSecret: string
/**
 * Integration the app is for.
 */
integrationId: string
/**
 * Scopes to request instead of the manifest's defaults.
 * 
 * @maxItems 100
 */
scopes?: string[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardOauthAppQuery".
 */
export interface CreateDashboardOauthAppQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardOauthAppParams".
 */
export interface CreateDashboardOauthAppParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardOauthAppQuery".
 */
export interface DeleteDashboardOauthAppQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardOauthAppParams".
 */
export interface DeleteDashboardOauthAppParams {
environmentId: string
oauthAppId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardAuditEntriesQuery".
 */
export interface ListDashboardAuditEntriesQuery {
actor?: string
action?: string
cursor?: string
limit?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardAuditEntriesParams".
 */
export interface ListDashboardAuditEntriesParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardAuditEntriesResponse".
 */
export interface ListDashboardAuditEntriesResponse {
items: AuditEntry[]
/**
 * The `cursor` of the next (older) page; null on the last page.
 */
nextCursor: (string | null)
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardAgentKeysQuery".
 */
export interface ListDashboardAgentKeysQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardAgentKeysParams".
 */
export interface ListDashboardAgentKeysParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardAgentKeysResponse".
 */
export interface ListDashboardAgentKeysResponse {
/**
 * Keys, oldest first.
 */
items: AgentKey[]
/**
 * The MCP endpoint (`{PUBLIC_BASE_URL}/mcp`).
 */
mcpUrl: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardAgentKeyQuery".
 */
export interface CreateDashboardAgentKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardAgentKeyParams".
 */
export interface CreateDashboardAgentKeyParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardAgentKeyResponse".
 */
export interface CreateDashboardAgentKeyResponse {
agentKey: AgentKey
/**
 * The key's secret (shown only here).
 */
secret: string
/**
 * The MCP endpoint (`{PUBLIC_BASE_URL}/mcp`).
 */
mcpUrl: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeDashboardAgentKeyQuery".
 */
export interface RevokeDashboardAgentKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeDashboardAgentKeyParams".
 */
export interface RevokeDashboardAgentKeyParams {
environmentId: string
agentKeyId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardApiKeysQuery".
 */
export interface ListDashboardApiKeysQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardApiKeysParams".
 */
export interface ListDashboardApiKeysParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardApiKeysResponse".
 */
export interface ListDashboardApiKeysResponse {
/**
 * The environment token, then the other keys oldest first.
 */
items: ApiKey[]
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardApiKeyQuery".
 */
export interface CreateDashboardApiKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "CreateDashboardApiKeyParams".
 */
export interface CreateDashboardApiKeyParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateDashboardApiKeyRequest".
 */
export interface RotateDashboardApiKeyRequest {
/**
 * How long the old key keeps working (at most 7 days); absent or 0, it stops at once.
 */
gracePeriodSeconds?: number
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateDashboardApiKeyQuery".
 */
export interface RotateDashboardApiKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateDashboardApiKeyParams".
 */
export interface RotateDashboardApiKeyParams {
environmentId: string
apiKeyId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeDashboardApiKeyQuery".
 */
export interface RevokeDashboardApiKeyQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RevokeDashboardApiKeyParams".
 */
export interface RevokeDashboardApiKeyParams {
environmentId: string
apiKeyId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardRequestLogsQuery".
 */
export interface ListDashboardRequestLogsQuery {
cursor?: string
limit?: number
statusClass?: ("2xx" | "4xx" | "5xx")
operationId?: string
connectionId?: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardRequestLogsParams".
 */
export interface ListDashboardRequestLogsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardRequestLogsResponse".
 */
export interface ListDashboardRequestLogsResponse {
/**
 * Requests.
 */
items: DashboardRequestLog[]
nextCursor: DashboardNextCursor
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardCallLogsQuery".
 */
export interface ListDashboardCallLogsQuery {
cursor?: string
limit?: number
integrationId?: string
statusClass?: ("2xx" | "3xx" | "4xx" | "5xx" | "error")
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardCallLogsParams".
 */
export interface ListDashboardCallLogsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "ListDashboardCallLogsResponse".
 */
export interface ListDashboardCallLogsResponse {
/**
 * Calls.
 */
items: DashboardCallLog[]
nextCursor: DashboardNextCursor
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSettingsQuery".
 */
export interface GetDashboardSettingsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSettingsParams".
 */
export interface GetDashboardSettingsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardConnectSettingsRequest".
 */
export interface UpdateDashboardConnectSettingsRequest {
/**
 * Exact origins (scheme, host and port), e.g. https://app.example.com; no wildcard, path, quote, comma or semicolon.
 * 
 * @maxItems 50
 */
allowedOrigins?: string[]
branding?: DashboardBranding
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardConnectSettingsQuery".
 */
export interface UpdateDashboardConnectSettingsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardConnectSettingsParams".
 */
export interface UpdateDashboardConnectSettingsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateDashboardApiTokenRequest".
 */
export interface RotateDashboardApiTokenRequest {
/**
 * The environment's current API token (an operator session may give the operator token).
 */
currentToken: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateDashboardApiTokenQuery".
 */
export interface RotateDashboardApiTokenQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateDashboardApiTokenParams".
 */
export interface RotateDashboardApiTokenParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "RotateDashboardApiTokenResponse".
 */
export interface RotateDashboardApiTokenResponse {
/**
 * The environment.
 */
environmentId: string
/**
 * The new API token; store it now, it is not shown again.
 */
apiToken: string
/**
 * This session was signed in with the old token and has ended; sign in with the new one.
 */
signedOut: boolean
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSsoSettingsQuery".
 */
export interface GetDashboardSsoSettingsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "GetDashboardSsoSettingsParams".
 */
export interface GetDashboardSsoSettingsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardSsoSettingsRequest".
 */
export interface UpdateDashboardSsoSettingsRequest {
/**
 * The button's label, "Sign in with <displayName>".
 */
displayName: string
/**
 * The issuer URL (its `/.well-known/openid-configuration` is read at sign-in).
 */
issuer: string
/**
 * The client id the provider gave.
 */
clientId: string
/**
 * The client secret (required the first time; left out, the stored one is kept).
 */
clientSecret?: string
/**
 * Email domains allowed to sign in (e.g. `example.com`); empty or absent on first set-up, any domain.
 * 
 * @maxItems 50
 */
allowedDomains?: string[]
/**
 * A verified person without a role in the project is refused (invite-only), or joins with `defaultRole`.
 */
unknownUsers?: ("refuse" | "create")
/**
 * The role of people who join on their first sign-in (`viewer` unless set).
 */
defaultRole?: ("viewer" | "developer" | "admin")
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardSsoSettingsQuery".
 */
export interface UpdateDashboardSsoSettingsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "UpdateDashboardSsoSettingsParams".
 */
export interface UpdateDashboardSsoSettingsParams {
environmentId: string
}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardSsoSettingsQuery".
 */
export interface DeleteDashboardSsoSettingsQuery {

}
/**
 * This interface was referenced by `PlugboardApi`'s JSON-Schema
 * via the `definition` "DeleteDashboardSsoSettingsParams".
 */
export interface DeleteDashboardSsoSettingsParams {
environmentId: string
}

/** Every operationId of openapi.yaml. */
export type OperationId =
  | 'getHealth'
  | 'getReadiness'
  | 'getMetrics'
  | 'getApiReference'
  | 'getApiReferenceScript'
  | 'getOpenapiYaml'
  | 'getOpenapiJson'
  | 'listIntegrations'
  | 'getIntegrationCapabilities'
  | 'createSessionToken'
  | 'exchangeSessionToken'
  | 'oauthCallback'
  | 'createOauthApp'
  | 'findOauthApp'
  | 'listOauthApps'
  | 'deleteOauthApp'
  | 'createAgentKey'
  | 'listAgentKeys'
  | 'revokeAgentKey'
  | 'getAgentKeyPolicy'
  | 'getProtectedResourceMetadata'
  | 'getMcpProtectedResourceMetadata'
  | 'connectPage'
  | 'connectOauthPage'
  | 'getConnectModalScript'
  | 'getConnectModalStyles'
  | 'getSdkScript'
  | 'getSdkModule'
  | 'getConnectorIcon'
  | 'getSdkTypes'
  | 'createApiKey'
  | 'listApiKeys'
  | 'rotateApiKey'
  | 'revokeApiKey'
  | 'getConnectSettings'
  | 'updateConnectSettings'
  | 'getConnectSession'
  | 'startConnectOauth'
  | 'submitConnectCredentials'
  | 'getConnectStatus'
  | 'listConnections'
  | 'findConnection'
  | 'updateConnection'
  | 'getConnectionFieldMappings'
  | 'setConnectionFieldMapping'
  | 'listConnectionToolFields'
  | 'deleteConnection'
  | 'passthrough'
  | 'listEngagementUsers'
  | 'crmContactsList'
  | 'crmContactsGet'
  | 'crmContactsCreate'
  | 'crmContactsUpdate'
  | 'crmContactsDelete'
  | 'crmContactsSearch'
  | 'crmAccountsList'
  | 'crmAccountsGet'
  | 'crmAccountsCreate'
  | 'crmAccountsUpdate'
  | 'crmAccountsDelete'
  | 'crmAccountsSearch'
  | 'crmDealsList'
  | 'crmDealsGet'
  | 'crmDealsCreate'
  | 'crmDealsUpdate'
  | 'crmDealsDelete'
  | 'crmDealsSearch'
  | 'crmLeadsList'
  | 'crmLeadsGet'
  | 'crmLeadsCreate'
  | 'crmLeadsUpdate'
  | 'crmLeadsDelete'
  | 'crmNotesList'
  | 'crmNotesGet'
  | 'crmNotesCreate'
  | 'crmNotesUpdate'
  | 'crmNotesDelete'
  | 'crmUsersList'
  | 'crmUsersGet'
  | 'crmListsList'
  | 'crmListsGet'
  | 'engagementUsersGet'
  | 'engagementContactsList'
  | 'engagementContactsGet'
  | 'engagementContactsCreate'
  | 'engagementContactsUpdate'
  | 'engagementContactsDelete'
  | 'engagementContactsSearch'
  | 'engagementAccountsList'
  | 'engagementAccountsGet'
  | 'engagementAccountsCreate'
  | 'engagementAccountsUpdate'
  | 'engagementSequencesList'
  | 'engagementSequencesGet'
  | 'dialerUsersList'
  | 'dialerUsersGet'
  | 'dialerUsersUpdate'
  | 'dialerCallsList'
  | 'dialerCallsGet'
  | 'dialerCallsDelete'
  | 'dialerContactsList'
  | 'dialerContactsGet'
  | 'dialerContactsCreate'
  | 'dialerContactsUpdate'
  | 'dialerContactsDelete'
  | 'emailMessagesList'
  | 'emailMessagesGet'
  | 'emailMessagesCreate'
  | 'emailMessagesSearch'
  | 'calendarEventsList'
  | 'calendarEventsGet'
  | 'calendarEventsCreate'
  | 'calendarEventsUpdate'
  | 'calendarEventsDelete'
  | 'calendarEventsSearch'
  | 'aircallUsersList'
  | 'apolloSequencesAddContacts'
  | 'attioNotesCreate'
  | 'capsuleMilestonesList'
  | 'closeOpportunityStatusesList'
  | 'cloudtalkCallsCreate'
  | 'cloudtalkContactsNotesAdd'
  | 'cloudtalkContactsTagsAdd'
  | 'copperPipelinesList'
  | 'dialpadCallsRing'
  | 'dynamics365Whoami'
  | 'dynamics365OpportunitiesWin'
  | 'freshsalesDealStagesList'
  | 'freshsalesTasksCreate'
  | 'gmailThreadsGet'
  | 'gmailLabelsList'
  | 'gongCallsTranscript'
  | 'hubspotListsMembers'
  | 'insightlyPipelineStagesList'
  | 'justcallCallsUpdate'
  | 'keapOpportunityStagesList'
  | 'microsoftOutlookMessagesReply'
  | 'microsoftOutlookMessagesReplyAll'
  | 'mixmaxUsersMe'
  | 'mixmaxSequencesRecipientsAdd'
  | 'mixmaxSequencesRecipientsList'
  | 'mixmaxSequencesRecipientsCancel'
  | 'pipedriveListsMembers'
  | 'ringcentralCallsRingOut'
  | 'ringcentralUsersPresence'
  | 'salesforceListsMembers'
  | 'sugarcrmSalesStagesList'
  | 'talkdeskCallsCallback'
  | 'talkdeskCallsRecordings'
  | 'talkdeskCallsReportsCreate'
  | 'twilioCallsCreate'
  | 'twilioCallsEnd'
  | 'zendeskSellStagesList'
  | 'zohoCoqlQuery'
  | 'createWebhook'
  | 'rotateWebhookSecret'
  | 'findWebhook'
  | 'listWebhooks'
  | 'deleteWebhook'
  | 'sendWebhookTestEvent'
  | 'listWebhookDeliveries'
  | 'mcpPost'
  | 'listAgentTools'
  | 'callAgentTool'
  | 'listAuditEntries'
  | 'exportAuditEntries'
  | 'listEvents'
  | 'createLinkToken'
  | 'exchangeLinkToken'
  | 'legacyListContacts'
  | 'legacyGetList'
  | 'receiveToolWebhook'
  | 'legacyCreateConnectionWebhook'
  | 'legacyListConnectionWebhooks'
  | 'legacyDeleteConnectionWebhook'
  | 'legacyGetConnection'
  | 'legacyDeleteConnection'
  | 'getDashboardPage'
  | 'getDashboardAsset'
  | 'createDashboardSession'
  | 'getDashboardSession'
  | 'deleteDashboardSession'
  | 'getDashboardSignInOptions'
  | 'listDashboardSsoProviders'
  | 'startDashboardSso'
  | 'finishDashboardSso'
  | 'getDashboardAccount'
  | 'startDashboardTotp'
  | 'confirmDashboardTotp'
  | 'disableDashboardTotp'
  | 'listDashboardAccountSessions'
  | 'deleteDashboardAccountSession'
  | 'listDashboardProjectUsers'
  | 'setDashboardUserRole'
  | 'listDashboardUserSessions'
  | 'endDashboardUserSessions'
  | 'listDashboardInvites'
  | 'createDashboardInvite'
  | 'deleteDashboardInvite'
  | 'lookupDashboardInvite'
  | 'acceptDashboardInvite'
  | 'listDashboardIntegrations'
  | 'getDashboardOverview'
  | 'listDashboardConnections'
  | 'getDashboardRevokePlan'
  | 'revokeAllDashboardConnections'
  | 'deleteDashboardConnection'
  | 'resyncDashboardConnection'
  | 'createDashboardReconnectLink'
  | 'getDashboardSyncControls'
  | 'updateDashboardSyncControls'
  | 'listDashboardRevocations'
  | 'listDashboardWebhooks'
  | 'createDashboardWebhook'
  | 'deleteDashboardWebhook'
  | 'listDashboardDeliveries'
  | 'redeliverDashboardDelivery'
  | 'sendDashboardTestEvent'
  | 'listDashboardEvents'
  | 'listDashboardOauthApps'
  | 'createDashboardOauthApp'
  | 'deleteDashboardOauthApp'
  | 'listDashboardAuditEntries'
  | 'listDashboardAgentKeys'
  | 'createDashboardAgentKey'
  | 'revokeDashboardAgentKey'
  | 'listDashboardApiKeys'
  | 'createDashboardApiKey'
  | 'rotateDashboardApiKey'
  | 'revokeDashboardApiKey'
  | 'listDashboardRequestLogs'
  | 'listDashboardCallLogs'
  | 'getDashboardSettings'
  | 'updateDashboardConnectSettings'
  | 'rotateDashboardApiToken'
  | 'getDashboardSsoSettings'
  | 'updateDashboardSsoSettings'
  | 'deleteDashboardSsoSettings';

/** Per operation: its JSON body, query and path parameters, and the union of its 2xx bodies. */
export interface Operations {
  getHealth: { body: Record<string, never>; query: GetHealthQuery; params: GetHealthParams; response: GetHealthResponse };
  getReadiness: { body: Record<string, never>; query: GetReadinessQuery; params: GetReadinessParams; response: GetReadinessResponse };
  getMetrics: { body: Record<string, never>; query: GetMetricsQuery; params: GetMetricsParams; response: GetMetricsResponse };
  getApiReference: { body: Record<string, never>; query: GetApiReferenceQuery; params: GetApiReferenceParams; response: GetApiReferenceResponse };
  getApiReferenceScript: { body: Record<string, never>; query: GetApiReferenceScriptQuery; params: GetApiReferenceScriptParams; response: GetApiReferenceScriptResponse };
  getOpenapiYaml: { body: Record<string, never>; query: GetOpenapiYamlQuery; params: GetOpenapiYamlParams; response: GetOpenapiYamlResponse };
  getOpenapiJson: { body: Record<string, never>; query: GetOpenapiJsonQuery; params: GetOpenapiJsonParams; response: GetOpenapiJsonResponse };
  listIntegrations: { body: EmptyRequest | Record<string, never>; query: ListIntegrationsQuery; params: ListIntegrationsParams; response: ListIntegrationsResponse };
  getIntegrationCapabilities: { body: GetIntegrationCapabilitiesRequest | Record<string, never>; query: GetIntegrationCapabilitiesQuery; params: GetIntegrationCapabilitiesParams; response: GetIntegrationCapabilitiesResponse };
  createSessionToken: { body: CreateSessionTokenRequest | Record<string, never>; query: CreateSessionTokenQuery; params: CreateSessionTokenParams; response: CreateSessionTokenResponse };
  exchangeSessionToken: { body: EmptyRequest | Record<string, never>; query: ExchangeSessionTokenQuery; params: ExchangeSessionTokenParams; response: ExchangeSessionTokenResponse };
  oauthCallback: { body: Record<string, never>; query: OauthCallbackQuery; params: OauthCallbackParams; response: OauthCallbackResponse };
  createOauthApp: { body: CreateOauthAppRequest; query: CreateOauthAppQuery; params: CreateOauthAppParams; response: OauthAppResult };
  findOauthApp: { body: IdRequest; query: FindOauthAppQuery; params: FindOauthAppParams; response: OauthAppResult };
  listOauthApps: { body: ListOauthAppsRequest | Record<string, never>; query: ListOauthAppsQuery; params: ListOauthAppsParams; response: ListOauthAppsResponse };
  deleteOauthApp: { body: IdRequest; query: DeleteOauthAppQuery; params: DeleteOauthAppParams; response: DeleteOauthAppResponse };
  createAgentKey: { body: AgentKeyInput; query: CreateAgentKeyQuery; params: CreateAgentKeyParams; response: CreateAgentKeyResponse };
  listAgentKeys: { body: EmptyRequest | Record<string, never>; query: ListAgentKeysQuery; params: ListAgentKeysParams; response: ListAgentKeysResponse };
  revokeAgentKey: { body: IdRequest; query: RevokeAgentKeyQuery; params: RevokeAgentKeyParams; response: RevokeAgentKeyResponse };
  getAgentKeyPolicy: { body: Record<string, never>; query: GetAgentKeyPolicyQuery; params: GetAgentKeyPolicyParams; response: GetAgentKeyPolicyResponse };
  getProtectedResourceMetadata: { body: Record<string, never>; query: GetProtectedResourceMetadataQuery; params: GetProtectedResourceMetadataParams; response: ProtectedResourceMetadata };
  getMcpProtectedResourceMetadata: { body: Record<string, never>; query: GetMcpProtectedResourceMetadataQuery; params: GetMcpProtectedResourceMetadataParams; response: ProtectedResourceMetadata };
  connectPage: { body: Record<string, never>; query: ConnectPageQuery; params: ConnectPageParams; response: ConnectPageResponse };
  connectOauthPage: { body: Record<string, never>; query: ConnectOauthPageQuery; params: ConnectOauthPageParams; response: ConnectOauthPageResponse };
  getConnectModalScript: { body: Record<string, never>; query: GetConnectModalScriptQuery; params: GetConnectModalScriptParams; response: GetConnectModalScriptResponse };
  getConnectModalStyles: { body: Record<string, never>; query: GetConnectModalStylesQuery; params: GetConnectModalStylesParams; response: GetConnectModalStylesResponse };
  getSdkScript: { body: Record<string, never>; query: GetSdkScriptQuery; params: GetSdkScriptParams; response: GetSdkScriptResponse };
  getSdkModule: { body: Record<string, never>; query: GetSdkModuleQuery; params: GetSdkModuleParams; response: GetSdkModuleResponse };
  getConnectorIcon: { body: Record<string, never>; query: GetConnectorIconQuery; params: GetConnectorIconParams; response: GetConnectorIconResponse };
  getSdkTypes: { body: Record<string, never>; query: GetSdkTypesQuery; params: GetSdkTypesParams; response: GetSdkTypesResponse };
  createApiKey: { body: ApiKeyInput; query: CreateApiKeyQuery; params: CreateApiKeyParams; response: CreateApiKeyResponse };
  listApiKeys: { body: EmptyRequest | Record<string, never>; query: ListApiKeysQuery; params: ListApiKeysParams; response: ListApiKeysResponse };
  rotateApiKey: { body: ApiKeyRotateRequest; query: RotateApiKeyQuery; params: RotateApiKeyParams; response: RotateApiKeyResponse };
  revokeApiKey: { body: IdRequest; query: RevokeApiKeyQuery; params: RevokeApiKeyParams; response: RevokeApiKeyResponse };
  getConnectSettings: { body: EmptyRequest | Record<string, never>; query: GetConnectSettingsQuery; params: GetConnectSettingsParams; response: ConnectSettingsResult };
  updateConnectSettings: { body: UpdateConnectSettingsRequest; query: UpdateConnectSettingsQuery; params: UpdateConnectSettingsParams; response: ConnectSettingsResult };
  getConnectSession: { body: GetConnectSessionRequest | Record<string, never>; query: GetConnectSessionQuery; params: GetConnectSessionParams; response: GetConnectSessionResponse };
  startConnectOauth: { body: StartConnectOauthRequest; query: StartConnectOauthQuery; params: StartConnectOauthParams; response: StartConnectOauthResponse };
  submitConnectCredentials: { body: SubmitConnectCredentialsRequest; query: SubmitConnectCredentialsQuery; params: SubmitConnectCredentialsParams; response: SubmitConnectCredentialsResponse };
  getConnectStatus: { body: EmptyRequest | Record<string, never>; query: GetConnectStatusQuery; params: GetConnectStatusParams; response: GetConnectStatusResponse };
  listConnections: { body: EmptyRequest | Record<string, never>; query: ListConnectionsQuery; params: ListConnectionsParams; response: ListConnectionsResponse };
  findConnection: { body: IdRequest; query: FindConnectionQuery; params: FindConnectionParams; response: FindConnectionResponse };
  updateConnection: { body: UpdateConnectionRequest; query: UpdateConnectionQuery; params: UpdateConnectionParams; response: UpdateConnectionResponse };
  getConnectionFieldMappings: { body: IdRequest; query: GetConnectionFieldMappingsQuery; params: GetConnectionFieldMappingsParams; response: FieldMappingsResult };
  setConnectionFieldMapping: { body: SetConnectionFieldMappingRequest; query: SetConnectionFieldMappingQuery; params: SetConnectionFieldMappingParams; response: FieldMappingsResult };
  listConnectionToolFields: { body: ListConnectionToolFieldsRequest; query: ListConnectionToolFieldsQuery; params: ListConnectionToolFieldsParams; response: ListConnectionToolFieldsResponse };
  deleteConnection: { body: IdRequest; query: DeleteConnectionQuery; params: DeleteConnectionParams; response: DeleteConnectionResponse };
  passthrough: { body: PassthroughRequest; query: PassthroughQuery; params: PassthroughParams; response: PassthroughResponse };
  listEngagementUsers: { body: UnifiedListRequest | Record<string, never>; query: ListEngagementUsersQuery; params: ListEngagementUsersParams; response: ListEngagementUsersResponse };
  crmContactsList: { body: UnifiedListRequest | Record<string, never>; query: CrmContactsListQuery; params: CrmContactsListParams; response: CrmContactsListResponse };
  crmContactsGet: { body: CrmContactsGetRequest; query: CrmContactsGetQuery; params: CrmContactsGetParams; response: CrmContactsGetResponse };
  crmContactsCreate: { body: CrmContactsCreateRequest; query: CrmContactsCreateQuery; params: CrmContactsCreateParams; response: CrmContactsCreateResponse };
  crmContactsUpdate: { body: CrmContactsUpdateRequest; query: CrmContactsUpdateQuery; params: CrmContactsUpdateParams; response: CrmContactsUpdateResponse };
  crmContactsDelete: { body: IdRequest; query: CrmContactsDeleteQuery; params: CrmContactsDeleteParams; response: CrmContactsDeleteResponse };
  crmContactsSearch: { body: CrmContactsSearchRequest; query: CrmContactsSearchQuery; params: CrmContactsSearchParams; response: CrmContactsSearchResponse };
  crmAccountsList: { body: UnifiedListRequest | Record<string, never>; query: CrmAccountsListQuery; params: CrmAccountsListParams; response: CrmAccountsListResponse };
  crmAccountsGet: { body: CrmAccountsGetRequest; query: CrmAccountsGetQuery; params: CrmAccountsGetParams; response: CrmAccountsGetResponse };
  crmAccountsCreate: { body: CrmAccountsCreateRequest; query: CrmAccountsCreateQuery; params: CrmAccountsCreateParams; response: CrmAccountsCreateResponse };
  crmAccountsUpdate: { body: CrmAccountsUpdateRequest; query: CrmAccountsUpdateQuery; params: CrmAccountsUpdateParams; response: CrmAccountsUpdateResponse };
  crmAccountsDelete: { body: IdRequest; query: CrmAccountsDeleteQuery; params: CrmAccountsDeleteParams; response: CrmAccountsDeleteResponse };
  crmAccountsSearch: { body: CrmAccountsSearchRequest; query: CrmAccountsSearchQuery; params: CrmAccountsSearchParams; response: CrmAccountsSearchResponse };
  crmDealsList: { body: UnifiedListRequest | Record<string, never>; query: CrmDealsListQuery; params: CrmDealsListParams; response: CrmDealsListResponse };
  crmDealsGet: { body: CrmDealsGetRequest; query: CrmDealsGetQuery; params: CrmDealsGetParams; response: CrmDealsGetResponse };
  crmDealsCreate: { body: CrmDealsCreateRequest; query: CrmDealsCreateQuery; params: CrmDealsCreateParams; response: CrmDealsCreateResponse };
  crmDealsUpdate: { body: CrmDealsUpdateRequest; query: CrmDealsUpdateQuery; params: CrmDealsUpdateParams; response: CrmDealsUpdateResponse };
  crmDealsDelete: { body: IdRequest; query: CrmDealsDeleteQuery; params: CrmDealsDeleteParams; response: CrmDealsDeleteResponse };
  crmDealsSearch: { body: CrmDealsSearchRequest; query: CrmDealsSearchQuery; params: CrmDealsSearchParams; response: CrmDealsSearchResponse };
  crmLeadsList: { body: UnifiedListRequest | Record<string, never>; query: CrmLeadsListQuery; params: CrmLeadsListParams; response: CrmLeadsListResponse };
  crmLeadsGet: { body: CrmLeadsGetRequest; query: CrmLeadsGetQuery; params: CrmLeadsGetParams; response: CrmLeadsGetResponse };
  crmLeadsCreate: { body: CrmLeadsCreateRequest; query: CrmLeadsCreateQuery; params: CrmLeadsCreateParams; response: CrmLeadsCreateResponse };
  crmLeadsUpdate: { body: CrmLeadsUpdateRequest; query: CrmLeadsUpdateQuery; params: CrmLeadsUpdateParams; response: CrmLeadsUpdateResponse };
  crmLeadsDelete: { body: IdRequest; query: CrmLeadsDeleteQuery; params: CrmLeadsDeleteParams; response: CrmLeadsDeleteResponse };
  crmNotesList: { body: UnifiedListRequest | Record<string, never>; query: CrmNotesListQuery; params: CrmNotesListParams; response: CrmNotesListResponse };
  crmNotesGet: { body: CrmNotesGetRequest; query: CrmNotesGetQuery; params: CrmNotesGetParams; response: CrmNotesGetResponse };
  crmNotesCreate: { body: CrmNotesCreateRequest; query: CrmNotesCreateQuery; params: CrmNotesCreateParams; response: CrmNotesCreateResponse };
  crmNotesUpdate: { body: CrmNotesUpdateRequest; query: CrmNotesUpdateQuery; params: CrmNotesUpdateParams; response: CrmNotesUpdateResponse };
  crmNotesDelete: { body: IdRequest; query: CrmNotesDeleteQuery; params: CrmNotesDeleteParams; response: CrmNotesDeleteResponse };
  crmUsersList: { body: UnifiedListRequest | Record<string, never>; query: CrmUsersListQuery; params: CrmUsersListParams; response: CrmUsersListResponse };
  crmUsersGet: { body: CrmUsersGetRequest; query: CrmUsersGetQuery; params: CrmUsersGetParams; response: CrmUsersGetResponse };
  crmListsList: { body: UnifiedListRequest | Record<string, never>; query: CrmListsListQuery; params: CrmListsListParams; response: CrmListsListResponse };
  crmListsGet: { body: CrmListsGetRequest; query: CrmListsGetQuery; params: CrmListsGetParams; response: CrmListsGetResponse };
  engagementUsersGet: { body: EngagementUsersGetRequest; query: EngagementUsersGetQuery; params: EngagementUsersGetParams; response: EngagementUsersGetResponse };
  engagementContactsList: { body: UnifiedListRequest | Record<string, never>; query: EngagementContactsListQuery; params: EngagementContactsListParams; response: EngagementContactsListResponse };
  engagementContactsGet: { body: EngagementContactsGetRequest; query: EngagementContactsGetQuery; params: EngagementContactsGetParams; response: EngagementContactsGetResponse };
  engagementContactsCreate: { body: EngagementContactsCreateRequest; query: EngagementContactsCreateQuery; params: EngagementContactsCreateParams; response: EngagementContactsCreateResponse };
  engagementContactsUpdate: { body: EngagementContactsUpdateRequest; query: EngagementContactsUpdateQuery; params: EngagementContactsUpdateParams; response: EngagementContactsUpdateResponse };
  engagementContactsDelete: { body: IdRequest; query: EngagementContactsDeleteQuery; params: EngagementContactsDeleteParams; response: EngagementContactsDeleteResponse };
  engagementContactsSearch: { body: EngagementContactsSearchRequest; query: EngagementContactsSearchQuery; params: EngagementContactsSearchParams; response: EngagementContactsSearchResponse };
  engagementAccountsList: { body: UnifiedListRequest | Record<string, never>; query: EngagementAccountsListQuery; params: EngagementAccountsListParams; response: EngagementAccountsListResponse };
  engagementAccountsGet: { body: EngagementAccountsGetRequest; query: EngagementAccountsGetQuery; params: EngagementAccountsGetParams; response: EngagementAccountsGetResponse };
  engagementAccountsCreate: { body: EngagementAccountsCreateRequest; query: EngagementAccountsCreateQuery; params: EngagementAccountsCreateParams; response: EngagementAccountsCreateResponse };
  engagementAccountsUpdate: { body: EngagementAccountsUpdateRequest; query: EngagementAccountsUpdateQuery; params: EngagementAccountsUpdateParams; response: EngagementAccountsUpdateResponse };
  engagementSequencesList: { body: UnifiedListRequest | Record<string, never>; query: EngagementSequencesListQuery; params: EngagementSequencesListParams; response: EngagementSequencesListResponse };
  engagementSequencesGet: { body: EngagementSequencesGetRequest; query: EngagementSequencesGetQuery; params: EngagementSequencesGetParams; response: EngagementSequencesGetResponse };
  dialerUsersList: { body: UnifiedListRequest | Record<string, never>; query: DialerUsersListQuery; params: DialerUsersListParams; response: DialerUsersListResponse };
  dialerUsersGet: { body: DialerUsersGetRequest; query: DialerUsersGetQuery; params: DialerUsersGetParams; response: DialerUsersGetResponse };
  dialerUsersUpdate: { body: DialerUsersUpdateRequest; query: DialerUsersUpdateQuery; params: DialerUsersUpdateParams; response: DialerUsersUpdateResponse };
  dialerCallsList: { body: UnifiedListRequest | Record<string, never>; query: DialerCallsListQuery; params: DialerCallsListParams; response: DialerCallsListResponse };
  dialerCallsGet: { body: DialerCallsGetRequest; query: DialerCallsGetQuery; params: DialerCallsGetParams; response: DialerCallsGetResponse };
  dialerCallsDelete: { body: IdRequest; query: DialerCallsDeleteQuery; params: DialerCallsDeleteParams; response: DialerCallsDeleteResponse };
  dialerContactsList: { body: UnifiedListRequest | Record<string, never>; query: DialerContactsListQuery; params: DialerContactsListParams; response: DialerContactsListResponse };
  dialerContactsGet: { body: DialerContactsGetRequest; query: DialerContactsGetQuery; params: DialerContactsGetParams; response: DialerContactsGetResponse };
  dialerContactsCreate: { body: DialerContactsCreateRequest; query: DialerContactsCreateQuery; params: DialerContactsCreateParams; response: DialerContactsCreateResponse };
  dialerContactsUpdate: { body: DialerContactsUpdateRequest; query: DialerContactsUpdateQuery; params: DialerContactsUpdateParams; response: DialerContactsUpdateResponse };
  dialerContactsDelete: { body: IdRequest; query: DialerContactsDeleteQuery; params: DialerContactsDeleteParams; response: DialerContactsDeleteResponse };
  emailMessagesList: { body: UnifiedListRequest | Record<string, never>; query: EmailMessagesListQuery; params: EmailMessagesListParams; response: EmailMessagesListResponse };
  emailMessagesGet: { body: EmailMessagesGetRequest; query: EmailMessagesGetQuery; params: EmailMessagesGetParams; response: EmailMessagesGetResponse };
  emailMessagesCreate: { body: EmailMessagesCreateRequest; query: EmailMessagesCreateQuery; params: EmailMessagesCreateParams; response: EmailMessagesCreateResponse };
  emailMessagesSearch: { body: EmailMessagesSearchRequest; query: EmailMessagesSearchQuery; params: EmailMessagesSearchParams; response: EmailMessagesSearchResponse };
  calendarEventsList: { body: UnifiedListRequest | Record<string, never>; query: CalendarEventsListQuery; params: CalendarEventsListParams; response: CalendarEventsListResponse };
  calendarEventsGet: { body: CalendarEventsGetRequest; query: CalendarEventsGetQuery; params: CalendarEventsGetParams; response: CalendarEventsGetResponse };
  calendarEventsCreate: { body: CalendarEventsCreateRequest; query: CalendarEventsCreateQuery; params: CalendarEventsCreateParams; response: CalendarEventsCreateResponse };
  calendarEventsUpdate: { body: CalendarEventsUpdateRequest; query: CalendarEventsUpdateQuery; params: CalendarEventsUpdateParams; response: CalendarEventsUpdateResponse };
  calendarEventsDelete: { body: IdRequest; query: CalendarEventsDeleteQuery; params: CalendarEventsDeleteParams; response: CalendarEventsDeleteResponse };
  calendarEventsSearch: { body: CalendarEventsSearchRequest; query: CalendarEventsSearchQuery; params: CalendarEventsSearchParams; response: CalendarEventsSearchResponse };
  aircallUsersList: { body: AircallUsersListRequest | Record<string, never>; query: AircallUsersListQuery; params: AircallUsersListParams; response: AircallUsersListResponse };
  apolloSequencesAddContacts: { body: ApolloSequencesAddContactsRequest; query: ApolloSequencesAddContactsQuery; params: ApolloSequencesAddContactsParams; response: ApolloSequencesAddContactsResponse };
  attioNotesCreate: { body: AttioNotesCreateRequest; query: AttioNotesCreateQuery; params: AttioNotesCreateParams; response: AttioNotesCreateResponse };
  capsuleMilestonesList: { body: CapsuleMilestonesListRequest | Record<string, never>; query: CapsuleMilestonesListQuery; params: CapsuleMilestonesListParams; response: CapsuleMilestonesListResponse };
  closeOpportunityStatusesList: { body: CloseOpportunityStatusesListRequest | Record<string, never>; query: CloseOpportunityStatusesListQuery; params: CloseOpportunityStatusesListParams; response: CloseOpportunityStatusesListResponse };
  cloudtalkCallsCreate: { body: CloudtalkCallsCreateRequest; query: CloudtalkCallsCreateQuery; params: CloudtalkCallsCreateParams; response: CloudtalkCallsCreateResponse };
  cloudtalkContactsNotesAdd: { body: CloudtalkContactsNotesAddRequest; query: CloudtalkContactsNotesAddQuery; params: CloudtalkContactsNotesAddParams; response: CloudtalkContactsNotesAddResponse };
  cloudtalkContactsTagsAdd: { body: CloudtalkContactsTagsAddRequest; query: CloudtalkContactsTagsAddQuery; params: CloudtalkContactsTagsAddParams; response: CloudtalkContactsTagsAddResponse };
  copperPipelinesList: { body: CopperPipelinesListRequest | Record<string, never>; query: CopperPipelinesListQuery; params: CopperPipelinesListParams; response: CopperPipelinesListResponse };
  dialpadCallsRing: { body: DialpadCallsRingRequest; query: DialpadCallsRingQuery; params: DialpadCallsRingParams; response: DialpadCallsRingResponse };
  dynamics365Whoami: { body: Dynamics365WhoamiRequest | Record<string, never>; query: Dynamics365WhoamiQuery; params: Dynamics365WhoamiParams; response: Dynamics365WhoamiResponse };
  dynamics365OpportunitiesWin: { body: Dynamics365OpportunitiesWinRequest; query: Dynamics365OpportunitiesWinQuery; params: Dynamics365OpportunitiesWinParams; response: Dynamics365OpportunitiesWinResponse };
  freshsalesDealStagesList: { body: FreshsalesDealStagesListRequest | Record<string, never>; query: FreshsalesDealStagesListQuery; params: FreshsalesDealStagesListParams; response: FreshsalesDealStagesListResponse };
  freshsalesTasksCreate: { body: FreshsalesTasksCreateRequest; query: FreshsalesTasksCreateQuery; params: FreshsalesTasksCreateParams; response: FreshsalesTasksCreateResponse };
  gmailThreadsGet: { body: GmailThreadsGetRequest; query: GmailThreadsGetQuery; params: GmailThreadsGetParams; response: GmailThreadsGetResponse };
  gmailLabelsList: { body: GmailLabelsListRequest | Record<string, never>; query: GmailLabelsListQuery; params: GmailLabelsListParams; response: GmailLabelsListResponse };
  gongCallsTranscript: { body: GongCallsTranscriptRequest; query: GongCallsTranscriptQuery; params: GongCallsTranscriptParams; response: GongCallsTranscriptResponse };
  hubspotListsMembers: { body: HubspotListsMembersRequest; query: HubspotListsMembersQuery; params: HubspotListsMembersParams; response: HubspotListsMembersResponse };
  insightlyPipelineStagesList: { body: InsightlyPipelineStagesListRequest | Record<string, never>; query: InsightlyPipelineStagesListQuery; params: InsightlyPipelineStagesListParams; response: InsightlyPipelineStagesListResponse };
  justcallCallsUpdate: { body: JustcallCallsUpdateRequest; query: JustcallCallsUpdateQuery; params: JustcallCallsUpdateParams; response: JustcallCallsUpdateResponse };
  keapOpportunityStagesList: { body: KeapOpportunityStagesListRequest | Record<string, never>; query: KeapOpportunityStagesListQuery; params: KeapOpportunityStagesListParams; response: KeapOpportunityStagesListResponse };
  microsoftOutlookMessagesReply: { body: MicrosoftOutlookMessagesReplyRequest; query: MicrosoftOutlookMessagesReplyQuery; params: MicrosoftOutlookMessagesReplyParams; response: MicrosoftOutlookMessagesReplyResponse };
  microsoftOutlookMessagesReplyAll: { body: MicrosoftOutlookMessagesReplyAllRequest; query: MicrosoftOutlookMessagesReplyAllQuery; params: MicrosoftOutlookMessagesReplyAllParams; response: MicrosoftOutlookMessagesReplyAllResponse };
  mixmaxUsersMe: { body: MixmaxUsersMeRequest | Record<string, never>; query: MixmaxUsersMeQuery; params: MixmaxUsersMeParams; response: MixmaxUsersMeResponse };
  mixmaxSequencesRecipientsAdd: { body: MixmaxSequencesRecipientsAddRequest; query: MixmaxSequencesRecipientsAddQuery; params: MixmaxSequencesRecipientsAddParams; response: MixmaxSequencesRecipientsAddResponse };
  mixmaxSequencesRecipientsList: { body: MixmaxSequencesRecipientsListRequest; query: MixmaxSequencesRecipientsListQuery; params: MixmaxSequencesRecipientsListParams; response: MixmaxSequencesRecipientsListResponse };
  mixmaxSequencesRecipientsCancel: { body: MixmaxSequencesRecipientsCancelRequest; query: MixmaxSequencesRecipientsCancelQuery; params: MixmaxSequencesRecipientsCancelParams; response: MixmaxSequencesRecipientsCancelResponse };
  pipedriveListsMembers: { body: PipedriveListsMembersRequest; query: PipedriveListsMembersQuery; params: PipedriveListsMembersParams; response: PipedriveListsMembersResponse };
  ringcentralCallsRingOut: { body: RingcentralCallsRingOutRequest; query: RingcentralCallsRingOutQuery; params: RingcentralCallsRingOutParams; response: RingcentralCallsRingOutResponse };
  ringcentralUsersPresence: { body: RingcentralUsersPresenceRequest; query: RingcentralUsersPresenceQuery; params: RingcentralUsersPresenceParams; response: RingcentralUsersPresenceResponse };
  salesforceListsMembers: { body: SalesforceListsMembersRequest; query: SalesforceListsMembersQuery; params: SalesforceListsMembersParams; response: SalesforceListsMembersResponse };
  sugarcrmSalesStagesList: { body: SugarcrmSalesStagesListRequest | Record<string, never>; query: SugarcrmSalesStagesListQuery; params: SugarcrmSalesStagesListParams; response: SugarcrmSalesStagesListResponse };
  talkdeskCallsCallback: { body: TalkdeskCallsCallbackRequest; query: TalkdeskCallsCallbackQuery; params: TalkdeskCallsCallbackParams; response: TalkdeskCallsCallbackResponse };
  talkdeskCallsRecordings: { body: TalkdeskCallsRecordingsRequest; query: TalkdeskCallsRecordingsQuery; params: TalkdeskCallsRecordingsParams; response: TalkdeskCallsRecordingsResponse };
  talkdeskCallsReportsCreate: { body: TalkdeskCallsReportsCreateRequest; query: TalkdeskCallsReportsCreateQuery; params: TalkdeskCallsReportsCreateParams; response: TalkdeskCallsReportsCreateResponse };
  twilioCallsCreate: { body: TwilioCallsCreateRequest; query: TwilioCallsCreateQuery; params: TwilioCallsCreateParams; response: TwilioCallsCreateResponse };
  twilioCallsEnd: { body: TwilioCallsEndRequest; query: TwilioCallsEndQuery; params: TwilioCallsEndParams; response: TwilioCallsEndResponse };
  zendeskSellStagesList: { body: ZendeskSellStagesListRequest | Record<string, never>; query: ZendeskSellStagesListQuery; params: ZendeskSellStagesListParams; response: ZendeskSellStagesListResponse };
  zohoCoqlQuery: { body: ZohoCoqlQueryRequest; query: ZohoCoqlQueryQuery; params: ZohoCoqlQueryParams; response: ZohoCoqlQueryResponse };
  createWebhook: { body: CreateWebhookRequest; query: CreateWebhookQuery; params: CreateWebhookParams; response: WebhookResult };
  rotateWebhookSecret: { body: IdRequest; query: RotateWebhookSecretQuery; params: RotateWebhookSecretParams; response: RotateWebhookSecretResponse };
  findWebhook: { body: IdRequest; query: FindWebhookQuery; params: FindWebhookParams; response: WebhookResult };
  listWebhooks: { body: EmptyRequest | Record<string, never>; query: ListWebhooksQuery; params: ListWebhooksParams; response: ListWebhooksResponse };
  deleteWebhook: { body: IdRequest; query: DeleteWebhookQuery; params: DeleteWebhookParams; response: IdResult };
  sendWebhookTestEvent: { body: SendWebhookTestEventRequest | Record<string, never>; query: SendWebhookTestEventQuery; params: SendWebhookTestEventParams; response: WebhookTestResult };
  listWebhookDeliveries: { body: ListWebhookDeliveriesRequest; query: ListWebhookDeliveriesQuery; params: ListWebhookDeliveriesParams; response: ListWebhookDeliveriesResponse };
  mcpPost: { body: McpPostRequest; query: McpPostQuery; params: McpPostParams; response: McpPostResponse };
  listAgentTools: { body: ListAgentToolsRequest | Record<string, never>; query: ListAgentToolsQuery; params: ListAgentToolsParams; response: ListAgentToolsResponse };
  callAgentTool: { body: CallAgentToolRequest; query: CallAgentToolQuery; params: CallAgentToolParams; response: CallAgentToolResponse };
  listAuditEntries: { body: AuditQuery | Record<string, never>; query: ListAuditEntriesQuery; params: ListAuditEntriesParams; response: ListAuditEntriesResponse };
  exportAuditEntries: { body: Record<string, never>; query: ExportAuditEntriesQuery; params: ExportAuditEntriesParams; response: ExportAuditEntriesResponse };
  listEvents: { body: Record<string, never>; query: ListEventsQuery; params: ListEventsParams; response: ListEventsResponse };
  createLinkToken: { body: CreateLinkTokenRequest | Record<string, never>; query: CreateLinkTokenQuery; params: CreateLinkTokenParams; response: CreateLinkTokenResponse };
  exchangeLinkToken: { body: ExchangeLinkTokenRequest; query: ExchangeLinkTokenQuery; params: ExchangeLinkTokenParams; response: ConnectionCredentials };
  legacyListContacts: { body: Record<string, never>; query: LegacyListContactsQuery; params: LegacyListContactsParams; response: LegacyListContactsResponse };
  legacyGetList: { body: Record<string, never>; query: LegacyGetListQuery; params: LegacyGetListParams; response: LegacyGetListResponse };
  receiveToolWebhook: { body: ReceiveToolWebhookRequest | Record<string, never>; query: ReceiveToolWebhookQuery; params: ReceiveToolWebhookParams; response: ReceiveToolWebhookResponse };
  legacyCreateConnectionWebhook: { body: LegacyCreateConnectionWebhookRequest; query: LegacyCreateConnectionWebhookQuery; params: LegacyCreateConnectionWebhookParams; response: LegacyCreateConnectionWebhookResponse };
  legacyListConnectionWebhooks: { body: Record<string, never>; query: LegacyListConnectionWebhooksQuery; params: LegacyListConnectionWebhooksParams; response: LegacyListConnectionWebhooksResponse };
  legacyDeleteConnectionWebhook: { body: Record<string, never>; query: LegacyDeleteConnectionWebhookQuery; params: LegacyDeleteConnectionWebhookParams; response: IdResult };
  legacyGetConnection: { body: Record<string, never>; query: LegacyGetConnectionQuery; params: LegacyGetConnectionParams; response: LegacyGetConnectionResponse };
  legacyDeleteConnection: { body: Record<string, never>; query: LegacyDeleteConnectionQuery; params: LegacyDeleteConnectionParams; response: LegacyDeleteConnectionResponse };
  getDashboardPage: { body: Record<string, never>; query: GetDashboardPageQuery; params: GetDashboardPageParams; response: GetDashboardPageResponse };
  getDashboardAsset: { body: Record<string, never>; query: GetDashboardAssetQuery; params: GetDashboardAssetParams; response: GetDashboardAssetResponse };
  createDashboardSession: { body: CreateDashboardSessionRequest; query: CreateDashboardSessionQuery; params: CreateDashboardSessionParams; response: DashboardSession };
  getDashboardSession: { body: Record<string, never>; query: GetDashboardSessionQuery; params: GetDashboardSessionParams; response: DashboardSession };
  deleteDashboardSession: { body: Record<string, never>; query: DeleteDashboardSessionQuery; params: DeleteDashboardSessionParams; response: null | undefined };
  getDashboardSignInOptions: { body: Record<string, never>; query: GetDashboardSignInOptionsQuery; params: GetDashboardSignInOptionsParams; response: DashboardSignInOptions };
  listDashboardSsoProviders: { body: Record<string, never>; query: ListDashboardSsoProvidersQuery; params: ListDashboardSsoProvidersParams; response: ListDashboardSsoProvidersResponse };
  startDashboardSso: { body: StartDashboardSsoRequest; query: StartDashboardSsoQuery; params: StartDashboardSsoParams; response: StartDashboardSsoResponse };
  finishDashboardSso: { body: Record<string, never>; query: FinishDashboardSsoQuery; params: FinishDashboardSsoParams; response: null | undefined };
  getDashboardAccount: { body: Record<string, never>; query: GetDashboardAccountQuery; params: GetDashboardAccountParams; response: DashboardAccount };
  startDashboardTotp: { body: Record<string, never>; query: StartDashboardTotpQuery; params: StartDashboardTotpParams; response: DashboardTotpEnrolment };
  confirmDashboardTotp: { body: ConfirmDashboardTotpRequest; query: ConfirmDashboardTotpQuery; params: ConfirmDashboardTotpParams; response: DashboardRecoveryCodes };
  disableDashboardTotp: { body: DisableDashboardTotpRequest; query: DisableDashboardTotpQuery; params: DisableDashboardTotpParams; response: null | undefined };
  listDashboardAccountSessions: { body: Record<string, never>; query: ListDashboardAccountSessionsQuery; params: ListDashboardAccountSessionsParams; response: DashboardSessionList };
  deleteDashboardAccountSession: { body: Record<string, never>; query: DeleteDashboardAccountSessionQuery; params: DeleteDashboardAccountSessionParams; response: null | undefined };
  listDashboardProjectUsers: { body: Record<string, never>; query: ListDashboardProjectUsersQuery; params: ListDashboardProjectUsersParams; response: DashboardTeam };
  setDashboardUserRole: { body: SetDashboardUserRoleRequest; query: SetDashboardUserRoleQuery; params: SetDashboardUserRoleParams; response: DashboardTeamMember };
  listDashboardUserSessions: { body: Record<string, never>; query: ListDashboardUserSessionsQuery; params: ListDashboardUserSessionsParams; response: DashboardSessionList };
  endDashboardUserSessions: { body: Record<string, never>; query: EndDashboardUserSessionsQuery; params: EndDashboardUserSessionsParams; response: DashboardSessionsEnded };
  listDashboardInvites: { body: Record<string, never>; query: ListDashboardInvitesQuery; params: ListDashboardInvitesParams; response: DashboardInviteList };
  createDashboardInvite: { body: CreateDashboardInviteRequest; query: CreateDashboardInviteQuery; params: CreateDashboardInviteParams; response: DashboardInviteCreated };
  deleteDashboardInvite: { body: Record<string, never>; query: DeleteDashboardInviteQuery; params: DeleteDashboardInviteParams; response: null | undefined };
  lookupDashboardInvite: { body: LookupDashboardInviteRequest; query: LookupDashboardInviteQuery; params: LookupDashboardInviteParams; response: DashboardInviteInfo };
  acceptDashboardInvite: { body: AcceptDashboardInviteRequest; query: AcceptDashboardInviteQuery; params: AcceptDashboardInviteParams; response: DashboardInviteAccepted };
  listDashboardIntegrations: { body: Record<string, never>; query: ListDashboardIntegrationsQuery; params: ListDashboardIntegrationsParams; response: ListDashboardIntegrationsResponse };
  getDashboardOverview: { body: Record<string, never>; query: GetDashboardOverviewQuery; params: GetDashboardOverviewParams; response: DashboardOverview };
  listDashboardConnections: { body: Record<string, never>; query: ListDashboardConnectionsQuery; params: ListDashboardConnectionsParams; response: ListDashboardConnectionsResponse };
  getDashboardRevokePlan: { body: Record<string, never>; query: GetDashboardRevokePlanQuery; params: GetDashboardRevokePlanParams; response: DashboardRevokePlan };
  revokeAllDashboardConnections: { body: RevokeAllDashboardConnectionsRequest; query: RevokeAllDashboardConnectionsQuery; params: RevokeAllDashboardConnectionsParams; response: DashboardRevokeReport };
  deleteDashboardConnection: { body: Record<string, never>; query: DeleteDashboardConnectionQuery; params: DeleteDashboardConnectionParams; response: null | undefined };
  resyncDashboardConnection: { body: Record<string, never>; query: ResyncDashboardConnectionQuery; params: ResyncDashboardConnectionParams; response: DashboardAccepted };
  createDashboardReconnectLink: { body: Record<string, never>; query: CreateDashboardReconnectLinkQuery; params: CreateDashboardReconnectLinkParams; response: CreateDashboardReconnectLinkResponse };
  getDashboardSyncControls: { body: Record<string, never>; query: GetDashboardSyncControlsQuery; params: GetDashboardSyncControlsParams; response: DashboardSyncControls };
  updateDashboardSyncControls: { body: UpdateDashboardSyncControlsRequest; query: UpdateDashboardSyncControlsQuery; params: UpdateDashboardSyncControlsParams; response: DashboardSyncControls };
  listDashboardRevocations: { body: Record<string, never>; query: ListDashboardRevocationsQuery; params: ListDashboardRevocationsParams; response: ListDashboardRevocationsResponse };
  listDashboardWebhooks: { body: Record<string, never>; query: ListDashboardWebhooksQuery; params: ListDashboardWebhooksParams; response: ListDashboardWebhooksResponse };
  createDashboardWebhook: { body: CreateDashboardWebhookRequest; query: CreateDashboardWebhookQuery; params: CreateDashboardWebhookParams; response: DashboardWebhook };
  deleteDashboardWebhook: { body: Record<string, never>; query: DeleteDashboardWebhookQuery; params: DeleteDashboardWebhookParams; response: null | undefined };
  listDashboardDeliveries: { body: Record<string, never>; query: ListDashboardDeliveriesQuery; params: ListDashboardDeliveriesParams; response: ListDashboardDeliveriesResponse };
  redeliverDashboardDelivery: { body: Record<string, never>; query: RedeliverDashboardDeliveryQuery; params: RedeliverDashboardDeliveryParams; response: DashboardAccepted };
  sendDashboardTestEvent: { body: Record<string, never>; query: SendDashboardTestEventQuery; params: SendDashboardTestEventParams; response: DashboardAccepted };
  listDashboardEvents: { body: Record<string, never>; query: ListDashboardEventsQuery; params: ListDashboardEventsParams; response: ListDashboardEventsResponse };
  listDashboardOauthApps: { body: Record<string, never>; query: ListDashboardOauthAppsQuery; params: ListDashboardOauthAppsParams; response: ListDashboardOauthAppsResponse };
  createDashboardOauthApp: { body: CreateDashboardOauthAppRequest; query: CreateDashboardOauthAppQuery; params: CreateDashboardOauthAppParams; response: OauthApp };
  deleteDashboardOauthApp: { body: Record<string, never>; query: DeleteDashboardOauthAppQuery; params: DeleteDashboardOauthAppParams; response: null | undefined };
  listDashboardAuditEntries: { body: Record<string, never>; query: ListDashboardAuditEntriesQuery; params: ListDashboardAuditEntriesParams; response: ListDashboardAuditEntriesResponse };
  listDashboardAgentKeys: { body: Record<string, never>; query: ListDashboardAgentKeysQuery; params: ListDashboardAgentKeysParams; response: ListDashboardAgentKeysResponse };
  createDashboardAgentKey: { body: AgentKeyInput; query: CreateDashboardAgentKeyQuery; params: CreateDashboardAgentKeyParams; response: CreateDashboardAgentKeyResponse };
  revokeDashboardAgentKey: { body: Record<string, never>; query: RevokeDashboardAgentKeyQuery; params: RevokeDashboardAgentKeyParams; response: null | undefined };
  listDashboardApiKeys: { body: Record<string, never>; query: ListDashboardApiKeysQuery; params: ListDashboardApiKeysParams; response: ListDashboardApiKeysResponse };
  createDashboardApiKey: { body: ApiKeyInput; query: CreateDashboardApiKeyQuery; params: CreateDashboardApiKeyParams; response: ApiKeyCreated };
  rotateDashboardApiKey: { body: RotateDashboardApiKeyRequest | Record<string, never>; query: RotateDashboardApiKeyQuery; params: RotateDashboardApiKeyParams; response: ApiKeyRotated };
  revokeDashboardApiKey: { body: Record<string, never>; query: RevokeDashboardApiKeyQuery; params: RevokeDashboardApiKeyParams; response: null | undefined };
  listDashboardRequestLogs: { body: Record<string, never>; query: ListDashboardRequestLogsQuery; params: ListDashboardRequestLogsParams; response: ListDashboardRequestLogsResponse };
  listDashboardCallLogs: { body: Record<string, never>; query: ListDashboardCallLogsQuery; params: ListDashboardCallLogsParams; response: ListDashboardCallLogsResponse };
  getDashboardSettings: { body: Record<string, never>; query: GetDashboardSettingsQuery; params: GetDashboardSettingsParams; response: DashboardSettings };
  updateDashboardConnectSettings: { body: UpdateDashboardConnectSettingsRequest; query: UpdateDashboardConnectSettingsQuery; params: UpdateDashboardConnectSettingsParams; response: DashboardSettings };
  rotateDashboardApiToken: { body: RotateDashboardApiTokenRequest; query: RotateDashboardApiTokenQuery; params: RotateDashboardApiTokenParams; response: RotateDashboardApiTokenResponse };
  getDashboardSsoSettings: { body: Record<string, never>; query: GetDashboardSsoSettingsQuery; params: GetDashboardSsoSettingsParams; response: DashboardSsoSettings };
  updateDashboardSsoSettings: { body: UpdateDashboardSsoSettingsRequest; query: UpdateDashboardSsoSettingsQuery; params: UpdateDashboardSsoSettingsParams; response: DashboardSsoSettings };
  deleteDashboardSsoSettings: { body: Record<string, never>; query: DeleteDashboardSsoSettingsQuery; params: DeleteDashboardSsoSettingsParams; response: null | undefined };
}
