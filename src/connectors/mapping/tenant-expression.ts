import jsonata from 'jsonata';
import { compileBounded, ExpressionLimitError, TENANT_LIMITS, type BoundedExpression } from './bounded-expression.js';
import { jsonSizeWithin } from './json-size.js';

/**
 * The JSONata a tenant may run (the `read` expressions of per-connection field mappings). Tenants do not get the
 * whole language: an expression is checked node by node against the subset below when it is set (and again when a
 * stored one is used), and it then runs within TENANT_LIMITS. The subset is what reading a field of one record
 * needs: paths, filters, sorting and grouping of the record's own arrays, operators, conditions, variables bound
 * with `:=`, array and object constructors, and the functions of TENANT_FUNCTIONS. Refused: function definitions
 * (`function($x){...}`, the only way to recurse or loop), partial application, the transform operator, regular
 * expressions (backtracking patterns run in linear-time-unbounded native code the step counter does not see),
 * the range operator `..` (allocates up to 10 million items in one step), `$eval`, and every function that is
 * not listed (higher-order ones need a function definition; `$pad`, `$distinct`, date pictures and the like can
 * allocate or loop inside one native call). docs/security.md (Tenant expressions) says the same for users.
 */

/** Longest `read` expression of a field mapping (the same bound as the `read` schema of openapi.yaml). */
const MAX_TENANT_EXPRESSION_CHARS = 2_000;

/** Allowed functions and the most arguments each may be given (fewer arguments where a later one is unsafe). */
const TENANT_FUNCTIONS: Readonly<Record<string, number>> = {
  string: 2,
  substring: 3,
  substringBefore: 2,
  substringAfter: 2,
  lowercase: 1,
  uppercase: 1,
  length: 1,
  trim: 1,
  contains: 2,
  split: 3,
  join: 2,
  replace: 4,
  number: 1,
  floor: 1,
  ceil: 1,
  round: 2,
  abs: 1,
  sqrt: 1,
  power: 2,
  formatNumber: 2,
  formatBase: 2,
  boolean: 1,
  not: 1,
  exists: 1,
  count: 1,
  sum: 1,
  max: 1,
  min: 1,
  average: 1,
  keys: 1,
  lookup: 2,
  append: 2,
  merge: 1,
  spread: 1,
  reverse: 1,
  sort: 1,
  type: 1,
  now: 0,
  millis: 0,
  // Without a picture: ISO 8601 only (a picture is parsed into patterns, and can ask for wide padding).
  toMillis: 1,
  fromMillis: 1,
  base64encode: 1,
  base64decode: 1,
  encodeUrl: 1,
  encodeUrlComponent: 1,
  decodeUrl: 1,
  decodeUrlComponent: 1,
};

/** Node types of jsonata's parsed expression a tenant may use (`filter`: a predicate `[...]`, `sort`: `^(...)`). */
const ALLOWED_NODES = new Set([
  'path',
  'binary',
  'unary',
  'condition',
  'block',
  'bind',
  'name',
  'string',
  'number',
  'value',
  'wildcard',
  'descendant',
  'parent',
  'variable',
  'function',
  'apply',
  'sort',
  'filter',
  'index',
]);

const NODE_WORDS: Record<string, string> = {
  lambda: 'function definitions (function($x){...})',
  partial: 'partial function application (?)',
  transform: 'the transform operator (|...|...|)',
  regex: 'regular expressions',
};

interface Node {
  type?: string;
  value?: unknown;
  position?: number;
  procedure?: Node;
  arguments?: Node[];
  lhs?: unknown;
  rhs?: Node;
  index?: unknown;
  focus?: unknown;
}

/**
 * The problems of `source` against the tenant subset (empty when it is allowed). Syntax errors are reported as
 * a problem too, with jsonata's message.
 */
export function tenantExpressionProblems(source: string): string[] {
  // The API refuses longer ones (openapi.yaml); a stored one is refused here, before it is parsed.
  if (source.length > MAX_TENANT_EXPRESSION_CHARS) return [`an expression may be at most ${MAX_TENANT_EXPRESSION_CHARS} characters`];
  let ast: Node;
  try {
    ast = jsonata(source).ast();
  } catch (e) {
    return [(e as Error).message];
  }
  const problems = new Set<string>();
  const bound = new Set<string>();
  const nodes: Node[] = [];
  collect(ast, nodes);
  for (const n of nodes) {
    if (n.type === 'bind' && isNode(n.lhs) && n.lhs.type === 'variable') bound.add(String(n.lhs.value));
    if (typeof n.index === 'string') bound.add(n.index);
    if (typeof n.focus === 'string') bound.add(n.focus);
  }
  const at = (n: Node) => (typeof n.position === 'number' ? ` (at ${n.position})` : '');
  for (const n of nodes) {
    const type = n.type ?? '';
    if (!ALLOWED_NODES.has(type)) {
      problems.add(`${NODE_WORDS[type] ?? `'${type}' expressions`} are not allowed in field mappings${at(n)}`);
      continue;
    }
    if (type === 'binary' && n.value === '..') problems.add(`the range operator '..' is not allowed in field mappings${at(n)}`);
    if (type === 'bind' && isNode(n.lhs) && n.lhs.type === 'variable') {
      const name = String(n.lhs.value);
      if (name === '' || name in TENANT_FUNCTIONS) problems.add(`'$${name}' cannot be assigned${at(n)}`);
    }
    if (type === 'variable') {
      const name = String(n.value);
      if (name !== '' && name !== '$' && !bound.has(name) && !(name in TENANT_FUNCTIONS)) {
        problems.add(`'$${name}' is not a variable of the expression nor an allowed function${at(n)}`);
      }
    }
    if (type === 'function') checkCall(n, 0, problems, at);
    if (type === 'apply' && n.rhs) {
      // `x ~> $f(a)` calls $f(x, a): the right side is a call (one argument more) or an allowed function.
      if (n.rhs.type === 'function') checkCall(n.rhs, 1, problems, at);
      else if (n.rhs.type !== 'variable' || !(String(n.rhs.value) in TENANT_FUNCTIONS)) {
        problems.add(`'~>' must be followed by an allowed function${at(n)}`);
      }
    }
  }
  return [...problems];
}

function checkCall(n: Node, extra: number, problems: Set<string>, at: (n: Node) => string): void {
  const proc = n.procedure;
  const name = proc?.type === 'variable' ? String(proc.value) : undefined;
  const max = name === undefined ? undefined : TENANT_FUNCTIONS[name];
  if (name === undefined || max === undefined) {
    problems.add(`${name === undefined ? 'this call' : `$${name}()`} is not an allowed function in field mappings${at(n)}`);
    return;
  }
  const given = (n.arguments?.length ?? 0) + extra;
  if (given > max) problems.add(`$${name}() takes at most ${max} argument${max === 1 ? '' : 's'} in field mappings${at(n)}`);
}

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every object of the tree that is a node (has a `type`), whatever property holds it. */
function collect(v: unknown, out: Node[]): void {
  if (Array.isArray(v)) {
    for (const item of v) collect(item, out);
    return;
  }
  if (!isNode(v)) return;
  if (typeof v.type === 'string') out.push(v);
  for (const [k, child] of Object.entries(v)) {
    // `value` of a regex node is the RegExp itself; other values are scalars.
    if (k !== 'value' && typeof child === 'object') collect(child, out);
  }
}

/**
 * Compiles a tenant expression: refused (an Error listing the problems) outside the subset, otherwise bounded by
 * TENANT_LIMITS, with the functions that join or copy strings checking the size of what they would build first.
 */
export function compileTenantExpression(source: string): BoundedExpression {
  const problems = tenantExpressionProblems(source);
  if (problems.length) throw new Error(problems.join('; '));
  return compileBounded(source, TENANT_LIMITS, guardAmplifiers);
}

type Native = (this: unknown, ...args: unknown[]) => unknown;
let natives: Promise<Record<'string' | 'join' | 'replace', Native>> | undefined;
/** jsonata's own implementations, which the guards call once the size is known to be within bounds. */
function native(): Promise<Record<'string' | 'join' | 'replace', Native>> {
  natives ??= jsonata('[$string, $join, $replace]')
    .evaluate(null)
    .then((fns: { implementation: Native }[]) => ({
      string: fns[0]!.implementation,
      join: fns[1]!.implementation,
      replace: fns[2]!.implementation,
    }));
  return natives;
}

/**
 * `$join`, `$string` and `$replace` build a string from many parts in one native call (a join of 10,000 strings
 * of 100,000 characters, the JSON of an object that holds itself many times over): the result is refused by size
 * before it is built.
 */
function guardAmplifiers(expr: jsonata.Expression): void {
  const max = TENANT_LIMITS.stringLength;
  const tooLong = () => new ExpressionLimitError('stringLength', max);
  expr.registerFunction(
    'join',
    async function (this: unknown, strs: unknown, separator: unknown) {
      if (Array.isArray(strs)) {
        const sep = typeof separator === 'string' ? separator.length : 0;
        let total = sep * Math.max(0, strs.length - 1);
        for (const s of strs) total += typeof s === 'string' ? s.length : 0;
        if (total > max) throw tooLong();
      }
      return (await native()).join.call(this, strs, separator);
    },
    '<a<s>s?:s>',
  );
  expr.registerFunction(
    'string',
    async function (this: unknown, arg: unknown, prettify: unknown) {
      // Pretty printing adds indentation per level: counted as if every value took twice its size.
      if (typeof arg === 'object' && arg !== null && !jsonSizeWithin(arg, prettify === true ? max / 2 : max)) throw tooLong();
      return (await native()).string.call(this, arg, prettify);
    },
    '<x-b?:s>',
  );
  expr.registerFunction(
    'replace',
    async function (this: unknown, str: unknown, pattern: unknown, replacement: unknown, limit: unknown) {
      if (typeof str === 'string' && typeof pattern === 'string' && typeof replacement === 'string' && pattern.length > 0) {
        const growth = Math.max(0, replacement.length - pattern.length);
        if (str.length + Math.floor(str.length / pattern.length) * growth > max) throw tooLong();
      }
      return (await native()).replace.call(this, str, pattern, replacement, limit);
    },
    '<s-(sf)(sf)n?:s>',
  );
}
