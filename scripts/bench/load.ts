import http from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface RequestSpec {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * A closed-loop load generator: `concurrency` workers, each sending its next request when the previous answer
 * is read, over keep-alive sockets, until `total` requests are done. Latencies in milliseconds.
 */
export async function runLoad(spec: RequestSpec, concurrency: number, total: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(spec.url);
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        { agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method: spec.method, headers: spec.headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            if ((res.statusCode ?? 0) >= 400) errors++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      if (spec.body) req.end(spec.body);
      else req.end();
    });
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued++;
        await once();
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, seconds, rps: latencies.length / seconds, p50: pct(50), p99: pct(99) };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
