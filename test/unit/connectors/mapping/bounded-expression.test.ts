import { expect } from 'chai';
import jsonata from 'jsonata';
import {
  compileBounded,
  compileManifestExpression,
  ExpressionLimitError,
  ExpressionRun,
  TENANT_LIMITS,
} from '../../../../src/connectors/mapping/bounded-expression.js';

/**
 * The bounds on the full language: they stop what the tenant subset refuses outright too (a stored expression set
 * before the subset existed never runs, but the bounds do not rely on that).
 */
describe('unit: bounded JSONata evaluation', function () {
  this.timeout(30_000);
  const recursive = '( $f := function($i){ $f($i+1) }; $f(0) )';
  const FULL = { ...TENANT_LIMITS, depth: 500 };

  it('stops endless recursion by its step bound, and lets the event loop run meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    const started = performance.now();
    const err = await compileBounded(recursive, { ...FULL, steps: 300_000, runSteps: 1_000_000, runMs: 20_000 })
      .evaluate({})
      .catch((e: unknown) => e);
    clearInterval(timer);
    expect(err).to.be.instanceOf(ExpressionLimitError);
    expect((err as ExpressionLimitError).limit).to.equal('steps');
    // Timers fired while it ran: the evaluation yielded to the event loop instead of holding it.
    expect(ticks, `${Math.round(performance.now() - started)} ms`).to.be.above(2);
  });

  it('stops deep non-tail recursion by its depth bound', async () => {
    const deep = '( $f := function($i){ $i > 100000 ? 0 : 1 + $f($i+1) }; $f(0) )';
    const err = await compileBounded(deep, { ...FULL, steps: 1_000_000, runSteps: 1_000_000 })
      .evaluate({})
      .catch((e: unknown) => e);
    expect(err).to.be.instanceOf(ExpressionLimitError);
    expect((err as ExpressionLimitError).limit).to.equal('depth');
  });

  it('stops a read by its wall time, and every other evaluation of the same read at its next step', async () => {
    const run = new ExpressionRun();
    const slow = compileBounded(recursive, { ...FULL, steps: 1e9, runSteps: 1e9, runMs: 100 });
    const results = await Promise.allSettled([slow.evaluate({}, undefined, run), slow.evaluate({}, undefined, run)]);
    expect(results.map((r) => r.status)).to.deep.equal(['rejected', 'rejected']);
    const reasons = results.map((r) => (r as PromiseRejectedResult).reason as ExpressionLimitError);
    expect(reasons.map((e) => e.limit)).to.deep.equal(['runMs', 'runMs']);
    // The run is spent: another evaluation under it does not start.
    const third = await compileBounded('1 + 1', FULL)
      .evaluate({}, undefined, run)
      .catch((e: unknown) => e);
    expect(third).to.be.instanceOf(ExpressionLimitError);
  });

  it('counts steps across the evaluations of one read', async () => {
    const run = new ExpressionRun();
    const expr = compileBounded('a.b.c', { ...TENANT_LIMITS, runSteps: 50 });
    const input = { a: { b: { c: 1 } } };
    let done = 0;
    let err: unknown;
    for (let i = 0; i < 100 && !err; i++) {
      await expr.evaluate(input, undefined, run).then(
        () => done++,
        (e: unknown) => (err = e),
      );
    }
    expect(done).to.be.within(1, 49);
    expect((err as ExpressionLimitError).limit).to.equal('runSteps');
  });

  it("bounds manifest expressions by jsonata's own depth and time guardrails", async () => {
    const endless = await compileManifestExpression(recursive)
      .evaluate({})
      .catch((e: unknown) => e);
    expect((endless as ExpressionLimitError).limit).to.equal('runMs');
    const deep = await compileManifestExpression('( $f := function($i){ $i > 100000 ? 0 : 1 + $f($i+1) }; $f(0) )')
      .evaluate({})
      .catch((e: unknown) => e);
    expect((deep as ExpressionLimitError).limit).to.equal('depth');
    expect(await compileManifestExpression("$join([a, b][$ != null], ' ')").evaluate({ a: 'x', b: null })).to.equal('x');
  });

  it('gives the same answers as plain JSONata within the bounds (jsonata is pinned: the bounds use its evaluate hooks)', async () => {
    const input = {
      first: 'Ada',
      last: null,
      emails: [{ value: 'a@x.test', primary: true }, { value: 'b@x.test' }],
      amount: '1200.50',
      stage: { id: 7, label: 'Won' },
      tags: ['b', 'a', 'c'],
      createdAt: 1_700_000_000_000,
    };
    const expressions = [
      "$join([first, last][$ != null], ' ')",
      'emails[primary].value',
      'emails.value',
      '$number(amount) * 100',
      'stage.label = "Won" ? "closed_won" : "open"',
      '$sort(tags)',
      '$count(emails)',
      '$map(emails, function($e, $i) { $i & ":" & $e.value })',
      '$fromMillis(createdAt)',
      '( $f := function($n) { $n <= 1 ? 1 : $n * $f($n - 1) }; $f(6) )',
      '{ "name": first, "mail": emails[0].value, "n": $count(tags) }',
      '$exists(missing) ? missing : "none"',
      'tags[$ != "a"]',
      '$reduce([1, 2, 3, 4], function($a, $b) { $a + $b })',
    ];
    for (const source of expressions) {
      const plain: unknown = await jsonata(source).evaluate(input);
      const bounded: unknown = await compileBounded(source, TENANT_LIMITS).evaluate(input);
      expect(JSON.stringify(bounded), source).to.equal(JSON.stringify(plain));
    }
  });
});
