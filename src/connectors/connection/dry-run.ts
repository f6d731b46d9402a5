import type { ManifestPagination } from '../schema/manifest.gen.js';
import type { CompiledModel } from '../mapping/model-mapper.js';

/** One request the call would send, as it would leave the gateway (credentials redacted). */
export interface PlannedRequest {
  method: string;
  /** absolute URL with the query; credential values in it are redacted */
  url: string;
  headers: Record<string, string>;
  /** the JSON body, when the request has one */
  body?: unknown;
}

/** Which model fields map to which downstream paths (computed fields have no path). */
export interface PlannedMapping {
  model: string;
  operation: string;
  fields: { field: string; path: string | null }[];
}

const REDACTED = '[REDACTED]';
// Header names that carry a credential whatever their value (same families as passthrough's response filter).
const CREDENTIAL_HEADER =
  /^(authorization|proxy-authorization|cookie)$|(^|[-_])(token|secret|session|api-?key|auth|csrf|xsrf|signature|password)([-_]|$)/i;

/**
 * Dry run / explain: handed to the runtime in the ConnectionContext, it makes the executor record each request it
 * would send (built by the same code as a real call) instead of sending it, and answers it with an empty success.
 * The runtime adds what it knows the caller cannot see: the mapping applied, the requests that would follow (next
 * pages, a token refresh).
 */
export class DryRunRecorder {
  readonly requests: PlannedRequest[] = [];
  readonly notes: string[] = [];
  mapping?: PlannedMapping;

  /** `secrets`: the connection's secret strings (see secretsOf in execute.ts), replaced wherever they appear. */
  record(req: { method: string; url: string; headers: Record<string, string>; json?: unknown }, secrets: string[]): void {
    const url = new URL(req.url);
    for (const [k, v] of [...url.searchParams]) {
      const hidden = redact(v, secrets);
      if (hidden !== v || CREDENTIAL_HEADER.test(k)) url.searchParams.set(k, hidden === v ? REDACTED : hidden);
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      const hidden = redact(v, secrets);
      headers[k] = hidden !== v ? hidden : CREDENTIAL_HEADER.test(k) ? REDACTED : v;
    }
    this.requests.push({
      method: req.method.toUpperCase(),
      url: url.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED),
      headers,
      ...(req.json !== undefined ? { body: req.json } : {}),
    });
  }

  note(text: string): void {
    if (!this.notes.includes(text)) this.notes.push(text);
  }

  mapModel(model: CompiledModel, operation: string, only?: Iterable<string>): void {
    const names = only ? new Set(only) : undefined;
    this.mapping = {
      model: model.id,
      operation,
      fields: model.fields
        .filter((f) => !names || names.has(f.name))
        .map((f) => ({ field: f.name, path: f.path ? f.path.join('.') : null })),
    };
  }

  /** How the next pages of a listing would be requested, from the manifest's pagination. */
  notePagination(spec: ManifestPagination): void {
    const place = (p: { in: string; name: string }) => `${p.name} (${p.in})`;
    const how = (() => {
      switch (spec.type) {
        case 'cursor':
          return `the cursor at ${spec.cursor_from.in === 'header' ? `header ${spec.cursor_from.header}` : spec.cursor_from.path} is sent back as ${place(spec.send)}`;
        case 'offset':
          return `${place(spec.offset)} advances by the page size`;
        case 'page_number':
          return `${place(spec.page)} advances by one`;
        case 'link_header':
          return `the Link header's rel="${spec.rel ?? 'next'}" URL is requested`;
        case 'next_url':
          return `the URL at ${spec.path} is requested`;
      }
    })();
    this.note(`Later pages (nextPageCursor) send the same request again where ${how}; one request per page.`);
  }
}

function redact(value: string, secrets: string[]): string {
  let out = value;
  for (const s of secrets) out = out.split(s).join(REDACTED);
  return out;
}
