/**
 * The live gateway of scripts/test-sdks.sh (scripts/sdk-e2e/gateway.ts documents each field), read from the
 * PLUGBOARD_E2E environment variable. The end-to-end tests are skipped when it is absent (a unit-test run alone).
 */
export interface E2eGateway {
  url: string;
  apiToken: string;
  projectId: string;
  integrationId: string;
  sandbox: { connectionId: string; accessToken: string; integrationId: string };
  tool: { connectionId: string; accessToken: string; integrationId: string; contacts: number; control: string };
}

export const e2e: E2eGateway | undefined = process.env.PLUGBOARD_E2E ? (JSON.parse(process.env.PLUGBOARD_E2E) as E2eGateway) : undefined;

/** A call to the fake tool's control server. */
export async function control<T = unknown>(path: string, body?: unknown): Promise<T> {
  if (!e2e) throw new Error('PLUGBOARD_E2E is not set');
  const res = await fetch(`${e2e.tool.control}${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`control ${path}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}
