import type { Core } from '../../src/composition/boot.js';
import { seedProject } from '../../test/support/seed.js';

export interface EventLogCost {
  /** Events in the log when measured. */
  size: number;
  /** Median ms of one page of 100 read from the middle of the log (a reader catching up). */
  pageMs: number;
  /** Median ms of the page at the end of the log (a reader that polls). */
  tailMs: number;
  /** The fastest of the samples of each (the cost with the least interference from a busy machine). */
  pageMinMs: number;
  tailMinMs: number;
}

export interface EventLogFigures {
  costs: EventLogCost[];
  /** ms to read the whole log at the largest size, 100 events a page, from the start. */
  catchUpMs: number;
  catchUpPages: number;
}

const PAGE = 100;
const PUBLISH_BATCH = 500;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The cost of a page of GET /api/events/list as the log grows: one environment's log is filled to each size in
 * turn (events published as the sync publishes them, in batches, with no webhook to deliver to), and at each size
 * the same pages are timed through the HTTP API, `samples` times each. Used by `npm run bench:event-log` and, in
 * a short form, by the test suite (test/jobs/event-log-cost.test.ts), so the figure cannot rot.
 */
export async function measureEventLog(core: Core, url: string, opts: { sizes: number[]; samples: number }): Promise<EventLogFigures> {
  const project = await seedProject(core, 'event log bench');
  const headers = { 'x-svc-api-token': project.dev.apiToken };
  const conn = { id: 'conn_bench_log', projectId: project.projectId, environmentId: project.dev.env.id };
  // Cursors are opaque; the bench collects them as a reader would, one per page boundary.
  const cursorAt = new Map<number, string>([[0, '']]);
  const page = async (after: string, limit = PAGE) => {
    const res = await fetch(`${url}/api/events/list?limit=${limit}&after=${encodeURIComponent(after)}`, { headers });
    if (res.status !== 200) throw new Error(`events/list answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { result: { events: unknown[]; nextCursor: string; hasMore: boolean } };
    return body.result;
  };
  const timed = async (fn: () => Promise<unknown>) => {
    const runs: number[] = [];
    for (let i = 0; i < opts.samples; i++) {
      const t = performance.now();
      await fn();
      runs.push(performance.now() - t);
    }
    return { median: median(runs), min: Math.min(...runs) };
  };
  /** Reads from the last known cursor to the end, noting a cursor every PAGE events. */
  let read = 0;
  const catchUp = async () => {
    let pages = 0;
    for (let done = false; !done;) {
      const r = await page(cursorAt.get(read)!);
      pages++;
      read += r.events.length;
      cursorAt.set(read, r.nextCursor);
      done = !r.hasMore;
    }
    return pages;
  };

  let size = 0;
  const costs: EventLogCost[] = [];
  for (const target of opts.sizes) {
    while (size < target) {
      const n = Math.min(PUBLISH_BATCH, target - size);
      await core.services.events.publish(
        conn,
        Array.from({ length: n }, (_, i) => ({ eventType: 'object.crm.contacts.updated', data: { id: String(size + i + 1) } })),
      );
      size += n;
    }
    await catchUp();
    if (read !== size) throw new Error(`the log holds ${read} events, ${size} were published`);
    const middle = cursorAt.get(Math.floor(size / 2 / PAGE) * PAGE)!;
    const nearEnd = cursorAt.get(Math.floor((size - 1) / PAGE) * PAGE)!;
    const mid = await timed(() => page(middle));
    const tail = await timed(() => page(nearEnd));
    costs.push({ size, pageMs: mid.median, tailMs: tail.median, pageMinMs: mid.min, tailMinMs: tail.min });
  }
  const t = performance.now();
  read = 0;
  const catchUpPages = await catchUp();
  return { costs, catchUpMs: performance.now() - t, catchUpPages };
}
