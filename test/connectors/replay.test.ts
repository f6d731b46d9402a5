import { expect } from 'chai';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConnectorRegistry } from '../../src/connectors/index.js';
import { loadFixtures, replayFixture } from '../../src/connectors/testing/replay-fixtures.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'connectors');
/** Every shipped connector: each folder of connectors/ holding a manifest. */
const ALL = readdirSync(dir)
  .filter((d) => existsSync(path.join(dir, d, 'manifest.yaml')))
  .sort();

/**
 * Replays every connector's recorded fixtures offline: a loopback server checks the exact downstream requests
 * and answers the recorded responses; the unified output must equal the expected one.
 */
describe('connectors: fixture replay', () => {
  it('every shipped manifest loads, validates and declares fixtures', async () => {
    expect(ALL).to.include.members(['aircall', 'close', 'dynamics365', 'hubspot', 'outreach', 'pipedrive', 'salesforce', 'salesloft']);
    const registry = await loadConnectorRegistry({ dir });
    expect(registry.list().map((c) => c.integrationId)).to.deep.equal(ALL);
    for (const id of ALL) expect(registry.require(id).fixturesDir, id).to.be.a('string');
  });

  it('aircall exposes users/list with the documented input and output', async () => {
    const registry = await loadConnectorRegistry({ dir });
    const action = registry.require('aircall').info.capabilities.actions.find((a) => a.path === 'users/list');
    expect(Object.keys((action!.inputSchema as { properties: object }).properties)).to.deep.equal(['from', 'nextPageLink', 'perPage']);
    expect((action!.outputSchema as { required: string[] }).required).to.deep.equal(['meta', 'users']);
  });

  for (const id of ALL) {
    describe(id, () => {
      it('has at least one fixture', async () => {
        expect((await loadFixtures(path.join(dir, id, 'fixtures'))).length).to.be.greaterThan(0);
      });
    });
  }
});

// One mocha test per fixture file, discovered at load time so a new fixture brings its own test.
const fixtureSets = await Promise.all(ALL.map(async (id) => ({ id, fixtures: await loadFixtures(path.join(dir, id, 'fixtures')) })));
describe('connectors: fixtures', () => {
  for (const { id, fixtures } of fixtureSets) {
    for (const { file, fixture } of fixtures) {
      it(`${id}/${path.basename(file)}: ${fixture.name}`, async () => {
        const r = await replayFixture(dir, id, file, fixture);
        expect(r.problems).to.deep.equal([]);
      });
    }
  }
});
