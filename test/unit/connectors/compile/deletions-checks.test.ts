import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { refusalOf, registryFrom } from '../support.js';

/** The test connector with tombstones (test/fixtures/sync-connectors/synctomb), its deletions replaced. */
async function withDeletions(deletions: string, resourceExtra = ''): Promise<string> {
  const text = await readFile(path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors/synctomb/manifest.yaml'), 'utf8');
  return text.replace(/ {6}deletions: .*\n/, `      deletions: ${deletions}\n`).replace('  contacts:\n', `  contacts:\n${resourceExtra}`);
}

const refused = (manifest: string): Promise<string> => refusalOf('synctomb', manifest);

describe('unit: manifest sync.deletions is checked when the connector loads', () => {
  it('loads tombstones and a deleted_records model whose resource lists its deleted records', async () => {
    await registryFrom({ synctomb: await withDeletions('{ strategy: tombstones, tombstone: { path: deleted_at, present: true } }') });
    const reg = await registryFrom({
      synctomb: await withDeletions(
        '{ strategy: deleted_records, id: object_id }',
        '    deleted_since: { method: GET, path: /events, query: { since: "{{ params.since }}", until: "{{ params.until }}" }, records: data }\n',
      ),
    });
    expect(reg.get('synctomb')!.info.catalog.sync[0]).to.include({ deletionsBy: 'deleted_records', deletionsAfterSeconds: 0 });
  });

  it('refuses deleted_records without deleted_since, tombstones without a tombstone, a tombstone without equals or present', async () => {
    expect(await refused(await withDeletions('{ strategy: deleted_records }'))).to.match(
      /deleted_records reads resource 'contacts's deleted_since/,
    );
    expect(await refused(await withDeletions('{ strategy: tombstones }'))).to.match(/strategy tombstones and tombstone go together/);
    expect(await refused(await withDeletions('{ strategy: tombstones, tombstone: { path: archived } }'))).to.match(
      /equals or present: true/,
    );
    expect(await refused(await withDeletions('{ strategy: full_list, id: object_id }'))).to.match(
      /id is read with strategy deleted_records/,
    );
    expect(
      await refused(await withDeletions('{ strategy: deleted_records }', '    deleted_since: { method: GET, path: /events }\n')),
    ).to.match(/'deleted_since' needs records/);
  });
});
