import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { loadConnectorRegistry } from '../../../../src/connectors/index.js';
import { manifest, registryFrom } from '../support.js';

describe('connectors: catalog facts (what docs/catalog.md and the dashboard say an integration offers)', () => {
  it('derives sign-in, how to connect, models, sync, webhooks, actions and passthrough from a manifest', async () => {
    const registry = await loadConnectorRegistry({ dir: path.join(PACKAGE_ROOT, 'connectors') });
    const f = registry.get('aircall')!.info.catalog;
    expect(f.signIn.map((a) => [a.id, a.kind])).to.deep.equal([
      ['api_token', 'username and password'],
      ['oauth', 'OAuth 2.0'],
    ]);
    expect(f.signIn[0]!.setup).to.equal('Nothing to set up: end users enter their API ID and API token.');
    expect(f.signIn[1]!.setup).to.match(/^Register an OAuth app with Aircall/);
    expect(f.models.map((m) => m.model)).to.deep.equal(['dialer.call', 'dialer.user']);
    expect(f.sync).to.deep.include({ model: 'dialer.call', incremental: true, deletionsAfterSeconds: 86_400, deletionsBy: 'full_list' });
    // A deleted-records listing read on every run: noticed at the next run, and said how.
    expect(registry.get('zoho')!.info.catalog.sync).to.deep.include({
      model: 'crm.contact',
      incremental: true,
      deletionsAfterSeconds: 0,
      deletionsBy: 'deleted_records',
    });
    expect(f.actions).to.include('users/list');
    expect(f.passthrough).to.deep.equal({ baseUrl: 'https://api.aircall.io' });
    // HubSpot's changes arrive as its own webhooks.
    expect(registry.get('hubspot')!.info.catalog.webhooks).to.not.be.empty;
  });

  it('says a model with sync disabled is not synced and an input taken from the token response is not asked', async () => {
    const registry = await registryFrom({
      demo: manifest({
        inputs: `  inputs:\n    site: { label: Site name }\n    region: { label: Region, from_token_response: region }`,
        auth: '    - { type: oauth2_authorization_code, id: oauth, authorize_url: https://demo.example/a, token_url: https://demo.example/t, scopes: { default: [] } }',
        resources: `  users:\n    list: { method: GET, path: /users, records: data }`,
        models: `models:\n  crm.user:\n    resource: users\n    fields: { id: { path: id } }\n    unsupported: [name, email]\n    sync: { enabled: false }`,
      }),
    });
    const f = registry.get('demo')!.info.catalog;
    expect(f.models).to.deep.equal([{ model: 'crm.user', operations: ['list'] }]);
    expect(f.sync).to.deep.equal([]);
    expect(f.inputs).to.deep.equal(['Site name']);
  });
});
