import type { CommonFieldData, CommonModel, CompiledConnector } from '../../connectors/index.js';

/** A JSON Schema object (draft 2020-12 subset that MCP, OpenAI and Anthropic tool definitions all accept). */
export type JsonSchema = Record<string, unknown>;

const include: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Extra data per record (both off by default: they make answers much longer).',
  properties: {
    additional: { type: 'boolean', description: "Add the tool's fields that have no unified name as `additional`." },
    $native: { type: 'boolean', description: "Add each record's raw form from the tool as `$native`." },
  },
};

const cursor: JsonSchema = {
  type: 'string',
  minLength: 1,
  description: 'The `nextPageCursor` returned by the previous call, to read the next page. Omit it for the first page.',
};

const pageSize: JsonSchema = {
  type: 'integer',
  minimum: 1,
  maximum: 100,
  description: "Records per page (the integration's default when omitted).",
};

const idOf = (m: CommonModel): JsonSchema => ({
  type: 'string',
  minLength: 1,
  description: `The ${m.singular}'s id (the \`id\` field of a ${m.singular} returned by the list, search or get tools).`,
});

/** A common-model field as a JSON Schema property; `null` is accepted where the API accepts it (it clears the field). */
function fieldSchema(f: CommonFieldData): JsonSchema {
  const nullable = f.nullable !== false;
  let schema: JsonSchema;
  switch (f.type) {
    case 'datetime':
      schema = { type: nullable ? ['string', 'null'] : 'string', format: 'date-time' };
      break;
    case 'date':
      schema = { type: nullable ? ['string', 'null'] : 'string', format: 'date' };
      break;
    case 'enum':
      schema = { type: nullable ? ['string', 'null'] : 'string', enum: nullable ? [...(f.enum ?? []), null] : [...(f.enum ?? [])] };
      break;
    case 'array':
      schema = { type: nullable ? ['array', 'null'] : 'array', items: f.items ?? {} };
      break;
    default:
      schema = { type: nullable ? [f.type, 'null'] : f.type };
  }
  if (f.minimum !== undefined) schema.minimum = f.minimum;
  schema.description = f.description;
  return schema;
}

/**
 * The record a create or update may send: the common model's fields this connector can write (mapped to a
 * downstream path, not read-only or computed), plus `additional` for the tool's own fields. `create`-only fields
 * are offered on create alone.
 */
function recordSchema(m: CommonModel, connector: CompiledConnector, op: 'create' | 'update'): JsonSchema {
  const writable = new Set(connector.models[m.id]?.fields.filter((f) => f.writable && f.path).map((f) => f.name) ?? []);
  const properties: Record<string, JsonSchema> = {};
  for (const [name, f] of Object.entries(m.fields)) {
    if (!writable.has(name) || f.write === 'never' || f.fixed !== undefined || f.copy_of !== undefined) continue;
    if (f.write === 'create' && op === 'update') continue;
    properties[name] = fieldSchema(f);
  }
  properties.additional = {
    type: 'object',
    description: "The tool's own fields by their native names, for what the unified fields do not cover.",
  };
  return {
    type: 'object',
    additionalProperties: false,
    description:
      op === 'create'
        ? `Fields of the new ${m.singular}; omitted fields are left unset.`
        : `Only the fields to change; omitted fields are left as they are, null clears a field.`,
    properties,
  };
}

/** The input schema of a unified operation, derived from the common model and what this connector maps. */
export function unifiedInputSchema(m: CommonModel, connector: CompiledConnector, op: string): JsonSchema {
  switch (op) {
    case 'list':
      return { type: 'object', additionalProperties: false, properties: { cursor, pageSize, include } };
    case 'search':
      return {
        type: 'object',
        additionalProperties: false,
        required: ['filter'],
        properties: {
          filter: {
            type: 'object',
            additionalProperties: false,
            required: ['query'],
            description: 'What to search for.',
            properties: {
              query: {
                type: 'string',
                minLength: 1,
                description: `Free text matched by the tool over the ${m.singular}'s searchable fields.`,
              },
            },
          },
          cursor,
          pageSize,
          include,
        },
      };
    case 'get':
      return { type: 'object', additionalProperties: false, required: ['id'], properties: { id: idOf(m), include } };
    case 'delete':
      return { type: 'object', additionalProperties: false, required: ['id'], properties: { id: idOf(m) } };
    case 'create':
      return {
        type: 'object',
        additionalProperties: false,
        required: [m.singular],
        properties: { [m.singular]: recordSchema(m, connector, 'create') },
      };
    default:
      return {
        type: 'object',
        additionalProperties: false,
        required: ['id', m.singular],
        properties: { id: idOf(m), [m.singular]: recordSchema(m, connector, 'update') },
      };
  }
}

/** An action's declared input schema as a tool input: an object at the top (MCP requires it), draft keywords dropped. */
export function actionInputSchema(input: Record<string, unknown>): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = input;
  if (rest.type === 'object') return rest;
  return { type: 'object', additionalProperties: false, required: ['input'], properties: { input: rest } };
}

export const PASSTHROUGH_INPUT: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'path'],
  properties: {
    method: { type: 'string', enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], description: 'HTTP method.' },
    path: {
      type: 'string',
      minLength: 1,
      maxLength: 2048,
      description: "The tool's API path, starting with `/` (the connection's base URL and credentials are added by the gateway).",
    },
    query: {
      type: 'object',
      description: 'Query parameters.',
      additionalProperties: { type: ['string', 'number', 'boolean'] },
    },
    json: { description: 'JSON body to send (not with GET).' },
  },
};
