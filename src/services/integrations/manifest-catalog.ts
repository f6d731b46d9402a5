import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import type { IntegrationCatalog, IntegrationInfo } from './integrations-service.js';

/**
 * Minimal catalog: reads connector id and display fields from connectors/<id>/manifest.yaml.
 * Used until the compiled connector registry is wired in.
 */
export async function loadManifestCatalog(dir: string): Promise<IntegrationCatalog> {
  const list: IntegrationInfo[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory()) continue;
    const file = path.join(dir, entry.name, 'manifest.yaml');
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const m = parse(text) as { connector?: { id?: string; display_name?: string; icon_uri?: string; categories?: string[] } };
    list.push({
      integrationId: m.connector?.id ?? entry.name,
      display: { name: m.connector?.display_name ?? entry.name, iconURI: m.connector?.icon_uri ?? '' },
      categories: m.connector?.categories ?? [],
      authMethods: [],
      inputs: [],
      capabilities: { models: {}, actions: [] },
    });
  }
  list.sort((a, b) => a.integrationId.localeCompare(b.integrationId));
  return { list: () => list };
}
