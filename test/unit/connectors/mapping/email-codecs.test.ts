import { expect } from 'chai';
import { compileCodec } from '../../../../src/connectors/mapping/codecs.js';
import { formatMailbox, parseAddressList } from '../../../../src/connectors/mapping/email-addresses.js';

describe('connectors/mapping: mail header codecs (address, address_list, base64url bodies, rfc2822 dates)', () => {
  it('parses RFC 5322 address lists: quoted names with commas, bare addresses, groups, comments', () => {
    expect(parseAddressList('"Roe, Rick" <rick@example.com>, sam@example.com, Jane Doe <jane@acme.example>')).to.deep.equal([
      { email: 'rick@example.com', name: 'Roe, Rick' },
      { email: 'sam@example.com', name: null },
      { email: 'jane@acme.example', name: 'Jane Doe' },
    ]);
    expect(parseAddressList('Sales: a@x.example, "B \\"Bee\\"" <b@x.example>;, c@x.example (Cee)')).to.deep.equal([
      { email: 'a@x.example', name: null },
      { email: 'b@x.example', name: 'B "Bee"' },
      { email: 'c@x.example', name: 'Cee' },
    ]);
    expect(parseAddressList('undisclosed-recipients:;')).to.deep.equal([]);
    expect(parseAddressList('a@x.example, b@x.example, c@x.example', 2)).to.have.length(2);
  });

  it('address reads the first mailbox email or name; address_list reads [{email, name}] and writes one header value', () => {
    const email = compileCodec({ type: 'address', part: 'email' });
    const name = compileCodec({ type: 'address', part: 'name' });
    expect(email.read('Jane Doe <jane@acme.example>')).to.equal('jane@acme.example');
    expect(name.read('Jane Doe <jane@acme.example>')).to.equal('Jane Doe');
    expect(name.read('jane@acme.example')).to.equal(null);
    expect(email.read(undefined)).to.equal(null);
    const list = compileCodec('address_list');
    // JSONata answers a header present twice as a list of its values.
    expect(list.read(['a@x.example', 'B <b@x.example>'])).to.deep.equal([
      { email: 'a@x.example', name: null },
      { email: 'b@x.example', name: 'B' },
    ]);
    expect(list.read(undefined)).to.equal(null);
    expect(
      list.write([
        { email: 'rick@example.com', name: 'Roe, Rick' },
        { email: 'sam@example.com', name: null },
      ]),
    ).to.equal('"Roe, Rick" <rick@example.com>, sam@example.com');
    expect(() => list.write([{ email: 'a@x.example\r\nBcc: evil@x.example' }])).to.throw(/expected an email address/);
    expect(() => list.write([{ email: 'a@x.example', name: 'A\nBcc: x' }])).to.throw(/one-line/);
    expect(() => list.write('a@x.example')).to.throw(/expected a list/);
    expect(formatMailbox({ email: 'a@x.example', name: 'Ann "A" Lee' })).to.equal('"Ann \\"A\\" Lee" <a@x.example>');
  });

  it('string read_decode reads base64url UTF-8 text (Gmail body.data) and writes text as it is', () => {
    const body = compileCodec({ type: 'string', read_decode: 'base64url' });
    const data = Buffer.from('Grüße <b>?</b>', 'utf8').toString('base64url');
    expect(data).to.match(/[-_]/);
    expect(body.read(data)).to.equal('Grüße <b>?</b>');
    expect(body.read('not base64 at all!')).to.equal(null);
    expect(body.write('Grüße')).to.equal('Grüße');
  });

  it('datetime format rfc2822 reads mail Date headers (a trailing zone comment too) and writes one', () => {
    const date = compileCodec({ type: 'datetime', format: 'rfc2822' });
    expect(date.read('Fri, 27 Nov 2026 10:20:00 +0000 (UTC)')).to.equal('2026-11-27T10:20:00.000Z');
    expect(date.read('Fri, 27 Nov 2026 11:05:30 +0100')).to.equal('2026-11-27T10:05:30.000Z');
    expect(date.read('yesterday')).to.equal(null);
    expect(date.write('2026-11-27T10:20:00Z')).to.equal('Fri, 27 Nov 2026 10:20:00 +0000');
  });
});
