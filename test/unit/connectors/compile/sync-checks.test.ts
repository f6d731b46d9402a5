import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { PACKAGE_ROOT } from '../../../../src/config/package-root.js';
import { refusalOf, registryFrom } from '../support.js';

/** The test connector with an incremental sync (test/fixtures/sync-connectors/synctomb), its `sync` replaced. */
async function withSync(sync: string): Promise<string> {
  const text = await readFile(path.join(PACKAGE_ROOT, 'test/fixtures/sync-connectors/synctomb/manifest.yaml'), 'utf8');
  return text.replace(/ {4}sync:\n(?: {6}.*\n)+/, `    sync:\n${sync}`);
}

const refused = (manifest: string): Promise<string> => refusalOf('synctomb', manifest);

describe('unit: manifest sync.delta and sync.incremental are checked when the connector loads', () => {
  it('loads a delta sync whose operations the resource declares', async () => {
    const reg = await registryFrom({
      synctomb: await withSync(
        '      delta: { operation: changed_since, full_operation: list, token_from: { path: next }, deleted_when: "archived = true" }\n',
      ),
    });
    expect(reg.get('synctomb')).to.not.equal(undefined);
  });

  it('names each operation the resource lacks, at its own pointer, with the resource to add it to', async () => {
    // Operation names the schema allows, missing from the resource (`list` and `changed_since` renamed away).
    const delta = '{ operation: changed_since, full_operation: list, token_from: { path: next } }';
    const noList = (await withSync(`      delta: ${delta}\n`)).replace('    list: {', '    search: {');
    expect(await refused(noList)).to.match(
      /resource 'contacts' has no 'list' operation \(at \/models\/crm.contact\/sync\/delta\/full_operation\)\n\s+hint: add resources.contacts.list$/m,
    );
    const noChanges = (await withSync(`      delta: ${delta}\n`)).replace('    changed_since:\n', '    search:\n');
    expect(await refused(noChanges)).to.match(
      /resource 'contacts' has no 'changed_since' operation \(at \/models\/crm.contact\/sync\/delta\/operation\)\n\s+hint: add resources.contacts.changed_since$/m,
    );
    expect(await refused(await withSync('      incremental: { cursor_field: modifiedTime, operation: search }\n'))).to.match(
      /resource 'contacts' has no 'search' operation \(at \/models\/crm.contact\/sync\/incremental\/operation\)\n\s+hint: add resources.contacts.search$/m,
    );
  });

  it('refuses delta with incremental, a JSONata deleted_when that does not compile, a cursor field that is no datetime', async () => {
    expect(
      await refused(
        await withSync(
          '      delta: { operation: changed_since, token_from: { path: next } }\n      incremental: { cursor_field: modifiedTime, operation: changed_since }\n',
        ),
      ),
    ).to.match(/by delta tokens or by an incremental cursor, not both/);
    expect(
      await refused(await withSync('      delta: { operation: changed_since, token_from: { path: next }, deleted_when: "((" }\n')),
    ).to.match(/JSONata does not compile: .* \(at \/models\/crm.contact\/sync\/delta\/deleted_when\)/);
    expect(await refused(await withSync('      incremental: { cursor_field: email, operation: changed_since }\n'))).to.match(
      /cursor_field 'email' must be a mapped datetime field/,
    );
  });
});
