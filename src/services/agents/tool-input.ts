import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { JsonSchema } from './tool-schemas.js';

const require = createRequire(import.meta.url);
const Ajv = require('ajv') as typeof import('ajv').default;
const addFormats = require('ajv-formats') as typeof import('ajv-formats').default;

/** Tool inputs are checked here before anything runs (the REST routes have openapi-backend for that; tools do not). */
const ajv = new Ajv({ strict: false, allErrors: true, allowUnionTypes: true, coerceTypes: false });
addFormats(ajv);

/** Compiled per schema object: tool schemas are built once per connector and reused. */
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** Checks a tool's arguments against its input schema; refuses with VALIDATION_FAILED naming each problem. */
export function checkToolInput(toolName: string, schema: JsonSchema, args: unknown): Record<string, unknown> {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  if (validate(args)) return args as Record<string, unknown>;
  const details = (validate.errors ?? []).slice(0, 20).map((e) => {
    let field = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (e.keyword === 'required') field = [field, String(e.params.missingProperty)].filter(Boolean).join('.');
    if (e.keyword === 'additionalProperties') field = [field, String(e.params.additionalProperty)].filter(Boolean).join('.');
    return { field: field || 'arguments', rule: e.keyword, message: e.message ?? 'is invalid' };
  });
  const first = details[0];
  throw new PlugboardError(
    'VALIDATION_FAILED',
    `Invalid arguments for ${toolName}${first ? `: ${first.field} ${first.message}` : ''} (see the tool's inputSchema)`,
    { details },
  );
}
