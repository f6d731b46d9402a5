import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { api, qs } from './api.js';
import { Empty, ErrorNote, Loading, Pager } from './components.js';

/** One page of a list as the dashboard API answers it (`total` on lists that count). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  total?: number;
}

/**
 * A list paged on the server: the first page of `path` (reloaded when `path` changes, i.e. when a filter does),
 * `more()` appends the next one, `reload()` reads the first page again (after an action, or to follow progress).
 */
export function usePagedList<T>(path: string) {
  const [page, setPage] = useState<ListPage<T> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    async (cursor?: string) => {
      setBusy(true);
      try {
        const sep = path.includes('?') ? '&' : '?';
        const next = await api<ListPage<T>>('GET', cursor ? `${path}${sep}${qs({ cursor }).slice(1)}` : path);
        setPage((prev) => (cursor && prev ? { ...next, items: [...prev.items, ...next.items] } : next));
        setError(null);
      } catch (e) {
        setError(e);
      } finally {
        setBusy(false);
      }
    },
    [path],
  );
  useEffect(() => {
    setPage(null);
    void load();
  }, [load]);
  return {
    page,
    error,
    setError,
    busy,
    /** The first page again (a stable function: effects may depend on it). */
    reload: load,
    more: () => (page?.nextCursor ? load(page.nextCursor) : Promise.resolve()),
  };
}

/** The filter row above a list: filters apply as they change (nothing to submit). */
export function FilterBar({ children }: { children: ComponentChildren }) {
  return (
    <form
      class="filters"
      onSubmit={(e) => {
        e.preventDefault();
      }}
    >
      {children}
    </form>
  );
}

/** How long typing pauses before the list is asked again (one request per pause, not per key). */
const SEARCH_PAUSE_MS = 250;

/**
 * A search box that filters as you type. What was typed lives here, so a re-render of the page (an auto-refresh of
 * the list) never puts back an older value; the page hears of it after a short pause.
 */
export function SearchFilter(props: { label: string; placeholder: string; value: string; onChange: (v: string) => void }) {
  const [text, setText] = useState(props.value);
  const { onChange, value } = props;
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => {
      onChange(text);
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(t);
    };
  }, [text, value, onChange]);
  return (
    <label>
      {props.label}
      <input
        type="search"
        placeholder={props.placeholder}
        value={text}
        onInput={(e) => {
          setText((e.target as HTMLInputElement).value);
        }}
      />
    </label>
  );
}

/** A choice among fixed values; the first option is usually `['', 'Any']`. */
export function SelectFilter(props: { label: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  return (
    <label>
      {props.label}
      <select
        value={props.value}
        onChange={(e) => {
          props.onChange((e.target as HTMLSelectElement).value);
        }}
      >
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A server-paged list as a table: its error, "Loading…", an empty state that says what to do, the table with
 * its header, and "Load more" while the server has more.
 */
export function PagedTable<T>(props: {
  list: ReturnType<typeof usePagedList<T>>;
  columns: ComponentChildren[];
  row: (item: T) => ComponentChildren;
  empty: { title: string; body?: ComponentChildren };
  tableClass?: string;
}) {
  const { page, error, busy, more } = props.list;
  return (
    <>
      <ErrorNote error={error} />
      {!page && !error && <Loading />}
      {page?.items.length === 0 && <Empty title={props.empty.title}>{props.empty.body}</Empty>}
      {page && page.items.length > 0 && (
        <div class="table-wrap">
          <table class={props.tableClass}>
            <thead>
              <tr>
                {props.columns.map((c, i) => (
                  <th key={i} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{page.items.map((item) => props.row(item))}</tbody>
          </table>
        </div>
      )}
      {page && <Pager hasMore={Boolean(page.nextCursor)} busy={busy} onMore={() => void more()} />}
    </>
  );
}
