import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Every query parameter in order, a repeated one (`ids[]=a&ids[]=b`) as often as it was sent. */
  queryAll: [string, string][];
  headers: http.IncomingHttpHeaders;
  body: string;
  json: unknown;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  text?: string;
}

export type FakeHandler = (req: RecordedRequest, server: FakeToolServer) => FakeReply | Promise<FakeReply>;

/**
 * A real HTTP server on 127.0.0.1 standing in for a vendor API (got's with-server pattern). Every request
 * is recorded with its headers and body so tests assert the exact downstream traffic.
 */
export class FakeToolServer {
  readonly requests: RecordedRequest[] = [];
  origin = '';
  private server: http.Server | undefined;

  constructor(private handler: FakeHandler) {}

  setHandler(h: FakeHandler): void {
    this.handler = h;
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        let json: unknown;
        try {
          json = body ? JSON.parse(body) : undefined;
        } catch {
          json = undefined;
        }
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          queryAll: [...url.searchParams],
          headers: req.headers,
          body,
          json,
        };
        this.requests.push(recorded);
        Promise.resolve(this.handler(recorded, this))
          .then((r) => {
            const headers = { ...(r.json !== undefined ? { 'content-type': 'application/json' } : {}), ...(r.headers ?? {}) };
            res.writeHead(r.status ?? 200, headers);
            res.end(r.json !== undefined ? JSON.stringify(r.json) : (r.text ?? ''));
          })
          .catch((e: unknown) => {
            res.writeHead(500, { 'content-type': 'text/plain' });
            res.end(String(e));
          });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (this.server)
        this.server.close(() => {
          resolve();
        });
      else resolve();
    });
  }
}

/** What every fake vendor shares: its server (started on 127.0.0.1, every request recorded) and its origin. */
export abstract class FakeTool {
  readonly server: FakeToolServer;
  private readonly holds: { path: string; entered: () => void; released: Promise<void> }[] = [];

  constructor() {
    this.server = new FakeToolServer(async (req) => {
      const i = this.holds.findIndex((h) => req.path.startsWith(h.path));
      if (i >= 0) {
        const [hold] = this.holds.splice(i, 1);
        hold!.entered();
        await hold!.released;
      }
      return this.handle(req);
    });
  }

  /**
   * Holds the next request whose path starts with `path` until `release()`: a test acts while a call (a sync
   * pass) is in flight. `entered` resolves when that request has arrived.
   */
  holdNext(path: string): { entered: Promise<void>; release: () => void } {
    let entered!: () => void;
    let release!: () => void;
    const enteredP = new Promise<void>((r) => (entered = r));
    const released = new Promise<void>((r) => (release = r));
    this.holds.push({ path, entered, released });
    return { entered: enteredP, release };
  }

  async start(): Promise<this> {
    await this.server.start();
    return this;
  }

  get origin(): string {
    return this.server.origin;
  }

  protected abstract handle(req: RecordedRequest): FakeReply | Promise<FakeReply>;
}

/**
 * A fake whose next answers can be forced (a 429, a 5xx, a malformed body...): `failNext` queues raw replies that
 * `handle` sends, through `nextFailure`, once the request has passed the vendor's authentication check.
 */
export abstract class FailableFakeTool extends FakeTool {
  private readonly failures: { reply: FakeReply; path?: string }[] = [];

  /** `path`: only a request for this path gets it (a sync or a subscription of another test's connection does not). */
  failNext(reply: FakeReply, times = 1, path?: string): void {
    for (let i = 0; i < times; i++) this.failures.push(path === undefined ? { reply } : { reply, path });
  }

  protected nextFailure(path?: string): FakeReply | undefined {
    const i = this.failures.findIndex((f) => f.path === undefined || f.path === path);
    return i < 0 ? undefined : this.failures.splice(i, 1)[0]!.reply;
  }
}
