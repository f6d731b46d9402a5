import type { Audit } from '../audit/audit-recorder.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import { generateId, generateToken } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { EnvironmentDoc, EnvironmentName, EnvironmentsRepo } from '../../store/environments.repo.js';
import type { ProjectsRepo } from '../../store/projects.repo.js';

export const API_TOKEN_CONTEXT = 'environment.apiToken';
export const API_TOKEN_HASH_KIND = 'api-token';
/** The seed's limit: a development environment holds at most five connections; production has none. */
const DEVELOPMENT_CONNECTION_LIMIT = 5;

export interface CreatedProject {
  projectId: string;
  name: string;
  createdTime: string;
  environments: { id: string; name: EnvironmentName; apiToken: string }[];
}

export class ProjectsService {
  constructor(
    private readonly projects: ProjectsRepo,
    private readonly environments: EnvironmentsRepo,
    private readonly box: SecretBox,
  ) {}

  /** Creates a project with its two environments. The clear API tokens are returned here and only here. */
  async createProject(name: string): Promise<CreatedProject> {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 200) {
      throw new PlugboardError('VALIDATION_FAILED', 'Project name must be 1 to 200 characters', {
        details: [{ field: 'name', rule: 'length 1..200' }],
      });
    }
    const now = new Date();
    const projectId = generateId('proj');
    await this.projects.insert({ id: projectId, name: trimmed, createdAt: now });
    const environments: CreatedProject['environments'] = [];
    for (const envName of ['development', 'production'] as const) {
      const apiToken = generateToken(envName === 'development' ? 'pb_dev' : 'pb_prod');
      const doc: EnvironmentDoc = {
        id: generateId('env'),
        projectId,
        name: envName,
        apiTokenHash: this.box.lookupHash(apiToken, API_TOKEN_HASH_KIND),
        apiTokenSealed: this.box.seal(apiToken, API_TOKEN_CONTEXT),
        connectionLimit: envName === 'development' ? DEVELOPMENT_CONNECTION_LIMIT : null,
        createdAt: now,
        tokenRotatedAt: null,
      };
      await this.environments.insert(doc);
      environments.push({ id: doc.id, name: envName, apiToken });
    }
    return { projectId, name: trimmed, createdTime: now.toISOString(), environments };
  }

  async listProjects(): Promise<{ projectId: string; name: string; createdTime: string; environments: { id: string; name: string }[] }[]> {
    const out = [];
    for (const p of await this.projects.list()) {
      const envs = await this.environments.listByProject(p.id);
      out.push({
        projectId: p.id,
        name: p.name,
        createdTime: p.createdAt.toISOString(),
        environments: envs.map((e) => ({ id: e.id, name: e.name })),
      });
    }
    return out;
  }

  /** Replaces an environment's API token; the old one stops working at once. Returns the new clear token. */
  async rotateToken(projectId: string, envName: EnvironmentName, audit: Audit): Promise<{ environmentId: string; apiToken: string }> {
    const env = await this.environments.findByProject(projectId, envName);
    if (!env) throw new PlugboardError('NOT_FOUND', `No ${envName} environment in project ${projectId}`);
    const apiToken = generateToken(envName === 'development' ? 'pb_dev' : 'pb_prod');
    await this.environments.replaceToken(
      env.id,
      this.box.lookupHash(apiToken, API_TOKEN_HASH_KIND),
      this.box.seal(apiToken, API_TOKEN_CONTEXT),
      new Date(),
    );
    await audit.record(
      'apiToken.rotate',
      { type: 'environment', id: env.id, name: `${projectId}/${envName}`, environmentId: env.id },
      { before: { lastRotatedAt: env.tokenRotatedAt }, after: { rotated: true } },
    );
    return { environmentId: env.id, apiToken };
  }

  async getEnvironment(projectId: string, envName: EnvironmentName): Promise<EnvironmentDoc> {
    const env = await this.environments.findByProject(projectId, envName);
    if (!env) throw new PlugboardError('NOT_FOUND', `No ${envName} environment in project ${projectId}`);
    return env;
  }

  findEnvironment(environmentId: string): Promise<EnvironmentDoc | null> {
    return this.environments.findById(environmentId);
  }

  async projectName(projectId: string): Promise<string> {
    return (await this.projects.findById(projectId))?.name ?? projectId;
  }

  /** The clear API token of an environment, for signing webhooks. Never log the result. */
  revealApiToken(env: EnvironmentDoc): string {
    return this.box.open(env.apiTokenSealed, API_TOKEN_CONTEXT);
  }
}
