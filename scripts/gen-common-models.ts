/**
 * src/connectors/schema/common-models.yaml -> src/connectors/schema/common-models.gen.ts: the data checked against
 * the file's schema (below) and emitted as a typed constant, so the runtime needs no YAML parser or file at start.
 * Used by scripts/gen-manifest-types.ts (and its `--check`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMMON_MODELS_YAML = path.join(root, 'src/connectors/schema/common-models.yaml');

const field = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'description'],
  properties: {
    type: { enum: ['string', 'number', 'integer', 'boolean', 'datetime', 'date', 'enum', 'array'] },
    enum: { type: 'array', items: { type: 'string' }, minItems: 1 },
    minimum: { type: 'number' },
    nullable: { type: 'boolean' },
    required: { type: 'boolean' },
    write: { enum: ['always', 'create', 'never'] },
    copy_of: { type: 'string' },
    fixed: {},
    items: { type: 'object' },
    additional_only: { type: 'boolean' },
    cache: { enum: ['always', 'opt_in'] },
    formerly: { type: 'array', items: { type: 'string' } },
    description: { type: 'string', minLength: 1 },
  },
};

const fileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['models'],
  properties: {
    models: {
      type: 'object',
      propertyNames: { pattern: '^[a-z]+\\.[a-z]+$' },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['schema', 'plural', 'singular', 'description', 'fields'],
        properties: {
          schema: { type: 'string', pattern: '^[A-Z][A-Za-z]+$' },
          plural: { type: 'string', pattern: '^[a-z]+$' },
          singular: { type: 'string', pattern: '^[a-z]+$' },
          description: { type: 'string', minLength: 1 },
          fields: { type: 'object', propertyNames: { pattern: '^[a-z][A-Za-z]*$' }, additionalProperties: field },
        },
      },
    },
  },
};

const HEADER = `/**
 * GENERATED FILE, do not edit. Source: src/connectors/schema/common-models.yaml (its header explains each key).
 * Regenerate with \`npm run gen:manifest-types\` (scripts/gen-common-models.ts).
 */

export interface CommonFieldData {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'datetime' | 'date' | 'enum' | 'array';
  enum?: readonly string[];
  minimum?: number;
  nullable?: boolean;
  required?: boolean;
  write?: 'always' | 'create' | 'never';
  copy_of?: string;
  fixed?: unknown;
  items?: Readonly<Record<string, unknown>>;
  additional_only?: boolean;
  cache?: 'always' | 'opt_in';
  formerly?: readonly string[];
  description: string;
}

export interface CommonModelData {
  schema: string;
  plural: string;
  singular: string;
  description: string;
  fields: Readonly<Record<string, CommonFieldData>>;
}
`;

export async function generateCommonModels(): Promise<string> {
  const data = parse(await readFile(COMMON_MODELS_YAML, 'utf8')) as { models: Record<string, { fields: Record<string, unknown> }> };
  const ajv = new Ajv({ allErrors: true, strict: true });
  if (!ajv.validate(fileSchema, data)) {
    throw new Error(`common-models.yaml: ${ajv.errorsText(ajv.errors, { separator: '\n  ' })}`);
  }
  for (const [id, m] of Object.entries(data.models)) {
    for (const [name, f] of Object.entries(m.fields) as [string, { copy_of?: string }][]) {
      if (f.copy_of && !(f.copy_of in m.fields))
        throw new Error(`common-models.yaml: ${id}.${name}: copy_of '${f.copy_of}' is not a field`);
    }
  }
  const ts = `${HEADER}\nexport const COMMON_MODEL_DATA: Readonly<Record<string, CommonModelData>> = ${JSON.stringify(data.models)};\n`;
  return format(ts, { ...(await resolveConfig(path.join(root, 'src/x.ts'))), parser: 'typescript' });
}
