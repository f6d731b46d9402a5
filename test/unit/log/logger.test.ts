import { Writable } from 'node:stream';
import { expect } from 'chai';
import { createLogger } from '../../../src/log/logger.js';

describe('logger: secrets are redacted', () => {
  it('censors tokens, webhook secrets and the session cookie wherever a log line carries them', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = createLogger('info', sink);
    log.info(
      {
        webhook: { id: 'wh_1', secret: 'whsec_abc' },
        secret: 'whsec_top',
        headers: { cookie: 'pb_dash=s3cr3t' },
        conn: { accessToken: 'pb_conn_x' },
      },
      'm',
    );
    const out = lines.join('');
    for (const leaked of ['whsec_abc', 'whsec_top', 's3cr3t', 'pb_conn_x']) expect(out).not.to.contain(leaked);
    expect(out).to.contain('wh_1');
  });
});
