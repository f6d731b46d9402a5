import { expect } from 'chai';
import MailComposer from 'nodemailer/lib/mail-composer';
import { composeRfc2822 } from '../../../../src/connectors/runtime/compose-message.js';

describe('connectors/runtime: compose rfc2822 (a mapped record as the raw message Gmail sends)', () => {
  it('builds headers and a multipart/alternative body, Bcc kept, base64url of the same bytes', async () => {
    const m = await composeRfc2822({
      to: '"Roe, Rick" <rick@example.com>',
      cc: 'ops@acme.example',
      bcc: 'audit@acme.example',
      subject: 'Proposal für Acme',
      text: 'Hello Rick,\nsee you.',
      html: '<p>Hello Rick</p>',
      in_reply_to: '<a1@mail.example.com>',
      references: ['<a0@mail.example.com>', '<a1@mail.example.com>'],
      threadId: 'ignored-by-the-composer',
    });
    expect(m.raw).to.match(/^To: "Roe, Rick" <rick@example\.com>$/m);
    expect(m.raw).to.match(/^Cc: ops@acme\.example$/m);
    expect(m.raw).to.match(/^Bcc: audit@acme\.example$/m);
    expect(m.raw).to.match(/^Subject: =\?UTF-8\?Q\?Proposal_f=C3=BCr_Acme\?=$/m);
    expect(m.raw).to.match(/^In-Reply-To: <a1@mail\.example\.com>$/m);
    expect(m.raw).to.match(/^References: <a0@mail\.example\.com> <a1@mail\.example\.com>$/m);
    expect(m.raw).to.match(/^Content-Type: multipart\/alternative;/m);
    expect(m.raw).to.include('<p>Hello Rick</p>');
    expect(m.raw).not.to.include('ignored-by-the-composer');
    expect(Buffer.from(m.base64url, 'base64url').toString('utf8')).to.equal(m.raw);
    expect(m.base64url).not.to.match(/[+/=]/);
  });

  it("refuses a header value on two lines and non-string values (recipients are the tool's to require)", async () => {
    const fails = async (record: Record<string, unknown>, re: RegExp) => {
      try {
        await composeRfc2822(record);
        expect.fail('composed');
      } catch (e) {
        expect((e as { code?: string }).code).to.equal('VALIDATION_FAILED');
        expect((e as Error).message).to.match(re);
      }
    };
    await fails({ to: 'a@x.example', subject: 'Hi\r\nBcc: evil@x.example' }, /subject must be one line/);
    await fails({ to: ['a@x.example'], subject: 'Hi' }, /to must be a string/);
    expect((await composeRfc2822({ subject: 'Draft' })).raw).to.match(/^Subject: Draft$/m);
    await fails({ to: 'a@x.example', text: 42 }, /text must be a string/);
  });

  it("equals nodemailer's own MailComposer (Bcc kept) for the same fields, but for each message's date, id and boundaries", async () => {
    const fields = { to: 'rick@example.com', bcc: 'audit@acme.example', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' };
    const ours = (await composeRfc2822(fields)).raw;
    const node = new MailComposer(fields).compile();
    node.keepBcc = true;
    const theirs = (await node.build()).toString('utf8');
    const normal = (raw: string) => {
      const boundaries = [...raw.matchAll(/boundary="([^"]+)"/g)].map((m) => m[1]!);
      let out = raw.replace(/^(Date|Message-ID): .*\r?\n/gm, '');
      for (const [i, b] of boundaries.entries()) out = out.replaceAll(b, `BOUNDARY${i}`);
      return out;
    };
    expect(normal(ours)).to.equal(normal(theirs));
    expect(ours).to.match(/^Bcc: audit@acme\.example$/m);
  });
});
