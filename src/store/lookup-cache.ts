import { LRUCache } from 'lru-cache';

/**
 * What a caller gets: a shallow copy of the cached document, whose nested objects and arrays are frozen (shared by
 * every copy). A caller may set a field of its copy; changing a nested value in place throws (ES modules are
 * strict) instead of changing what the next request reads. A deep copy per lookup cost ~4 us of the ~450 us of CPU
 * a passthrough request takes (bench:passthrough), two lookups per request.
 */
const handOut = <T extends object>(doc: T): T => ({ ...doc });

/** Freezes the plain objects and arrays below a document's top level, once, when it is loaded. */
function freezeBelowTop(doc: object): void {
  for (const value of Object.values(doc)) freezeDeep(value);
}

function freezeDeep(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  // Only JSON-like values: Dates, buffers (cannot be frozen with their bytes) and BSON types are left as they are.
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return;
  Object.freeze(value);
  for (const v of Object.values(value)) freezeDeep(v);
}

/**
 * A short-lived read cache for the token lookups every request makes (API token -> environment, access token ->
 * connection). Without it each request waits for two database round trips, which on the embedded store (one
 * pooled connection) caps the gateway near 250 requests/s. Entries are evicted on every write this process
 * makes through the owning repository, so the embedded mode (one process) never serves a stale document; the TTL
 * bounds staleness when several gateways share a MongoDB. Only hits are cached: unknown tokens always reach the
 * database, so guessing tokens cannot fill the cache.
 *
 * The TTL runs from the moment the load STARTED (not when it answered), and a request never joins a load older
 * than the TTL: every document a request gets was read by a load that began less than `ttlMs` before the request.
 * So a write acknowledged by the store at time t is seen by every process's requests from t + ttlMs on, which is
 * what lets a revocation wait out `ttlMs` and then answer that no process accepts the key any more.
 */
export class LookupCache<T extends { id: string }> {
  private readonly byKey: LRUCache<string, T>;
  /** The cache keys of each document id (several tokens may stand for one document). */
  private readonly keysById = new Map<string, Set<string>>();
  /** Loads on their way, by key, with when each started. */
  private readonly loading = new Map<string, { promise: Promise<T | null>; startedAt: number }>();
  /** Counts evictions, so a load that overlapped one does not cache what it read. */
  private generation = 0;
  readonly ttlMs: number;

  constructor(opts: { max?: number; ttlMs?: number } = {}) {
    this.ttlMs = opts.ttlMs ?? 2_000;
    this.byKey = new LRUCache<string, T>({
      max: opts.max ?? 10_000,
      ttl: this.ttlMs,
      dispose: (doc, key) => {
        const keys = this.keysById.get(doc.id);
        if (keys?.delete(key) && keys.size === 0) this.keysById.delete(doc.id);
      },
    });
  }

  async getOrLoad(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const hit = this.byKey.get(key);
    if (hit) return handOut(hit);
    // Requests arriving together when an entry expires share one load instead of each reading the store, unless
    // that load started longer than the TTL ago (what it read may predate a write the caller must see).
    let pending = this.loading.get(key);
    if (!pending || performance.now() - pending.startedAt >= this.ttlMs) pending = this.startLoad(key, load);
    const doc = await pending.promise;
    return doc ? handOut(doc) : null;
  }

  private startLoad(key: string, load: () => Promise<T | null>) {
    const generation = this.generation;
    const startedAt = performance.now();
    const entry = { startedAt, promise: undefined as unknown as Promise<T | null> };
    const settled = () => {
      if (this.loading.get(key) === entry) this.loading.delete(key);
    };
    entry.promise = load().then(
      (doc) => {
        settled();
        if (doc) freezeBelowTop(doc);
        // Kept until TTL after the load started; not kept when a write evicted entries meanwhile (the document
        // read may predate it) or when the load itself took the whole TTL.
        const ttl = Math.floor(this.ttlMs - (performance.now() - startedAt));
        if (doc && generation === this.generation && ttl >= 1) {
          this.byKey.set(key, doc, { ttl });
          let keys = this.keysById.get(doc.id);
          if (!keys) this.keysById.set(doc.id, (keys = new Set()));
          keys.add(key);
        }
        return doc;
      },
      (err: unknown) => {
        settled();
        throw err;
      },
    );
    this.loading.set(key, entry);
    return entry;
  }

  evictId(id: string): void {
    // A load on its way may have read the document before the write: later requests must read again.
    this.generation++;
    this.loading.clear();
    const keys = this.keysById.get(id);
    if (keys) for (const key of [...keys]) this.byKey.delete(key);
  }

  clear(): void {
    this.generation++;
    this.loading.clear();
    this.byKey.clear();
    this.keysById.clear();
  }
}
