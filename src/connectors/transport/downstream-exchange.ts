/** One exchange with a tool as the executor sends and answers it. */
export interface DownstreamRequest {
  method: string;
  /** absolute URL, already checked to be on the connection's API origin */
  url: string;
  query?: Record<string, unknown>;
  /** query parameters whose list value is sent once per item (manifest `query_explode`); other lists comma-separated */
  explode?: readonly string[];
  /** literal headers declared on the operation (never the API caller's) */
  headers?: Record<string, string>;
  json?: unknown;
  /** send `json` as application/x-www-form-urlencoded instead (manifest `body_format: form`) */
  form?: boolean;
}

export interface DownstreamResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  url: string;
}
