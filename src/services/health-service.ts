import { PlugboardError } from '../errors/plugboard-error.js';
import { storeError } from '../errors/store-failure.js';
import type { StoreHealth, StoreState } from '../store/store-health.js';

/**
 * Readiness and liveness of this process. Readiness answers at once when the process already knows it cannot serve
 * (the store unreachable or its disk full, from StoreHealth; the job scheduler stalled), and pings the store
 * otherwise. Errors seen elsewhere (HTTP answers, jobs) are reported through `observe`.
 */
export class HealthService {
  constructor(
    private readonly store: StoreHealth,
    /** Why this process's job scheduler cannot run jobs, or null (absent where jobs do not run). */
    private readonly schedulerStalled: () => string | null = () => null,
    /** The master key in use, named (its id and provider), never the key. */
    readonly masterKey: { id: string; provider: 'env' | 'file' | 'kms' } = { id: '000000000000', provider: 'file' },
  ) {}

  storeState(): StoreState {
    return this.store.state();
  }

  observe(err: unknown): void {
    this.store.observe(err);
  }

  /** Throws the 503 that says why this process should not get traffic now. */
  async assertReady(): Promise<void> {
    const known = this.store.state();
    if (known === 'unreachable') {
      // Answer now; the ping in the background asks the driver to check the server again (recovery is seen sooner).
      void this.store.ping();
      throw storeError('unavailable');
    }
    if (known === 'disk_full' && !(await this.store.writeProbe())) throw storeError('disk_full');
    if (!(await this.store.ping())) throw storeError(this.store.state() === 'disk_full' ? 'disk_full' : 'unavailable');
    const stalled = this.schedulerStalled();
    if (stalled) throw new PlugboardError('JOB_SCHEDULER_STALLED', stalled);
  }
}
