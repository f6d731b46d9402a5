/**
 * GENERATED FILE, do not edit. Source: src/connectors/schema/manifest.schema.json.
 * Regenerate with `npm run gen:manifest-types` (scripts/gen-manifest-types.ts).
 */

/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "AuthMethod".
 */
export type ManifestAuthMethod =
  | ManifestOAuth2AuthorizationCode
  | ManifestOAuth2ClientCredentials
  | ManifestOAuth2Password
  | ManifestApiKeyAuth
  | ManifestBasicAuth
  | ManifestBearerAuth;
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ClientAuth".
 */
export type ManifestClientAuth = 'body' | 'basic_header';
/**
 * Any JSON value; strings are templates. A string that is exactly one template keeps the value's type.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "TemplateValue".
 */
export type ManifestTemplateValue = string | number | boolean | null | unknown[] | {};
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "HttpMethod".
 */
export type ManifestHttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * query parameters whose list value is sent once per item, `historyTypes=messageAdded&historyTypes=labelAdded` (OpenAPI `style: form, explode: true`, Google's repeated parameters); a list under any other name is one comma-separated value (`explode: false`), except a name ending in `[]`
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "QueryExplode".
 */
export type QueryExplode = string[];
/**
 * how the body is sent: json (application/json), or form (application/x-www-form-urlencoded: each top-level key once, a list as the key repeated per item, nested objects as JSON text; Twilio's writes)
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "BodyFormat".
 */
export type BodyFormat = 'json' | 'form';
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Pagination".
 */
export type ManifestPagination =
  | ManifestCursorPagination
  | ManifestOffsetPagination
  | ManifestPageNumberPagination
  | ManifestLinkHeaderPagination
  | ManifestNextUrlPagination;
/**
 * dot path of the job id in the create answer (a list: the first present); templates of poll and download read it as {{ job.id }}
 */
export type ManifestReportJobPaths =
  string | [string] | [string, string] | [string, string, string] | [string, string, string, string];
/**
 * dot path of the job status in the poll answer (and in the create answer, read first); a list: the first present
 */
export type ManifestReportJobPaths1 =
  string | [string] | [string, string] | [string, string, string] | [string, string, string, string];
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Codec".
 */
export type ManifestCodec =
  | ('string' | 'number' | 'integer' | 'boolean' | 'datetime' | 'date' | 'list' | 'address' | 'address_list')
  | ManifestCodecObject;
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CodecObject".
 */
export type ManifestCodecObject =
  | ManifestStringCodec
  | ManifestNumberCodec
  | ManifestBooleanCodec
  | ManifestDatetimeCodec
  | ManifestDateCodec
  | ManifestEnumCodec
  | ManifestListCodec
  | ManifestAddressCodec
  | ManifestAddressListCodec;
/**
 * a dot path, or up to four tried in order (the first present is read)
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ReportJobPaths".
 */
export type ManifestReportJobPaths2 =
  string | [string] | [string, string] | [string, string, string] | [string, string, string, string];

/**
 * Plugboard connector manifest, version 1. $ref: '#/definitions/x' references are resolved before validation.
 */
export interface Manifest {
  /**
   * 2; version 1 manifests are rewritten by npm run connectors:migrate
   */
  manifest_version: 2;
  connector: ManifestConnector;
  connection: ManifestConnection;
  http: ManifestHttp;
  /**
   * reusable fragments referenced with $ref: '#/definitions/<name>'
   */
  definitions?: {};
  /**
   * downstream endpoints for unified models; omitted by an auth-and-proxy manifest (sign-in, hosts, verify: passthrough only)
   */
  resources?: {
    [k: string]: ManifestResource;
  };
  models?: {
    [k: string]: ManifestModel;
  };
  actions?: {
    [k: string]: ManifestAction;
  };
  tests?: ManifestTests;
  webhooks?: ManifestWebhooks;
  /**
   * values a request needs that differ per account and come from another call's answer (Freshsales' view ids): {{ lookups.<name> }} in resource operations and action requests; resolved once per connection, cached, resolved again when a request using it answers 404
   */
  lookups?: {
    [k: string]: ManifestLookup;
  };
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Connector".
 */
export interface ManifestConnector {
  /**
   * integrationId; equals the folder name
   */
  id: string;
  /**
   * semver of this connector
   */
  version: string;
  display_name: string;
  /**
   * deprecated and ignored: the gateway serves connectors/<id>/icon.svg (or a lettermark) at /connectors/<id>/icon.svg
   */
  icon_uri?: string;
  /**
   * @minItems 1
   */
  categories: [
    (
      | 'crm'
      | 'engagement'
      | 'dialer'
      | 'messaging'
      | 'meetings'
      | 'documents'
      | 'signatures'
      | 'storage'
      | 'support'
      | 'work_management'
      | 'developer'
      | 'billing'
      | 'accounting'
      | 'marketing'
      | 'forms'
      | 'ecommerce'
      | 'hr'
      | 'recruiting'
      | 'design'
      | 'video'
    ),
    ...(
      | 'crm'
      | 'engagement'
      | 'dialer'
      | 'messaging'
      | 'meetings'
      | 'documents'
      | 'signatures'
      | 'storage'
      | 'support'
      | 'work_management'
      | 'developer'
      | 'billing'
      | 'accounting'
      | 'marketing'
      | 'forms'
      | 'ecommerce'
      | 'hr'
      | 'recruiting'
      | 'design'
      | 'video'
    )[]
  ];
  docs?: string;
  status?: 'alpha' | 'beta' | 'ga';
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Connection".
 */
export interface ManifestConnection {
  inputs?: {
    [k: string]: ManifestInput;
  };
  /**
   * @minItems 1
   */
  auth: [ManifestAuthMethod, ...ManifestAuthMethod[]];
  verify?: ManifestRequest;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Input".
 */
export interface ManifestInput {
  label: string;
  description?: string;
  type?: 'string' | 'url' | 'hostname';
  /**
   * regular expression the value must match; checked in the modal and again by the gateway
   */
  pattern?: string;
  secret?: boolean;
  required?: boolean;
  default?: string;
  example?: string;
  /**
   * dot path in the OAuth token response; the value is captured at connect time and not asked from the user
   */
  from_token_response?: string;
  /**
   * username: the value is the username of the connection's HTTP Basic credentials (Twilio's account SID, needed in every path), never asked for apart
   */
  from_credentials?: 'username';
  /**
   * name of a query parameter the tool adds to the OAuth callback (QuickBooks realmId); the value is captured at connect time and not asked from the user
   */
  from_callback_query?: string;
  /**
   * one or two plain sentences shown under the field in the connect modal: where to find the value
   */
  help?: string;
  translations?: FieldTranslations;
  /**
   * the tool's page or article explaining where to find the value
   */
  help_url?: string;
  /**
   * example shown inside the empty field (never a real secret)
   */
  placeholder?: string;
}
/**
 * the field's label, help and placeholder in other languages, by language tag; the connect modal shows them when it runs in that language
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "FieldTranslations".
 */
export interface FieldTranslations {
  [k: string]: {
    label?: string;
    help?: string;
    placeholder?: string;
  };
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "OAuth2Code".
 */
export interface ManifestOAuth2AuthorizationCode {
  type: 'oauth2_authorization_code';
  id: string;
  label?: string;
  authorize_url: string;
  token_url: string;
  scopes: ManifestScopes;
  pkce?: boolean;
  client_auth?: ManifestClientAuth;
  /**
   * how the token endpoint takes its parameters: form-encoded (RFC 6749) or a JSON object (Atlassian, Notion, Shopify document JSON)
   */
  token_body?: 'form' | 'json';
  authorize_params?: ManifestTemplateMap;
  token_params?: ManifestTemplateMap;
  refresh?: ManifestRefresh;
  revoke?: ManifestRevoke;
  /**
   * text before the access token in the Authorization header; 'Bearer ' unless the tool documents another scheme (Zoho: 'Zoho-oauthtoken ')
   */
  token_prefix?: string;
  /**
   * header that carries the access token; Authorization unless the tool documents another (Shopify: X-Shopify-Access-Token, with token_prefix '')
   */
  token_header?: string;
  /**
   * what this method lets the customer's application do, in plain words for the end user (e.g. "Read and update your contacts"); shown in the connect modal
   *
   * @maxItems 12
   */
  access?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string];
  translations?: MethodTranslations;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Scopes".
 */
export interface ManifestScopes {
  default: string[];
  separator?: string;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "TemplateMap".
 */
export interface ManifestTemplateMap {
  [k: string]: ManifestTemplateValue;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Refresh".
 */
export interface ManifestRefresh {
  /**
   * refresh this long before expiry
   */
  skew_seconds?: number;
  /**
   * when the token response has no expires_in
   */
  default_expires_in_seconds?: number;
  params?: ManifestTemplateMap;
}
/**
 * How the tool revokes a connection's grant (RFC 7009 or the vendor's own endpoint); sent once when the connection is deleted, then retried by the gateway while it fails (docs/security.md#credential-custody). Without it the tool has no revocation endpoint and deleting a connection only erases the stored credentials.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Revoke".
 */
export interface ManifestRevoke {
  /**
   * the revocation endpoint; a template over the connection's inputs and captured values (as token_url); its origin is replaced by the host override named by `host`
   */
  url: string;
  method?: 'POST' | 'DELETE';
  /**
   * which token to send; refresh_token falls back to the access token when the connection has none
   */
  token: 'refresh_token' | 'access_token';
  /**
   * form / json: a body field named `param`; query: a query parameter named `param`; path: the token URL-encoded as the last path segment (HubSpot's DELETE /oauth/v1/refresh-tokens/:token)
   */
  send_as?: 'form' | 'json' | 'query' | 'path';
  /**
   * the field or query parameter holding the token
   */
  param?: string;
  /**
   * constant extra fields sent with the token (e.g. token_type_hint: refresh_token)
   */
  params?: {
    [k: string]: string;
  };
  /**
   * how the OAuth client authenticates: not at all, client_id/client_secret beside the token, or HTTP Basic (RFC 6749 2.3.1)
   */
  client_auth?: 'none' | 'body' | 'basic_header';
  /**
   * which PLUGBOARD_CONNECTOR_HOSTS override replaces the URL's origin (tests point it at a fake)
   */
  host?: 'token' | 'api';
  /**
   * answers besides 2xx that mean the token is no longer valid, so nothing is left to revoke (e.g. 400 for a token already invalid)
   */
  revoked_statuses?: number[];
  /**
   * the vendor's page documenting the endpoint
   */
  docs?: string;
}
/**
 * the method's label and access lines in other languages, by language tag (fr, de, pt-BR); the connect modal shows them when it runs in that language and falls back to the English ones
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "MethodTranslations".
 */
export interface MethodTranslations {
  [k: string]: {
    label?: string;
    /**
     * one line per line of `access`, in the same order
     *
     * @maxItems 12
     */
    access?:
      | []
      | [string]
      | [string, string]
      | [string, string, string]
      | [string, string, string, string]
      | [string, string, string, string, string]
      | [string, string, string, string, string, string]
      | [string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string, string, string, string]
      | [string, string, string, string, string, string, string, string, string, string, string, string];
  };
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "OAuth2ClientCredentials".
 */
export interface ManifestOAuth2ClientCredentials {
  type: 'oauth2_client_credentials';
  id: string;
  label?: string;
  token_url: string;
  scopes?: ManifestScopes;
  client_auth?: ManifestClientAuth;
  token_params?: ManifestTemplateMap;
  refresh?: ManifestRefresh;
  /**
   * what this method lets the customer's application do, in plain words for the end user (e.g. "Read and update your contacts"); shown in the connect modal
   *
   * @maxItems 12
   */
  access?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string];
  translations?: MethodTranslations;
}
/**
 * OAuth 2.0 resource owner password credentials grant (RFC 6749 4.3), for tools that document no other way in (SugarCRM): the connect form asks for the username and password, the gateway exchanges them for tokens at once and drops the password; the refresh token grant renews the tokens, and a refresh token the tool refuses marks the connection CONNECTION_NEEDS_REAUTH (the user types the password again).
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "OAuth2Password".
 */
export interface ManifestOAuth2Password {
  type: 'oauth2_password';
  id: string;
  label?: string;
  /**
   * the token endpoint, a template over inputs (a per-customer instance URL)
   */
  token_url: string;
  username: ManifestCredentialField;
  password: ManifestCredentialField;
  /**
   * the OAuth client the tool documents for this grant, a template over inputs (SugarCRM's built-in 'sugar')
   */
  client_id: string;
  /**
   * its secret, a template over inputs; empty when the tool documents none
   */
  client_secret?: string;
  client_auth?: ManifestClientAuth;
  /**
   * how the token endpoint takes its parameters: form-encoded (RFC 6749) or a JSON object (SugarCRM documents JSON)
   */
  token_body?: 'form' | 'json';
  scopes?: ManifestScopes;
  token_params?: ManifestTemplateMap;
  refresh?: ManifestRefresh;
  /**
   * text before the access token in the token header; 'Bearer ' unless the tool documents another scheme
   */
  token_prefix?: string;
  /**
   * header that carries the access token (SugarCRM: OAuth-Token, with token_prefix '')
   */
  token_header?: string;
  /**
   * what this method lets the customer's application do, in plain words for the end user (e.g. "Read and update your contacts"); shown in the connect modal
   *
   * @maxItems 12
   */
  access?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string];
  translations?: MethodTranslations;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CredentialField".
 */
export interface ManifestCredentialField {
  name: string;
  label: string;
  description?: string;
  secret?: boolean;
  /**
   * regular expression the value must match; checked in the modal and again by the gateway
   */
  pattern?: string;
  /**
   * one or two plain sentences shown under the field in the connect modal: where to find the value
   */
  help?: string;
  /**
   * the tool's page or article explaining where to find the value
   */
  help_url?: string;
  /**
   * example shown inside the empty field (never a real secret)
   */
  placeholder?: string;
  translations?: FieldTranslations;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ApiKey".
 */
export interface ManifestApiKeyAuth {
  type: 'api_key';
  id: string;
  label?: string;
  /**
   * header or query: the key as that header or query parameter (after prefix); basic_username: HTTP Basic with the key as the username and an empty password, in the header named by name (Authorization), as Close documents; basic_password: HTTP Basic with an empty username and the key as the password, as lemlist documents
   */
  in: 'header' | 'query' | 'basic_username' | 'basic_password';
  /**
   * header or query parameter name
   */
  name: string;
  /**
   * e.g. 'Token ' before the key
   */
  prefix?: string;
  /**
   * in: basic_username only: the fixed password some tools document beside the key (Freshdesk 'X', BambooHR 'x'); empty when omitted
   */
  basic_password?: string;
  field: ManifestCredentialField;
  /**
   * what this method lets the customer's application do, in plain words for the end user (e.g. "Read and update your contacts"); shown in the connect modal
   *
   * @maxItems 12
   */
  access?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string];
  translations?: MethodTranslations;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Basic".
 */
export interface ManifestBasicAuth {
  type: 'basic';
  id: string;
  label?: string;
  username: ManifestCredentialField;
  password: ManifestCredentialField;
  /**
   * basic: Authorization: Basic base64(username:password) (RFC 7617); plain: Authorization: username:password as typed, no scheme and no base64 (JustCall's api_key:api_secret)
   */
  header_format?: 'basic' | 'plain';
  /**
   * what this method lets the customer's application do, in plain words for the end user (e.g. "Read and update your contacts"); shown in the connect modal
   *
   * @maxItems 12
   */
  access?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string];
  translations?: MethodTranslations;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Bearer".
 */
export interface ManifestBearerAuth {
  type: 'bearer';
  id: string;
  label?: string;
  field: ManifestCredentialField;
  /**
   * what this method lets the customer's application do, in plain words for the end user (e.g. "Read and update your contacts"); shown in the connect modal
   *
   * @maxItems 12
   */
  access?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string];
  translations?: MethodTranslations;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Request".
 */
export interface ManifestRequest {
  method: ManifestHttpMethod;
  /**
   * template; interpolated values are percent-encoded
   */
  path: string;
  /**
   * template rendering an absolute URL on the API origin; when it renders to a value it replaces path
   */
  url?: string;
  query?: ManifestTemplateMap;
  query_explode?: QueryExplode;
  /**
   * request headers; values are templates (a header rendering to nothing is left out), e.g. If-Modified-Since: "{{ params.since | iso }}"
   */
  headers?: {
    [k: string]: string;
  };
  body?: ManifestTemplateValue;
  body_format?: BodyFormat;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Http".
 */
export interface ManifestHttp {
  /**
   * template over inputs; origin (+ optional path prefix)
   */
  base_url: string;
  headers?: {
    [k: string]: string;
  };
  timeout_ms?: number;
  retry?: ManifestRetry;
  rate_limit?: ManifestRateLimit;
  errors?: ManifestErrorRule[];
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Retry".
 */
export interface ManifestRetry {
  statuses?: number[];
  on_network_error?: boolean;
  /**
   * send a request again when the tool did not answer within timeout_ms; off by default: a tool that hangs usually hangs again, and the request may have been handled
   */
  on_timeout?: boolean;
  max_attempts?: number;
  initial_ms?: number;
  max_backoff_ms?: number;
  factor?: number;
  jitter?: 'none' | 'full' | 'equal';
  /**
   * longest single wait the runtime accepts; beyond it the call fails RATE_LIMITED with Retry-After
   */
  max_wait_ms?: number;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "RateLimit".
 */
export interface ManifestRateLimit {
  /**
   * headers telling how long to wait, tried in order
   */
  retry_after?: ManifestWaitHeader[];
  remaining_header?: string;
  reset_header?: ManifestWaitHeader;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "WaitHeader".
 */
export interface ManifestWaitHeader {
  header: string;
  format: 'seconds' | 'http_date' | 'seconds_or_http_date' | 'epoch_s' | 'epoch_ms';
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ErrorRule".
 */
export interface ManifestErrorRule {
  match: {
    /**
     * @minItems 1
     */
    status?: [number, ...number[]];
    body_contains?: string;
    body_path?: {
      path: string;
      equals: string | number | boolean;
    };
  };
  kind:
    'rate_limited' | 'auth_failed' | 'not_found' | 'bad_request' | 'downstream_error' | 'unavailable' | 'needs_reauth';
  action?: 'fail' | 'retry' | 'refresh_then_retry';
  message?: string;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Resource".
 */
export interface ManifestResource {
  list?: ManifestOperation;
  get?: ManifestOperation;
  create?: ManifestOperation;
  update?: ManifestOperation;
  delete?: ManifestOperation;
  search?: ManifestOperation;
  changed_since?: ManifestOperation;
  deleted_since?: ManifestOperation1;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Operation".
 */
export interface ManifestOperation {
  method: ManifestHttpMethod;
  /**
   * template; interpolated values are percent-encoded
   */
  path: string;
  /**
   * template rendering an absolute URL on the API origin; when it renders to a value it replaces path
   */
  url?: string;
  query?: ManifestTemplateMap;
  query_explode?: QueryExplode;
  /**
   * request headers; values are templates (a header rendering to nothing is left out), e.g. If-Modified-Since: "{{ params.since | iso }}"
   */
  headers?: {
    [k: string]: string;
  };
  body?: ManifestTemplateValue;
  body_format?: BodyFormat;
  /**
   * dot path of the record array in the response body ('$' = the body)
   */
  records?: string;
  /**
   * dot path of the single record in the response body ('$' = the body)
   */
  record?: string;
  paginate?: ManifestPagination;
  /**
   * update only: for tools whose update requires fields a partial update may omit (Salesloft PUT /v2/accounts/{id}.json needs name and domain), the runtime first reads the record with the resource's get and copies the current value of each missing path into the mapped record
   */
  read_before_write?: {
    /**
     * dot paths in the downstream record (the mapped record before any body template); a path the tool's record does not have is the path a model field writes (CloudTalk's name_parts.1): the current value of that field, read through the model and written back through its codec
     *
     * @minItems 1
     */
    fill: [string, ...string[]];
  };
  /**
   * instead of records: JSONata over the response body giving the record list, for answers whose records are spread over several arrays (Gmail's history: messagesAdded, messagesDeleted, labelsAdded... of each history entry)
   */
  records_select?: string;
  records_filter?: ManifestRecordsFilter;
  /**
   * list only: the records come from an asynchronous report (export) job instead of a listing. The operation's own request creates the job for a time window ({{ params.since }} to {{ params.until }}); poll.request is sent with a bounded backoff until poll.status reads a done value (or the poll answers a redirect), then download.request fetches the result, following one redirect without credentials (a presigned file URL); records is the path of the record array in the downloaded JSON. A job that fails, or does not finish within poll.timeout_seconds, ends the call with an error. Talkdesk's Explore calls report
   */
  report_job?: {
    id: ManifestReportJobPaths;
    poll: {
      request: ManifestRequest;
      status: ManifestReportJobPaths1;
      /**
       * status values meaning the result can be downloaded (compared without case)
       *
       * @minItems 1
       */
      done: [string, ...string[]];
      /**
       * status values meaning the job ended without a result: the call fails with DOWNSTREAM_ERROR naming the status
       */
      failed?: string[];
      /**
       * wait before the first poll; doubled after each poll that is not done
       */
      initial_ms?: number;
      /**
       * longest wait between two polls
       */
      max_ms?: number;
      /**
       * a job not done this long after it was created fails the call with DOWNSTREAM_TIMEOUT
       */
      timeout_seconds?: number;
    };
    download: {
      request: ManifestRequest;
      /**
       * hosts a redirect of the download may lead to, over https (*.example.com: any subdomain); a redirect on the API origin is always followed. Followed once, without the connection's credentials (Talkdesk's presigned S3 file)
       */
      hosts?: string[];
      /**
       * a larger result fails the call with DOWNSTREAM_ERROR (the file is read whole)
       */
      max_bytes?: number;
    };
    /**
     * the time span of one job: a longer read (since to now) is split into consecutive jobs, one per page
     */
    window: {
      /**
       * the longest span one job may cover (Talkdesk: a month)
       */
      max_seconds: number;
      /**
       * how far back a read without since (a list, a full sync read) reaches; default max_seconds
       */
      default_seconds?: number;
    };
    /**
     * a job's result with more records fails the call with DOWNSTREAM_ERROR (ask for shorter windows)
     */
    max_records?: number;
  };
  /**
   * list, search, changed_since: the tool lists ids only (Gmail's messages.list answers {id, threadId}); each listed item is replaced by the resource's get of its id (its `record`), a few at a time. Every get is one call, counted against the rate limit and retried like any call; an item whose get answers 404 (deleted since it was listed) is left out
   */
  hydrate?: {
    /**
     * dot path of the id in a listed item, passed to get as params.id
     */
    id?: string;
    /**
     * gets in flight at once for one page
     */
    concurrency?: number;
    /**
     * JSONata over a listed item: true keeps the item as listed, without a get (a tombstone that get would answer 404)
     */
    unless?: string;
  };
  /**
   * create: the mapped record is composed into a message before the body is rendered; the body template reads it as {{ message.base64url }} (or message.raw). rfc2822: an RFC 5322/MIME message built with nodemailer's MailComposer from the record's keys from, to, cc, bcc, reply_to, subject, text, html, in_reply_to, references (Gmail's messages.send takes it as raw)
   */
  compose?: {
    type: 'rfc2822';
  };
  /**
   * create, update and delete: none when the tool accepts the write without answering a record (Microsoft Graph's sendMail: 202 with no body); the unified create then answers the record as null, without reading anything back
   */
  answer?: 'none';
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "CursorPagination".
 */
export interface ManifestCursorPagination {
  type: 'cursor';
  cursor_from: {
    in: 'body' | 'header';
    /**
     * dot path in the body
     */
    path?: string;
    header?: string;
  };
  send: ManifestParamPlace;
  stop_when?: {
    path: string;
    equals: string | number | boolean | null;
  };
  page_size?: ManifestPageSize;
  max_pages?: number;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ParamPlace".
 */
export interface ManifestParamPlace {
  /**
   * header: sent on every page, next-page links included (Dataverse takes its page size as `Prefer: odata.maxpagesize=N`)
   */
  in: 'query' | 'body' | 'header';
  /**
   * parameter name; for body, a dot path; for header, the header name
   */
  name: string;
  /**
   * header only: text before the value, e.g. 'odata.maxpagesize='
   */
  prefix?: string;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "PageSize".
 */
export interface ManifestPageSize {
  param: ManifestParamPlace;
  default: number;
  max: number;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "OffsetPagination".
 */
export interface ManifestOffsetPagination {
  type: 'offset';
  offset: ManifestParamPlace;
  start?: number;
  /**
   * body path with the total count; otherwise a short page stops
   */
  total_path?: string;
  /**
   * body path with a boolean telling whether more pages exist
   */
  has_more_path?: string;
  page_size: ManifestPageSize;
  max_pages?: number;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "PageNumberPagination".
 */
export interface ManifestPageNumberPagination {
  type: 'page_number';
  page: ManifestParamPlace;
  start?: number;
  /**
   * body path holding the next page number (null = last page)
   */
  next_page_path?: string;
  total_pages_path?: string;
  /**
   * body path with a boolean telling whether more pages exist (Zoho's info.more_records)
   */
  has_more_path?: string;
  page_size: ManifestPageSize;
  max_pages?: number;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "LinkHeaderPagination".
 */
export interface ManifestLinkHeaderPagination {
  type: 'link_header';
  rel?: string;
  page_size?: ManifestPageSize;
  max_pages?: number;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "NextUrlPagination".
 */
export interface ManifestNextUrlPagination {
  type: 'next_url';
  /**
   * body path of the next page URL (absolute on the API origin, or a path)
   */
  path: string;
  page_size?: ManifestPageSize;
  max_pages?: number;
}
/**
 * list, search and changed_since: keeps only the listed records whose value at path equals `equals` (or one of `in`), for an endpoint answering several kinds of record at once (Capsule's GET /parties: people and organisations). Runs on each page after it is read (and hydrated), before mapping; paging follows the tool's pages as read, so a page may hold fewer records, or none, and the listing still goes on. Compared as JSON values (the string "1" is not the number 1). The sandbox writes the kept value into the records it makes
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "RecordsFilter".
 */
export interface ManifestRecordsFilter {
  /**
   * dot path in the native record (type, kind, object)
   */
  path: string;
  /**
   * the value a kept record has there
   */
  equals?: string | number | boolean | null;
  /**
   * instead of equals: the values a kept record may have there
   *
   * @minItems 1
   * @maxItems 50
   */
  in?: [string | number | boolean | null, ...(string | number | boolean | null)[]];
}
/**
 * the tool's deleted-records listing (records: the deleted items, not the model's records), read by the sync with {{ params.since }} and {{ params.until }} when the model declares sync.deletions.strategy deleted_records
 */
export interface ManifestOperation1 {
  method: ManifestHttpMethod;
  /**
   * template; interpolated values are percent-encoded
   */
  path: string;
  /**
   * template rendering an absolute URL on the API origin; when it renders to a value it replaces path
   */
  url?: string;
  query?: ManifestTemplateMap;
  query_explode?: QueryExplode;
  /**
   * request headers; values are templates (a header rendering to nothing is left out), e.g. If-Modified-Since: "{{ params.since | iso }}"
   */
  headers?: {
    [k: string]: string;
  };
  body?: ManifestTemplateValue;
  body_format?: BodyFormat;
  /**
   * dot path of the record array in the response body ('$' = the body)
   */
  records?: string;
  /**
   * dot path of the single record in the response body ('$' = the body)
   */
  record?: string;
  paginate?: ManifestPagination;
  /**
   * update only: for tools whose update requires fields a partial update may omit (Salesloft PUT /v2/accounts/{id}.json needs name and domain), the runtime first reads the record with the resource's get and copies the current value of each missing path into the mapped record
   */
  read_before_write?: {
    /**
     * dot paths in the downstream record (the mapped record before any body template); a path the tool's record does not have is the path a model field writes (CloudTalk's name_parts.1): the current value of that field, read through the model and written back through its codec
     *
     * @minItems 1
     */
    fill: [string, ...string[]];
  };
  /**
   * instead of records: JSONata over the response body giving the record list, for answers whose records are spread over several arrays (Gmail's history: messagesAdded, messagesDeleted, labelsAdded... of each history entry)
   */
  records_select?: string;
  records_filter?: ManifestRecordsFilter;
  /**
   * list only: the records come from an asynchronous report (export) job instead of a listing. The operation's own request creates the job for a time window ({{ params.since }} to {{ params.until }}); poll.request is sent with a bounded backoff until poll.status reads a done value (or the poll answers a redirect), then download.request fetches the result, following one redirect without credentials (a presigned file URL); records is the path of the record array in the downloaded JSON. A job that fails, or does not finish within poll.timeout_seconds, ends the call with an error. Talkdesk's Explore calls report
   */
  report_job?: {
    id: ManifestReportJobPaths;
    poll: {
      request: ManifestRequest;
      status: ManifestReportJobPaths1;
      /**
       * status values meaning the result can be downloaded (compared without case)
       *
       * @minItems 1
       */
      done: [string, ...string[]];
      /**
       * status values meaning the job ended without a result: the call fails with DOWNSTREAM_ERROR naming the status
       */
      failed?: string[];
      /**
       * wait before the first poll; doubled after each poll that is not done
       */
      initial_ms?: number;
      /**
       * longest wait between two polls
       */
      max_ms?: number;
      /**
       * a job not done this long after it was created fails the call with DOWNSTREAM_TIMEOUT
       */
      timeout_seconds?: number;
    };
    download: {
      request: ManifestRequest;
      /**
       * hosts a redirect of the download may lead to, over https (*.example.com: any subdomain); a redirect on the API origin is always followed. Followed once, without the connection's credentials (Talkdesk's presigned S3 file)
       */
      hosts?: string[];
      /**
       * a larger result fails the call with DOWNSTREAM_ERROR (the file is read whole)
       */
      max_bytes?: number;
    };
    /**
     * the time span of one job: a longer read (since to now) is split into consecutive jobs, one per page
     */
    window: {
      /**
       * the longest span one job may cover (Talkdesk: a month)
       */
      max_seconds: number;
      /**
       * how far back a read without since (a list, a full sync read) reaches; default max_seconds
       */
      default_seconds?: number;
    };
    /**
     * a job's result with more records fails the call with DOWNSTREAM_ERROR (ask for shorter windows)
     */
    max_records?: number;
  };
  /**
   * list, search, changed_since: the tool lists ids only (Gmail's messages.list answers {id, threadId}); each listed item is replaced by the resource's get of its id (its `record`), a few at a time. Every get is one call, counted against the rate limit and retried like any call; an item whose get answers 404 (deleted since it was listed) is left out
   */
  hydrate?: {
    /**
     * dot path of the id in a listed item, passed to get as params.id
     */
    id?: string;
    /**
     * gets in flight at once for one page
     */
    concurrency?: number;
    /**
     * JSONata over a listed item: true keeps the item as listed, without a get (a tombstone that get would answer 404)
     */
    unless?: string;
  };
  /**
   * create: the mapped record is composed into a message before the body is rendered; the body template reads it as {{ message.base64url }} (or message.raw). rfc2822: an RFC 5322/MIME message built with nodemailer's MailComposer from the record's keys from, to, cc, bcc, reply_to, subject, text, html, in_reply_to, references (Gmail's messages.send takes it as raw)
   */
  compose?: {
    type: 'rfc2822';
  };
  /**
   * create, update and delete: none when the tool accepts the write without answering a record (Microsoft Graph's sendMail: 202 with no body); the unified create then answers the record as null, without reading anything back
   */
  answer?: 'none';
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Model".
 */
export interface ManifestModel {
  resource: string;
  /**
   * operations exposed; default: every list/get/create/update/delete/search the resource declares
   */
  operations?: ('list' | 'get' | 'create' | 'update' | 'delete' | 'search')[];
  fields: {
    [k: string]: ManifestField;
  };
  write?: {
    /**
     * value sent downstream when a unified field is set to null (HubSpot needs '')
     */
    null_as?: string | number | null;
    /**
     * constants a create sends at these downstream dot paths unless the mapped record sets them: the tool keeps several models in one collection told apart by a field (Zendesk Sell organizations are contacts with is_organization true, Capsule people and organisations are parties of a type)
     */
    on_create?: {
      [k: string]: string | number | boolean;
    };
  };
  additional?: {
    /**
     * where unmapped downstream fields live ('$' = record root)
     */
    path: string;
    exclude?: string[];
  };
  /**
   * common-model fields this tool cannot give
   */
  unsupported?: string[];
  sync?: ManifestSync;
  fields_metadata?: ManifestFieldsMetadata;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Field".
 */
export interface ManifestField {
  /**
   * dot path in the downstream record
   */
  path?: string;
  codec?: ManifestCodec;
  /**
   * JSONata over the downstream record: a computed field, read-only; beside a path, how that field is read while writes go to the path
   */
  read?: string;
  /**
   * false = read-only
   */
  write?: boolean;
  description?: string;
  /**
   * constants written at these downstream dot paths whenever this field is written (Graph's body: bodyText writes body.content with body.contentType Text, bodyHtml the same path with HTML). Two fields that both declare write_with may share a path: they are alternatives, and a write that sets both is refused
   */
  write_with?: {
    [k: string]: string | number | boolean;
  };
}
export interface ManifestStringCodec {
  type: 'string';
  write_as?: 'string' | 'integer';
  /**
   * reads decode the value as base64 (or base64url, RFC 4648 §5: Gmail's body.data) bytes of UTF-8 text; writes send the text as it is (the composer or the tool encodes it)
   */
  read_decode?: 'base64' | 'base64url';
}
export interface ManifestNumberCodec {
  type: 'number' | 'integer';
  write_as?: 'number' | 'string';
  /**
   * the tool stores the amount in minor units (Close opportunity value in cents: 2): reads divide by 10^minor_units, writes multiply and round to an integer
   */
  minor_units?: number;
}
export interface ManifestBooleanCodec {
  type: 'boolean';
  true_values?: (string | number | boolean)[];
  false_values?: (string | number | boolean)[];
}
export interface ManifestDatetimeCodec {
  type: 'datetime';
  /**
   * iso8601 | epoch_ms | epoch_s | rfc2822 (a mail Date header) | a Luxon pattern; a list accepts any on read and writes the first
   */
  format?: string | [string, ...string[]];
  /**
   * zone of downstream values without offset (default UTC)
   */
  zone?: string;
}
export interface ManifestDateCodec {
  type: 'date';
  /**
   * Luxon pattern written downstream (default yyyy-MM-dd)
   */
  format?: string;
}
export interface ManifestEnumCodec {
  type: 'enum';
  /**
   * unified value -> downstream value, or a list of downstream values (write uses the first)
   */
  values: {
    [k: string]: string | number | boolean | [string | number | boolean, ...(string | number | boolean)[]];
  };
  /**
   * what to do with a value not in the map
   */
  unknown?: 'null' | 'passthrough' | 'error';
}
/**
 * an array field (attendees, recipients, attachments): without items, an array of scalars read and written as it is; with items, each downstream object is read into a unified object key by key (and written back by the inverse)
 */
export interface ManifestListCodec {
  type: 'list';
  /**
   * unified item key -> dot path in one downstream item, or {path, codec} (an item value's codec: string, number, integer, boolean or an enum, e.g. attendee response statuses)
   */
  items?: {
    [k: string]: string | ManifestListItemField;
  };
  /**
   * items read at most (a message to thousands of recipients keeps the first ones)
   */
  max_items?: number;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ListItemField".
 */
export interface ManifestListItemField {
  path: string;
  codec?: ('string' | 'number' | 'integer' | 'boolean' | 'datetime') | ManifestListItemEnum | ManifestListItemBoolean;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ListItemEnum".
 */
export interface ManifestListItemEnum {
  type: 'enum';
  values: {
    [k: string]: string | number | boolean | [string | number | boolean, ...(string | number | boolean)[]];
  };
  unknown?: 'null' | 'passthrough' | 'error';
}
/**
 * a boolean item value the tool writes as words (Graph's attendee type optional / required)
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "ListItemBoolean".
 */
export interface ManifestListItemBoolean {
  type: 'boolean';
  true_values?: (string | number | boolean)[];
  false_values?: (string | number | boolean)[];
}
/**
 * an RFC 5322 address header value ('Jane Doe <jane@example.com>'): reads the first mailbox's email (part: email) or display name (part: name); writes the unified string as it is
 */
export interface ManifestAddressCodec {
  type: 'address';
  part?: 'email' | 'name';
}
/**
 * an RFC 5322 address-list header value ('Jane <jane@example.com>, "Doe, John" <john@example.com>', groups flattened) read as [{email, name}] and written back as one header value
 */
export interface ManifestAddressListCodec {
  type: 'address_list';
  /**
   * mailboxes read at most
   */
  max_items?: number;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Sync".
 */
export interface ManifestSync {
  /**
   * false keeps the model out of the synced cache (every model is synced by default)
   */
  enabled?: boolean;
  incremental?: {
    /**
     * unified datetime field that only grows when a record changes
     */
    cursor_field: string;
    /**
     * operation receiving {{ params.since }}
     */
    operation: 'changed_since' | 'list' | 'search';
    /**
     * also drop records older than since (APIs that filter by day)
     */
    client_filter?: boolean;
    /**
     * the operation cannot filter by time but answers the most recently changed records first (sorted by the cursor, descending): records older than since are dropped and the read stops at the first page holding one
     */
    newest_first?: boolean;
  };
  /**
   * Token-based incremental sync (Google Calendar sync tokens, Microsoft Graph delta links, Gmail history ids): a full read ends with a token; each later run reads only what changed since it, tombstones included, and ends with the next token. Replaces incremental.
   */
  delta?: {
    /**
     * resource operation for both reads: {{ params.delta_token }} is the stored token on a changes read and absent on a full read (use | default)
     */
    operation: 'changed_since' | 'list';
    token_from: {
      /**
       * dot path of the next token in the last page's body (nextSyncToken, '@odata\.deltaLink', historyId)
       */
      path: string;
    };
    /**
     * JSONata over one downstream record: true for a tombstone (Calendar's status = 'cancelled', Graph's $exists(`@removed`)); its id is deleted from the cache with an object.*.deleted event
     */
    deleted_when?: string;
    /**
     * answers to a changes read meaning the token is no longer valid (Calendar 410 Gone): the token is dropped and a full read (which detects deletions) takes its place
     */
    expired_statuses?: number[];
    /**
     * the operation of a full read when it is not operation (Gmail: messages list for a full read, history for changes)
     */
    full_operation?: 'list' | 'changed_since';
    /**
     * for tools whose full listing ends with no token (Gmail's messages.list): a request sent before a full read whose answer holds the token the next changes read starts from (Gmail's profile historyId). Read before the listing, so a change made during it is read again next time rather than missed
     */
    start_token?: {
      request: ManifestRequest;
      /**
       * dot path of the token in its answer (a number is kept as its digits)
       */
      path: string;
    };
  };
  /**
   * How deletions at the tool are noticed, so object.*.deleted events come from this model: deleted_records reads the tool's deleted-records listing (the resource's deleted_since operation) on every incremental run; tombstones recognises deleted records in the incremental read itself (a flag such as is_deleted or archived, a deleted_at time); full_list compares a complete listing with the cache every interval_seconds (the only way when the tool has neither); none when the model cannot be listed whole (deletions are then never noticed). deleted_records and tombstones notice a deletion at the next run (the connection's sync interval); full_list within interval_seconds plus the sync interval (docs/catalog.md shows it). With deleted_records and tombstones a complete listing still runs every interval_seconds (default PLUGBOARD_FULL_RESYNC_MS) as a backstop.
   */
  deletions?: {
    strategy: 'full_list' | 'deleted_records' | 'tombstones' | 'none';
    /**
     * deleted_records: dot path of the deleted record's id in each item the deleted_since operation lists (default id)
     */
    id?: string;
    /**
     * tombstones: how a deleted record looks in the tool's answer (the native record): the value at path equals `equals`, or (present: true) is there and not null
     */
    tombstone?: {
      /**
       * dot path in the native record (IsDeleted, archived, active_flag, deleted_at)
       */
      path: string;
      /**
       * the value a deleted record has there (true, false, 'deleted')
       */
      equals?: {
        [k: string]: unknown;
      };
      /**
       * true: a record with any non-null value there is deleted (a deleted_at time)
       */
      present?: boolean;
    };
    /**
     * full_list: a complete listing is compared with the cache at most this long after the last one (default: PLUGBOARD_FULL_RESYNC_MS)
     */
    interval_seconds?: number;
    /**
     * why this strategy (the vendor's facts: no deleted-records endpoint, tombstones not returned by the incremental read)
     */
    note?: string;
  };
}
/**
 * custom-field discovery: the tool's endpoint listing the fields of this model's records (HubSpot properties, Salesforce describe, Pipedrive person fields)
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "FieldsMetadata".
 */
export interface ManifestFieldsMetadata {
  request: ManifestRequest;
  /**
   * path of the array of field descriptions in the answer ('$' = the body)
   */
  records: string;
  /**
   * path of a field's name (its key in a record) within one description
   */
  name: string;
  /**
   * path of its label for people
   */
  label?: string;
  /**
   * path of its type as the tool names it
   */
  type?: string;
  /**
   * where the field sits in a record, before its name (HubSpot: properties); default: the record root
   */
  path_prefix?: string;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Action".
 */
export interface ManifestAction {
  /**
   * public action path, e.g. users/list
   */
  path: string;
  description?: string;
  /**
   * JSON Schema (draft-07) of the input
   */
  input: {};
  /**
   * JSON Schema of the output
   */
  output: {};
  request: ManifestRequest;
  /**
   * JSONata over the response body building the output; $unified(records, 'model') maps with a model into the API's records (as the unified endpoints answer them)
   */
  response?: string;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Tests".
 */
export interface ManifestTests {
  fixtures_dir: string;
  min_cases?: number;
}
/**
 * The tool's native webhooks, received at /api/inbound-webhooks/<integrationId>/<connectionId>: how to verify their signature and how to map their events to unified object changes.
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Webhooks".
 */
export interface ManifestWebhooks {
  /**
   * the vendor page describing the webhook and its signature
   */
  docs?: string;
  /**
   * a validation request the tool sends when the webhook is registered: a request carrying echo_header is answered 200 with the same header and value (RingCentral's Validation-Token); a request whose URL carries the query parameter echo_query is answered 200 text/plain with its value as the body (Microsoft Graph's validationToken, the inbound operation in openapi.yaml declares validationToken). Neither is verified and neither publishes events
   */
  handshake?: {
    echo_header?: string;
    /**
     * the query parameter whose value is echoed as a text/plain body
     */
    echo_query?: 'validationToken';
  };
  signature: ManifestWebhookSignature;
  events: ManifestWebhookEvents;
  /**
   * how the gateway subscribes one connection to the tool's change notifications by API (on connect; renewed before expiry; deleted on delete and re-authorisation). Absent: the tool's webhooks are registered by hand or at the app (docs/webhooks.md).
   */
  subscriptions?: ManifestWebhookSubscription[];
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "WebhookSignature".
 */
export interface ManifestWebhookSignature {
  /**
   * request header carrying the signature (every algorithm but jwt-hs256, whose token is the whole body when no header is named, and token with body_path)
   */
  header?: string;
  /**
   * algorithm token: dot path of the token in the JSON body, read in place of a header (tools that echo the token they were given in each delivery's body: Aircall, Zoho CRM); '<array path>[].<item path>' reads it in every item of an array, each of which must carry it (Microsoft Graph's value[].clientState; an empty array is refused)
   */
  body_path?: string;
  /**
   * algorithm token: name of the inbound URL's query parameter carrying the token (the inbound operation in openapi.yaml declares `token`), read in place of a header (tools that sign nothing and call back the address they were given: Reply.io; the token is put in that address by a subscription secret's in_url_query)
   */
  query?: 'token';
  /**
   * hmac-*: HMAC keyed by the secret over the signed parts; sha256: plain SHA-256 of the secret followed by the signed parts; basic: HTTP Basic credentials the tool sends (username from username, password from secret), compared in constant time; signed is not used; token: the header (or, with body_path, a field of the JSON body) carries the secret itself (RingCentral's Verification-Token header; Aircall's and Zoho's token field), compared in constant time; signed is not used; jwt-hs256: the webhook is a JWT signed HS256 with the secret (Dialpad), in header or else the whole body; its claims are the event payload; an exp claim is enforced; signed is not used
   */
  algorithm: 'hmac-sha256' | 'hmac-sha1' | 'sha256' | 'basic' | 'token' | 'jwt-hs256' | 'jwt-rs256';
  encoding?: 'hex' | 'base64';
  /**
   * text before the digest in the header, e.g. 'sha256='
   */
  prefix?: string;
  secret: ManifestWebhookSecret;
  username?: ManifestWebhookSecret1;
  /**
   * what is signed, concatenated in this order (joined by separator): method, url (the full URL the tool called), body (the raw bytes), secret (the secret's text), form_params (the form-encoded body's parameters sorted by name, each name followed by its value: Twilio), header:<name>, json:<dot path> (a value of the JSON body), json_urlencoded:<dot path> (the same, percent-encoded as encodeURIComponent does: JustCall's webhook_url); required by every algorithm but basic
   *
   * @minItems 1
   */
  signed?: [string, ...string[]];
  /**
   * text put between the signed parts (default: none; JustCall joins them with '|')
   */
  separator?: string;
  /**
   * jwt-hs256 and jwt-rs256: what the token's claims must also prove, and where the event is. jwt-rs256 verifies RS256 with the public key the secret holds (PEM, or the base64 of its DER SubjectPublicKeyInfo), as tools that show a public key sign (Gong)
   */
  jwt?: {
    /**
     * claim holding the SHA-256 of the raw body (hex, or base64/base64url): the body cannot be changed under the token
     */
    body_sha256?: string;
    /**
     * claim holding the URL the tool called: a token made for another address is refused
     */
    url?: string;
    /**
     * claims: the token's claims are the event (Dialpad); body: the JSON body is, the token only vouches for it (Gong)
     */
    payload?: 'claims' | 'body';
  };
  timestamp?: ManifestWebhookTimestamp;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "WebhookSecret".
 */
export interface ManifestWebhookSecret {
  /**
   * oauth_client_secret: the client secret of the OAuth app of the connection; input: a connection input; basic_password: the password of the connection's HTTP Basic credentials (Twilio's auth token, JustCall's API secret)
   */
  from: 'oauth_client_secret' | 'input' | 'basic_password';
  /**
   * with from: input, the name of the connection input holding the secret
   */
  input?: string;
  /**
   * how the secret text becomes key bytes: utf8 (as typed), hex or base64 (decoded; Close's signature_key is hex)
   */
  encoding?: 'utf8' | 'hex' | 'base64';
}
/**
 * algorithm basic: where the expected username is
 */
export interface ManifestWebhookSecret1 {
  /**
   * oauth_client_secret: the client secret of the OAuth app of the connection; input: a connection input; basic_password: the password of the connection's HTTP Basic credentials (Twilio's auth token, JustCall's API secret)
   */
  from: 'oauth_client_secret' | 'input' | 'basic_password';
  /**
   * with from: input, the name of the connection input holding the secret
   */
  input?: string;
  /**
   * how the secret text becomes key bytes: utf8 (as typed), hex or base64 (decoded; Close's signature_key is hex)
   */
  encoding?: 'utf8' | 'hex' | 'base64';
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "WebhookTimestamp".
 */
export interface ManifestWebhookTimestamp {
  header: string;
  unit?: 'ms' | 's';
  max_age_seconds: number;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "WebhookEvents".
 */
export interface ManifestWebhookEvents {
  /**
   * dot path of the event array in the body; '$' when the body is the array, or a single event when it is an object
   */
  records: string;
  /**
   * dot path of the event type inside one event; a list of parts is joined with '.' (e.g. [event.object_type, event.action] -> 'lead.created'); a part 'query:<name>' is that query parameter of the URL the tool called, a part 'header:<name>' that request header (Salesloft's x-salesloft-event); a part 'a|b' is the first of these dot paths present in the event (Graph's lifecycleEvent|changeType)
   */
  type: string | [string, ...string[]];
  /**
   * dot path of the changed object's id inside one event; an array of ids (Copper's ids) gives one change per id, at most 100
   */
  id: string;
  /**
   * event type -> unified model and change; '*' maps every type not named; other types are ignored
   */
  map: {
    [k: string]: ManifestWebhookEventMapping;
  };
  /**
   * dot path of the tool's subscription id inside one event (Graph's subscriptionId): which of the connection's automatic subscriptions a renew or resubscribe notice is about
   */
  subscription_id?: string;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "WebhookEventMapping".
 */
export interface ManifestWebhookEventMapping {
  /**
   * a model this manifest maps, e.g. crm.contact
   */
  model: string;
  /**
   * sync: the notification names no record (Google Calendar's watch channels say only that something changed): the connection's sync runs now, and its changes read produces the object events. renew and resubscribe are a tool's notices about the subscription itself (Microsoft Graph's lifecycle notifications), naming it by events.subscription_id: renew renews it now (reauthorizationRequired), resubscribe makes it again, the old one being gone at the tool, and runs the sync for what was missed (subscriptionRemoved)
   */
  change: 'created' | 'updated' | 'deleted' | 'sync' | 'renew' | 'resubscribe';
}
/**
 * One subscription of a connection at the tool. Its requests are templates over inputs and subscription: {url, id, events, secrets.<name>} (url: the gateway's public inbound address of the connection, with query when declared; id: the subscription id read from create's answer).
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "WebhookSubscription".
 */
export interface ManifestWebhookSubscription {
  /**
   * unique in the manifest; shown in the connection's subscriptions
   */
  name: string;
  /**
   * the vendor page of the subscription API
   */
  docs?: string;
  /**
   * query parameters added to the inbound URL (Attio: object=people)
   */
  query?: {
    [k: string]: string;
  };
  /**
   * the events asked for, as the tool names them: {{ subscription.events }} in the requests
   */
  events?: string[];
  /**
   * values the tool's deliveries are verified with (or ids the subscriber picks), sealed at rest with the subscription: generated by the gateway and sent in create, or read from create's answer; renew and delete see the same values. A secret named like the connection input that webhooks.signature reads stands in for that input while the subscription exists.
   */
  secrets?: {
    [k: string]: ManifestWebhookSubscriptionSecret;
  };
  create: ManifestRequest;
  /**
   * dot path of the subscription id in create's answer
   */
  id: string;
  /**
   * dot path of the expiry in the answers of create and renew (ISO 8601, or epoch seconds/milliseconds); absent: the subscription does not expire
   */
  expires_at?: string;
  renew?: {
    request: ManifestRequest;
    /**
     * renew this long before the expiry (at most half the time left, so a short lifetime is renewed at its middle)
     */
    before_expiry_seconds: number;
  };
  /**
   * requests sent in order once create answered, with subscription.id known: tools whose subscription is made in steps (Mixmax creates a rule, then the rule's webhook action, POST /v1/rules/{id}/actions). When one fails, the subscription is deleted (delete, when declared) and the failure is reported.
   *
   * @minItems 1
   * @maxItems 3
   */
  then?: [ManifestRequest] | [ManifestRequest, ManifestRequest] | [ManifestRequest, ManifestRequest, ManifestRequest];
  delete?: ManifestRequest;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "WebhookSubscriptionSecret".
 */
export interface ManifestWebhookSubscriptionSecret {
  /**
   * random bytes made by the gateway, written as lowercase hex
   */
  generate?: number;
  /**
   * a random decimal number of this many digits (no leading zero) made by the gateway: an id the subscriber picks, such as Zoho's channel_id (a long); written as text, {{ subscription.secrets.<name> | number }} sends it as a JSON number
   */
  generate_digits?: number;
  /**
   * with generate: the secret is also added to the inbound URL given to the tool ({{ subscription.url }}) as this query parameter, for tools whose deliveries carry no signature (signature algorithm token with query)
   */
  in_url_query?: 'token';
  /**
   * dot path of the value in create's answer (Close's signature_key)
   */
  from_answer?: string;
}
/**
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "Lookup".
 */
export interface ManifestLookup {
  /**
   * what the value is (shown in errors and dry runs)
   */
  description?: string;
  request: ManifestRequest1;
  /**
   * JSONata over the answer's body giving the value (a string or a number), e.g. (filters[name = 'All Contacts'].id)[0]
   */
  value: string;
  /**
   * how long a connection keeps the value before asking again
   */
  ttl_seconds?: number;
}
/**
 * the call answering the value; templates over inputs
 */
export interface ManifestRequest1 {
  method: ManifestHttpMethod;
  /**
   * template; interpolated values are percent-encoded
   */
  path: string;
  /**
   * template rendering an absolute URL on the API origin; when it renders to a value it replaces path
   */
  url?: string;
  query?: ManifestTemplateMap;
  query_explode?: QueryExplode;
  /**
   * request headers; values are templates (a header rendering to nothing is left out), e.g. If-Modified-Since: "{{ params.since | iso }}"
   */
  headers?: {
    [k: string]: string;
  };
  body?: ManifestTemplateValue;
  body_format?: BodyFormat;
}
/**
 * one connection's overrides of a model mapping (POST /api/connections/field-mappings/set): fields as in models.<id>.fields, and downstream fields to return under additional
 *
 * This interface was referenced by `Manifest`'s JSON-Schema
 * via the `definition` "FieldMappingOverride".
 */
export interface ManifestFieldMappingOverride {
  /**
   * unified field -> its mapping for this connection (e.g. jobTitle: { path: properties.custom_title })
   */
  fields?: {
    [k: string]: ManifestField;
  };
  /**
   * downstream paths under the model's additional path to request and return under additional (e.g. properties.favorite_color)
   */
  expose?: string[];
}
