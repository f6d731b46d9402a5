import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  loadConnectorRegistry,
  type ConnectorRegistry,
  type Credentials,
  type HostOverrides,
  type RuntimePorts,
} from '../../../src/connectors/index.js';
import type { Clock } from '../../../src/connectors/connection/ports.js';

/** Writes manifests into a temp connectors dir and loads them through the real registry. */
export async function registryFrom(manifests: Record<string, string>, hostOverrides?: HostOverrides): Promise<ConnectorRegistry> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pb-connectors-'));
  for (const [id, text] of Object.entries(manifests)) {
    await mkdir(path.join(dir, id), { recursive: true });
    await writeFile(path.join(dir, id, 'manifest.yaml'), text);
  }
  return loadConnectorRegistry({ dir, ...(hostOverrides ? { hostOverrides } : {}) });
}

/** Why the registry refuses to load `manifest` as connector `id` (the error's text); throws when it loads. */
export async function refusalOf(id: string, manifest: string): Promise<string> {
  try {
    await registryFrom({ [id]: manifest });
  } catch (e) {
    return String(e);
  }
  throw new Error('the manifest loaded');
}

/** Ports that remember what the runtime asked to persist. */
export function recordingPorts(): RuntimePorts & { saved: { id: string; creds: Credentials }[]; reauth: { id: string; reason: string }[] } {
  const saved: { id: string; creds: Credentials }[] = [];
  const reauth: { id: string; reason: string }[] = [];
  return {
    saved,
    reauth,
    async saveCredentials(id, creds) {
      await new Promise((r) => setTimeout(r, 5));
      saved.push({ id, creds });
    },
    async markNeedsReauth(id, reason) {
      reauth.push({ id, reason });
    },
  };
}

/** Real time for now(), but sleeps are recorded and skipped so wait decisions are asserted exactly. */
export function recordingClock(): Clock & { sleeps: number[] } {
  const sleeps: number[] = [];
  return { sleeps, now: () => Date.now(), sleep: async (ms) => void sleeps.push(ms) };
}

/** A minimal valid manifest; `extra` is appended verbatim (YAML) and `http`/`auth` replace the defaults. */
export function manifest(opts: {
  id?: string;
  auth?: string;
  http?: string;
  resources?: string;
  models?: string;
  rest?: string;
  inputs?: string;
}): string {
  return `manifest_version: 2
connector: { id: ${opts.id ?? 'demo'}, version: 0.1.0, display_name: Demo, icon_uri: "https://example.com/demo.png", categories: [crm] }
connection:
${opts.inputs ?? ''}
  auth:
${opts.auth ?? '    - { type: bearer, id: token, field: { name: token, label: Token } }'}
http:
${opts.http ?? '  base_url: https://api.demo.example'}
resources:
${opts.resources ?? '  contacts:\n    list: { method: GET, path: /contacts, records: data }'}
${opts.models ?? ''}
${opts.rest ?? ''}
`;
}
