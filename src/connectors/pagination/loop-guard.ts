import { PlugboardError } from '../../errors/plugboard-error.js';
import type { PageState } from './paginator.js';

const keyOf = (s: PageState) => JSON.stringify(Object.entries(s).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Bounds a listing the downstream controls: a page position seen before (the tool repeats its cursor or
 * last page) or more than max_pages pages fails with PAGINATION_LOOP instead of spinning forever.
 */
export class LoopGuard {
  private readonly seen = new Set<string>();
  private pages = 0;

  constructor(
    private readonly integrationId: string,
    private readonly maxPages: number,
  ) {}

  /** Call with each state before fetching it. */
  visit(state: PageState): void {
    const k = keyOf(state);
    if (this.seen.has(k)) {
      throw new PlugboardError('PAGINATION_LOOP', `${this.integrationId} returned a page position it had already returned`, {
        details: { integrationId: this.integrationId, pages: this.pages },
      });
    }
    this.seen.add(k);
    this.pages++;
    if (this.pages > this.maxPages) {
      throw new PlugboardError('PAGINATION_LOOP', `${this.integrationId} listing exceeded ${this.maxPages} pages`, {
        details: { integrationId: this.integrationId, maxPages: this.maxPages },
      });
    }
  }
}

export const samePosition = (a: PageState, b: PageState) => keyOf(a) === keyOf(b);
