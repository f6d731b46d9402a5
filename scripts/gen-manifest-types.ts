/**
 * Generates src/connectors/schema/manifest.gen.ts from src/connectors/schema/manifest.schema.json with
 * json-schema-to-typescript. `--check` exits 1 when the committed file is stale.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaPath = path.join(root, 'src/connectors/schema/manifest.schema.json');
const outPath = path.join(root, 'src/connectors/schema/manifest.gen.ts');

const HEADER = `/* eslint-disable */
/**
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
  const ts = await generateManifestTypes();
  if (process.argv.includes('--check')) {
    const current = await readFile(outPath, 'utf8').catch(() => '');
    if (current !== ts) {
      console.error(`${path.relative(root, outPath)} is stale: run npm run gen:manifest-types`);
      process.exit(1);
    }
    console.log('manifest.gen.ts is up to date');
    return;
  }
  await writeFile(outPath, ts);
  console.log(`wrote ${path.relative(root, outPath)}`);
}

await main();
