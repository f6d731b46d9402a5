import { expect } from 'chai';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';
import { ensureBuilt, runCompiled, testProcessEnv, type CompiledProcess } from '../support/compiled-process.js';

describe('compiled build (dist/)', function () {
  this.timeout(180_000);
  let gateway: CompiledProcess | undefined;

  before(() => {
    ensureBuilt();
  });
  afterEach(async () => {
    await gateway?.stop();
    gateway = undefined;
  });

  it('holds no TypeScript: every module and the JSON it loads were emitted', () => {
    expect(existsSync(path.join(PACKAGE_ROOT, 'dist/cli/plugboard.js'))).to.equal(true);
    expect(existsSync(path.join(PACKAGE_ROOT, 'dist/connectors/schema/manifest.schema.json'))).to.equal(true);
    expect(existsSync(path.join(PACKAGE_ROOT, 'dist/composition/boot.ts'))).to.equal(false);
  });

  it('serves the API from compiled JavaScript, started outside the package folder', async () => {
    gateway = runCompiled('cli/plugboard.js', ['serve'], testProcessEnv());
    const [, url] = await gateway.waitFor(/listening on (http:\/\/\S+)/);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).to.equal(200);
    // Manifests and the spec are found relative to the package, not to the working directory (test/).
    const list = await fetch(`${url}/api/integrations/list`, { method: 'POST' });
    expect(list.status).to.equal(200);
    const body = (await list.json()) as { result: { integrations: { integrationId: string }[] } };
    expect(body.result.integrations.map((i) => i.integrationId)).to.include('hubspot');
    expect(await gateway.stop()).to.equal(0);
  });
});
