import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { PACKAGE_ROOT } from '../../src/config/package-root.js';

const run = promisify(execFile);

/** What `plugboard admin` prints for a new project and a new connection: the fields the benches read. */
export interface AdminProject {
  projectId: string;
  environments: { name: string; apiToken: string }[];
}
export interface AdminConnection {
  connectionId: string;
  accessToken: string;
}

/**
 * `plugboard admin ...` on the store `env` names, its JSON answer. From the compiled build (`dist/`) or from source
 * through tsx. Asynchronous: a fake tool in the calling process must keep answering while it runs.
 */
export async function plugboardAdmin<T>(args: string[], env: NodeJS.ProcessEnv, from: 'compiled' | 'source'): Promise<T> {
  const entry = from === 'compiled' ? [path.join(PACKAGE_ROOT, 'dist/cli/plugboard.js')] : ['--import', 'tsx', 'src/cli/plugboard.ts'];
  const { stdout } = await run(process.execPath, [...entry, 'admin', ...args], { cwd: PACKAGE_ROOT, env });
  return JSON.parse(stdout) as T;
}

/** A connection of `integration` in a project's development environment, made with the admin command. */
export const adminConnection = (
  projectId: string,
  opts: { integration: string; authMethod: string; credentials: unknown },
  env: NodeJS.ProcessEnv,
  from: 'compiled' | 'source',
) =>
  plugboardAdmin<AdminConnection>(
    [
      'connections',
      'create',
      '--project',
      projectId,
      '--env',
      'development',
      '--integration',
      opts.integration,
      '--auth-method',
      opts.authMethod,
      '--credentials',
      JSON.stringify(opts.credentials),
    ],
    env,
    from,
  );
