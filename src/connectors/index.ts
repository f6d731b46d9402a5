/**
 * Public API of the connector layer. Services import only this module.
 */
export { loadConnectorRegistry, type ConnectorRegistry } from './compile/registry.js';
export type { CompiledConnector, ConnectorInfo, HostOverrides } from './compile/compiled-connector.js';
export { ManifestErrors } from './manifest-error.js';
export { compileConnector } from './compile/compile-connector.js';
export { parseHostOverrides } from './connection/host-overrides.js';
export { preciseNow } from './connection/ports.js';
export { leanGot, sendOnce, toolClient } from './transport/lean-got.js';
export { DryRunRecorder, type PlannedMapping, type PlannedRequest } from './connection/dry-run.js';
export { createConnectorRuntime, type ConnectorRuntime } from './runtime/connector-runtime.js';
export type {
  ConnectionContext,
  Credentials,
  DownstreamCallEvent,
  RuntimeObserver,
  RuntimePorts,
  SandboxSettings,
  SandboxStatePort,
  SandboxToolState,
  TokenRefreshEvent,
} from './connection/ports.js';
export type { PassthroughRequest, PassthroughResult } from './runtime/passthrough.js';
export type { RevokeOutcome } from './auth/oauth2/revoke.js';
export { CredentialsRefusedError } from './auth/credentials-refused.js';
export type { UnifiedOperation, UnifiedParams } from './runtime/unified-operations.js';
export { isDeletedRecord } from './runtime/unified-operations.js';
export type { UnifiedRecord } from './mapping/model-mapper.js';
export { checkFieldMappingOverride, MAX_FIELD_MAPPING_CHARS, type FieldMappings } from './compile/field-overrides.js';
export type { ToolField } from './runtime/list-fields.js';
export type { ToolSubscription } from './runtime/subscriptions.js';
export { DeltaTokenExpired, type DeltaPage } from './runtime/delta-listing.js';
export {
  decodeInboundWebhook,
  verifyInboundWebhook,
  webhookHandshake,
  type HandshakeAnswer,
  type InboundChange,
  type InboundRequest,
  type WebhookCheck,
} from './runtime/inbound-webhooks.js';
export {
  commonModelById,
  commonModelByPath,
  commonModels,
  optInCacheFields,
  type CommonFieldData,
  type CommonModel,
} from './schema/common-models.js';
export { commonModelRecordSchema } from './schema/common-model-schema.js';
export { replaceModelSchemas } from './compile/model-schema.js';
export { generateManifest, type GeneratedManifest } from './generate/generate-manifest.js';
export { OpenApiInputError, OPENAPI_LIMITS, readOpenApiDocument } from './generate/openapi-document.js';
export { conformManifest, formatMismatch, type Mismatch } from './conform/conform.js';
export { mockDrive, type DriveResult } from './testing/mock-drive.js';
