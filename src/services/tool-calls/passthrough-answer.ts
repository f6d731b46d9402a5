import { commonModelById, type PassthroughResult } from '../../connectors/index.js';

export interface PassthroughAnswer {
  $native: { status: number; headers: Record<string, string>; body: unknown };
  data: unknown;
}

/**
 * A passthrough's answer. The tool's own 4xx/5xx answers are data, not gateway errors: they come back with 200 and
 * the tool's status and body under `$native` (a caller of a raw API wants the raw answer). `data` has one documented
 * shape: for a path a model maps, the shape of the unified endpoints' result (`{contacts: [...]}` for a list,
 * `{contact: {...}}` for a get, records as the API names their fields); otherwise the tool's parsed body.
 */
export function passthroughAnswer(res: PassthroughResult): PassthroughAnswer {
  return { $native: { status: res.status, headers: res.headers, body: res.body ?? null }, data: presentData(res) };
}

function presentData(res: PassthroughResult): unknown {
  const m = res.unified ? commonModelById(res.unified.model) : undefined;
  if (!res.unified || !m) return res.body ?? null;
  // The runtime read them in the API's shape already (the compiled model's toApi).
  if (res.unified.records) return { [m.plural]: res.unified.records };
  return { [m.singular]: res.unified.record ?? null };
}
