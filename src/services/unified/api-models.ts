import { COMMON_MODELS } from '../../connectors/index.js';

/**
 * How a common model of the runtime (`crm.contact`, fields as in src/connectors/schema/common-models.ts) appears
 * in the API (openapi.yaml components.schemas, e.g. `CrmContact`). The two vocabularies differ in a few names
 * (`title` vs `jobTitle`) and the API adds `nativeId` and some fields no runtime model carries (always null).
 * This table is the single bridge, used both to present records and to accept writes, and by the spec generator.
 */
export interface ApiModel {
  /** runtime model id, e.g. `crm.contact` */
  id: string;
  category: string;
  /** URL segment and list key, e.g. `contacts` */
  plural: string;
  /** body/result key for one record, e.g. `contact` */
  singular: string;
  /** components.schemas name, e.g. `CrmContact` */
  schema: string;
  /** API field name -> runtime field name, where they differ */
  renames: Record<string, string>;
  /** API fields with no runtime counterpart: always null on read, refused on write */
  nullOnly: string[];
  /** Runtime fields the API schema does not show: moved under `additional` when asked for, else dropped */
  hidden: string[];
  /** API fields that carry a date-time where the runtime carries a date */
  dateAsDateTime: string[];
  /** The API schema has a `nativeId` (= the tool's id) that the runtime model does not carry */
  hasNativeId: boolean;
  /** Fixed values of API-only fields that are not null (e.g. a list's members on unified endpoints) */
  defaults: Record<string, unknown>;
}

const plurals: Record<string, string> = {
  contact: 'contacts',
  account: 'accounts',
  deal: 'deals',
  lead: 'leads',
  note: 'notes',
  user: 'users',
  list: 'lists',
  sequence: 'sequences',
  call: 'calls',
};

const SPECIAL: Record<string, Partial<ApiModel>> = {
  'crm.contact': { renames: { jobTitle: 'title' } },
  'crm.account': { renames: { website: 'domain' }, nullOnly: ['numberOfEmployees'], hidden: ['phone'] },
  'crm.deal': { nullOnly: ['currency', 'isWon', 'isClosed'], dateAsDateTime: ['closeDate'] },
  'crm.user': { hidden: ['isActive'] },
  'crm.list': { hidden: ['objectType'], defaults: { associations: [] } },
  'engagement.user': { hidden: ['name', 'isActive'] },
  'engagement.contact': { renames: { jobTitle: 'title' } },
  'engagement.account': {},
  'engagement.sequence': {},
  'dialer.user': {
    renames: { createdTime: 'createdAt' },
    hidden: ['availabilityStatus', 'directLink', 'language', 'timeZone', 'wrapUpTime'],
  },
  'dialer.call': {
    // Which end of the call each number is depends on the direction: the manifests say so (fromNumber/toNumber).
    renames: { startedTime: 'startedAt', answeredTime: 'answeredAt', endedTime: 'endedAt', durationSeconds: 'duration' },
  },
};

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function build(id: string): ApiModel {
  const [category, name] = id.split('.') as [string, string];
  const special = SPECIAL[id] ?? {};
  return {
    id,
    category,
    plural: plurals[name] ?? `${name}s`,
    singular: name,
    schema: `${pascal(category)}${pascal(name)}`,
    renames: special.renames ?? {},
    nullOnly: special.nullOnly ?? [],
    hidden: special.hidden ?? [],
    dateAsDateTime: special.dateAsDateTime ?? [],
    hasNativeId: category === 'crm' && !('nativeId' in (COMMON_MODELS[id] ?? {})),
    defaults: special.defaults ?? {},
  };
}

export const API_MODELS: readonly ApiModel[] = Object.keys(COMMON_MODELS).map(build);

export function apiModelById(id: string): ApiModel | undefined {
  return API_MODELS.find((m) => m.id === id);
}

export function apiModelByPath(category: string, plural: string): ApiModel | undefined {
  return API_MODELS.find((m) => m.category === category && m.plural === plural);
}
