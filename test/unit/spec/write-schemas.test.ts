import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { PACKAGE_ROOT as REPO_ROOT } from '../../../src/config/package-root.js';
import { commonModels, loadConnectorRegistry } from '../../../src/connectors/index.js';

type Json = any;

describe('spec: request bodies', () => {
  let spec: Json;
  before(async () => {
    spec = parse(await readFile(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8'));
  });

  const resolve = (node: Json): Json => {
    let n = node;
    while (n?.$ref)
      n = n.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((acc: Json, k: string) => acc?.[k], spec);
    return n;
  };

  it('every request body is a JSON object or array, or any JSON value (the HTTP layer refuses bare values elsewhere)', () => {
    const bad: string[] = [];
    for (const [p, item] of Object.entries<Json>(spec.paths))
      for (const [method, op] of Object.entries<Json>(item)) {
        const schema = resolve(op?.requestBody?.content?.['application/json']?.schema);
        if (schema?.type !== undefined && schema.type !== 'object' && schema.type !== 'array') bad.push(`${method} ${p}`);
      }
    expect(bad).to.deep.equal([]);
  });

  it('unified create and update schemas list only fields some integration can write', async () => {
    const registry = await loadConnectorRegistry({ dir: path.join(REPO_ROOT, 'connectors') });
    let checked = 0;
    for (const m of commonModels()) {
      for (const op of ['create', 'update']) {
        const item = spec.paths[`/api/unifications/${m.category}/${m.plural}/${op}`];
        if (!item) continue;
        const fields = Object.keys(resolve(item.post.requestBody.content['application/json'].schema).properties[m.singular].properties);
        for (const field of fields.filter((f) => f !== 'additional')) {
          const writers = registry
            .list()
            .filter((i) => i.capabilities.models[m.id]?.includes(op))
            .filter((i) => registry.get(i.integrationId)!.models[m.id]!.fields.some((f) => f.name === field && f.writable && f.path));
          expect(writers, `${op} ${m.id}.${field}`).not.to.be.empty;
        }
        // Read-only by the common models' data (ids, times, copies, fixed values): never offered. Other fields
        // (numberOfEmployees, currency, ...) are offered only where a connector writes them (checked above).
        const readOnly = Object.entries(m.fields)
          .filter(([, f]) => f.write === 'never' || f.copy_of !== undefined || f.fixed !== undefined)
          .map(([n]) => n);
        expect(readOnly).to.include('id');
        for (const name of readOnly) expect(fields, `${op} ${m.id}`).not.to.include(name);
        checked++;
      }
    }
    expect(checked).to.be.at.least(10);
  });
});
