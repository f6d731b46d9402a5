import { expect } from 'chai';
import { compileCodec } from '../../../../src/connectors/mapping/codecs.js';
import { keptFields } from '../../../../src/services/connections/connection-settings.js';

describe('connectors/mapping: the list codec (attendees, recipients, attachments)', () => {
  const recipients = compileCodec({
    type: 'list',
    items: {
      email: 'emailAddress.address',
      name: 'emailAddress.name',
      responseStatus: {
        path: 'status.response',
        codec: {
          type: 'enum',
          values: { accepted: 'accepted', tentative: 'tentativelyAccepted', needsAction: ['none', 'notResponded'] },
          unknown: 'null',
        },
      },
      isOptional: { path: 'optional', codec: 'boolean' },
    },
    max_items: 3,
  });

  it('reads each downstream item key by key (missing values as null, unknown enum values as null)', () => {
    expect(
      recipients.read([
        { emailAddress: { address: 'ada@acme.example', name: 'Ada' }, status: { response: 'tentativelyAccepted' } },
        { emailAddress: { address: 'bob@acme.example' }, status: { response: 'organizer' }, optional: true },
      ]),
    ).to.deep.equal([
      { email: 'ada@acme.example', name: 'Ada', responseStatus: 'tentative', isOptional: null },
      { email: 'bob@acme.example', name: null, responseStatus: null, isOptional: true },
    ]);
    expect(recipients.read(null)).to.equal(null);
    // JSONata answers a one-item sequence as the item itself: a list of one.
    expect(recipients.read({ emailAddress: { address: 'c@x.example' } })).to.deep.equal([
      { email: 'c@x.example', name: null, responseStatus: null, isOptional: null },
    ]);
    expect(recipients.read([1, 2, 3, 4, 5].map((i) => ({ emailAddress: { address: `${i}@x.example` } })))).to.have.length(3);
  });

  it('writes the inverse, and refuses unknown keys, non-objects and too many items', () => {
    expect(recipients.write([{ email: 'ada@acme.example', name: 'Ada', responseStatus: 'needsAction', isOptional: false }])).to.deep.equal([
      { emailAddress: { address: 'ada@acme.example', name: 'Ada' }, status: { response: 'none' }, optional: false },
    ]);
    expect(recipients.write([{ email: 'a@b.example', name: null }])).to.deep.equal([{ emailAddress: { address: 'a@b.example' } }]);
    expect(() => recipients.write([{ mail: 'a@b.example' }])).to.throw(/'mail' is not one of email, name/);
    expect(() => recipients.write(['a@b.example'])).to.throw(/item 0 is not an object/);
    expect(() => recipients.write('a@b.example')).to.throw(/expected a list/);
    expect(() => recipients.write([{}, {}, {}, {}])).to.throw(/at most 3 items/);
  });

  it('without items keeps a list of scalars as it is (Gmail label ids)', () => {
    const labels = compileCodec('list');
    expect(labels.read(['INBOX', 'UNREAD', { x: 1 }])).to.deep.equal(['INBOX', 'UNREAD']);
    expect(labels.write(['STARRED'])).to.deep.equal(['STARRED']);
    expect(() => labels.write([{}])).to.throw(/list of strings/);
  });
});

describe('services/connections: opt-in fields of the synced cache (message bodies)', () => {
  const message = {
    id: 'm1',
    subject: 'Pricing',
    bodyText: 'the secret price is 42',
    bodyHtml: '<p>the secret price</p>',
    snippet: 'the secret',
  };

  it('a message body and snippet are never kept unless the connection names them in its sync fields', () => {
    expect(keptFields(message, null, 'email.message')).to.deep.equal({ id: 'm1', subject: 'Pricing' });
    expect(keptFields(message, { events: ['title'] }, 'email.message')).to.deep.equal({ id: 'm1', subject: 'Pricing' });
    expect(keptFields(message, { messages: ['subject', 'bodyText'] }, 'email.message')).to.deep.equal({
      id: 'm1',
      subject: 'Pricing',
      bodyText: 'the secret price is 42',
    });
  });

  it('models without opt-in fields keep every field', () => {
    const event = { id: 'e1', title: 'Call', description: 'notes' };
    expect(keptFields(event, null, 'calendar.event')).to.equal(event);
  });
});
