/**
 * Waits that a change ends early: `wait` resolves at the next `wakeAll`, after its time, or when its signal aborts,
 * whichever comes first; its timer and abort listener are gone by then. A signal already aborted is the caller's to
 * check: its abort event has fired and will not again.
 */
export class Wakeups {
  private readonly waiters = new Set<() => void>();

  get waiting(): boolean {
    return this.waiters.size > 0;
  }

  wakeAll(): void {
    for (const wake of [...this.waiters]) wake();
  }

  wait(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      // setTimeout takes at most 2^31 - 1 ms (a longer delay fires at once).
      const timer = setTimeout(done, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
