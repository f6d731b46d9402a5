import { DateTime } from 'luxon';

/**
 * `{{ path | filter(arg) | filter }}` templates. The grammar is deliberately small: a dotted variable path and
 * a fixed list of filters. Compiled once at load; variables are checked against the scope of the place the
 * template appears (see compile/template-checker.ts). A string that is exactly one template keeps the value's type.
 */
export interface Scope {
  [name: string]: Scope | 'any';
}

interface FilterCall {
  name: string;
  args: unknown[];
}

interface Expr {
  path: string[];
  filters: FilterCall[];
  source: string;
}

export type CompiledTemplate =
  { kind: 'literal'; value: string } | { kind: 'single'; expr: Expr } | { kind: 'mixed'; parts: (string | Expr)[] };

const TEMPLATE_FILTERS = [
  'default',
  'join',
  'urlencode',
  'base64',
  'epoch_ms',
  'epoch_s',
  'iso',
  'iso_offset',
  'add_seconds',
  'datetime',
  'lower',
  'upper',
  'capitalize',
  'string',
  'number',
  'json',
] as const;

export class TemplateSyntaxError extends Error {}

/** A value a template needs is missing at run time (and the template has no `| default`). */
export class TemplateMissingValueError extends Error {
  constructor(readonly variable: string) {
    super(`missing value for {{ ${variable} }}`);
  }
}

const TEMPLATE_RE = /\{\{(.*?)\}\}/gs;

export function compileTemplate(text: string): CompiledTemplate {
  const parts: (string | Expr)[] = [];
  let last = 0;
  for (const m of text.matchAll(TEMPLATE_RE)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(parseExpr(m[1]!, m[0]));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  const rest = parts.filter((p) => typeof p === 'string').join('');
  if (rest.includes('{{') || rest.includes('}}')) throw new TemplateSyntaxError(`unbalanced braces in "${text}"`);
  if (parts.length === 0) return { kind: 'literal', value: '' };
  if (parts.length === 1 && typeof parts[0] !== 'string') return { kind: 'single', expr: parts[0]! };
  if (parts.every((p) => typeof p === 'string')) return { kind: 'literal', value: text };
  return { kind: 'mixed', parts };
}

function parseExpr(inner: string, source: string): Expr {
  const segments = splitTopLevel(inner, '|').map((s) => s.trim());
  const head = segments.shift() ?? '';
  if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/.test(head)) {
    throw new TemplateSyntaxError(`"${source}": expected a variable path like inputs.subdomain, got "${head}"`);
  }
  const filters = segments.map((seg) => {
    const m = /^([a-z_]+)\s*(?:\((.*)\))?$/s.exec(seg);
    if (!m) throw new TemplateSyntaxError(`"${source}": bad filter "${seg}"`);
    const name = m[1]!;
    if (!(TEMPLATE_FILTERS as readonly string[]).includes(name)) {
      throw new TemplateSyntaxError(`"${source}": unknown filter "${name}" (filters: ${TEMPLATE_FILTERS.join(', ')})`);
    }
    const args = m[2] !== undefined && m[2].trim() !== '' ? splitTopLevel(m[2], ',').map((a) => parseLiteral(a.trim(), source)) : [];
    return { name, args };
  });
  return { path: head.split('.'), filters, source };
}

function splitTopLevel(s: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | undefined;
  for (const ch of s) {
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === sep) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  out.push(cur);
  return out;
}

function parseLiteral(a: string, source: string): unknown {
  if (/^'.*'$/s.test(a)) return a.slice(1, -1);
  try {
    return JSON.parse(a);
  } catch {
    throw new TemplateSyntaxError(`"${source}": filter argument ${a} is not a literal (use 'text', 123, true, null)`);
  }
}

/** Returns the first unknown prefix of `variable` in `scope`, or undefined when the variable is known. */
export function checkVariable(variable: string, scope: Scope): { unknown: string; known: string[] } | undefined {
  const parts = variable.split('.');
  let cur: Scope | 'any' = scope;
  for (let i = 0; i < parts.length; i++) {
    if (cur === 'any') return undefined;
    const next: Scope | 'any' | undefined = cur[parts[i]!];
    if (next === undefined) {
      return { unknown: parts.slice(0, i + 1).join('.'), known: Object.keys(cur).map((k) => [...parts.slice(0, i), k].join('.')) };
    }
    cur = next;
  }
  return undefined;
}

export function renderTemplate(t: CompiledTemplate, ctx: Record<string, unknown>, encode?: (s: string) => string): unknown {
  if (t.kind === 'literal') return t.value;
  if (t.kind === 'single') {
    const v = evalExpr(t.expr, ctx);
    return encode && v !== undefined && v !== null ? encode(stringify(v)) : v;
  }
  let out = '';
  for (const p of t.parts) {
    if (typeof p === 'string') {
      out += p;
      continue;
    }
    const v = evalExpr(p, ctx);
    if (v === undefined || v === null) continue;
    out += encode ? encode(stringify(v)) : stringify(v);
  }
  return out;
}

function stringify(v: unknown): string {
  if (Array.isArray(v)) return v.map(stringify).join(',');
  if (v && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function evalExpr(e: Expr, ctx: Record<string, unknown>): unknown {
  let v: unknown = ctx;
  for (const k of e.path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
  const hasDefault = e.filters.some((f) => f.name === 'default');
  if (v === undefined && !hasDefault) throw new TemplateMissingValueError(e.path.join('.'));
  for (const f of e.filters) v = applyFilter(f, v);
  return v;
}

function applyFilter(f: FilterCall, v: unknown): unknown {
  if (f.name === 'default') return v === undefined || v === null || v === '' ? f.args[0] : v;
  if (v === undefined || v === null) return v;
  switch (f.name) {
    case 'join':
      // Empty entries are left out, so parts written one field each (CloudTalk's one `name` from name_parts.0 and
      // name_parts.1) join without a stray separator when a part is missing, null or cleared.
      return Array.isArray(v)
        ? Array.from(v, (x: unknown) => x)
            .filter((x) => x !== undefined && x !== null && x !== '')
            .map(stringify)
            .join(typeof f.args[0] === 'string' ? f.args[0] : ',')
        : stringify(v);
    case 'urlencode':
      return encodeURIComponent(stringify(v));
    case 'base64':
      return Buffer.from(stringify(v), 'utf8').toString('base64');
    case 'epoch_ms':
      return toDateTime(v).toMillis();
    case 'epoch_s':
      return Math.floor(toDateTime(v).toMillis() / 1000);
    case 'iso':
      return toDateTime(v).toUTC().toISO();
    case 'iso_offset':
      // Whole seconds and a numeric offset (`2026-11-27T10:00:00+00:00`): the form tools that ask for an "ISO date-time
      // with offset" write themselves (Zoho's channel_expiry), where `iso` adds milliseconds and `Z`.
      return toDateTime(v).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ssZZ");
    case 'add_seconds': {
      // A time this many seconds later (`subscription.now | add_seconds(82800) | iso_offset`: an expiry the subscriber states).
      const n = f.args[0];
      if (typeof n !== 'number' || !Number.isFinite(n)) throw new TemplateMissingValueError(`a number of seconds for add_seconds`);
      return toDateTime(v).plus({ seconds: n }).toUTC().toISO();
    }
    case 'datetime':
      // A Luxon pattern in UTC, for tools that take a date in their own layout (JustCall's `yyyy-MM-dd HH:mm:ss`).
      return toDateTime(v)
        .toUTC()
        .toFormat(typeof f.args[0] === 'string' ? f.args[0] : "yyyy-MM-dd'T'HH:mm:ss");
    case 'lower':
      return stringify(v).toLowerCase();
    case 'upper':
      return stringify(v).toUpperCase();
    case 'capitalize': {
      // API names such as Salesforce sObjects (`contact` -> `Contact`).
      const t = stringify(v);
      return t.charAt(0).toUpperCase() + t.slice(1);
    }
    case 'string':
      return stringify(v);
    case 'number': {
      const n = Number(v);
      if (!Number.isFinite(n)) throw new TemplateMissingValueError(`a number (got ${JSON.stringify(v)})`);
      return n;
    }
    case 'json':
      return JSON.stringify(v);
    default:
      return v;
  }
}

function toDateTime(v: unknown): DateTime {
  const dt =
    typeof v === 'number'
      ? DateTime.fromMillis(v)
      : v instanceof Date
        ? DateTime.fromJSDate(v)
        : DateTime.fromISO(String(v), { zone: 'utc' });
  if (!dt.isValid) throw new TemplateMissingValueError(`a date (got ${JSON.stringify(v)})`);
  return dt;
}

/** A compiled JSON value whose strings are templates. */
export type CompiledValue =
  | { t: 'lit'; v: unknown }
  | { t: 'tpl'; tpl: CompiledTemplate }
  | { t: 'obj'; entries: [string, CompiledValue][] }
  | { t: 'arr'; items: CompiledValue[] };

export function compileValue(v: unknown): CompiledValue {
  if (typeof v === 'string') {
    const tpl = compileTemplate(v);
    return tpl.kind === 'literal' ? { t: 'lit', v: tpl.value } : { t: 'tpl', tpl };
  }
  if (Array.isArray(v)) return { t: 'arr', items: v.map(compileValue) };
  if (v && typeof v === 'object') return { t: 'obj', entries: Object.entries(v).map(([k, x]) => [k, compileValue(x)]) };
  return { t: 'lit', v };
}

/** Renders a compiled value; object keys whose value renders to undefined are left out. */
export function renderValue(c: CompiledValue, ctx: Record<string, unknown>): unknown {
  switch (c.t) {
    case 'lit':
      return c.v;
    case 'tpl':
      return renderTemplate(c.tpl, ctx);
    case 'obj': {
      const out: Record<string, unknown> = {};
      for (const [k, x] of c.entries) {
        const v = renderValue(x, ctx);
        if (v !== undefined) out[k] = v;
      }
      return out;
    }
    case 'arr':
      return c.items.map((x) => renderValue(x, ctx)).filter((x) => x !== undefined);
  }
}
