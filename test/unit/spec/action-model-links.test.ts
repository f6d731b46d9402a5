import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'chai';
import { parse } from 'yaml';
import { PACKAGE_ROOT as REPO_ROOT } from '../../../src/config/package-root.js';
import { commonModelById, loadConnectorRegistry, replaceModelSchemas } from '../../../src/connectors/index.js';

type Json = any;

const at = (node: Json, pointer: string): Json =>
  pointer
    .split('/')
    .slice(1)
    .reduce((n: Json, k) => n?.[k], node);

// Issue s13: an action output written `{ $model: email.message }` was spelled out inline in openapi.yaml, so each SDK
// made a second type of the record (Python: GmailThreadsGetResponse200Type0ResultMessagesItem beside EmailMessage).
describe('spec: an action output that says { $model } links to the model schema', () => {
  let spec: Json;
  before(async () => {
    spec = parse(await readFile(path.join(REPO_ROOT, 'openapi.yaml'), 'utf8'));
  });

  it("is a $ref to the model's component schema, which is the runtime's record schema plus the optional additional and $native", async () => {
    const registry = await loadConnectorRegistry({ dir: path.join(REPO_ROOT, 'connectors') });
    const links: string[] = [];
    for (const info of registry.list()) {
      const connector = registry.get(info.integrationId)!;
      for (const [name, action] of Object.entries(connector.manifest.actions ?? {})) {
        const places: { id: string; at: string }[] = [];
        replaceModelSchemas(action.output, (id, where) => {
          places.push({ id, at: where });
          return {};
        });
        if (!places.length) continue;
        const op = spec.paths[`/api/actions/${info.integrationId}/${action.path.replace(/^\//, '')}`]?.post;
        const result = op?.responses['200'].content['application/json'].schema.anyOf[0].properties.result;
        const compiled = connector.actions[action.path]!.outputSchema;
        for (const place of places) {
          const schema = commonModelById(place.id)!.schema;
          const where = `${info.integrationId} ${name} output${place.at}`;
          expect(at(result, place.at), where).to.deep.equal({ $ref: `#/components/schemas/${schema}` });
          // What the runtime checks an action's answer against is the component without what only include adds.
          const { additional, $native, ...fields } = spec.components.schemas[schema].properties;
          expect([additional, $native], where).to.deep.equal([
            { $ref: '#/components/schemas/AdditionalFields' },
            { $ref: '#/components/schemas/NativeRecord' },
          ]);
          expect(at(compiled, place.at), where).to.deep.equal({ ...spec.components.schemas[schema], properties: fields });
          links.push(where);
        }
      }
    }
    // The shipped manifests use it (attio notes/create, gmail threads/get): the check above is not vacuous.
    expect(links).to.include.members(['attio notes_create output/properties/note', 'gmail threads_get output/properties/messages/items']);
  });
});
