import type { Core } from '../../src/composition/boot.js';
import type { EnvironmentDoc } from '../../src/store/environments.repo.js';

export interface SeededProject {
  projectId: string;
  dev: { env: EnvironmentDoc; apiToken: string };
  prod: { env: EnvironmentDoc; apiToken: string };
}

/** Creates a project through the service (as the admin CLI does) and returns both environments with tokens. */
export async function seedProject(core: Core, name = 'Test project'): Promise<SeededProject> {
  const created = await core.services.projects.createProject(name);
  const get = async (n: 'development' | 'production') => {
    const token = created.environments.find((e) => e.name === n)!.apiToken;
    return { env: await core.services.projects.getEnvironment(created.projectId, n), apiToken: token };
  };
  return { projectId: created.projectId, dev: await get('development'), prod: await get('production') };
}

/** Creates a connection directly through the connections service (no connect flow). */
export async function seedConnection(
  core: Core,
  env: EnvironmentDoc,
  opts: { integrationId: string; authMethodId: string; credentials: unknown; inputs?: Record<string, string> },
) {
  return core.services.connections.create(env, opts);
}
