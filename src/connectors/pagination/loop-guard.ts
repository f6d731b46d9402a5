import { createHash } from 'node:crypto';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { PageState } from './paginator.js';

const keyOf = (s: PageState) => JSON.stringify(Object.entries(s).sort(([a], [b]) => a.localeCompare(b)));

/**
 * What a page holds, in a few characters: a hash of its records' ids (of the whole records when one has no id).
 * A page position always moves with page numbers and offsets, so only the content shows a tool that answers the
 * same page again and again; an empty page has no fingerprint (it ends a listing anyway).
 */
export function pageFingerprint(ids: readonly unknown[], raw: readonly unknown[]): string | undefined {
  if (raw.length === 0) return undefined;
  const usable = ids.length === raw.length && ids.every((id) => typeof id === 'string' || typeof id === 'number');
  return createHash('sha256')
    .update(JSON.stringify(usable ? ids : raw))
    .digest('base64url')
    .slice(0, 22);
}

export function repeatedPage(integrationId: string, displayName: string): PlugboardError {
  return new PlugboardError('PAGINATION_LOOP', `${displayName} returned the same page of records again`, {
    details: { integrationId },
  });
}

/**
 * Bounds a listing the downstream controls: a page position seen before (the tool repeats its cursor or
 * last page), a page whose records are those of the page before (whatever the paging style), or more than
 * max_pages pages fails with PAGINATION_LOOP instead of spinning forever.
 */
export class LoopGuard {
  private readonly seen = new Set<string>();
  private pages = 0;
  private lastPage: string | undefined;

  constructor(
    private readonly integrationId: string,
    private readonly maxPages: number,
    private readonly displayName: string = integrationId,
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

  /** Call with each fetched page's fingerprint: the same records as the page before is a loop. */
  received(fingerprint: string | undefined): void {
    if (fingerprint !== undefined && fingerprint === this.lastPage) throw repeatedPage(this.integrationId, this.displayName);
    this.lastPage = fingerprint;
  }
}

export const samePosition = (a: PageState, b: PageState) => keyOf(a) === keyOf(b);
