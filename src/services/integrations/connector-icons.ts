import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where a connector's files live (the registry's compiled connector has more; only the folder matters here). */
export interface IconSource {
  get(integrationId: string): { dir: string; info: { display: { name: string } } } | undefined;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A neutral lettermark for a connector whose folder has no icon.svg: its initial on a slate square. */
function lettermark(name: string): string {
  const initial = escapeXml((name.trim()[0] ?? '?').toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="24" height="24" rx="5" fill="#475569"/><text x="12" y="16.6" text-anchor="middle" ` +
    `font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="13.5" font-weight="700" fill="#fff">${initial}</text></svg>\n`
  );
}

/**
 * Connector icons, served by the gateway itself so the modal loads nothing from another origin: the
 * connector folder's icon.svg (a simple-icons mark, CC0, or a drawn lettermark), else a generated lettermark.
 * Read once per connector.
 */
export class ConnectorIcons {
  private readonly cache = new Map<string, string>();

  constructor(private readonly source: IconSource) {}

  /** The SVG of a known integration; undefined for an unknown one. */
  async svg(integrationId: string): Promise<string | undefined> {
    const hit = this.cache.get(integrationId);
    if (hit) return hit;
    const entry = this.source.get(integrationId);
    if (!entry) return undefined;
    const svg = await readFile(path.join(entry.dir, 'icon.svg'), 'utf8').catch(() => lettermark(entry.info.display.name));
    this.cache.set(integrationId, svg);
    return svg;
  }
}
