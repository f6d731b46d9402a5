import jsonata from 'jsonata';
import { jsonSizeWithin } from './json-size.js';

/**
 * Bounds on one JSONata evaluation and on one read (every evaluation of a page of records). jsonata 2.x evaluates
 * with promises that resolve at once, so an expression that never ends never lets the event loop run: every other
 * request of the process waits. These bounds end it, and the evaluator yields to the event loop every few
 * milliseconds (shared by every evaluation of the process), so a long evaluation slows only its own request.
 */
export interface ExpressionLimits {
  /** Evaluation steps (one per node of the expression evaluated, per input item) of one evaluation. */
  steps: number;
  /** Nesting of the evaluator (nested expressions, function calls). */
  depth: number;
  /** Longest string any step may produce. */
  stringLength: number;
  /** Longest array (or JSONata sequence) any step may produce. */
  items: number;
  /** Size of the result as JSON (characters, counted without serialising it). */
  outputChars: number;
  /** Steps of every evaluation of one read together. */
  runSteps: number;
  /** Wall time of one read's evaluations together, yields to other work included. */
  runMs: number;
}

/** Tenant expressions (per-connection field mappings): a mapping reads one record; a few hundred steps is a lot. */
export const TENANT_LIMITS: ExpressionLimits = {
  steps: 10_000,
  depth: 60,
  stringLength: 100_000,
  items: 10_000,
  outputChars: 100_000,
  runSteps: 500_000,
  runMs: 2_000,
};

/**
 * Manifest expressions are in the repository and reviewed: they keep the full language and get jsonata's own
 * guardrails (checked synchronously at every step, so almost free): nesting depth and time per evaluation.
 */
const MANIFEST_LIMITS = { depth: 500, timeMs: 1_000 } as const;

export type LimitKind = 'steps' | 'depth' | 'stringLength' | 'items' | 'outputChars' | 'runSteps' | 'runMs';

/** An evaluation stopped by a bound (not a fault of the data): the callers answer it with their own stable code. */
export class ExpressionLimitError extends Error {
  constructor(
    readonly limit: LimitKind,
    readonly value: number,
  ) {
    super(`the expression exceeded its limit of ${value} ${LIMIT_WORDS[limit]}`);
    this.name = 'ExpressionLimitError';
  }
}

const LIMIT_WORDS: Record<LimitKind, string> = {
  steps: 'evaluation steps',
  depth: 'nesting levels',
  stringLength: 'characters in a string',
  items: 'items in an array',
  outputChars: 'characters of output',
  runSteps: 'evaluation steps for one read',
  runMs: 'milliseconds for one read',
};

/**
 * One read's evaluations (a page of records, one record): their shared budget, and the first failure, which stops
 * the others at their next step (their promises cannot be cancelled, and `Promise.all` does not wait for them).
 */
export class ExpressionRun {
  steps = 0;
  failure: Error | undefined = undefined;
  readonly startedAt = performance.now();
}

export interface BoundedExpression {
  readonly source: string;
  /** Evaluates within the limits; `run` shares a budget between the evaluations of one read. */
  evaluate(input: unknown, bindings?: Record<string, unknown>, run?: ExpressionRun): Promise<unknown>;
}

/** Per-evaluation state, bound under a name no JSONata variable can spell (a variable name ends at a space). */
const STATE = ' plugboard bounds';
interface EvalState {
  steps: number;
  run: ExpressionRun;
}

/** Minimal view of jsonata's evaluation environment (its typings do not describe `base`). */
interface Env {
  base: { depth: number; lookup(name: string): unknown };
}

const ENTRY = Symbol.for('jsonata.__evaluate_entry');
const EXIT = Symbol.for('jsonata.__evaluate_exit');

/** Longest stretch evaluations run without letting the event loop serve anything else. */
const SLICE_MS = 5;
let sliceStartedAt = performance.now();
let pendingYield: Promise<void> | undefined;
let stepsSinceClock = 0;

function yieldToEventLoop(): Promise<void> {
  pendingYield ??= new Promise((resolve) =>
    setImmediate(() => {
      pendingYield = undefined;
      sliceStartedAt = performance.now();
      resolve();
    }),
  );
  return pendingYield;
}

/** Compiles `source` (throws jsonata's error on bad syntax) with the runtime bounds installed. */
export function compileBounded(source: string, limits: ExpressionLimits, prepare?: (expr: jsonata.Expression) => void): BoundedExpression {
  const expr = jsonata(source);
  prepare?.(expr);
  // jsonata awaits an entry callback before, and an exit callback after, every step; both are found through the
  // environment, and `assign` binds them in this expression's own frame.
  expr.assign(ENTRY as unknown as string, (_node: unknown, _input: unknown, env: Env): Promise<void> | undefined => {
    const state = env.base.lookup(STATE) as EvalState | undefined;
    if (!state) return undefined;
    const run = state.run;
    if (run.failure !== undefined) throw run.failure;
    if (++state.steps > limits.steps) return fail(run, new ExpressionLimitError('steps', limits.steps));
    if (++run.steps > limits.runSteps) return fail(run, new ExpressionLimitError('runSteps', limits.runSteps));
    if (env.base.depth > limits.depth) return fail(run, new ExpressionLimitError('depth', limits.depth));
    if (pendingYield) return pendingYield;
    // The clock is read every 64 steps of the process (a step is about a microsecond).
    if (++stepsSinceClock < 64) return undefined;
    stepsSinceClock = 0;
    const now = performance.now();
    if (now - run.startedAt > limits.runMs) return fail(run, new ExpressionLimitError('runMs', limits.runMs));
    return now - sliceStartedAt > SLICE_MS ? yieldToEventLoop() : undefined;
  });
  expr.assign(EXIT as unknown as string, (_node: unknown, _input: unknown, env: Env, result: unknown): undefined => {
    if (typeof result === 'string') {
      if (result.length > limits.stringLength) failFrom(env, new ExpressionLimitError('stringLength', limits.stringLength));
    } else if (Array.isArray(result) && result.length > limits.items) {
      failFrom(env, new ExpressionLimitError('items', limits.items));
    }
    return undefined;
  });
  return {
    source,
    async evaluate(input, bindings, run = new ExpressionRun()) {
      if (run.failure !== undefined) throw run.failure;
      const state: EvalState = { steps: 0, run };
      const all = bindings ? { ...bindings, [STATE]: state } : { [STATE]: state };
      const result: unknown = await expr.evaluate(input, all);
      if (result !== undefined && !jsonSizeWithin(result, limits.outputChars)) {
        fail(run, new ExpressionLimitError('outputChars', limits.outputChars));
      }
      return result;
    },
  };
}

/** jsonata's guardrail errors (D1011 stack, D1012 timeout) as the bound they are. */
const GUARDRAILS: Record<string, (e: { value?: unknown }) => ExpressionLimitError> = {
  D1011: () => new ExpressionLimitError('depth', MANIFEST_LIMITS.depth),
  D1012: () => new ExpressionLimitError('runMs', MANIFEST_LIMITS.timeMs),
};

/**
 * Compiles a manifest expression (throws jsonata's error on bad syntax) with jsonata's own depth and time
 * guardrails; `run` is honoured as by tenant expressions (a failed read stops its other evaluations).
 */
export function compileManifestExpression(source: string): BoundedExpression {
  const expr = jsonata(source, { stack: MANIFEST_LIMITS.depth, timeout: MANIFEST_LIMITS.timeMs });
  return {
    source,
    async evaluate(input, bindings, run) {
      if (run?.failure !== undefined) throw run.failure;
      try {
        return (await expr.evaluate(input, bindings)) as unknown;
      } catch (e) {
        const code = typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
        throw GUARDRAILS[code]?.(e as { value?: unknown }) ?? e;
      }
    },
  };
}

function fail(run: ExpressionRun, e: ExpressionLimitError): never {
  run.failure ??= e;
  throw e;
}

function failFrom(env: Env, e: ExpressionLimitError): never {
  const state = env.base.lookup(STATE) as EvalState | undefined;
  if (state) state.run.failure ??= e;
  throw e;
}
