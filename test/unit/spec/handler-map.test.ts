import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { listHandlerFiles, renderHandlerMap } from '../../../scripts/gen-handler-map.js';
import { PACKAGE_ROOT } from '../../../src/config/package-root.js';
import { toolCallHandlerFor } from '../../../src/http/generic/tool-call-handlers.js';
import { HANDLERS } from '../../../src/http/handlers.gen.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function specOperations(): { operationId: string; path: string }[] {
  const spec = parse(readFileSync(path.join(PACKAGE_ROOT, 'openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ operationId: (item[m] as { operationId: string }).operationId, path: p })),
  );
}

describe('handler map (src/http/handlers.gen.ts)', () => {
  const operations = specOperations();
  const files = listHandlerFiles();

  it('is generated from exactly the handler files there are', () => {
    expect(readFileSync(path.join(PACKAGE_ROOT, 'src/http/handlers.gen.ts'), 'utf8')).to.equal(renderHandlerMap(files));
    expect([...HANDLERS.keys()].sort()).to.deep.equal(files.map((f) => f.operationId).sort());
    for (const handler of HANDLERS.values()) expect(handler).to.be.a('function');
  });

  it('has a handler file for every operation of openapi.yaml that no generic tool-call handler serves, and no other', () => {
    const byFile = new Set(files.map((f) => f.operationId));
    const specIds = new Set(operations.map((o) => o.operationId));
    const withoutHandler = operations.filter((o) => !byFile.has(o.operationId) && !toolCallHandlerFor(o.path)).map((o) => o.operationId);
    expect(withoutHandler, 'operations without a handler').to.deep.equal([]);
    expect(
      [...byFile].filter((id) => !specIds.has(id)),
      'handler files for unknown operations',
    ).to.deep.equal([]);
    // One to one: a hand-written operation has one file, a generated one (unified, action) none.
    const generic = operations.filter((o) => toolCallHandlerFor(o.path)).map((o) => o.operationId);
    expect(
      generic.filter((id) => byFile.has(id)),
      'generated operations with a handler file as well',
    ).to.deep.equal([]);
    expect(operations.length).to.equal(byFile.size + generic.length);
  });
});
