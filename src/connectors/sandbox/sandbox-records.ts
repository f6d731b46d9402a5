import { Faker, en } from '@faker-js/faker';
import type { CompiledConnector } from '../compile/compiled-connector.js';
import type { CompiledField, CompiledModel } from '../mapping/model-mapper.js';
import { getPath, setPath } from '../mapping/paths.js';
import type { SandboxStoredRecord as SandboxRecord } from '../connection/ports.js';

const DAY = 86_400_000;

/** The creation second of the sandbox's first ObjectId-like id (2024-01-01T00:00:00Z); each next one an hour later. */
const OBJECT_ID_EPOCH_S = 1_704_067_200;
/** A 32-bit seed from a text (FNV-1a): the same integration, resource and index always give the same record. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Makes native records for a connector's resource by inverting its model mappings: a unified value is chosen per
 * mapped field (realistic, from faker's seeded generator, by the field's name and codec), encoded with the field's
 * own codec and written at the field's native path, over a template (a record the connector's fixtures recorded
 * for that resource, when there is one, so fields the mapping computes from several native ones are present too).
 * Generic: the manifest says where each value goes; nothing here knows a tool.
 */
export class SandboxRecordMaker {
  private readonly faker = new Faker({ locale: [en] });

  constructor(
    private readonly connector: CompiledConnector,
    private readonly resource: string,
    private readonly template: Record<string, unknown> | undefined,
  ) {}

  /** The models reading this resource (a resource may serve several; their fields are all filled). */
  private models(): CompiledModel[] {
    return Object.values(this.connector.models).filter((m) => m.resource === this.resource);
  }

  /** The native id path of the resource's records (the models' `id` field), `id` when no model says. */
  idPath(): readonly string[] {
    for (const m of this.models()) {
      const f = m.fields.find((x) => x.name === 'id' && x.path);
      if (f?.path) return f.path;
    }
    return ['id'];
  }

  /** The native paths of the models' creation and modification times (their encoders), to stamp writes. */
  timeFields(): { field: CompiledField; created: boolean }[] {
    const out: { field: CompiledField; created: boolean }[] = [];
    for (const m of this.models())
      for (const f of m.fields) {
        if (!f.path) continue;
        const cursor = m.sync?.incremental?.cursor_field;
        if (f.name === 'modifiedTime' || f.name === cursor) out.push({ field: f, created: false });
        else if (f.name === 'createdTime') out.push({ field: f, created: true });
      }
    return out;
  }

  /** Record number `index` of the resource, changed last at `modifiedAt` (deterministic for the same inputs). */
  make(index: number, seed: string, modifiedAt: number): SandboxRecord {
    this.faker.seed(seedOf(`${this.connector.id}/${this.resource}/${seed}/${index}`));
    const native: Record<string, unknown> = this.template ? structuredClone(this.template) : {};
    const person = { first: this.faker.person.firstName(), last: this.faker.person.lastName() };
    for (const m of this.models())
      for (const f of m.fields) {
        if (!f.path || f.path.length === 0 || f.name === 'id') continue;
        const value = this.unifiedValue(m, f, person, modifiedAt);
        if (value === undefined) continue;
        try {
          setPath(native, f.path, f.codec.write(value));
        } catch {
          // A value this field's codec refuses (a strict format): the template's value stays.
        }
      }
    // A listing that keeps only some records (`records_filter`: an endpoint listing several kinds) keeps this one.
    for (const op of Object.values(this.connector.resources[this.resource] ?? {}))
      if (op.recordsFilter && op.recordsFilter.values.length > 0) setPath(native, op.recordsFilter.path, op.recordsFilter.values[0]);
    const id = this.idFor(index, getPath(this.template, this.idPath()));
    setPath(native, this.idPath(), id);
    return { id: String(id), native, modifiedAt };
  }

  /** Writes the record's id and times into a native body the gateway sent (a create or an update). */
  stamp(native: Record<string, unknown>, id: string | undefined, created: number | undefined, modifiedAt: number): void {
    if (id !== undefined) setPath(native, this.idPath(), this.idValue(id));
    for (const { field, created: isCreation } of this.timeFields()) {
      if (isCreation && created === undefined) continue;
      try {
        setPath(native, field.path!, field.codec.write(new Date(isCreation ? created! : modifiedAt).toISOString()));
      } catch {
        // not a time this codec writes: left as it is
      }
    }
  }

  /** The native paths of the models' writable fields (what a person edits). */
  writablePaths(): (readonly string[])[] {
    return this.models().flatMap((m) => m.fields.filter((f) => f.writable && f.path && f.path.length > 0).map((f) => f.path!));
  }

  /** An id for a record the gateway creates, of the same kind as the generated ones. */
  newId(seq: number): string {
    return String(this.idFor(seq, getPath(this.template, this.idPath())));
  }

  /** The id as the tool writes it in its records (a number where the template holds a number). */
  private idValue(id: string): unknown {
    return typeof getPath(this.template, this.idPath()) === 'number' && /^\d+$/.test(id) ? Number(id) : id;
  }

  private idFor(index: number, like: unknown): string | number {
    if (typeof like === 'number') return 1000 + index;
    if (typeof like === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(like)) return this.faker.string.uuid();
    // A MongoDB ObjectId (Mixmax, lemlist's older ids): its first 4 bytes are a creation time, which manifests read.
    if (typeof like === 'string' && /^[0-9a-f]{24}$/.test(like))
      return (OBJECT_ID_EPOCH_S + index * 3600).toString(16) + index.toString(16).padStart(16, '0');
    if (typeof like === 'string' && /^[A-Za-z0-9]{15,18}$/.test(like) && !/^\d+$/.test(like))
      return `${like.slice(0, 3)}${String(index).padStart(like.length - 3, '0')}`;
    return String(1000 + index);
  }

  /** A realistic unified value for a field, by its name, the model's kind and the codec's type. */
  private unifiedValue(m: CompiledModel, f: CompiledField, person: { first: string; last: string }, modifiedAt: number): unknown {
    const fk = this.faker;
    const n = f.name.toLowerCase();
    const kind = m.id.toLowerCase();
    if (f.codec.type === 'enum') return this.enumValue(m, f.name);
    if (f.codec.type === 'list') return this.listValue(m, f.name, person);
    if (n === 'modifiedtime' || n === m.sync?.incremental?.cursor_field.toLowerCase()) return new Date(modifiedAt).toISOString();
    if (n === 'createdtime' || n === 'startedtime') return new Date(modifiedAt - fk.number.int({ min: 0, max: 30 }) * DAY).toISOString();
    if (f.codec.type === 'datetime') return fk.date.between({ from: modifiedAt - 90 * DAY, to: modifiedAt }).toISOString();
    if (f.codec.type === 'date') return fk.date.soon({ days: 90, refDate: modifiedAt }).toISOString().slice(0, 10);
    if (f.codec.type === 'boolean') return n.includes('active') ? true : fk.datatype.boolean();
    if (n === 'firstname') return person.first;
    if (n === 'lastname') return person.last;
    if (n.includes('email')) return fk.internet.exampleEmail({ firstName: person.first, lastName: person.last }).toLowerCase();
    if (n.includes('phone') || n === 'from' || n === 'to' || n.endsWith('number')) return fk.phone.number({ style: 'international' });
    if (n.endsWith('id') || n.endsWith('ids')) return String(fk.number.int({ min: 1000, max: 1020 }));
    if (f.codec.type === 'number' || f.codec.type === 'integer')
      return n.includes('amount') || n.includes('value') ? fk.number.int({ min: 10, max: 500 }) * 100 : fk.number.int({ min: 1, max: 900 });
    if (n === 'name' || n === 'fullname') {
      if (/account|compan|organi/.test(kind)) return fk.company.name();
      if (/deal|opportunit/.test(kind)) return `${fk.company.name()} - ${fk.commerce.productName()}`;
      if (/sequence|cadence|list/.test(kind)) return `${fk.commerce.productAdjective()} ${fk.word.noun()} outreach`;
      return `${person.first} ${person.last}`;
    }
    if (n.includes('title')) return fk.person.jobTitle();
    if (n.includes('website') || n.includes('domain') || n.includes('url')) return fk.internet.url();
    if (n.includes('industry')) return fk.commerce.department();
    if (n.includes('company')) return fk.company.name();
    if (n.includes('city')) return fk.location.city();
    if (n.includes('country')) return fk.location.country();
    if (n.includes('content') || n.includes('body') || n.includes('description') || n.includes('note') || n.includes('subject'))
      return fk.lorem.sentence();
    if (n.includes('direction')) return fk.helpers.arrayElement(['inbound', 'outbound']);
    if (n.includes('stage') || n.includes('status')) return fk.helpers.arrayElement(['open', 'qualified', 'won']);
    return fk.lorem.word();
  }

  /**
   * A list field's value: two items whose keys are the codec's `items` (people: an email and a name; an enum item
   * one of its values), or two words for a list of scalars (labels).
   */
  private listValue(m: CompiledModel, field: string, person: { first: string; last: string }): unknown {
    const fk = this.faker;
    const codec = this.connector.manifest.models?.[m.id]?.fields[field]?.codec;
    const items = codec && typeof codec === 'object' && codec.type === 'list' ? codec.items : undefined;
    if (!items) return [fk.lorem.word().toUpperCase(), fk.lorem.word().toUpperCase()];
    return [0, 1].map((i) => {
      const first = i === 0 ? person.first : fk.person.firstName();
      const last = i === 0 ? person.last : fk.person.lastName();
      return Object.fromEntries(
        Object.entries(items).map(([key, spec]): [string, unknown] => {
          const c = typeof spec === 'object' ? spec.codec : undefined;
          const k = key.toLowerCase();
          if (typeof c === 'object' && c.type === 'enum') return [key, fk.helpers.arrayElement(Object.keys(c.values))];
          // The other object codec of a list item, after enum, is boolean's (with its true/false words).
          if (c === 'boolean' || typeof c === 'object') return [key, fk.datatype.boolean()];
          if (c === 'datetime') return [key, fk.date.recent().toISOString()];
          if (c === 'number' || c === 'integer') return [key, fk.number.int({ min: 1000, max: 90000 })];
          if (k.includes('email')) return [key, fk.internet.exampleEmail({ firstName: first, lastName: last }).toLowerCase()];
          if (k === 'name') return [key, `${first} ${last}`];
          return [key, fk.lorem.word()];
        }),
      );
    });
  }

  /** One of the unified values an enum codec knows (its manifest `values`). */
  private enumValue(m: CompiledModel, field: string): unknown {
    const codec = this.connector.manifest.models?.[m.id]?.fields[field]?.codec;
    const values = codec && typeof codec === 'object' && 'values' in codec ? Object.keys(codec.values) : [];
    return values.length ? this.faker.helpers.arrayElement(values) : undefined;
  }
}
