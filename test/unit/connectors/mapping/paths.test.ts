import { expect } from 'chai';
import { getPath, parsePath } from '../../../../src/connectors/mapping/paths.js';

describe('unit: dot paths', () => {
  it('splits on dots; a backslash-escaped dot stays in the key (OData @odata.nextLink)', () => {
    expect(parsePath('paging.next.after')).to.deep.equal(['paging', 'next', 'after']);
    expect(parsePath('@odata\\.nextLink')).to.deep.equal(['@odata.nextLink']);
    expect(parsePath('value.0.@odata\\.etag')).to.deep.equal(['value', '0', '@odata.etag']);
    expect(parsePath('$')).to.deep.equal([]);
    const body = { '@odata.nextLink': 'https://x/next', '@odata': { nextLink: 'wrong' } };
    expect(getPath(body, parsePath('@odata\\.nextLink'))).to.equal('https://x/next');
  });
});
