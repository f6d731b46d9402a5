/**
 * The common models of the unified API, read from their one source, common-models.yaml (through the generated
 * common-models.gen.ts). Field names are the API's: manifests map them, callers read and write them. Connectors
 * may not invent unified fields; anything else goes to `additional`.
 */
import { COMMON_MODEL_DATA, type CommonFieldData, type CommonModelData } from './common-models.gen.js';

export type { CommonFieldData, CommonModelData };

/** The types a manifest field can carry (an `array` field is mapped with the `list` codec, unless it is fixed). */
export type UnifiedType = CommonFieldData['type'];

export interface CommonField {
  type: UnifiedType;
  required?: boolean;
  write: 'always' | 'create' | 'never';
  formerly: readonly string[];
  /** opt_in: kept in the synced cache only when a connection's sync fields name it (message bodies) */
  cache: 'always' | 'opt_in';
}

export interface CommonModel extends CommonModelData {
  id: string;
  /** `crm` of `crm.contact` */
  category: string;
}

/** A field a manifest maps (not a copy of another field, not a fixed value). */
const mappable = (f: CommonFieldData) => f.copy_of === undefined && f.fixed === undefined;

/** Per model, the fields a manifest may map, with the facts the semantic pass and the mapper need. */
export const COMMON_MODELS: Record<string, Record<string, CommonField>> = Object.fromEntries(
  Object.entries(COMMON_MODEL_DATA).map(([id, m]) => [
    id,
    Object.fromEntries(
      Object.entries(m.fields)
        .filter(([, f]) => mappable(f))
        .map(([name, f]) => [
          name,
          {
            type: f.type,
            required: f.required === true,
            write: f.write ?? 'always',
            formerly: f.formerly ?? [],
            cache: f.cache ?? 'always',
          },
        ]),
    ),
  ]),
);

const MODELS: readonly CommonModel[] = Object.entries(COMMON_MODEL_DATA).map(([id, m]) => ({
  ...m,
  id,
  category: id.split('.')[0]!,
}));

export function commonModels(): readonly CommonModel[] {
  return MODELS;
}

export function commonModelById(id: string): CommonModel | undefined {
  return MODELS.find((m) => m.id === id);
}

/** `crm` + `contacts` -> crm.contact (the unified endpoints' path segments). */
export function commonModelByPath(category: string, plural: string): CommonModel | undefined {
  return MODELS.find((m) => m.category === category && m.plural === plural);
}

/** The field that used to be called `name` (before the runtime took the API's names), e.g. title -> jobTitle. */
export function renamedField(modelId: string, name: string): string | undefined {
  return Object.entries(COMMON_MODELS[modelId] ?? {}).find(([, f]) => f.formerly.includes(name))?.[0];
}

/** Which codec types may carry a unified type (string ids may come from integers, enums from any codec). */
export const CODECS_FOR_TYPE: Record<UnifiedType, string[]> = {
  string: ['string', 'enum', 'address'],
  number: ['number', 'integer'],
  integer: ['integer', 'number'],
  boolean: ['boolean', 'enum'],
  // A date-only tool field (a deal's close date) carries a date-time: the API shows it at midnight UTC.
  datetime: ['datetime', 'date'],
  date: ['date', 'datetime'],
  enum: ['enum', 'string'],
  array: ['list', 'address_list'],
};

/** The fields of a model the synced cache keeps only when a connection's sync fields name them (message bodies). */
export function optInCacheFields(modelId: string): string[] {
  return Object.entries(COMMON_MODELS[modelId] ?? {})
    .filter(([, f]) => f.cache === 'opt_in')
    .map(([n]) => n);
}
