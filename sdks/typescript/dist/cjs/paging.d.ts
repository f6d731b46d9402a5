/** One page as the iterator sees it: what it holds and the marker of the next page (null or undefined: last page). */
export interface Page<P> {
    page: P;
    next: string | null | undefined;
}
export interface PagingOptions {
    /** Stop after this many pages (default: none). */
    maxPages?: number | undefined;
    signal?: AbortSignal | undefined;
}
/** Pages from `first` (undefined: the first page) until one names no next page. */
export declare function followPages<P>(fetchPage: (marker: string | undefined) => Promise<Page<P>>, first: string | undefined, opts?: PagingOptions): AsyncGenerator<P, void, undefined>;
/** The records of a page: its one array field (`contacts`, `events`, `ids`, `users`...). */
export declare function itemsOf<T>(page: unknown): T[];
/** Every record of every page, in order. */
export declare function flatten<T>(pages: AsyncIterable<unknown>): AsyncGenerator<T, void, undefined>;
/** The next-page marker of an action's result: `nextCursor`, or `meta.nextPageLink` / `nextPageLink`. */
export declare function actionNext(result: unknown): {
    field: 'cursor' | 'nextPageLink';
    next: string | null;
} | undefined;
