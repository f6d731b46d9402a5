import { expect } from 'chai';
import { compileTemplate, renderTemplate } from '../../../../src/connectors/mapping/template.js';

const render = (text: string, ctx: Record<string, unknown>) => renderTemplate(compileTemplate(text), ctx);

describe('unit: template join filter (one downstream value written from several unified fields)', () => {
  it('joins the entries with the separator', () => {
    expect(render("{{ parts | join(' ') }}", { parts: ['Ada', 'Lovelace'] })).to.equal('Ada Lovelace');
    expect(render('{{ parts | join }}', { parts: ['a', 'b'] })).to.equal('a,b');
  });

  it('leaves out missing, null and empty entries (a sparse list from paths name_parts.0 / name_parts.1)', () => {
    const sparse: unknown[] = [];
    sparse[1] = 'Lovelace';
    expect(render("{{ parts | join(' ') }}", { parts: sparse })).to.equal('Lovelace');
    expect(render("{{ parts | join(' ') }}", { parts: ['Ada', null] })).to.equal('Ada');
    expect(render("{{ parts | join(' ') }}", { parts: ['', 'Lovelace', undefined] })).to.equal('Lovelace');
  });
});
