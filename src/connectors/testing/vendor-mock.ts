import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ValidateFunction } from 'ajv';
import type { VendorOperation, VendorSpec } from '../conform/vendor-spec.js';
import { checkRequest, type MockOperation, type Parameter } from './vendor-mock-request.js';
import { flatten, sampleSchema } from './schema-sample.js';
import { markPage } from './vendor-mock-paging.js';
import { compileOrOpen, toJsonSchema, vendorAjv } from './vendor-json-schema.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
/** Query parameters a next page's URL can carry (a page number, an offset, a cursor or page token). */
const PAGE_PARAM = /^(\$?skip(token)?|\w*cursor|page|page_?number|\w*page_?token|after|starting_?after|offset|start|continuation_?token)$/i;
/** A manifest's request body is small; a bigger one is refused rather than read. */
const MAX_BODY_BYTES = 1024 * 1024;

/** One request the mock received and what it answered; `problems` when it refused it. */
export interface MockExchange {
  method: string;
  url: string;
  status: number;
  operation?: string;
  problems: string[];
  /** the answer was generated from a schema that lists no properties somewhere: its content is the mock's guess */
  vague?: true;
}

/**
 * A loopback HTTP server built from a vendor's OpenAPI description, like Prism: it routes each request by the
 * description's servers, paths and methods, refuses one that does not match (404 unknown path, 405 method, 415
 * content type, 400 parameters or body, with a problem+json body listing why) and otherwise answers the operation's
 * success response: its example, else a value generated from its schema. A listing's first answer says there is a
 * next page (cursor, link, page, has_more where the response has such a field); the later ones say it was the last.
 */
export class VendorMock {
  readonly exchanges: MockExchange[] = [];
  private readonly server: http.Server;
  private readonly ajv = vendorAjv();
  private readonly prepared = new Map<VendorOperation, MockOperation>();
  private readonly pages = new Map<string, number>();
  private origin = '';

  constructor(private readonly vendor: VendorSpec) {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        size += c.length;
        if (size <= MAX_BODY_BYTES) chunks.push(c);
      });
      req.on('end', () => {
        this.answer(req, res, size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8'));
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Forgets what was asked: the next listing starts at its first page again. */
  reset(): void {
    this.exchanges.length = 0;
    this.pages.clear();
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse, body: string | undefined): void {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const exchange: MockExchange = { method, url: `${url.pathname}${url.search}`, status: 0, problems: [] };
    this.exchanges.push(exchange);
    const refuse = (status: number, title: string, problems: string[]) => {
      exchange.status = status;
      exchange.problems = problems;
      res.writeHead(status, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ title, status, detail: problems.join('; '), problems }));
    };
    const onPath = this.vendor.operations.filter((o) => o.matcher.test(url.pathname));
    if (!onPath.length) {
      refuse(404, 'Not Found', [`no path ${url.pathname} in the description`]);
      return;
    }
    const op = this.vendor.find(method, url.pathname);
    if (!op) {
      const allowed = [...new Set(onPath.map((o) => o.method))].join(', ');
      refuse(405, 'Method Not Allowed', [`${method} is not an operation of ${onPath[0]!.path} (it has ${allowed})`]);
      return;
    }
    exchange.operation = `${op.method} ${op.path}${op.operationId ? ` ${op.operationId}` : ''}`;
    if (body === undefined) {
      refuse(413, 'Payload Too Large', [`body larger than ${MAX_BODY_BYTES} bytes`]);
      return;
    }
    const refusal = checkRequest(this.vendor, this.prepare(op), url, req.headers, body);
    if (refusal) {
      refuse(refusal.status, refusal.status === 415 ? 'Unsupported Media Type' : 'Bad Request', refusal.problems);
      return;
    }
    const key = `${op.method} ${op.path}`;
    const page = (this.pages.get(key) ?? 0) + 1;
    this.pages.set(key, page);
    exchange.status = this.success(op, url, page, res, exchange);
  }

  /** The operation's parameters and request bodies with their validators, compiled once. */
  private prepare(op: VendorOperation): MockOperation {
    const known = this.prepared.get(op);
    if (known) return known;
    const byKey = new Map<string, Parameter>();
    const own: unknown[] = Array.isArray(op.definition.operation.parameters) ? op.definition.operation.parameters : [];
    // An operation's parameter replaces the path item's of the same name and place.
    for (const raw of [...op.definition.pathParameters, ...own]) {
      const p = this.vendor.resolve(raw);
      if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue;
      const schema = toJsonSchema(this.vendor, p.schema, { request: true });
      byKey.set(`${p.in}:${p.name}`, {
        name: p.name,
        in: p.in,
        required: p.required === true || p.in === 'path',
        style: typeof p.style === 'string' ? p.style : p.in === 'query' ? 'form' : 'simple',
        explode: typeof p.explode === 'boolean' ? p.explode : (p.style ?? 'form') === 'form',
        schema,
        isArray: flatten(this.vendor, p.schema).type === 'array' || isObject(flatten(this.vendor, p.schema).items),
        validate: compileOrOpen(this.ajv, schema),
      });
    }
    const prepared: MockOperation = { op, parameters: [...byKey.values()] };
    const rb = this.vendor.resolve(op.definition.operation.requestBody);
    if (isObject(rb) && isObject(rb.content)) {
      const media: Record<string, ValidateFunction | undefined> = {};
      const schemas: Record<string, unknown> = {};
      for (const [type, m] of Object.entries(rb.content)) {
        const schema = isObject(m) ? m.schema : undefined;
        schemas[type] = schema;
        media[type] = schema === undefined ? undefined : compileOrOpen(this.ajv, toJsonSchema(this.vendor, schema, { request: true }));
      }
      prepared.body = { required: rb.required === true, media, schemas };
    }
    this.prepared.set(op, prepared);
    return prepared;
  }

  /** The success answer: the first 2xx response, its JSON media type first, example before schema. Returns the status. */
  private success(op: VendorOperation, url: URL, page: number, res: http.ServerResponse, exchange: MockExchange): number {
    const responses = isObject(op.definition.operation.responses) ? op.definition.operation.responses : {};
    const codes = Object.keys(responses)
      .filter((c) => /^2(\d\d|XX)$/i.test(c))
      .sort();
    const code = codes[0] ?? '200';
    const status = /^\d+$/.test(code) ? Number(code) : 200;
    const response = this.vendor.resolve(responses[code]);
    const content = isObject(response) && isObject(response.content) ? response.content : {};
    const type = Object.keys(content).find((t) => /json/i.test(t)) ?? Object.keys(content)[0];
    if (status === 204 || !type) {
      res.writeHead(status).end();
      return status;
    }
    const media = isObject(content[type]) ? content[type] : {};
    const examples = isObject(media.examples) ? Object.values(media.examples).map((e) => this.vendor.resolve(e)) : [];
    const named = examples.find((e) => isObject(e) && e.value !== undefined) as Obj | undefined;
    // The example answers the first page; a later page is generated (other ids), or it would repeat the first.
    const example: unknown = page === 1 ? (media.example ?? named?.value) : undefined;
    const stats = { open: 0 };
    let value: unknown =
      example ?? sampleSchema(this.vendor, media.schema, { properties: 'all', examples: page === 1, seed: (page - 1) * 100, stats });
    if (stats.open) exchange.vague = true;
    // Examples are shared objects of the description: the page marks go on a copy.
    value = JSON.parse(JSON.stringify(value ?? null)) as unknown;
    const headers: Record<string, string> = { 'content-type': type };
    const next = this.nextUrl(op, url);
    markPage(value, page, next);
    const declared = isObject(response) && isObject(response.headers) ? Object.keys(response.headers).map((h) => h.toLowerCase()) : [];
    if (declared.includes('link') && page === 1) headers.link = `<${next}>; rel="next"`;
    res.writeHead(status, headers);
    res.end(typeof value === 'string' && !/json/i.test(type) ? value : JSON.stringify(value));
    return status;
  }

  /** The next page's URL on the mock: the same request with a page or cursor parameter the operation declares. */
  private nextUrl(op: VendorOperation, url: URL): string {
    const next = new URL(`${this.origin}${url.pathname}${url.search}`);
    const param = op.parameters.find((p) => p.in === 'query' && PAGE_PARAM.test(p.name));
    if (param) next.searchParams.set(param.name, /^(page|page_?number|offset|start|\$?skip)$/i.test(param.name) ? '2' : 'mock-page-2');
    return next.toString();
  }
}
