import { expect } from 'chai';
import { ExpressionLimitError } from '../../../../src/connectors/mapping/bounded-expression.js';
import { compileTenantExpression, tenantExpressionProblems } from '../../../../src/connectors/mapping/tenant-expression.js';

const record = {
  first_name: 'Ada',
  last_name: null,
  email: 'ada@example.com',
  phones: [
    { type: 'work', number: '+1 555 0100' },
    { type: 'home', number: '+1 555 0199' },
  ],
  properties: { custom_title: 'Countess', score: '42' },
  updated: '2024-02-01T09:30:00Z',
};

describe('unit: the JSONata subset of tenant field mappings', () => {
  it('accepts what reading fields of a record needs', async () => {
    const allowed: [string, unknown][] = [
      ['properties.custom_title', 'Countess'],
      ["$join([first_name, last_name][$ != null], ' ')", 'Ada'],
      ["phones[type = 'work'].number", '+1 555 0100'],
      ['$number(properties.score) * 2', 84],
      ["last_name ? last_name : 'unknown'", 'unknown'],
      ['( $t := properties.custom_title; $uppercase($t) )', 'COUNTESS'],
      ["email ~> $substringBefore('@')", 'ada'],
      ['$count(phones)', 2],
      ['phones^(>number)[0].type', 'home'],
      ['{ "title": properties.custom_title }.title', 'Countess'],
      ['$fromMillis($toMillis(updated))', '2024-02-01T09:30:00.000Z'],
      ["$replace(email, '@', ' at ')", 'ada at example.com'],
      ['phones#$i[$i = 1].number', '+1 555 0199'],
    ];
    for (const [source, expected] of allowed) {
      expect(tenantExpressionProblems(source), source).to.deep.equal([]);
      expect(await compileTenantExpression(source).evaluate(record), source).to.deep.equal(expected);
    }
  });

  it('refuses function definitions (recursion), regular expressions, ranges, $eval, unlisted functions and more, naming each', () => {
    const refused: [string, RegExp][] = [
      ['( $f := function($i){ $f($i+1) }; $f(0) )', /function definitions/],
      ['$map(phones, function($p){ $p.number })', /function definitions|\$map\(\) is not an allowed/],
      ['$match(email, /a+/)', /regular expressions/],
      ["$replace(email, /(a+)+$/, 'x')", /regular expressions/],
      ['[1..10000000]', /range operator/],
      ['$eval("1+1")', /\$eval\(\) is not an allowed/],
      ["$pad('', 100000000)", /\$pad\(\) is not an allowed/],
      ['$distinct(phones)', /\$distinct\(\) is not an allowed/],
      ['$sort(phones, function($a, $b){ $a > $b })', /function definitions|\$sort\(\) takes at most 1/],
      ["$toMillis(updated, '[Y0001]-[M01]')", /\$toMillis\(\) takes at most 1/],
      ['$substringBefore(?, "@")', /partial/],
      ['$ ~> |phones|{"x": 1}|', /transform/],
      ['( $string := 1; $string )', /cannot be assigned/],
      ['$undefinedThing', /not a variable of the expression/],
      ['( $f := $uppercase; $f(email) )', /\$f\(\) is not an allowed function/],
      ['$$$(', /./],
    ];
    for (const [source, problem] of refused) {
      const problems = tenantExpressionProblems(source);
      expect(problems.join('; '), source).to.match(problem);
      expect(() => compileTenantExpression(source), source).to.throw(Error);
    }
  });
});

describe('unit: the runtime bounds of tenant expressions', () => {
  const stoppedBy = async (source: string, input: unknown): Promise<ExpressionLimitError> => {
    const started = performance.now();
    const err = await compileTenantExpression(source)
      .evaluate(input)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err, source).to.be.instanceOf(ExpressionLimitError);
    expect(performance.now() - started, source).to.be.below(2_000);
    return err as ExpressionLimitError;
  };

  it('stops an expression whose steps multiply (a path over the same array, level after level)', async () => {
    const e = await stoppedBy('( $a := [$, $, $, $, $, $, $, $, $, $]; $a.$a.$a.$a.$a.$a.$a.$a )', 1);
    expect(e.limit).to.be.oneOf(['steps', 'items']);
  });

  it('stops strings that double at every step, and joins or JSON that would be too long, before they are built', async () => {
    const doubling = '( $a := $ & $; $b := $a & $a; $c := $b & $b; $d := $c & $c; $e := $d & $d; $f := $e & $e; $uppercase($f & $f) )';
    expect((await stoppedBy(doubling, 'x'.repeat(5_000))).limit).to.equal('stringLength');
    expect((await stoppedBy("$join([$, $, $, $, $, $, $, $, $, $, $, $], ' ')", 'x'.repeat(10_000))).limit).to.equal('stringLength');
    const nested =
      '( $o := {"a": $, "b": $, "c": $, "d": $}; $p := {"a": $o, "b": $o, "c": $o, "d": $o}; $q := [$p, $p, $p, $p]; $string($q) )';
    expect((await stoppedBy(nested, 'x'.repeat(5_000))).limit).to.equal('stringLength');
    expect((await stoppedBy("$replace($, 'a', 'bbbbbbbbbbbbbbbbbbbb')", 'a'.repeat(50_000))).limit).to.equal('stringLength');
  });

  it('refuses a result bigger than the output bound (an object holding the same object many times over)', async () => {
    const e = await stoppedBy(
      '( $o := {"a": $, "b": $, "c": $}; $p := {"a": $o, "b": $o, "c": $o}; {"a": $p, "b": $p, "c": $p} )',
      'x'.repeat(5_000),
    );
    expect(e.limit).to.equal('outputChars');
  });
});
