/**
 * The common models of the unified API: field names (camelCase, as API callers see them), their unified type,
 * and whether every connector must map the field or declare it `unsupported`. Connectors may not invent
 * unified fields; anything else goes to `additional`.
 */
export type UnifiedType = 'string' | 'number' | 'integer' | 'boolean' | 'datetime' | 'date' | 'enum';

export interface CommonField {
  type: UnifiedType;
  required?: boolean;
}

const f = (type: UnifiedType, required = false): CommonField => ({ type, required });
const TIMES = { createdTime: f('datetime', true), modifiedTime: f('datetime', true) };

export const COMMON_MODELS: Record<string, Record<string, CommonField>> = {
  'crm.contact': {
    id: f('string', true),
    firstName: f('string', true),
    lastName: f('string', true),
    email: f('string', true),
    phone: f('string', true),
    title: f('string'),
    accountId: f('string'),
    ownerId: f('string'),
    ...TIMES,
  },
  'crm.account': {
    id: f('string', true),
    name: f('string', true),
    domain: f('string', true),
    industry: f('string'),
    phone: f('string'),
    ownerId: f('string'),
    ...TIMES,
  },
  'crm.deal': {
    id: f('string', true),
    name: f('string', true),
    amount: f('number', true),
    stage: f('string', true),
    closeDate: f('date', true),
    accountId: f('string'),
    ownerId: f('string'),
    ...TIMES,
  },
  'crm.lead': {
    id: f('string', true),
    firstName: f('string', true),
    lastName: f('string', true),
    email: f('string', true),
    phone: f('string'),
    company: f('string', true),
    status: f('string'),
    ownerId: f('string'),
    ...TIMES,
  },
  'crm.note': {
    id: f('string', true),
    content: f('string', true),
    contactId: f('string'),
    accountId: f('string'),
    dealId: f('string'),
    ownerId: f('string'),
    ...TIMES,
  },
  'crm.user': {
    id: f('string', true),
    name: f('string', true),
    email: f('string', true),
    isActive: f('boolean'),
    createdTime: f('datetime'),
    modifiedTime: f('datetime'),
  },
  'crm.list': {
    id: f('string', true),
    nativeId: f('string', true),
    name: f('string', true),
    objectType: f('enum'),
    ...TIMES,
  },
  'engagement.user': {
    id: f('string', true),
    firstName: f('string'),
    lastName: f('string'),
    name: f('string', true),
    email: f('string', true),
    isActive: f('boolean'),
    createdTime: f('datetime'),
    modifiedTime: f('datetime'),
  },
  'engagement.contact': {
    id: f('string', true),
    firstName: f('string', true),
    lastName: f('string', true),
    email: f('string', true),
    phone: f('string'),
    title: f('string'),
    accountId: f('string'),
    ownerId: f('string'),
    ...TIMES,
  },
  'engagement.account': {
    id: f('string', true),
    name: f('string', true),
    domain: f('string', true),
    ownerId: f('string'),
    ...TIMES,
  },
  'engagement.sequence': {
    id: f('string', true),
    name: f('string', true),
    isEnabled: f('boolean'),
    ownerId: f('string'),
    ...TIMES,
  },
  'dialer.user': {
    id: f('string', true),
    name: f('string', true),
    email: f('string', true),
    availabilityStatus: f('string'),
    available: f('boolean'),
    createdAt: f('datetime'),
    directLink: f('string'),
    language: f('string'),
    timeZone: f('string'),
    wrapUpTime: f('integer'),
  },
  'dialer.call': {
    id: f('string', true),
    direction: f('enum', true),
    status: f('string', true),
    startedAt: f('datetime', true),
    answeredAt: f('datetime'),
    endedAt: f('datetime'),
    duration: f('integer', true),
    fromNumber: f('string'),
    toNumber: f('string'),
    userId: f('string'),
    recordingUrl: f('string'),
  },
};

/** Which codec types may carry a unified type (string ids may come from integers, enums from any codec). */
export const CODECS_FOR_TYPE: Record<UnifiedType, string[]> = {
  string: ['string', 'enum'],
  number: ['number', 'integer'],
  integer: ['integer', 'number'],
  boolean: ['boolean', 'enum'],
  datetime: ['datetime'],
  date: ['date', 'datetime'],
  enum: ['enum', 'string'],
};
