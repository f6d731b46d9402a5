import { VendorSpec } from '../../../src/connectors/conform/vendor-spec.js';
import { FakeToolServer, type FakeReply, type RecordedRequest } from './fake-tool-server.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A loopback tool built from an OpenAPI description alone (no knowledge of the vendor): every operation answers
 * its first 2xx response with that response's example (or {}); a request no operation serves is a 404; a request
 * without the credential its security schemes name (API key in header or query, bearer, basic) is a 401.
 */
export function fakeFromOpenApi(doc: Obj, secret: string): FakeToolServer {
  const spec = new VendorSpec(doc);
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  const authorized = (req: RecordedRequest) =>
    Object.values(schemes).some((s) => {
      if (!isObject(s)) return false;
      if (s.type === 'apiKey' && s.in === 'header') return req.headers[String(s.name).toLowerCase()] === secret;
      if (s.type === 'apiKey' && s.in === 'query') return req.query[String(s.name)] === secret;
      if (s.type === 'http' && s.scheme === 'bearer') return req.headers.authorization === `Bearer ${secret}`;
      if (s.type === 'http' && s.scheme === 'basic') return req.headers.authorization === `Basic ${Buffer.from(secret).toString('base64')}`;
      return false;
    });
  return new FakeToolServer((req): FakeReply => {
    const op = spec.find(req.method, req.path);
    if (!op) return { status: 404, json: { error: 'no such operation' } };
    if (!authorized(req)) return { status: 401, json: { error: 'unauthorized' } };
    const full = op.path;
    const raw = Object.entries(isObject(doc.paths) ? doc.paths : {}).find(([p]) => full.endsWith(p))?.[1];
    const item = isObject(raw) ? raw[req.method.toLowerCase()] : undefined;
    const responses = isObject(item) && isObject(item.responses) ? item.responses : {};
    const [code, res] = Object.entries(responses).find(([c]) => c.startsWith('2')) ?? ['200', {}];
    const media = isObject(res) && isObject(res.content) ? Object.values(res.content).find(isObject) : undefined;
    const example = media
      ? (media.example ??
        (isObject(media.examples) ? Object.values(media.examples).map((e) => (isObject(e) ? e.value : undefined))[0] : undefined))
      : undefined;
    return { status: Number(code), ...(media ? { json: example ?? {} } : {}) };
  });
}
