import addFormats from 'ajv-formats';
import type { Request } from 'express';
import { OpenAPIBackend, type Document, type Operation, type Request as OpenApiRequest } from 'openapi-backend';
import { speedUpRouter } from './openapi-router-fast.js';

/**
 * openapi-backend as the gateway runs it: every request validated (types coerced) against openapi.yaml and routed by
 * operationId, with the faster router of openapi-router-fast.ts. bench:passthrough's stack floor uses it too.
 */
export async function initOpenApiBackend(definition: Document | string): Promise<{ api: OpenAPIBackend; operations: Operation[] }> {
  const api = new OpenAPIBackend({
    definition,
    // Start-up: `quick` skips re-checking the document against the OpenAPI meta-schema (test/unit/spec/openapi-lint
    // does that, strict, in npm test) and compiles each operation's validators on first use instead of all ~300
    // request and response validators before listening (most of a 5 s start). Response validators are then only
    // ever compiled where responses are validated (tests). Request validators are not compiled ahead either: doing
    // all ~150 at start cost ~3 s of CPU and ~900 MB of short-lived garbage, which grew the heap (and the process's
    // peak RSS) by ~60 MiB, for operations most deployments never call; the first call of an operation pays ~15 ms.
    quick: true,
    strict: true,
    validate: true,
    coerceTypes: true,
    ajvOpts: { allErrors: true, strict: false },
    customizeAjv: (ajv) => {
      addFormats.default(ajv);
      return ajv;
    },
  });
  await api.init();
  return { api, operations: speedUpRouter(api) };
}

/** What openapi-backend reads of an express request (its body already parsed). */
export function openApiRequestOf(req: Request): OpenApiRequest {
  return {
    method: req.method,
    path: req.path,
    body: req.body as unknown,
    query: req.query as Record<string, string>,
    headers: req.headers as Record<string, string>,
  };
}
