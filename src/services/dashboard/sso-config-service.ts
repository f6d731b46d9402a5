import { isIP } from 'node:net';
import type { Audit } from '../audit/audit-recorder.js';
import { generateId, type SecretBox } from '../../crypto/secret-box.js';
import { PlugboardError } from '../../errors/plugboard-error.js';
import type { DashboardRole } from '../../store/dashboard-roles.js';
import type { SsoProviderDoc, SsoProvidersRepo, SsoUnknownUsers } from '../../store/sso-providers.repo.js';
import type { ProjectsService } from '../projects/projects-service.js';

export const SSO_CLIENT_SECRET_CONTEXT = 'ssoProvider.clientSecret';

/** What an owner sets; `clientSecret` may be left out of a change (the stored one is kept). */
export interface SsoSettingsInput {
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
  allowedDomains?: string[] | undefined;
  unknownUsers?: SsoUnknownUsers | undefined;
  defaultRole?: Exclude<DashboardRole, 'owner'> | undefined;
}

/** A provider as the settings page and the CLI show it: never the client secret. */
export interface SsoSettingsView {
  providerId: string;
  projectId: string;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecretSet: true;
  allowedDomains: string[];
  unknownUsers: SsoUnknownUsers;
  defaultRole: DashboardRole;
  updatedTime: string;
}

const DOMAIN = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

const viewOf = (d: SsoProviderDoc): SsoSettingsView => ({
  providerId: d._id,
  projectId: d.projectId,
  displayName: d.displayName,
  issuer: d.issuer,
  clientId: d.clientId,
  clientSecretSet: true,
  allowedDomains: d.allowedDomains,
  unknownUsers: d.unknownUsers,
  defaultRole: d.defaultRole,
  updatedTime: d.updatedAt.toISOString(),
});

/** The audit summary of a provider: what an owner chose, never the secret (nor whether it is the same one). */
const summaryOf = (d: SsoProviderDoc) => ({
  displayName: d.displayName,
  issuer: d.issuer,
  clientId: d.clientId,
  allowedDomains: d.allowedDomains,
  unknownUsers: d.unknownUsers,
  defaultRole: d.defaultRole,
});

const invalid = (field: string, message: string) => new PlugboardError('VALIDATION_FAILED', message, { details: { field } });

/** Plain http is for a provider on this machine only (tests, a local Keycloak): tokens travel over it. */
export function isLoopbackHost(hostname: string): boolean {
  const h = hostname.replace(/^\[|\]$/g, '');
  if (h === 'localhost') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  return h === '::1';
}

/** The issuer as given, checked: https (http on loopback only), no query, fragment or credentials. */
function checkIssuer(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid('issuer', 'issuer is not a URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
    throw invalid('issuer', 'issuer must be an https URL (plain http only for a provider on loopback)');
  if (url.search || url.hash || url.username || url.password)
    throw invalid('issuer', 'issuer must not carry a query, a fragment or credentials');
  // The issuer is compared with the discovery document's `issuer` exactly: keep it as the provider spells it.
  return raw.trim();
}

function checkDomains(given: string[] | undefined): string[] {
  const domains = [...new Set((given ?? []).map((d) => d.trim().toLowerCase().replace(/^@/, '')))];
  for (const d of domains) if (!DOMAIN.test(d)) throw invalid('allowedDomains', `${d.slice(0, 100)} is not an email domain`);
  return domains;
}

/**
 * Single sign-on settings, one OpenID Connect provider per project: which provider, which client, which email
 * domains, and what to do with a person who has no role in the project yet. Per project because roles are per
 * project: a project's owner vouches for the provider, and a session signed in through it covers that project only
 * (an owner of one project cannot sign anyone into another through a provider of their choosing).
 */
export class SsoConfigService {
  constructor(
    private readonly repo: SsoProvidersRepo,
    private readonly projects: ProjectsService,
    private readonly box: SecretBox,
    /** The redirect URI to register at the provider: `<PUBLIC_BASE_URL>/dashboard/sso/callback`. */
    readonly redirectUri: string,
  ) {}

  async get(projectId: string): Promise<SsoSettingsView | null> {
    const doc = await this.repo.findByProject(projectId);
    return doc ? viewOf(doc) : null;
  }

  /** The provider doc with its secret opened, for the sign-in (services only). */
  async providerById(providerId: string): Promise<{ doc: SsoProviderDoc; clientSecret: string } | null> {
    const doc = providerId.length <= 64 ? await this.repo.findById(providerId) : null;
    return doc ? { doc, clientSecret: this.box.open(doc.clientSecretSealed, SSO_CLIENT_SECRET_CONTEXT) } : null;
  }

  /** The sign-in page's buttons: every configured provider's id and name (nothing else is public). */
  async listPublic(): Promise<{ providerId: string; displayName: string }[]> {
    return (await this.repo.list()).map((d) => ({ providerId: d._id, displayName: d.displayName }));
  }

  async set(projectId: string, input: SsoSettingsInput, audit: Audit, environmentIds: string[]): Promise<SsoSettingsView> {
    const before = await this.repo.findByProject(projectId);
    if (!before && !input.clientSecret) throw invalid('clientSecret', 'clientSecret is required when single sign-on is first set up');
    const now = new Date();
    const doc: SsoProviderDoc = {
      _id: before?._id ?? generateId('sso'),
      projectId,
      displayName: input.displayName.trim() || 'single sign-on',
      issuer: checkIssuer(input.issuer),
      clientId: input.clientId.trim(),
      clientSecretSealed: input.clientSecret ? this.box.seal(input.clientSecret, SSO_CLIENT_SECRET_CONTEXT) : before!.clientSecretSealed,
      allowedDomains: checkDomains(input.allowedDomains ?? before?.allowedDomains),
      unknownUsers: input.unknownUsers ?? before?.unknownUsers ?? 'refuse',
      defaultRole: input.defaultRole ?? before?.defaultRole ?? 'viewer',
      createdAt: before?.createdAt ?? now,
      updatedAt: now,
    };
    if (!doc.clientId) throw invalid('clientId', 'clientId is empty');
    await this.repo.put(doc);
    const change = { before: before ? summaryOf(before) : null, after: summaryOf(doc) };
    await this.recordEach(audit, 'ssoProvider.update', doc, environmentIds, change);
    return viewOf(doc);
  }

  async remove(projectId: string, audit: Audit, environmentIds: string[]): Promise<void> {
    const before = await this.repo.findByProject(projectId);
    if (!before || !(await this.repo.deleteByProject(projectId)))
      throw new PlugboardError('NOT_FOUND', 'This project has no single sign-on set up', { details: { projectId } });
    await this.recordEach(audit, 'ssoProvider.delete', before, environmentIds, { before: summaryOf(before), after: null });
  }

  /** The environments of a project, where its project-wide entries are recorded (each environment's trail shows them). */
  async environmentsOf(projectId: string): Promise<string[]> {
    const project = (await this.projects.listProjects()).find((p) => p.projectId === projectId);
    if (!project) throw new PlugboardError('NOT_FOUND', `No project ${projectId}`, { details: { projectId } });
    return project.environments.map((e) => e.id);
  }

  private async recordEach(
    audit: Audit,
    action: string,
    doc: SsoProviderDoc,
    environmentIds: string[],
    change: { before: Record<string, unknown> | null; after: Record<string, unknown> | null },
  ): Promise<void> {
    for (const environmentId of environmentIds)
      await audit.record(action, { type: 'ssoProvider', id: doc._id, name: doc.displayName, environmentId }, change);
  }
}
