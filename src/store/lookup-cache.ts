import { LRUCache } from 'lru-cache';
import rfdc from 'rfdc';

/** Copies handed out, so a caller changing its document never changes the cached one (a few times faster than structuredClone). */
const copy = rfdc();

/**
 * A short-lived read cache for the token lookups every request makes (API token -> environment, access token ->
 * connection). Without it each request waits for two database round trips, which on the embedded store (one
 * pooled connection) caps the gateway near 250 requests/s. Entries are evicted on every write this process
 * makes through the owning repository, so the embedded mode (one process) never serves a stale document; the TTL
 * bounds staleness when several gateways share a MongoDB. Only hits are cached: unknown tokens always reach the
 * database, so guessing tokens cannot fill the cache.
 */
export class LookupCache<T extends { id: string }> {
  private readonly byKey: LRUCache<string, T>;
  private readonly keyById = new Map<string, string>();
  /** Loads on their way, by key. */
  private readonly loading = new Map<string, Promise<T | null>>();
  /** Counts evictions, so a load that overlapped one does not cache what it read. */
  private generation = 0;

  constructor(opts: { max?: number; ttlMs?: number } = {}) {
    this.byKey = new LRUCache<string, T>({
      max: opts.max ?? 10_000,
      ttl: opts.ttlMs ?? 2_000,
      dispose: (doc, key) => {
        if (this.keyById.get(doc.id) === key) this.keyById.delete(doc.id);
      },
    });
  }

  async getOrLoad(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const hit = this.byKey.get(key);
    if (hit) return copy(hit);
    // Requests arriving together when an entry expires share one load instead of each reading the store.
    let pending = this.loading.get(key);
    if (!pending) {
      const generation = this.generation;
      const settled = () => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      };
      pending = load().then(
        (doc) => {
          settled();
          // Not kept when a write evicted entries meanwhile: the document read may predate it.
          if (doc && generation === this.generation) {
            this.byKey.set(key, doc);
            this.keyById.set(doc.id, key);
          }
          return doc;
        },
        (err: unknown) => {
          settled();
          throw err;
        },
      );
      this.loading.set(key, pending);
    }
    const doc = await pending;
    return doc ? copy(doc) : null;
  }

  evictId(id: string): void {
    // A load on its way may have read the document before the write: later requests must read again.
    this.generation++;
    this.loading.clear();
    const key = this.keyById.get(id);
    if (key !== undefined) this.byKey.delete(key);
  }

  clear(): void {
    this.generation++;
    this.loading.clear();
    this.byKey.clear();
    this.keyById.clear();
  }
}
