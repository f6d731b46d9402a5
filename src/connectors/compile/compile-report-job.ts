import type { Scope } from '../mapping/template.js';
import { parsePath, type Path } from '../mapping/paths.js';
import type { ManifestSource } from '../schema/load-manifest-source.js';
import type { ManifestOperation } from '../schema/manifest.gen.js';
import type { ManifestError } from '../manifest-error.js';
import { compileRequest } from './compile-actions.js';
import type { CompiledReportJob } from './compiled-connector.js';
import type { TemplateChecker } from './template-checker.js';

/**
 * `report_job` on a list: its poll and download requests see the operation's scope and `job.id`. It belongs on a
 * `list` without paging (a job's windows are its pages) and without `records_select` or `hydrate`.
 */
export function compileReportJob(
  at: string,
  op: string,
  spec: ManifestOperation,
  scope: Scope,
  checker: TemplateChecker,
  source: ManifestSource,
  errors: ManifestError[],
): CompiledReportJob | undefined {
  const rj = spec.report_job;
  if (!rj) return undefined;
  const where = `${at}/report_job`;
  if (op !== 'list') errors.push(source.error(where, `report_job belongs on a list, not on '${op}'`, 'move it to the resource list'));
  for (const key of ['paginate', 'records_select', 'hydrate'] as const)
    if (spec[key] !== undefined)
      errors.push(
        source.error(
          `${at}/${key}`,
          `${key} does not go with report_job`,
          'a report job reads its result whole; its windows are its pages',
        ),
      );
  const max = rj.window.max_seconds;
  const dflt = rj.window.default_seconds ?? max;
  const jobScope: Scope = { ...scope, job: { id: 'any' } };
  const initialMs = rj.poll.initial_ms ?? 1_000;
  const maxMs = rj.poll.max_ms ?? 30_000;
  if (maxMs < initialMs) errors.push(source.error(`${where}/poll/max_ms`, 'max_ms is shorter than initial_ms', 'raise max_ms'));
  return {
    id: paths(rj.id),
    poll: {
      request: compileRequest(`${where}/poll/request`, rj.poll.request, jobScope, checker),
      status: paths(rj.poll.status),
      done: rj.poll.done.map((s) => s.toLowerCase()),
      failed: (rj.poll.failed ?? []).map((s) => s.toLowerCase()),
      initialMs,
      maxMs,
      timeoutMs: (rj.poll.timeout_seconds ?? 600) * 1000,
    },
    download: {
      request: compileRequest(`${where}/download/request`, rj.download.request, jobScope, checker),
      hosts: rj.download.hosts ?? [],
      maxBytes: rj.download.max_bytes ?? 52_428_800,
    },
    window: { maxMs: max * 1000, defaultMs: dflt * 1000 },
    maxRecords: rj.max_records ?? 50_000,
  };
}

const paths = (p: string | string[]): Path[] => (Array.isArray(p) ? p : [p]).map(parsePath);
