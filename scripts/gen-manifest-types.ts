/**
 * Generates, for the connector runtime:
 *   - src/connectors/schema/manifest.gen.ts from src/connectors/schema/manifest.schema.json (json-schema-to-typescript);
 *   - src/connectors/schema/common-models.gen.ts from src/connectors/schema/common-models.yaml (the common models'
 *     data, checked against its schema here, so a typo in the data file fails the generation, not a request).
 * `--check` exits 1 when a committed file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { generateCommonModels } from './gen-common-models.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaPath = path.join(root, 'src/connectors/schema/manifest.schema.json');
const outPath = path.join(root, 'src/connectors/schema/manifest.gen.ts');

const HEADER = `/**
 * GENERATED FILE, do not edit. Source: src/connectors/schema/manifest.schema.json.
 * Regenerate with \`npm run gen:manifest-types\` (scripts/gen-manifest-types.ts).
 */
`;

export async function generateManifestTypes(): Promise<string> {
  const schema = JSON.parse(await readFile(schemaPath, 'utf8')) as JSONSchema;
  const ts = await compile(schema, 'Manifest', {
    bannerComment: HEADER,
    additionalProperties: false,
    unreachableDefinitions: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return ts;
}

async function main(): Promise<void> {
  const outputs: [string, string][] = [
    [outPath, await generateManifestTypes()],
    [path.join(root, 'src/connectors/schema/common-models.gen.ts'), await generateCommonModels()],
  ];
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [file, ts] of outputs) {
    const current = await readFile(file, 'utf8').catch(() => '');
    const name = path.relative(root, file);
    if (current === ts) console.log(`${name} is up to date`);
    else if (check) {
      console.error(`${name} is stale: run npm run gen:manifest-types`);
      stale = true;
    } else {
      await writeFile(file, ts);
      console.log(`wrote ${name}`);
    }
  }
  if (stale) process.exit(1);
}

await main();
