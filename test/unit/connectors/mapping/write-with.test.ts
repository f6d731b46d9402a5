import { expect } from 'chai';
import { compileConnector } from '../../../../src/connectors/index.js';
import { writeRecord } from '../../../../src/connectors/mapping/model-mapper.js';
import { manifest } from '../support.js';

/**
 * `write_with` (constants written beside a field, alternatives sharing a path) and `answer: none` (a create the tool
 * accepts without a record): what sending mail through Microsoft Graph needs, in the generic manifest language.
 */
const models = (create: string) => `models:
  email.message:
    resource: messages
    fields:
      id: { path: id, write: false }
      subject: { path: subject }
      bodyText: { path: body.content, read: "body.contentType = 'text' ? body.content : null", write_with: { body.contentType: Text } }
      bodyHtml: { path: body.content, read: "body.contentType = 'html' ? body.content : null", write_with: { body.contentType: HTML } }
    unsupported: [threadId, fromEmail, to, sentTime]
resources:
  messages:
    list: { method: GET, path: /messages, records: value }
    create: ${create}`;

const compile = (create = '{ method: POST, path: /sendMail, body: { message: "{{ record }}" }, answer: none }') =>
  compileConnector({
    file: 'connectors/demo/manifest.yaml',
    text: manifest({ resources: '', models: models(create) }).replace('resources:\n\n', ''),
    folderName: 'demo',
  });

describe('connectors/mapping: write_with and answer: none', () => {
  it('writes the constants beside the field, one alternative per write', () => {
    const r = compile();
    expect(r.errors.map((e) => e.format())).to.deep.equal([]);
    const model = r.connector!.models['email.message']!;
    expect(writeRecord(model, { subject: 'Hi', bodyHtml: '<p>Hi</p>' }, 'create')).to.deep.equal({
      subject: 'Hi',
      body: { content: '<p>Hi</p>', contentType: 'HTML' },
    });
    expect(writeRecord(model, { bodyText: 'Hi' }, 'create')).to.deep.equal({ body: { content: 'Hi', contentType: 'Text' } });
    expect(() => writeRecord(model, { bodyText: 'a', bodyHtml: '<p>a</p>' }, 'create'))
      .to.throw()
      .with.property('message')
      .that.contains('bodyHtml: cannot be written with bodyText');
    expect(r.connector!.resources.messages!.create!.answersNothing).to.equal(true);
  });

  it('refuses two writable fields on one path unless both are write_with alternatives, and answer: none beside record', () => {
    const shared = compileConnector({
      file: 'connectors/demo/manifest.yaml',
      text: manifest({
        resources: '',
        models: models('{ method: POST, path: /m }').replace(', write_with: { body.contentType: HTML }', ''),
      }).replace('resources:\n\n', ''),
      folderName: 'demo',
    });
    expect(shared.errors.map((e) => e.format()).join('\n')).to.contain("both write 'body.content'");
    const both = compile('{ method: POST, path: /m, record: "$", answer: none }');
    expect(both.errors.map((e) => e.format()).join('\n')).to.contain('answer: none belongs on a create that reads no record');
  });
});
