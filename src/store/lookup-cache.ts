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
    const doc = await load();
    if (doc) {
      this.byKey.set(key, doc);
      this.keyById.set(doc.id, key);
      return copy(doc);
    }
    return null;
  }

  evictId(id: string): void {
    const key = this.keyById.get(id);
    if (key !== undefined) this.byKey.delete(key);
  }

  clear(): void {
    this.byKey.clear();
    this.keyById.clear();
  }
}
