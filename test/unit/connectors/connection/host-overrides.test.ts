import { expect } from 'chai';
import { parseHostOverrides } from '../../../../src/connectors/index.js';
import { replaceOrigin } from '../../../../src/connectors/connection/host-overrides.js';
import { resolveSameOrigin, resolveTarget } from '../../../../src/connectors/connection/connection-target.js';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';
import { manifest, registryFrom } from '../support.js';

describe('connectors/runtime: host overrides', () => {
  it('parses PLUGBOARD_CONNECTOR_HOSTS into origins', () => {
    expect(
      parseHostOverrides(
        '{"hubspot":{"api":"http://127.0.0.1:4010/ignored/path","authorize":"http://127.0.0.1:4011","token":"http://127.0.0.1:4011"}}',
      ),
    ).to.deep.equal({
      hubspot: { api: 'http://127.0.0.1:4010', authorize: 'http://127.0.0.1:4011', token: 'http://127.0.0.1:4011' },
    });
    expect(parseHostOverrides('')).to.deep.equal({});
  });

  it('rejects malformed overrides', () => {
    for (const bad of ['[1]', '{"x":{"web":"http://a"}}', '{"x":{"api":"ftp://a"}}', '{"x":{"api":"not a url"}}', '{', '{"x":3}']) {
      expect(() => parseHostOverrides(bad), bad).to.throw(PlugboardError);
    }
  });

  it('replaces only the origin, keeping path and query', () => {
    expect(replaceOrigin('https://api.aircall.io/v1/users?page=2', 'http://127.0.0.1:9')).to.equal('http://127.0.0.1:9/v1/users?page=2');
  });

  it('applies to a base URL captured from the token response (Salesforce instance_url)', async () => {
    const registry = await registryFrom(
      {
        demo: manifest({
          inputs: '  inputs:\n    instance_url: { label: Instance, type: url, from_token_response: instance_url }',
          auth: '    - { type: oauth2_authorization_code, id: o, authorize_url: "https://login.example/a", token_url: "https://login.example/t", scopes: { default: [] } }',
          http: '  base_url: "{{ inputs.instance_url }}/prefix"',
        }),
      },
      { demo: { api: 'http://127.0.0.1:4010' } },
    );
    const t = resolveTarget(registry.require('demo'), {
      inputs: {},
      credentials: { type: 'oauth2', accessToken: 'a', captured: { instance_url: 'https://acme.my.example.com' } },
    });
    expect(t.effectiveBase).to.equal('http://127.0.0.1:4010/prefix');
    expect(t.declaredOrigin).to.equal('https://acme.my.example.com');
    const reject = (r: string) => new PlugboardError('DOWNSTREAM_ERROR', r);
    expect(resolveSameOrigin(t, 'https://acme.my.example.com/prefix/next?x=1', reject)).to.equal('http://127.0.0.1:4010/prefix/next?x=1');
    expect(resolveSameOrigin(t, '/services/next', reject)).to.equal('http://127.0.0.1:4010/services/next');
    expect(() => resolveSameOrigin(t, 'https://other.example.com/x', reject)).to.throw(/another host/);
    expect(() => resolveSameOrigin(t, '//other.example.com/x', reject)).to.throw(PlugboardError);
    expect(() => resolveSameOrigin(t, 'https://user:pw@acme.my.example.com/x', reject)).to.throw(/credentials/);
  });

  it('an override for an unknown connector fails the load', async () => {
    const e = (await registryFrom({ demo: manifest({}) }, { nope: { api: 'http://127.0.0.1:1' } }).catch((x: unknown) => x)) as Error;
    expect(e.message).to.contain("host override for unknown connector 'nope'");
  });
});
