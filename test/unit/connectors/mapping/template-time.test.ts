import { expect } from 'chai';
import { compileTemplate, renderTemplate, TemplateSyntaxError } from '../../../../src/connectors/mapping/template.js';

const render = (text: string, ctx: Record<string, unknown>) => renderTemplate(compileTemplate(text), ctx);

describe('unit: template time filters (an expiry the subscriber states: Zoho channel_expiry)', () => {
  it('add_seconds moves a time forward; iso_offset writes whole seconds and a numeric offset', () => {
    const now = '2026-11-27T08:59:59.750Z';
    expect(render('{{ now | add_seconds(82800) | iso_offset }}', { now })).to.equal('2026-11-28T07:59:59+00:00');
    expect(render('{{ now | iso_offset }}', { now: '2024-01-05T15:30:00+05:30' })).to.equal('2024-01-05T10:00:00+00:00');
    expect(render('{{ now | add_seconds(-60) | iso }}', { now })).to.equal('2026-11-27T08:58:59.750Z');
  });

  it('add_seconds needs a number, and a date to add to', () => {
    expect(() => render("{{ now | add_seconds('x') }}", { now: '2026-11-27T08:00:00Z' })).to.throw(/number of seconds/);
    expect(() => render('{{ now | add_seconds(60) }}', { now: 'soon' })).to.throw(/a date/);
    expect(() => compileTemplate('{{ now | plus(60) }}')).to.throw(TemplateSyntaxError);
  });
});
