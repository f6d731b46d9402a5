import type { OutboxDoc } from '../../store/outbox.repo.js';

/**
 * Deliveries in a worker's memory waiting for a slot of the pool, one queue per webhook, taken round-robin across
 * webhooks: a webhook with thousands queued (or one that answers slowly) gets its turn like the others, and never
 * stands in front of them.
 */
export class ReadyQueues {
  /** Per webhook, in the order the webhooks get their turn (the one served last moves to the end). */
  private readonly queues = new Map<string, OutboxDoc[]>();
  private readonly held = new Set<string>();

  get size(): number {
    return this.held.size;
  }

  push(d: OutboxDoc): void {
    if (this.held.has(d._id)) return;
    this.held.add(d._id);
    const q = this.queues.get(d.webhookId);
    if (q) q.push(d);
    else this.queues.set(d.webhookId, [d]);
  }

  /** The next delivery of the first webhook in turn that `admits`; that webhook's turn then goes to the end. */
  take(admits: (webhookId: string) => boolean): OutboxDoc | undefined {
    for (const [webhookId, q] of this.queues) {
      if (!admits(webhookId)) continue;
      const d = q.shift()!;
      this.queues.delete(webhookId);
      if (q.length) this.queues.set(webhookId, q);
      this.held.delete(d._id);
      return d;
    }
    return undefined;
  }

  hasStartable(admits: (webhookId: string) => boolean): boolean {
    for (const webhookId of this.queues.keys()) if (admits(webhookId)) return true;
    return false;
  }

  /** The webhooks holding at least `min` deliveries here. */
  webhooksHolding(min: number): string[] {
    const full: string[] = [];
    for (const [webhookId, q] of this.queues) if (q.length >= min) full.push(webhookId);
    return full;
  }

  ids(): string[] {
    return [...this.held];
  }

  /** Removes and returns a webhook's deliveries (it was parked: they wait in the outbox). */
  dropWebhook(webhookId: string): OutboxDoc[] {
    const q = this.queues.get(webhookId) ?? [];
    this.queues.delete(webhookId);
    for (const d of q) this.held.delete(d._id);
    return q;
  }

  /** Removes and returns everything. */
  drain(): OutboxDoc[] {
    const all = [...this.queues.values()].flat();
    this.queues.clear();
    this.held.clear();
    return all;
  }
}
