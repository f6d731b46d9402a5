import type { ConnectionDoc } from '../../store/connections.repo.js';
import type { ConnectionTool } from './tool-catalog.js';

interface Entry {
  connection: ConnectionDoc;
  tool: ConnectionTool;
}

const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Singular and plural of a word match each other ("contacts" finds `..._contact_list`). */
const stem = (w: string) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w);

/**
 * The tools that best match free text: each query word found in a tool's name counts 3, in its description 1;
 * ties keep the catalogue's order. An empty query lists the tools in that order. Plain word matching is enough
 * here: names are generated from a small vocabulary (integration, category, model, operation, action path).
 */
export function searchTools<T extends Entry>(entries: T[], query: string, limit: number): T[] {
  const q = [...new Set(words(query).map(stem))];
  if (!q.length) return entries.slice(0, limit);
  const scored = entries.map((e, i) => {
    const name = new Set(words(e.tool.name).map(stem));
    const text = new Set(words(`${e.tool.description} ${e.connection.integrationId}`).map(stem));
    let score = 0;
    for (const w of q) score += name.has(w) ? 3 : text.has(w) ? 1 : 0;
    return { e, i, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, limit)
    .map((s) => s.e);
}
