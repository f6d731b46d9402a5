import { PlugboardError } from '../../errors/plugboard-error.js';
import type { CompiledConnector, CompiledRequest } from '../compile/compiled-connector.js';
import { renderTemplate, renderValue, TemplateMissingValueError } from '../mapping/template.js';
import type { PageRequestParts } from '../pagination/paginator.js';
import { joinBase, resolveSameOrigin, type ConnectionTarget } from '../connection/connection-target.js';
import type { DownstreamRequest } from './downstream-exchange.js';

/**
 * Renders a compiled request (resource operation or action) into a concrete downstream request. Values
 * interpolated into the path are percent-encoded, so an id like `../admin` stays one path segment.
 */
export function buildRequest(
  connector: CompiledConnector,
  target: ConnectionTarget,
  req: CompiledRequest,
  vars: Record<string, unknown>,
  paging?: PageRequestParts,
): DownstreamRequest {
  const ctx = { ...vars, inputs: target.inputs };
  try {
    let url: string | undefined;
    let absolute = false;
    if (paging?.url) {
      url = resolveSameOrigin(
        target,
        paging.url,
        (reason) =>
          new PlugboardError('DOWNSTREAM_ERROR', `Next page URL refused: ${reason}`, { details: { integrationId: connector.id } }),
      );
    } else if (req.url) {
      const u = renderTemplate(req.url, ctx);
      if (typeof u === 'string' && u !== '') {
        absolute = true;
        url = resolveSameOrigin(
          target,
          u,
          (reason) => new PlugboardError('VALIDATION_FAILED', `URL refused: ${reason}`, { details: { integrationId: connector.id } }),
        );
      }
    }
    url ??= joinBase(target, String(renderTemplate(req.path, ctx, encodeURIComponent)));
    // A next-page URL (or an action's url) already carries its query; only the paginator's own parameters are added.
    const query =
      paging?.url || absolute
        ? { ...(paging?.query ?? {}) }
        : { ...((req.query ? renderValue(req.query, ctx) : {}) as Record<string, unknown>), ...(paging?.query ?? {}) };
    let json: unknown = req.body ? renderValue(req.body, ctx) : undefined;
    if (paging && Object.keys(paging.body).length > 0) json = { ...(json ?? {}), ...paging.body };
    const headers: Record<string, string> = {};
    for (const [k, t] of Object.entries(req.headers)) {
      const v = renderTemplate(t, ctx);
      if (v !== undefined && v !== null && v !== '') headers[k] = String(v);
    }
    if (paging?.headers) Object.assign(headers, paging.headers);
    const out: DownstreamRequest = { method: req.method, url, query, headers };
    if (req.queryExplode) out.explode = req.queryExplode;
    if (json !== undefined && req.method !== 'GET') out.json = json;
    if (req.bodyFormat === 'form') out.form = true;
    return out;
  } catch (e) {
    if (e instanceof TemplateMissingValueError) {
      throw new PlugboardError('VALIDATION_FAILED', `Missing value for ${e.variable}`, { details: { missing: e.variable } });
    }
    throw e;
  }
}
