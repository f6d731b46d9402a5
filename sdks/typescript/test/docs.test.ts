import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const read = (rel: string) => readFileSync(new URL(rel, import.meta.url), 'utf8');

describe('docs: the program in docs/sdks.md is the quickstart the tests run', () => {
  it('docs/sdks.md, TypeScript section, shows examples/quickstart.mjs as it is', () => {
    const docs = read('../../../docs/sdks.md');
    const section = docs.slice(docs.indexOf('### TypeScript'), docs.indexOf('### Python'));
    const block = /```js\n([\s\S]*?)```/.exec(section)?.[1];
    assert.equal(block, read('../examples/quickstart.mjs'));
  });

  it('the README quickstart uses only what the package exports', async () => {
    const readme = read('../README.md');
    const imported = /import \{([^}]+)\} from '@plugboard\/node'/
      .exec(readme)?.[1]
      ?.split(',')
      .map((s) => s.trim());
    assert.ok(imported?.length);
    const sdk = (await import('../src/index.js')) as Record<string, unknown>;
    for (const name of imported) assert.ok(name in sdk, name);
  });
});
