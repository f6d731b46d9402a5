import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { bootCore, type Core } from '../../src/composition/boot.js';
import { loadConfig } from '../../src/config/load-config.js';
import { createLogger } from '../../src/log/logger.js';
import { ensureBuilt } from '../support/compiled-process.js';
import { signIn, type DashboardClient } from '../support/dashboard-client.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { seedProject } from '../support/seed.js';
import { startSharedStore, type SharedStore } from '../support/shared-store.js';

const PASSWORD = 'correct horse battery staple';

/**
 * A dashboard session ended on one gateway process stops at once on another (two compiled `plugboard serve`
 * processes on one store, mongo-java-server): the user's own session ended from another browser, an admin ending
 * a user's sessions, and a removed role.
 */
describe('scale-out: dashboard sessions end at once across two gateway processes on one store', function () {
  this.timeout(600_000);
  let store: SharedStore;
  let dataDir: string;
  let core: Core;
  let a: GatewayProcess;
  let b: GatewayProcess;
  let projectId = '';

  before(async () => {
    [store, dataDir] = await Promise.all([startSharedStore(), mkdtemp(path.join(os.tmpdir(), 'plugboard-sessions-'))]);
    const env = {
      MONGODB_URI: store.uri,
      MONGODB_DB: `sessions_${randomBytes(4).toString('hex')}`,
      PLUGBOARD_MASTER_KEY: randomBytes(32).toString('hex'),
      PLUGBOARD_DATA_DIR: dataDir,
      PLUGBOARD_JOBS_POLL_MS: '1000',
    };
    ensureBuilt();
    [a, b] = await Promise.all([startGatewayProcess('api', env), startGatewayProcess('api', env)]);
    core = await bootCore(loadConfig({ ...env, PLUGBOARD_ROLE: 'api', LOG_LEVEL: 'silent' }), createLogger('silent'));
    projectId = (await seedProject(core, 'Acme')).projectId;
    for (const role of ['owner', 'developer'] as const)
      await core.services.dashboardUsers.create({ email: `${role}@acme.example`, password: PASSWORD, projectId, role });
  });

  after(async () => {
    await Promise.all([a, b].filter(Boolean).map((p) => p.stop()));
    await core?.close();
    await store?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** A session's next request on a process: 200 while it lives, 401 once ended. */
  const status = async (p: GatewayProcess, c: DashboardClient) =>
    (await fetch(`${p.url}/dashboard/api/session`, { headers: { cookie: c.cookie } })).status;
  const developer = (p: GatewayProcess, ua: string) =>
    signIn(p.url, { email: 'developer@acme.example', password: PASSWORD }, { 'user-agent': ua });

  it('a user ends their other session from process B: its next request on process A answers 401', async () => {
    const laptop = await developer(b, 'Laptop');
    const phone = await developer(a, 'Phone');
    expect([await status(a, phone), await status(b, phone)]).to.deep.equal([200, 200]);
    const mine = (await laptop.get('/account/sessions')).body.items as { sessionId: string; userAgent: string }[];
    const phoneId = mine.find((s) => s.userAgent === 'Phone')!.sessionId;
    expect((await laptop.del(`/account/sessions/${phoneId}`)).status).to.equal(204);
    expect(await status(a, phone)).to.equal(401);
    expect(await status(b, phone)).to.equal(401);
    expect(await status(a, laptop)).to.equal(200);
  });

  it("an owner ends a developer's sessions on process A: every one stops at once on process B", async () => {
    const sessions = [await developer(b, 'One'), await developer(b, 'Two'), await developer(a, 'Three')];
    const owner = await signIn(a.url, { email: 'owner@acme.example', password: PASSWORD });
    const team = (await owner.get(`/projects/${projectId}/users`)).body.items as { userId: string; email: string }[];
    const devId = team.find((m) => m.email === 'developer@acme.example')!.userId;
    const ended = await owner.del(`/projects/${projectId}/users/${devId}/sessions`);
    expect(ended.status, ended.text).to.equal(200);
    expect(ended.body.ended).to.be.at.least(3);
    for (const s of sessions) expect([await status(b, s), await status(a, s)]).to.deep.equal([401, 401]);
    expect(await status(b, owner)).to.equal(200);
  });

  it('a role removed on process A applies to the next request on process B', async () => {
    const dev = await developer(b, 'Four');
    expect((await dev.get('/session')).body.projects).to.have.length(1);
    const owner = await signIn(a.url, { email: 'owner@acme.example', password: PASSWORD });
    const team = (await owner.get(`/projects/${projectId}/users`)).body.items as { userId: string; email: string }[];
    const devId = team.find((m) => m.email === 'developer@acme.example')!.userId;
    expect((await owner.post(`/projects/${projectId}/users/${devId}/role`, { role: null })).status).to.equal(204);
    expect((await dev.get('/session')).body.projects).to.deep.equal([]);
  });
});
