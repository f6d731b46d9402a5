import type { CommonFieldData } from './common-models.gen.js';
import type { CommonModel } from './common-models.js';

type Json = Record<string, unknown>;

function baseSchema(f: CommonFieldData): Json {
  switch (f.type) {
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'enum':
      return { type: 'string', ...(f.enum ? { enum: [...f.enum] } : {}) };
    case 'array':
      return { type: 'array', ...(f.items ? { items: f.items } : {}) };
    default:
      return { type: f.type, ...(f.minimum !== undefined ? { minimum: f.minimum } : {}) };
  }
}

function fieldSchema(f: CommonFieldData): Json {
  const base = baseSchema(f);
  if (f.nullable !== false) return { description: f.description, anyOf: [base, { type: 'null' }] };
  const { items, ...rest } = base;
  return { ...rest, description: f.description, ...(items ? { items } : {}) };
}

/**
 * The JSON Schema of a common model's record as the API shows it (the compiled model's toApi with no options): every
 * field but the additional-only ones, all present (null when unknown), nothing else. Said once for openapi.yaml's
 * component schema (which adds the optional `additional` and `$native`) and for an action output's `{ $model }`.
 */
export function commonModelRecordSchema(m: CommonModel): Json {
  const shown = Object.entries(m.fields).filter(([, f]) => !f.additional_only);
  return {
    type: 'object',
    description: m.description,
    additionalProperties: false,
    required: shown.map(([n]) => n),
    properties: Object.fromEntries(shown.map(([n, f]) => [n, fieldSchema(f)])),
  };
}
