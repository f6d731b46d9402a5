export interface HttpResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A small fetch wrapper for tests: sends JSON (or a raw string body) and parses JSON answers. */
export async function call<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(baseUrl + path, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let parsed: unknown = undefined;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}

export const post = <T = any>(baseUrl: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call<T>(baseUrl, 'POST', path, { ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });

/** A Set-Cookie header as name/value and attributes (a flag such as HttpOnly maps to ''), in any order. */
export const cookieAttributes = (header: string | null): Record<string, string> =>
  Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? [part.trim(), ''] : [part.slice(0, eq).trim(), part.slice(eq + 1).trim()];
    }),
  );
