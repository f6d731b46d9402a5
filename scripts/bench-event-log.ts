/**
 * The event log's page cost as it grows (issue 32: 48 / 115 / 450 ms a page at 1k / 3k / 10k events on the embedded
 * store, 9 s to catch up on 10k). A gateway on its own embedded store (or MONGODB_URI), one environment's log filled
 * to each size, and at each size the median time of a page of 100 from the middle of the log and of the page at its
 * end, through GET /api/events/list; then the time to read the whole log from the start. The ratio of the largest
 * size's page to the smallest's is the figure that matters: 1 means a page costs the same at any size.
 *
 *   npm run bench:event-log                 # BENCH_SIZES=1000,10000 BENCH_SAMPLES=9
 *   BENCH_SHORT=1 npm run bench:event-log   # 500 and 5,000 events, as the test suite runs it
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bootGateway } from '../src/composition/boot.js';
import { loadConfig } from '../src/config/load-config.js';
import { createLogger } from '../src/log/logger.js';
import { startEmbeddedServer } from '../src/embedded-store/launcher.js';
import { measureEventLog } from './bench/event-log-cost.js';

const short = Boolean(process.env.BENCH_SHORT);
const sizes = (process.env.BENCH_SIZES ?? (short ? '500,5000' : '1000,10000')).split(',').map(Number);
const samples = Number(process.env.BENCH_SAMPLES ?? 9);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'plugboard-bench-log-'));
const store = process.env.MONGODB_URI ? undefined : await startEmbeddedServer({ dataDir });
const config = loadConfig({
  ...(process.env.MONGODB_URI ? { MONGODB_URI: process.env.MONGODB_URI } : {}),
  PLUGBOARD_DATA_DIR: dataDir,
  MONGODB_DB: `bench_event_log_${Date.now()}`,
  LOG_LEVEL: 'warn',
  PORT: '0',
  PLUGBOARD_JOBS: 'false',
});
const gw = await bootGateway(config, createLogger(config.logLevel));
try {
  const f = await measureEventLog(gw.core, gw.url, { sizes, samples });
  for (const c of f.costs)
    console.log(
      `${String(c.size).padStart(7)} events: a page of 100 from the middle ${c.pageMs.toFixed(1)} ms (fastest ${c.pageMinMs.toFixed(1)}), the last page ${c.tailMs.toFixed(1)} ms (fastest ${c.tailMinMs.toFixed(1)})`,
    );
  const [first, last] = [f.costs[0]!, f.costs.at(-1)!];
  console.log(
    `page cost at ${last.size} / at ${first.size} events (medians): ${(last.pageMs / first.pageMs).toFixed(2)} (middle), ${(last.tailMs / first.tailMs).toFixed(2)} (last page)`,
  );
  console.log(`catching up on ${last.size} events: ${(f.catchUpMs / 1000).toFixed(2)} s in ${f.catchUpPages} pages`);
  console.log(
    `store: ${process.env.MONGODB_URI ? 'MONGODB_URI' : 'embedded (FerretDB on SQLite)'}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await gw.core.database.db.dropDatabase().catch(() => undefined);
  await gw.close();
  await store?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
