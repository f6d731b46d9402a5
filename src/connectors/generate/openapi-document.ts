import { parse } from 'yaml';

/** A vendor's OpenAPI description that cannot be read (too big, too deep, not OpenAPI 3.x): the author's input. */
export class OpenApiInputError extends Error {}

/**
 * A vendor's file is untrusted input: its size, its YAML aliases (an alias bomb expands exponentially) and its
 * nesting are bounded before anything walks it. Vendors' descriptions run to a few megabytes (GitHub's ~10 MB
 * JSON is the largest seen); 16 MB leaves room and stays far below what would starve the process.
 */
export const OPENAPI_LIMITS = { maxBytes: 16 * 1024 * 1024, maxAliases: 1000, maxDepth: 128 } as const;

export type OpenApiDoc = Record<string, unknown>;

/** Parses an OpenAPI 3.0 or 3.1 description (YAML or JSON: JSON is YAML) within OPENAPI_LIMITS. */
export function readOpenApiDocument(text: string, name = 'the file'): OpenApiDoc {
  if (Buffer.byteLength(text, 'utf8') > OPENAPI_LIMITS.maxBytes)
    throw new OpenApiInputError(`${name} is larger than ${OPENAPI_LIMITS.maxBytes / 1024 / 1024} MB`);
  let doc: unknown;
  try {
    doc = parse(text, { maxAliasCount: OPENAPI_LIMITS.maxAliases, prettyErrors: true });
  } catch (e) {
    throw new OpenApiInputError(`${name} is neither YAML nor JSON: ${(e as Error).message.split('\n')[0]}`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw new OpenApiInputError(`${name} is not an OpenAPI description (no object at the top)`);
  checkDepth(doc, name);
  const d = doc as OpenApiDoc;
  if (typeof d.swagger === 'string')
    throw new OpenApiInputError(
      `${name} is Swagger ${d.swagger}; convert it to OpenAPI 3 first (e.g. \`npx swagger2openapi ${name} -o openapi.yaml\`, or the vendor's own 3.x file)`,
    );
  const version = typeof d.openapi === 'string' ? d.openapi : '';
  if (!/^3\.[01]\./.test(version))
    throw new OpenApiInputError(`${name} says openapi: ${version || '(missing)'}; OpenAPI 3.0 and 3.1 are read`);
  if (!d.paths || typeof d.paths !== 'object') throw new OpenApiInputError(`${name} has no paths`);
  return d;
}

/** Iterative, so a hostile nesting cannot overflow the stack before the limit is seen; an alias is walked once. */
function checkDepth(root: object, name: string): void {
  const stack: [unknown, number][] = [[root, 0]];
  const seen = new Set<object>();
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (depth > OPENAPI_LIMITS.maxDepth) throw new OpenApiInputError(`${name} nests deeper than ${OPENAPI_LIMITS.maxDepth} levels`);
    for (const x of Object.values(v)) if (x && typeof x === 'object') stack.push([x, depth + 1]);
  }
}
