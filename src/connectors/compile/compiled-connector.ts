import type { CatalogFacts } from './catalog-facts.js';
import type { BoundedExpression } from '../mapping/bounded-expression.js';
import type { ValidateFunction } from 'ajv';
import type { CompiledModel } from '../mapping/model-mapper.js';
import type { Path } from '../mapping/paths.js';
import type { CompiledTemplate, CompiledValue } from '../mapping/template.js';
import type { CompiledRecordsFilter } from '../mapping/records-filter.js';
import type {
  Manifest,
  ManifestAuthMethod,
  ManifestErrorRule,
  ManifestHttpMethod,
  ManifestInput,
  ManifestPagination,
  ManifestRateLimit,
  ManifestWebhooks,
} from '../schema/manifest.gen.js';

/** Where QA points a connector instead of the vendor: origins replacing the manifest's api/authorize/token origins. */
export interface HostOverride {
  api?: string;
  authorize?: string;
  token?: string;
  /** replaces the origin of a report job's file that a download redirects to (a presigned storage URL) */
  files?: string;
}
export type HostOverrides = Record<string, HostOverride>;

export interface CompiledRequest {
  method: ManifestHttpMethod;
  path: CompiledTemplate;
  url?: CompiledTemplate;
  query?: CompiledValue;
  /** `query_explode`: query parameters whose list value is sent once per item (OpenAPI form style, explode) */
  queryExplode?: readonly string[];
  /** lower-case header names -> templates; a header rendering to nothing is not sent */
  headers: Record<string, CompiledTemplate>;
  body?: CompiledValue;
  /** `form`: the body goes as application/x-www-form-urlencoded (Twilio), else JSON */
  bodyFormat?: 'form';
}

export interface CompiledOperation extends CompiledRequest {
  name: string;
  records?: Path;
  record?: Path;
  paginate?: ManifestPagination;
  /** update: downstream paths filled from the current record when the mapped record lacks them */
  fillBeforeWrite?: Path[];
  /** `records_select`: the record list computed from the body (JSONata) instead of read at `records` */
  recordsSelect?: BoundedExpression;
  /** `records_filter`: a listed record is kept when its value at `path` is one of `values` (compared as JSON) */
  recordsFilter?: CompiledRecordsFilter;
  /** `hydrate`: each listed item replaced by the resource's get of its id, `concurrency` at a time */
  hydrate?: { id: Path; concurrency: number; unless?: BoundedExpression };
  /** `compose`: the mapped record composed into a message (`{{ message.* }}`) before the body renders */
  compose?: 'rfc2822';
  /** create: the tool accepts it without answering a record (`answer: none`, Graph's sendMail 202). */
  answersNothing?: true;
  /** `report_job` (list): the records come from an asynchronous report job, one per time window */
  reportJob?: CompiledReportJob;
  /** Matches a concrete downstream path (GET) back to this operation, for passthrough `data`. */
  pathPattern: RegExp;
}

/** `report_job` compiled: the records of a list come from an asynchronous report job (runtime/report-job.ts). */
export interface CompiledReportJob {
  /** tried in order, the first present read */
  id: Path[];
  poll: {
    request: CompiledRequest;
    /** tried in order, the first present read */
    status: Path[];
    /** lower-cased */
    done: string[];
    /** lower-cased */
    failed: string[];
    initialMs: number;
    maxMs: number;
    timeoutMs: number;
  };
  download: { request: CompiledRequest; hosts: string[]; maxBytes: number };
  window: { maxMs: number; defaultMs: number };
  maxRecords: number;
}

/** `models.<id>.fields_metadata`: the request listing a model's fields at the tool, and where to read each entry. */
export interface CompiledFieldsMetadata {
  request: CompiledRequest;
  records: Path;
  name: Path;
  label?: Path;
  type?: Path;
  pathPrefix: string;
}

export interface CompiledAuthMethod {
  spec: ManifestAuthMethod;
  authorizeUrl?: CompiledTemplate;
  tokenUrl?: CompiledTemplate;
  authorizeParams?: CompiledValue;
  tokenParams?: CompiledValue;
  refreshParams?: CompiledValue;
  /** `oauth2_password`: the manifest's `client_id` and `client_secret` (templates over inputs) as `{clientId, clientSecret}` */
  passwordClient?: CompiledValue;
  /** `revoke.url`, rendered with the connection's inputs when the connection is deleted */
  revokeUrl?: CompiledTemplate;
}

/** `lookups.<name>`: a per-account value read from another call's answer, cached per connection (runtime/lookups.ts). */
export interface CompiledLookup {
  name: string;
  description?: string;
  request: CompiledRequest;
  /** JSONata over the answer's body: a string or a number */
  value: BoundedExpression;
  ttlMs: number;
}

export interface CompiledAction {
  name: string;
  path: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  validateInput: ValidateFunction;
  validateOutput: ValidateFunction;
  request: CompiledRequest;
  response?: BoundedExpression;
}

export interface RetryPolicy {
  statuses: number[];
  onNetworkError: boolean;
  /** A request the tool did not answer in time is sent again (off by default: see the manifest schema). */
  onTimeout: boolean;
  maxAttempts: number;
  initialMs: number;
  maxBackoffMs: number;
  factor: number;
  jitter: 'none' | 'full' | 'equal';
  maxWaitMs: number;
}

/** What the connect modal shows beside a field: help text, where to find the value, an example, the format. */
export interface ConnectHelp {
  help?: string;
  helpUrl?: string;
  placeholder?: string;
  pattern?: string;
}

/** A field's words in other languages, by language tag (manifest `translations`). */
type FieldTranslations = Record<string, { label?: string; help?: string; placeholder?: string }>;
/** A method's words in other languages, by language tag (manifest `translations`). */
type MethodTranslations = Record<string, { label?: string; access?: string[] }>;

export interface ConnectField extends ConnectHelp {
  name: string;
  label: string;
  secret: boolean;
  required: boolean;
  translations?: FieldTranslations;
}

/**
 * What an integration offers: `unified` (unified models), `actions`, `sync` (synced cache), `native_webhooks` (the
 * tool's own change events), `passthrough` (every integration: any path of its API with the connection's
 * credentials). An auth-and-proxy manifest (sign-in, hosts, verify and nothing more) offers only passthrough.
 */
export type IntegrationOffer = 'unified' | 'actions' | 'sync' | 'native_webhooks' | 'passthrough';

export interface ConnectorInfo {
  integrationId: string;
  display: { name: string; iconURI: string };
  /** The tool's API documentation (manifest `connector.docs`), when given. */
  docsURL: string | null;
  categories: string[];
  authMethods: { id: string; type: string; label: string; access: string[]; fields: ConnectField[]; translations?: MethodTranslations }[];
  inputs: (ConnectHelp & {
    name: string;
    label: string;
    type: string;
    required: boolean;
    secret: boolean;
    fromTokenResponse?: string;
    fromCallbackQuery?: string;
    /** filled from the connection's basic credentials, never asked for */
    fromCredentials?: 'username';
    translations?: FieldTranslations;
  })[];
  capabilities: {
    models: Record<string, string[]>;
    actions: { name: string; path: string; inputSchema: Record<string, unknown>; outputSchema: Record<string, unknown> }[];
    /** What the integration offers, derived from its manifest, in this order: see IntegrationOffer. */
    offers: IntegrationOffer[];
    /** Unified models kept in the synced cache. */
    sync: string[];
    /** Unified models whose changes arrive as the tool's own webhooks. */
    nativeWebhooks: string[];
  };
  /** What it offers, as docs/catalog.md and the dashboard's Integrations page say it (one derivation). */
  catalog: CatalogFacts;
}

/** `webhooks.subscriptions[]`: how one connection is subscribed to the tool's change notifications. */
export interface CompiledSubscription {
  name: string;
  /** added to the connection's inbound URL */
  query?: Record<string, string>;
  events: string[];
  /**
   * generated by the gateway (random bytes, hex; or a random decimal number of some digits) or read from create's
   * answer; `inUrlQuery`: a generated secret also sent in the inbound URL given to the tool, as that query parameter
   */
  secrets: (
    | { name: string; generateBytes: number; inUrlQuery?: string }
    | { name: string; generateDigits: number }
    | { name: string; fromAnswer: Path }
  )[];
  create: CompiledRequest;
  /** the subscription id in create's answer */
  id: Path;
  /** the expiry in create's and renew's answers; absent: it does not expire */
  expiresAt?: Path;
  renew?: { request: CompiledRequest; beforeExpiryMs: number };
  /** sent in order after create, with the id known (a subscription made in steps: Mixmax's rule, then its action) */
  then?: CompiledRequest[];
  delete?: CompiledRequest;
}

/** A model's read operation that a passthrough of the same path is answered in the unified form from. */
export interface PassthroughRead {
  model: CompiledModel;
  name: 'get' | 'list';
  op: CompiledOperation;
}

/** Everything the runtime needs for one connector, built once at load. Immutable by convention. */
export interface CompiledConnector {
  id: string;
  dir: string;
  manifest: Manifest;
  info: ConnectorInfo;
  inputs: Record<string, ManifestInput>;
  baseUrl: CompiledTemplate;
  /** default headers (lower-case names), templates over inputs */
  headers: Record<string, CompiledTemplate>;
  timeoutMs: number;
  retry: RetryPolicy;
  rateLimit: ManifestRateLimit;
  errorRules: ManifestErrorRule[];
  auth: CompiledAuthMethod[];
  resources: Record<string, Record<string, CompiledOperation>>;
  models: Record<string, CompiledModel>;
  /**
   * The GET operations a passthrough path can map to a unified answer, in model order: each model's `get` and
   * `list` where the model offers them. Worked out here once, not per passthrough request.
   */
  passthroughReads: PassthroughRead[];
  /** Custom-field discovery per model (`models.<id>.fields_metadata`). */
  /** per model: `sync.delta.start_token`'s request, sent before a full read for the token the next changes read starts from */
  deltaStartRequests?: Record<string, CompiledRequest>;
  fieldsMetadata: Record<string, CompiledFieldsMetadata>;
  /** `connection.verify`: a cheap request that proves form credentials work before a connection is made. */
  verify?: CompiledRequest;
  /** The tool's native webhooks (signature and event mapping), when it declares them. */
  webhooks?: ManifestWebhooks;
  /** `webhooks.subscriptions`: subscribed by API per connection (empty: the tool's webhooks are set up by hand). */
  subscriptions: CompiledSubscription[];
  /** Actions keyed by their public path (`users/list`). */
  actions: Record<string, CompiledAction>;
  /** `lookups`: values requests take from another call's answer, by name. */
  lookups: Record<string, CompiledLookup>;
  hostOverride?: HostOverride;
  fixturesDir?: string;
}
