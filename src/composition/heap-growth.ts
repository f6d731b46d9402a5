import v8 from 'node:v8';

/**
 * Makes V8 collect garbage before the heap grows far past what the process keeps alive (PLUGBOARD_HEAP_GROWTH_PERCENT).
 *
 * Why: a gateway keeps ~45-60 MiB alive, but sizes V8 picks from the machine's memory (a 4 GiB heap limit on a
 * 24 GiB machine) let the old generation grow to up to 4x the live size between full collections. Under
 * `npm run bench:sync` that garbage made the process peak at ~300-330 MiB RSS with ~60 MiB alive; with 30 % it peaks
 * near 200 MiB at the same throughput (docs/deploy.md, "Gateway memory"). Unlike `--max-old-space-size` this sets no
 * ceiling: a process that needs more heap still gets it (no "heap out of memory" crash), it only collects sooner.
 *
 * Set here, at run time, rather than as a `node` flag: it must hold however the gateway is started (`npm start`, the
 * `plugboard` bin, the Docker image, a supervisor's own command line), and V8 reads this flag afresh each time a full
 * collection sets the next limit, so setting it before the gateway allocates its working set is enough. 0 leaves V8's
 * own choice.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
