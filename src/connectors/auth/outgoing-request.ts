/** The part of a downstream request an auth strategy may touch. */
export interface OutgoingAuthTarget {
  headers: Record<string, string>;
  query: URLSearchParams;
}
