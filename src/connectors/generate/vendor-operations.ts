import type { OpenApiDoc } from './openapi-document.js';
import type { SchemaInliner } from './schema-inliner.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export interface VendorParam {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  /** the parameter's schema, $ref not yet followed */
  schema: unknown;
}

/** One operation of the description, as the generator reads it. */
export interface GenOperation {
  method: string;
  /** the path as the description writes it, without the server's base path */
  path: string;
  operationId: string;
  tags: string[];
  summary?: string;
  params: VendorParam[];
  requestMediaTypes: string[];
  requestSchema?: unknown;
  requestRequired: boolean;
  responseSchema?: unknown;
  responseHeaders: string[];
  /** security requirements (scheme name -> scopes); undefined = the document's default */
  security?: Record<string, string[]>[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Operations read from one description at most (bounds the work on a hostile file; the largest vendor files have ~1,000). */
const MAX_OPERATIONS = 5000;

export function vendorOperations(doc: OpenApiDoc, schemas: SchemaInliner): GenOperation[] {
  const out: GenOperation[] = [];
  for (const [p, rawItem] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    const item = schemas.deref(rawItem).value;
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op) || out.length >= MAX_OPERATIONS) continue;
      const params = new Map<string, VendorParam>();
      for (const raw of [
        ...(Array.isArray(item.parameters) ? (item.parameters as unknown[]) : []),
        ...(Array.isArray(op.parameters) ? (op.parameters as unknown[]) : []),
      ]) {
        const x = schemas.deref(raw).value;
        if (!isObject(x) || typeof x.name !== 'string' || !['path', 'query', 'header', 'cookie'].includes(String(x.in))) continue;
        params.set(`${String(x.in)}:${x.name}`, {
          name: x.name,
          in: x.in as VendorParam['in'],
          required: x.required === true || x.in === 'path',
          ...(typeof x.description === 'string' ? { description: x.description } : {}),
          schema: x.schema ?? (isObject(x.content) ? (Object.values(x.content).find(isObject)?.schema ?? {}) : {}),
        });
      }
      const body = schemas.deref(op.requestBody).value;
      const content = isObject(body) && isObject(body.content) ? body.content : {};
      const ok = Object.entries(isObject(op.responses) ? op.responses : {})
        .filter(([code]) => /^2\d\d$|^2XX$/i.test(code))
        .sort(([a], [b]) => a.localeCompare(b))[0];
      const res = ok ? schemas.deref(ok[1]).value : undefined;
      const resContent = isObject(res) && isObject(res.content) ? res.content : {};
      const json = (c: Obj) => {
        const entry = Object.entries(c).find(([t]) => /json/i.test(t)) ?? Object.entries(c)[0];
        return entry && isObject(entry[1]) ? entry[1].schema : undefined;
      };
      out.push({
        method: method.toUpperCase(),
        path: p,
        operationId: typeof op.operationId === 'string' && op.operationId ? op.operationId : `${method}${p.replace(/[^A-Za-z0-9]+/g, '_')}`,
        tags: Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [],
        ...(typeof op.summary === 'string' ? { summary: op.summary } : {}),
        params: [...params.values()],
        requestMediaTypes: Object.keys(content),
        requestRequired: isObject(body) && body.required === true,
        ...(json(content) !== undefined ? { requestSchema: json(content) } : {}),
        ...(json(resContent) !== undefined ? { responseSchema: json(resContent) } : {}),
        responseHeaders: isObject(res) && isObject(res.headers) ? Object.keys(res.headers).map((h) => h.toLowerCase()) : [],
        ...(Array.isArray(op.security) ? { security: op.security.filter(isObject) as Record<string, string[]>[] } : {}),
      });
    }
  }
  return out;
}
