import path from 'node:path';
import { expect } from 'chai';
import { PlugboardError } from '../../../../src/errors/plugboard-error.js';
import { loadConnectorRegistry, type FieldMappings } from '../../../../src/connectors/index.js';
import { fieldMappingsCacheUsage, withFieldMappings } from '../../../../src/connectors/compile/field-overrides.js';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';

/** Issue 23, item 2: every distinct mapping is compiled and cached; the cache is bounded by memory, not by count. */
describe('unit: the cache of connectors with field mappings is bounded by bytes', () => {
  it('keeps what fits in its byte budget however many distinct big mappings arrive', async () => {
    const registry = await loadConnectorRegistry({ dir: path.join(PACKAGE_ROOT, 'connectors') });
    const hubspot = registry.require('hubspot');
    // Near the largest mapping the API accepts (16,384 characters), with read expressions (compiled and kept).
    const big = (i: number): FieldMappings => ({
      'crm.contact': {
        fields: Object.fromEntries(
          ['firstName', 'lastName', 'email', 'phone', 'jobTitle', 'ownerId'].map((f) => [
            f,
            {
              read: `$join([properties.firstname, "${i}"], " ") & ` + Array.from({ length: 100 }, (_, k) => `properties.f${k}`).join(' & '),
            },
          ]),
        ),
      },
    });
    for (let i = 0; i < 100; i++) {
      const c = withFieldMappings(hubspot, big(i));
      expect(c.models['crm.contact']!.fields.find((f) => f.name === 'jobTitle')!.computed).to.not.equal(undefined);
    }
    const usage = fieldMappingsCacheUsage();
    expect(usage.maxBytes).to.be.at.most(64 * 1024 * 1024);
    expect(usage.bytes).to.be.at.most(usage.maxBytes);
    // About 11,000 characters each, counted at ~48 bytes per character (measured: ~41 on node 20): a few dozen fit.
    expect(usage.entries).to.be.below(100);
    expect(usage.entries).to.be.above(10);
  });

  it('refuses at use a stored mapping bigger than the API accepts, or with a longer expression, before compiling it', async () => {
    const registry = await loadConnectorRegistry({ dir: path.join(PACKAGE_ROOT, 'connectors') });
    const hubspot = registry.require('hubspot');
    const refused = (mappings: FieldMappings) => {
      try {
        withFieldMappings(hubspot, mappings);
      } catch (e) {
        return e as PlugboardError;
      }
      throw new Error('accepted');
    };
    const huge = refused({ 'crm.contact': { expose: Array.from({ length: 200 }, (_, i) => `properties.${'p'.repeat(100)}${i}`) } });
    expect(huge.code).to.equal('FIELD_MAPPING_FAILED');
    expect(huge.message).to.match(/more than 16384/);
    const long = refused({ 'crm.contact': { fields: { jobTitle: { read: `properties.jobtitle & '${'x'.repeat(2_100)}'` } } } });
    expect(long.code).to.equal('FIELD_MAPPING_FAILED');
    expect(long.message).to.match(/at most 2000 characters/);
  });
});
