import { DateTime } from 'luxon';
import type { ManifestCodec, ManifestListCodec } from '../schema/manifest.gen.js';
import { formatMailbox, parseAddressList, type Mailbox } from './email-addresses.js';
import { getPath, parsePath, setPath, type Path } from './paths.js';

/**
 * Field codecs: `read` turns a downstream value into the unified one (lenient: an undecodable value reads as
 * null), `write` is the inverse (strict: a value that cannot be encoded throws CodecError, which the mapper
 * turns into VALIDATION_FAILED naming the field). Datetimes always read out as ISO 8601 UTC.
 */
export interface Codec {
  type: string;
  read(value: unknown): unknown;
  write(value: unknown): unknown;
}

export class CodecError extends Error {}

export function compileCodec(spec: ManifestCodec | undefined): Codec {
  const s = typeof spec === 'string' ? { type: spec } : (spec ?? { type: 'string' as const });
  switch (s.type) {
    case 'string':
      return stringCodec('write_as' in s ? s.write_as : undefined, 'read_decode' in s ? s.read_decode : undefined);
    case 'number':
    case 'integer':
      return numberCodec(s.type === 'integer', 'write_as' in s ? s.write_as : undefined, 'minor_units' in s ? s.minor_units : undefined);
    case 'boolean':
      return booleanCodec('true_values' in s ? s.true_values : undefined, 'false_values' in s ? s.false_values : undefined);
    case 'datetime': {
      const f = 'format' in s ? s.format : undefined;
      return datetimeCodec(f === undefined ? ['iso8601'] : typeof f === 'string' ? [f] : f, 'zone' in s ? s.zone : undefined);
    }
    case 'date':
      return dateCodec('format' in s && typeof s.format === 'string' ? s.format : 'yyyy-MM-dd');
    case 'enum':
      return enumCodec(s.values, s.unknown ?? 'passthrough');
    case 'list':
      return listCodec('items' in s ? s.items : undefined, 'max_items' in s ? (s.max_items ?? 500) : 500);
    case 'address':
      return addressCodec('part' in s ? (s.part ?? 'email') : 'email');
    case 'address_list':
      return addressListCodec('max_items' in s ? (s.max_items ?? 500) : 500);
    default:
      throw new CodecError(`unknown codec ${(s as { type: string }).type}`);
  }
}

type Scalar = string | number | boolean;

/** Base64 or base64url (RFC 4648 §5) bytes of UTF-8 text; Buffer's base64 decoder takes both alphabets. */
function decodeText(v: string): string | null {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(v)) return null;
  return Buffer.from(v, 'base64').toString('utf8');
}

function stringCodec(writeAs: 'string' | 'integer' | undefined, readDecode?: 'base64' | 'base64url'): Codec {
  return {
    type: 'string',
    read: (v) => {
      if (v === null || v === undefined || typeof v === 'object') return null;
      return readDecode && typeof v === 'string' ? decodeText(v) : String(v);
    },
    write: (v) => {
      if (v === null) return null;
      if (typeof v !== 'string' && typeof v !== 'number') throw new CodecError(`expected a string, got ${typeof v}`);
      if (writeAs === 'integer') {
        const s = String(v);
        if (!/^-?\d+$/.test(s)) throw new CodecError(`expected an integer id, got ${JSON.stringify(v)}`);
        return Number(s);
      }
      return String(v);
    },
  };
}

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
  return undefined;
}

function numberCodec(integer: boolean, writeAs: 'number' | 'string' | undefined, minorUnits?: number): Codec {
  const factor = 10 ** (minorUnits ?? 0);
  return {
    type: integer ? 'integer' : 'number',
    read: (v) => {
      const raw = toNumber(v);
      const n = raw === undefined ? undefined : raw / factor;
      return n === undefined ? null : integer ? Math.trunc(n) : n;
    },
    write: (v) => {
      if (v === null) return null;
      const n = toNumber(v);
      if (n === undefined) throw new CodecError(`expected a number, got ${JSON.stringify(v)}`);
      if (integer && !Number.isInteger(n)) throw new CodecError(`expected an integer, got ${JSON.stringify(v)}`);
      const out = minorUnits ? Math.round(n * factor) : n;
      return writeAs === 'string' ? String(out) : out;
    },
  };
}

function booleanCodec(trueValues: Scalar[] | undefined, falseValues: Scalar[] | undefined): Codec {
  const tv = trueValues ?? [true, 'true', 1, '1'];
  const fv = falseValues ?? [false, 'false', 0, '0'];
  const has = (list: Scalar[], v: unknown) =>
    list.some((x) => x === v || (typeof v === 'string' && String(x).toLowerCase() === v.toLowerCase()));
  return {
    type: 'boolean',
    read: (v) => (has(tv, v) ? true : has(fv, v) ? false : null),
    write: (v) => {
      if (v === null) return null;
      if (typeof v !== 'boolean') throw new CodecError(`expected a boolean, got ${JSON.stringify(v)}`);
      return v ? tv[0] : fv[0];
    },
  };
}

/** Parses a downstream datetime with one format; undefined when it does not fit. */
function parseDatetime(v: unknown, format: string, zone = 'UTC'): DateTime | undefined {
  let dt: DateTime | undefined;
  if (format === 'epoch_ms' || format === 'epoch_s') {
    const n = toNumber(v);
    if (n !== undefined) dt = DateTime.fromMillis(format === 'epoch_s' ? n * 1000 : n, { zone: 'utc' });
  } else if (typeof v === 'string' && v !== '') {
    // rfc2822: a mail Date header; a trailing comment (`+0000 (UTC)`) is left out, Luxon does not read it.
    if (format === 'rfc2822') dt = DateTime.fromRFC2822(v.replace(/\s*\([^()]*\)\s*$/, ''), { zone });
    else dt = format === 'iso8601' ? DateTime.fromISO(v, { zone, setZone: false }) : DateTime.fromFormat(v, format, { zone });
  }
  return dt?.isValid ? dt : undefined;
}

/**
 * The common cases without luxon (which costs ~10 us a value and dominated mapping throughput in
 * bench-mapping): an ISO 8601 string with an explicit offset, or epoch numbers. Anything else (no offset, so
 * the manifest's zone applies; other patterns) goes the general way. Same output as `isoUtc`.
 */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Already the output's form (UTC, milliseconds): most tools' timestamps. Month, day and time are checked in range here. */
const CANONICAL_UTC = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function fastIsoUtc(v: unknown, format: string): string | undefined {
  // Returned as it is when the day exists (~10x cheaper than parsing it and printing it again, per timestamp).
  if (format === 'iso8601' && typeof v === 'string' && CANONICAL_UTC.test(v) && dayExists(v)) return v;
  let ms: number | undefined;
  if (format === 'iso8601' && typeof v === 'string' && ISO_WITH_OFFSET.test(v)) ms = Date.parse(v);
  else if ((format === 'epoch_ms' || format === 'epoch_s') && typeof v === 'number') ms = format === 'epoch_s' ? v * 1000 : v;
  if (ms === undefined || !Number.isFinite(ms) || ms < -62135596800000 || ms > 253402300799999) return undefined;
  return new Date(ms).toISOString();
}

/** The day of a CANONICAL_UTC string exists (no 30 February; 29 February in leap years only). */
function dayExists(v: string): boolean {
  const month = Number(v.slice(5, 7));
  const day = Number(v.slice(8, 10));
  if (day <= 28) return true;
  if (month !== 2) return day <= DAYS_IN_MONTH[month - 1]!;
  const year = Number(v.slice(0, 4));
  return day === 29 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

const isoUtc = (dt: DateTime) => dt.toUTC().toISO({ suppressMilliseconds: false })!;

/** Reads a unified (caller) datetime: ISO 8601 with or without offset (UTC assumed), or epoch milliseconds. */
function parseUnifiedDatetime(v: unknown): DateTime {
  const dt =
    typeof v === 'number'
      ? DateTime.fromMillis(v, { zone: 'utc' })
      : typeof v === 'string'
        ? DateTime.fromISO(v, { zone: 'utc' })
        : undefined;
  if (!dt?.isValid) throw new CodecError(`expected an ISO 8601 datetime, got ${JSON.stringify(v)}`);
  return dt;
}

function datetimeCodec(formats: string[], zone: string | undefined): Codec {
  const z = zone ?? 'UTC';
  return {
    type: 'datetime',
    read: (v) => {
      for (const f of formats) {
        const fast = fastIsoUtc(v, f);
        if (fast) return fast;
        const dt = parseDatetime(v, f, z);
        if (dt) return isoUtc(dt);
      }
      return null;
    },
    write: (v) => {
      if (v === null) return null;
      const dt = parseUnifiedDatetime(v);
      const f = formats[0]!;
      if (f === 'epoch_ms') return dt.toMillis();
      if (f === 'epoch_s') return Math.floor(dt.toMillis() / 1000);
      if (f === 'iso8601') return isoUtc(dt);
      if (f === 'rfc2822') return dt.toUTC().toRFC2822();
      return dt.setZone(z).toFormat(f);
    },
  };
}

function dateCodec(format: string): Codec {
  return {
    type: 'date',
    read: (v) => {
      if (typeof v !== 'string' && typeof v !== 'number') return null;
      const dt = typeof v === 'number' ? DateTime.fromMillis(v, { zone: 'utc' }) : DateTime.fromISO(v, { zone: 'utc' });
      const alt = dt.isValid ? dt : typeof v === 'string' ? DateTime.fromFormat(v, format, { zone: 'utc' }) : dt;
      return alt.isValid ? alt.toISODate() : null;
    },
    write: (v) => {
      if (v === null) return null;
      const dt = typeof v === 'string' ? DateTime.fromISO(v, { zone: 'utc' }) : undefined;
      if (!dt?.isValid) throw new CodecError(`expected a date (yyyy-MM-dd), got ${JSON.stringify(v)}`);
      return dt.toFormat(format);
    },
  };
}

function enumCodec(values: Record<string, Scalar | Scalar[]>, unknown: 'null' | 'passthrough' | 'error'): Codec {
  const toDownstream = new Map<string, Scalar>();
  const toUnified = new Map<string, string>();
  for (const [unified, down] of Object.entries(values)) {
    const list = Array.isArray(down) ? down : [down];
    toDownstream.set(unified, list[0]!);
    for (const d of list) toUnified.set(String(d), unified);
  }
  return {
    type: 'enum',
    read: (v) => {
      if (v === null || v === undefined) return null;
      const hit = toUnified.get(String(v));
      if (hit !== undefined) return hit;
      return unknown === 'passthrough' ? v : null;
    },
    write: (v) => {
      if (v === null) return null;
      const hit = toDownstream.get(String(v));
      if (hit !== undefined) return hit;
      if (unknown === 'passthrough') return v;
      throw new CodecError(`unknown value ${JSON.stringify(v)}; allowed: ${[...toDownstream.keys()].join(', ')}`);
    },
  };
}

/** Downstream values mapped to two different unified values (the inverse would be ambiguous). */
export function enumCollisions(values: Record<string, Scalar | Scalar[]>): { downstream: string; unified: string[] }[] {
  const seen = new Map<string, string[]>();
  for (const [unified, down] of Object.entries(values)) {
    for (const d of Array.isArray(down) ? down : [down]) seen.set(String(d), [...(seen.get(String(d)) ?? []), unified]);
  }
  return [...seen.entries()].filter(([, u]) => u.length > 1).map(([downstream, unified]) => ({ downstream, unified }));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An array field (attendees, recipients, attachments). Without `items`: scalars kept as they are. With `items`: each
 * downstream object read key by key into a unified object (a missing value reads as null) and written back by the
 * inverse, so `{email: emailAddress.address}` reads Graph's recipients and writes them. A single object where a
 * list is expected (JSONata's one-item sequence) reads as a list of one.
 */
function listCodec(items: ManifestListCodec['items'], maxItems: number): Codec {
  const keys: { key: string; path: Path; codec: Codec }[] = Object.entries(items ?? {}).map(([key, spec]) => ({
    key,
    path: parsePath(typeof spec === 'string' ? spec : spec.path),
    codec: compileCodec(typeof spec === 'string' ? 'string' : (spec.codec ?? 'string')),
  }));
  const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  return {
    type: 'list',
    read: (v) => {
      if (v === null || v === undefined) return null;
      const list = (Array.isArray(v) ? (v as unknown[]) : [v]).slice(0, maxItems);
      if (!keys.length) return list.filter(scalar);
      return list.filter(isRecord).map((item) => Object.fromEntries(keys.map((k) => [k.key, k.codec.read(getPath(item, k.path)) ?? null])));
    },
    write: (v) => {
      if (v === null) return null;
      if (!Array.isArray(v)) throw new CodecError(`expected a list, got ${typeof v}`);
      const list = v as unknown[];
      if (list.length > maxItems) throw new CodecError(`expected at most ${maxItems} items, got ${list.length}`);
      if (!keys.length) {
        if (!list.every(scalar)) throw new CodecError('expected a list of strings, numbers or booleans');
        return list;
      }
      return list.map((item, i) => {
        if (!isRecord(item)) throw new CodecError(`item ${i} is not an object`);
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(item)) {
          const k = keys.find((x) => x.key === key);
          if (!k) throw new CodecError(`item ${i}: '${key}' is not one of ${keys.map((x) => x.key).join(', ')}`);
          if (value === null || value === undefined) continue;
          try {
            setPath(out, k.path, k.codec.write(value));
          } catch (e) {
            throw new CodecError(`item ${i}.${key}: ${(e as Error).message}`);
          }
        }
        return out;
      });
    },
  };
}

/** The first mailbox of an address header (`From: Jane Doe <jane@example.com>`): its email or its display name. */
function addressCodec(part: 'email' | 'name'): Codec {
  return {
    type: 'address',
    read: (v) => {
      if (typeof v !== 'string') return null;
      const first = parseAddressList(v, 1)[0];
      return first ? first[part] : null;
    },
    write: (v) => {
      if (v === null) return null;
      if (typeof v !== 'string') throw new CodecError(`expected a string, got ${typeof v}`);
      return v;
    },
  };
}

/** An address-list header value (To, Cc, Bcc) read as [{email, name}] and written back as one header value. */
function addressListCodec(maxItems: number): Codec {
  return {
    type: 'address_list',
    read: (v) => {
      if (v === null || v === undefined) return null;
      // JSONata answers a header present twice as a list of values: their mailboxes in order.
      const values = (Array.isArray(v) ? (v as unknown[]) : [v]).filter((x): x is string => typeof x === 'string');
      return parseAddressList(values.join(', '), maxItems);
    },
    write: (v) => {
      if (v === null) return null;
      if (!Array.isArray(v)) throw new CodecError(`expected a list, got ${typeof v}`);
      const list = v as unknown[];
      if (list.length > maxItems) throw new CodecError(`expected at most ${maxItems} items, got ${list.length}`);
      return list
        .map((item, i): Mailbox => {
          if (!isRecord(item)) throw new CodecError(`item ${i} is not an object`);
          const { email, name } = item;
          // One address, no header syntax: a CR or LF would start a header of its own.
          if (typeof email !== 'string' || !/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(email))
            throw new CodecError(`item ${i}.email: expected an email address, got ${JSON.stringify(email)}`);
          if (name !== undefined && name !== null && (typeof name !== 'string' || /[\r\n]/.test(name)))
            throw new CodecError(`item ${i}.name: expected a one-line string`);
          return { email, name: typeof name === 'string' && name !== '' ? name : null };
        })
        .map(formatMailbox)
        .join(', ');
    },
  };
}
