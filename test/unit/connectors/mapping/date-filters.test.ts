import { expect } from 'chai';
import { compileTemplate, renderTemplate } from '../../../../src/connectors/mapping/template.js';

const render = (t: string, ctx: Record<string, unknown>) => renderTemplate(compileTemplate(t), ctx);

describe('connectors/mapping: date filters of templates (datetime, with add_seconds)', () => {
  it("datetime formats in UTC with a Luxon pattern (JustCall's from_datetime)", () => {
    expect(render("{{ params.since | datetime('yyyy-MM-dd HH:mm:ss') }}", { params: { since: '2024-03-05T16:02:10.000+01:00' } })).to.equal(
      '2024-03-05 15:02:10',
    );
    expect(render("{{ params.since | datetime('yyyy-MM-dd') }}", { params: { since: 1_709_650_930_000 } })).to.equal('2024-03-05');
  });

  it("add_seconds(-50400) goes back 14 hours, chained with datetime (JustCall's from_datetime); a missing value with default stays missing", () => {
    expect(render('{{ params.since | add_seconds(-50400) }}', { params: { since: '2024-03-05T15:02:10.000Z' } })).to.equal(
      '2024-03-05T01:02:10.000Z',
    );
    expect(
      render("{{ params.since | add_seconds(-50400) | datetime('yyyy-MM-dd HH:mm:ss') }}", { params: { since: '2024-03-05T10:00:00Z' } }),
    ).to.equal('2024-03-04 20:00:00');
    expect(render("{{ params.since | default | add_seconds(-50400) | datetime('yyyy-MM-dd') }}", { params: {} })).to.equal(undefined);
    expect(() => render('{{ params.since | datetime }}', { params: { since: 'not a date' } })).to.throw(/a date/);
  });
});
