/**
 * The common models' openapi.yaml component schemas (CrmContact, ...), generated from
 * src/connectors/schema/common-models.yaml (through its generated data): one block of components.schemas between
 * two marker comments, replaced as text so the rest of the file stays as written. Used by scripts/gen-openapi-paths.ts.
 */
import { format } from 'prettier';
import { Document, isPair, isScalar, isSeq, visit } from 'yaml';
import { commonModelRecordSchema, commonModels, type CommonModel } from '../src/connectors/index.js';

type Json = Record<string, unknown>;

const START = '    # ---- Common unified models';
const END = '    # ---- end of the common unified models ----';
/** Before the first generation the block ended where these shared schemas begin. */
const LEGACY_END = '    AdditionalFields:';

const HEADER = [
  `${START}: GENERATED from src/connectors/schema/common-models.yaml (npm run gen); edit that file. ----`,
  "    # Ids are Plugboard's strings; `nativeId` is the tool's id. `additional` (with include.additional / allFields)",
  "    # holds non-unifiable and custom fields; `$native` (with include.$native) the tool's raw record.",
];

/** The component schema of one model: the API's record, with the `additional` and `$native` asked for by include. */
function modelSchema(m: CommonModel): Json {
  const record = commonModelRecordSchema(m);
  return {
    ...record,
    properties: {
      ...(record.properties as Json),
      additional: { $ref: '#/components/schemas/AdditionalFields' },
      $native: { $ref: '#/components/schemas/NativeRecord' },
    },
  };
}

async function renderBlock(): Promise<string[]> {
  const doc = new Document(Object.fromEntries(commonModels().map((m) => [m.schema, modelSchema(m)])));
  visit(doc, {
    Pair(_, pair) {
      if (isPair(pair) && isScalar(pair.key) && (pair.key.value === 'required' || pair.key.value === 'enum') && isSeq(pair.value))
        pair.value.flow = true;
    },
  });
  const text = await format(doc.toString({ lineWidth: 0, indent: 2 }), { parser: 'yaml', singleQuote: true, printWidth: 136 });
  return [
    ...HEADER,
    ...text
      .trimEnd()
      .split('\n')
      .map((l) => (l ? `    ${l}` : l)),
    END,
  ];
}

/** `text` (openapi.yaml) with the generated block of model schemas in place of the previous one. */
export async function spliceModelSchemas(text: string): Promise<string> {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith(START));
  if (start < 0) throw new Error(`openapi.yaml: no '${START.trim()}' marker in components.schemas`);
  let end = lines.findIndex((l, i) => i > start && l === END);
  if (end >= 0) end += 1;
  else end = lines.findIndex((l, i) => i > start && l === LEGACY_END);
  if (end < 0) throw new Error(`openapi.yaml: no end of the common models block after line ${start + 1}`);
  return [...lines.slice(0, start), ...(await renderBlock()), ...lines.slice(end)].join('\n');
}
