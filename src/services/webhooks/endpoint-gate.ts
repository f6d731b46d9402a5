import type { WebhookParking as ParkedState } from '../../store/webhooks.repo.js';

/** What the gate needs to know of an endpoint's delivery settings. */
export interface EndpointGateOptions {
  /** The pool's size: a webhook that keeps answering well may use all of it but `perEndpoint` slots. */
  concurrency: number;
  /** Attempts in flight at once to a webhook not known to answer quickly yet (1 after a slow failure). */
  perEndpoint: number;
  /** Failed attempts in a row that park a webhook. */
  failuresToPark: number;
  /** How long the first parking lasts; each failed probe doubles it, up to maxParkMs. */
  parkMs: number;
  /** A parked webhook is probed at least this often, however often its probes failed. */
  maxParkMs: number;
}

const MAX_REMEMBERED = 10_000;
/** An attempt that took this long held its slot long: the webhook does not get more of the pool for it. */
const SLOW_MS = 1_000;

/** A change of a webhook's state the caller records (in the store, visible through the API and the dashboard). */
export type GateTransition = { webhookId: string; parked: ParkedState } | { webhookId: string; parked: null };

interface Endpoint {
  inFlight: number;
  /** Attempts it may have in flight: grows by one per quick success (up to the pool but `perEndpoint`), 1 after a slow failure. */
  limit: number;
  /** Failed attempts in a row (reset by a success). */
  failures: number;
  /** Parkings in a row (reset by a success): the next one lasts parkMs * 2^parkings. */
  parkings: number;
  parked: ParkedState | null;
}

/**
 * Per-webhook admission for the delivery pool of one worker: a receiver is one endpoint, and what one endpoint does
 * (answer slowly, hang until the timeout, fail) must not take the pool from the others. A webhook starts with
 * `perEndpoint` attempts in flight at once; each quick success adds one, up to the pool's size but `perEndpoint` (a
 * receiver that answers well uses most of an idle pool, and `perEndpoint` slots stay for the other webhooks); a slow
 * answer (a second or more) takes it back to `perEndpoint`, a slow failure (a timeout) to one: a hanging receiver
 * holds one slot, not many, until it answers again. After
 * `failuresToPark` failures in a row the circuit opens: the webhook is parked (nothing sent) for `parkMs`, then one
 * probe goes; its success closes the circuit, its failure parks the webhook again for twice as long (at most 10
 * minutes). Deliveries wait in the outbox meanwhile: parking spends none of their attempts.
 */
export class EndpointGate {
  private readonly endpoints = new Map<string, Endpoint>();

  constructor(private readonly opts: EndpointGateOptions) {}

  /** Whether an attempt to this webhook may start now. */
  canStart(webhookId: string, now = Date.now()): boolean {
    const e = this.endpoints.get(webhookId);
    if (!e) return true;
    if (e.parked) return e.parked.until.getTime() <= now && e.inFlight === 0; // the one probe
    return e.inFlight < e.limit;
  }

  /** Parked at `now` (a webhook whose parking ended is being probed: not parked). */
  isParked(webhookId: string, now = Date.now()): boolean {
    const until = this.endpoints.get(webhookId)?.parked?.until.getTime();
    return until !== undefined && until > now;
  }

  /** The webhooks parked at `now` (their deliveries are left in the outbox). */
  parkedIds(now = Date.now()): string[] {
    const out: string[] = [];
    for (const [id, e] of this.endpoints) if (e.parked && e.parked.until.getTime() > now) out.push(id);
    return out;
  }

  /** When the next parking ends (a probe is due then), or null. */
  nextProbeAt(now = Date.now()): number | null {
    let next: number | null = null;
    for (const e of this.endpoints.values()) {
      const t = e.parked?.until.getTime();
      if (t !== undefined && t > now && (next === null || t < next)) next = t;
    }
    return next;
  }

  started(webhookId: string): void {
    this.endpointOf(webhookId).inFlight++;
  }

  /**
   * An attempt ended (`error` null: the receiver answered 2xx) after `durationMs`. Returns the change of state to
   * record, if any. An attempt that ended for a reason of ours (the webhook or its environment is gone, a refused
   * target) is not the receiver's doing: pass `counted` false.
   */
  finished(webhookId: string, error: string | null, durationMs: number, counted = true, now = Date.now()): GateTransition | null {
    const e = this.endpointOf(webhookId);
    e.inFlight = Math.max(0, e.inFlight - 1);
    if (!counted) return null;
    // What holds slots is time: a slow answer keeps the webhook at its starting share (a slow failure, a timeout
    // say, at one slot); a quick one, good or bad, holds a slot only briefly.
    const slow = durationMs >= SLOW_MS;
    if (error === null) {
      const wasParked = e.parked !== null;
      e.failures = 0;
      e.parkings = 0;
      e.parked = null;
      const most = Math.max(this.opts.perEndpoint, this.opts.concurrency - this.opts.perEndpoint);
      e.limit = slow ? Math.min(Math.max(e.limit, 1), this.opts.perEndpoint) : Math.min(e.limit + 1, most);
      return wasParked ? { webhookId, parked: null } : null;
    }
    e.failures++;
    if (slow) e.limit = 1;
    // A probe's failure parks again at once; attempts started before the parking that fail while it lasts change nothing.
    const probing = e.parked !== null && e.parked.until.getTime() <= now;
    if (e.parked && !probing) return null;
    if (!probing && e.failures < this.opts.failuresToPark) return null;
    const ms = Math.min(this.opts.parkMs * 2 ** e.parkings, this.opts.maxParkMs);
    e.parkings++;
    e.parked = { since: e.parked?.since ?? new Date(now), until: new Date(now + ms), failures: e.failures, reason: error };
    return { webhookId, parked: e.parked };
  }

  private endpointOf(webhookId: string): Endpoint {
    let e = this.endpoints.get(webhookId);
    // Webhooks come and go: past this many, those idle and in good standing are forgotten (they start again at perEndpoint).
    if (!e && this.endpoints.size >= MAX_REMEMBERED)
      for (const [id, x] of this.endpoints) if (!x.inFlight && !x.parked && !x.failures) this.endpoints.delete(id);
    if (!e) this.endpoints.set(webhookId, (e = { inFlight: 0, limit: this.opts.perEndpoint, failures: 0, parkings: 0, parked: null }));
    return e;
  }
}
