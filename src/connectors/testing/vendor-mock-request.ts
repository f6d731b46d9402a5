import type { IncomingHttpHeaders } from 'node:http';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { VendorOperation, VendorSpec } from '../conform/vendor-spec.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** One parameter of an operation as the mock checks it. */
export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  style: string;
  explode: boolean;
  isArray: boolean;
  schema: Obj;
  validate?: ValidateFunction;
}

/** What the mock knows of one operation, worked out on its first request. */
export interface MockOperation {
  op: VendorOperation;
  parameters: Parameter[];
  body?: { required: boolean; media: Record<string, ValidateFunction | undefined>; schemas: Record<string, unknown> };
}

/** Headers the auth method and the HTTP client set: a description listing them as parameters is not the manifest's concern. */
const TRANSPORT_HEADERS = new Set(['authorization', 'content-type', 'accept', 'user-agent', 'content-length', 'host']);

/**
 * Why a request does not match its operation (path parameters, query parameters and their styles, required headers,
 * the body's media type and its schema), or undefined when it does.
 */
export function checkRequest(
  vendor: VendorSpec,
  op: MockOperation,
  url: URL,
  headers: IncomingHttpHeaders,
  body: string,
): { status: number; problems: string[] } | undefined {
  const problems = [...checkPath(op, url.pathname), ...checkQuery(op, url.searchParams), ...checkHeaders(op, headers)];
  const media = checkBody(vendor, op, headers, body);
  if (media?.status === 415) return media;
  problems.push(...(media?.problems ?? []));
  return problems.length ? { status: 400, problems } : undefined;
}

function checkPath(op: MockOperation, pathname: string): string[] {
  const names: string[] = [];
  const pattern = op.op.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const m = /^\{([^}]+)\}$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(m[1]!);
      return '([^/]+)';
    })
    .join('');
  const values = new RegExp(`^${pattern}$`).exec(pathname)?.slice(1) ?? [];
  const out: string[] = [];
  names.forEach((name, i) => {
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    if (!p) return;
    const raw = safeDecode(values[i] ?? '');
    out.push(...checkValue(p, p.isArray ? raw.split(',') : raw, `path parameter '${name}'`));
  });
  return out;
}

function checkQuery(op: MockOperation, params: URLSearchParams): string[] {
  const out: string[] = [];
  const declared = op.parameters.filter((p) => p.in === 'query');
  const seen = new Set<string>();
  for (const name of new Set(params.keys())) {
    // deepObject (`filter[name]=x`) and a PHP-style list (`ids[]=1`) are sent under a bracketed name.
    const base = name.replace(/\[.*$/, '');
    const p =
      declared.find((x) => x.name === name) ?? declared.find((x) => x.name === base && (x.style === 'deepObject' || name === `${base}[]`));
    if (!p) {
      out.push(
        `query parameter '${name}' is not a parameter of the operation${declared.length ? ` (it takes: ${declared.map((x) => x.name).join(', ')})` : ''}`,
      );
      continue;
    }
    seen.add(p.name);
    if (p.style === 'deepObject') continue;
    const values = params.getAll(name);
    if (!p.isArray) {
      if (values.length > 1) out.push(`query parameter '${name}' is sent ${values.length} times; it takes one value`);
      else out.push(...checkValue(p, values[0]!, `query parameter '${name}'`));
    } else if (!p.explode && values.length > 1) {
      out.push(`query parameter '${name}' is sent once per item; the vendor takes one comma-separated value (explode: false)`);
    } else {
      const items = p.explode
        ? values
        : splitList(values[0]!, p.style === 'pipeDelimited' ? '|' : p.style === 'spaceDelimited' ? ' ' : ',');
      out.push(...checkValue(p, items, `query parameter '${name}'`));
    }
  }
  for (const p of declared) if (p.required && !seen.has(p.name)) out.push(`required query parameter '${p.name}' is missing`);
  return out;
}

function checkHeaders(op: MockOperation, headers: IncomingHttpHeaders): string[] {
  const out: string[] = [];
  for (const p of op.parameters) {
    if (p.in !== 'header' || TRANSPORT_HEADERS.has(p.name.toLowerCase())) continue;
    const v = headers[p.name.toLowerCase()];
    if (v === undefined) {
      if (p.required) out.push(`required header '${p.name}' is missing`);
    } else out.push(...checkValue(p, Array.isArray(v) ? v.join(',') : v, `header '${p.name}'`));
  }
  return out;
}

function checkBody(
  vendor: VendorSpec,
  op: MockOperation,
  headers: IncomingHttpHeaders,
  body: string,
): { status: number; problems: string[] } | undefined {
  if (!op.body) return body === '' ? undefined : { status: 400, problems: ['the operation takes no request body; one was sent'] };
  if (body === '') return op.body.required ? { status: 400, problems: ['the request body is required; none was sent'] } : undefined;
  const ct = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const accepted = Object.keys(op.body.media);
  const type = accepted.find((t) => mediaMatches(t, ct));
  if (!type) return { status: 415, problems: [`Content-Type '${ct || '(none)'}' is not one the operation takes (${accepted.join(', ')})`] };
  let value: unknown;
  if (/json/i.test(type)) {
    try {
      value = JSON.parse(body);
    } catch {
      return { status: 400, problems: ['the body is not valid JSON'] };
    }
  } else if (type === 'application/x-www-form-urlencoded') {
    value = Object.fromEntries(new URLSearchParams(body));
  } else return undefined;
  const problems: string[] = [];
  // A form sends every value as text: only the field names are held against the schema.
  const validate = /json/i.test(type) ? op.body.media[type] : undefined;
  if (validate && !validate(value)) problems.push(...(validate.errors ?? []).slice(0, 10).map((e) => `body${describeError(e)}`));
  unknownFields(vendor, op.body.schemas[type], value, [], problems, 0);
  return problems.length ? { status: 400, problems } : undefined;
}

/** Fields the schema names no property for, where it lists its properties and allows no others (a misspelt field). */
function unknownFields(vendor: VendorSpec, schema: unknown, value: unknown, at: string[], out: string[], depth: number): void {
  if (depth > 8 || out.length > 20) return;
  if (Array.isArray(value)) {
    const items = vendor.items(schema);
    if (items !== undefined) value.slice(0, 20).forEach((v, i) => unknownFields(vendor, items, v, [...at, String(i)], out, depth + 1));
    return;
  }
  if (!isObject(value)) return;
  for (const [k, v] of Object.entries(value)) {
    const sub = vendor.property(schema, k);
    if (sub === undefined) out.push(`body field '${[...at, k].join('.')}' is not in the operation's request body schema`);
    else if (sub !== 'open') unknownFields(vendor, sub, v, [...at, k], out, depth + 1);
  }
}

/** A parameter's text value(s), as numbers or booleans where its schema says so, against its schema. */
function checkValue(p: Parameter, raw: string | string[], what: string): string[] {
  if (!p.validate) return [];
  const items = p.isArray ? (isObject(p.schema.items) ? p.schema.items : {}) : p.schema;
  const coerce = (s: string) => coerceText(s, items);
  const value = Array.isArray(raw) ? raw.map(coerce) : coerce(raw);
  if (p.validate(value)) return [];
  return (p.validate.errors ?? []).slice(0, 3).map((e) => `${what} ${JSON.stringify(raw)}${describeError(e)}`);
}

function coerceText(s: string, schema: Obj): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(s)) return Number(s);
  if (types.includes('boolean') && (s === 'true' || s === 'false')) return s === 'true';
  return s;
}

const describeError = (e: ErrorObject) =>
  `${e.instancePath} ${e.message ?? 'is invalid'}${'allowedValues' in e.params ? ` (${JSON.stringify(e.params.allowedValues)})` : ''}`;

function mediaMatches(declared: string, sent: string): boolean {
  const d = declared.split(';')[0]!.trim().toLowerCase();
  if (d === '*/*' || d === sent) return true;
  if (d.endsWith('/*')) return sent.startsWith(d.slice(0, -1));
  return false;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A delimited list's items; a delimiter inside parentheses is the item's own (OData's `attachments($select=id,name)`). */
function splitList(text: string, delimiter: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === delimiter && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  items.push(current);
  return items;
}
