import { expect } from 'chai';
import { ensureBuilt, runCompiled, testProcessEnv } from '../support/compiled-process.js';
import { signIn } from '../support/dashboard-client.js';
import { seedProject } from '../support/seed.js';
import { startTestGateway } from '../support/start-gateway.js';

describe('plugboard admin sessions (compiled): an operator lists and ends dashboard sessions', function () {
  this.timeout(180_000);
  before(() => {
    ensureBuilt();
  });

  it('lists live sessions without secrets, ends one by id, refuses an ambiguous end, and tokens rotate ends the rest', async () => {
    const env = testProcessEnv();
    const gw = await startTestGateway({ MONGODB_DB: env.MONGODB_DB! });
    const run = async (args: string[]) => {
      const p = runCompiled('cli/plugboard.js', ['admin', ...args], env);
      return { code: await p.exited(), output: p.output() };
    };
    try {
      const acme = await seedProject(gw.gateway.core, 'Acme');
      const first = await signIn(gw.url, acme.dev.apiToken);
      const second = await signIn(gw.url, acme.dev.apiToken);
      const alive = async (c: typeof first) => (await c.get('/session')).status === 200;

      const list = await run(['sessions', 'list', '--environment', acme.dev.env.id]);
      expect(list.code, list.output).to.equal(0);
      const listed = JSON.parse(list.output) as { sessions: { sessionId: string; principal: { kind: string } }[] };
      expect(listed.sessions).to.have.length(2);
      expect(listed.sessions.every((s) => s.sessionId.startsWith('dsess_') && s.principal.kind === 'environment')).to.equal(true);
      expect(list.output).not.to.contain(acme.dev.apiToken);
      expect(list.output).not.to.contain(first.cookie.split('=')[1]!);

      const ambiguous = await run(['sessions', 'end']);
      expect(ambiguous.code).to.equal(2);
      expect(ambiguous.output).to.contain('exactly one of');

      const end = await run(['sessions', 'end', '--session', listed.sessions[0]!.sessionId]);
      expect(end.code, end.output).to.equal(0);
      expect(JSON.parse(end.output)).to.deep.equal({ ended: 1 });
      expect([await alive(first), await alive(second)].sort()).to.deep.equal([false, true]);

      const rotate = await run(['tokens', 'rotate', '--project', acme.projectId, '--env', 'development']);
      expect(rotate.code, rotate.output).to.equal(0);
      expect(JSON.parse(rotate.output)).to.include({ dashboardSessionsEnded: 1 });
      expect(await alive(first)).to.equal(false);
      expect(await alive(second)).to.equal(false);
    } finally {
      await gw.close();
    }
  });
});
