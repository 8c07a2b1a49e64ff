import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { createHash, X509Certificate } from 'node:crypto';
import * as oidc from 'openid-client';
import { CacheInvalidation } from '../../common/cache/cache-invalidation.js';
import type { SharedCache } from '../../common/cache/shared-cache.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { InjectConfig } from '../../config/config.module.js';
import { guardedFetch, isRefusedTarget } from '../../common/security/address-guard.js';
import { isLoopbackHttp, type AppConfig } from '../../config/config.js';
import { SignInPolicyService } from '../auth/sign-in-policy.service.js';
import { Team } from '../teams/entities/team.entity.js';
import type { User } from '../users/entities/user.entity.js';
import type { PutSsoConnectionDto, SsoConnectionDto, SsoServiceProviderDto, SsoSetupDto } from './dto/sso.dto.js';
import { SsoConnection } from './entities/sso-connection.entity.js';
import { certificatePem, parseIdpMetadata, type IdpMetadata } from './saml-metadata.js';
import { sealSecret } from './secret-box.js';
import { emailDomain, normalizeDomain } from './sso-rules.js';
import { SsoRepository } from './sso.repository.js';

/** The purpose the OIDC client secrets are encrypted for (secret-box.ts). */
export const CLIENT_SECRET_PURPOSE = 'sso-oidc-client-secret';
const FETCH_TIMEOUT_MS = 10_000;
const MAX_METADATA_BYTES = 1_000_000;
const TEAM_NOT_FOUND = 'Team not found';
const REQUIRED_KEY = 'required';

/** Each required domain with its connection, as every sign-in reads it. */
interface RequiredDomains {
  domains: Record<string, { connectionId: number; displayName: string }>;
}

/** The identity of the provider's people: when it changes, the subjects linked before name nobody any more. */
const sourceOf = (connection: SsoConnection) =>
  connection.protocol === 'oidc' ? `oidc ${connection.oidcIssuer}` : `saml ${connection.samlIdpEntityId}`;

/** An address the server fetches: https, or plain http on this machine only (a test provider). */
/** The refusal of a URL whose host is not on the public internet. */
const PUBLIC_ONLY = (what: string) => `The ${what} must be on the public internet: it points to a private or local address.`;

function fetchableUrl(value: string, what: string, allowLoopback: boolean): URL {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, `The ${what} must be a URL (https://…).`);
  }
  if (url.protocol !== 'https:' && !(allowLoopback && isLoopbackHttp(url.href)))
    throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, `The ${what} must be an https URL.`);
  if (url.username || url.password)
    throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, `The ${what} must not carry a user name or password.`);
  return url;
}

/**
 * Employer single sign-on connections: a team's (its manager's, or an admin's) and the academy's (an
 * admin's). Everything is checked when saved: domains, the OIDC issuer's discovery, the SAML
 * certificates. Also tells the sign-in policy which addresses must use their employer's sign-on.
 */
@Injectable()
export class SsoConnectionsService implements OnModuleInit {
  private readonly logger = new Logger(SsoConnectionsService.name);
  /**
   * The required domains, in each replica's memory (every password sign-in asks, and a sign-in stays
   * two statements, docs/adr/0026); emptied on every replica when a connection is saved or deleted.
   */
  private readonly required: SharedCache;

  constructor(
    private readonly em: EntityManager,
    private readonly repository: SsoRepository,
    private readonly policy: SignInPolicyService,
    invalidation: CacheInvalidation,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.required = invalidation.cache('sso-required-domains', { max: 1, ttlMs: 10 * 60 * 1000 });
  }

  onModuleInit(): void {
    this.policy.useSsoRequirements(async (email) => {
      const domain = emailDomain(email);
      if (!domain) return null;
      const { domains } = await this.required.get<RequiredDomains>(REQUIRED_KEY, async () => {
        const rows = await this.repository.requiredConnections();
        return {
          domains: Object.fromEntries(
            rows.flatMap((row) => row.email_domains.map((each) => [each, { connectionId: row.id, displayName: row.display_name }])),
          ),
        };
      });
      return Object.hasOwn(domains, domain) ? domains[domain] : null;
    });
  }

  // ---- A team's manager ----

  async teamSetup(manager: User, teamId: number): Promise<SsoSetupDto> {
    await this.managedTeam(manager, teamId);
    return this.setupOf(await this.em.findOne(SsoConnection, { team: teamId }));
  }

  async saveForTeam(manager: User, teamId: number, input: PutSsoConnectionDto): Promise<SsoConnectionDto> {
    await this.managedTeam(manager, teamId);
    return this.save(teamId, input);
  }

  async deleteForTeam(manager: User, teamId: number): Promise<void> {
    await this.managedTeam(manager, teamId);
    await this.remove(teamId);
  }

  // ---- Admins: any team's, and the academy's (teamId null) ----

  async adminSetup(teamId: number | null): Promise<SsoSetupDto> {
    if (teamId !== null) await this.existingTeam(teamId);
    return this.setupOf(await this.em.findOne(SsoConnection, { team: teamId }));
  }

  async adminSave(teamId: number | null, input: PutSsoConnectionDto): Promise<SsoConnectionDto> {
    if (teamId !== null) await this.existingTeam(teamId);
    return this.save(teamId, input);
  }

  async adminDelete(teamId: number | null): Promise<void> {
    if (teamId !== null) await this.existingTeam(teamId);
    await this.remove(teamId);
  }

  serviceProvider(connectionId: number): SsoServiceProviderDto {
    const base = `${this.config.publicUrl}/api/auth/sso/${connectionId}`;
    return {
      entityId: `${base}/saml/metadata`,
      acsUrl: `${base}/saml/acs`,
      metadataUrl: `${base}/saml/metadata`,
      oidcRedirectUri: `${base}/oidc/callback`,
    };
  }

  // ---- Helpers ----

  private async managedTeam(manager: User, teamId: number): Promise<Team> {
    const team = await this.em.findOne(Team, { id: teamId });
    if (!team || team.manager?.id !== manager.id) throw new AppError(ErrorCode.TEAM_NOT_FOUND, TEAM_NOT_FOUND);
    return team;
  }

  private async existingTeam(teamId: number): Promise<void> {
    if (!(await this.em.findOne(Team, { id: teamId }))) throw new AppError(ErrorCode.TEAM_NOT_FOUND, TEAM_NOT_FOUND);
  }

  private setupOf(connection: SsoConnection | null): SsoSetupDto {
    return { connection: connection && this.toDto(connection), serviceProvider: connection && this.serviceProvider(connection.id) };
  }

  private async save(teamId: number | null, input: PutSsoConnectionDto): Promise<SsoConnectionDto> {
    const displayName = input.displayName.trim();
    if (!displayName) throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, 'Enter the company name');
    const domains = this.domains(input.emailDomains);
    if (input.jitSeats && teamId === null)
      throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, "Seats on first sign-in are for a team's single sign-on only.");
    const existing = await this.em.findOne(SsoConnection, { team: teamId });
    const settings = input.protocol === 'oidc' ? await this.oidcSettings(input, existing) : await this.samlSettings(input, existing);
    const connection = await this.em.transactional(async (em) => {
      const owners = await this.repository.lockAndFindDomainOwners(domains, existing?.id ?? null);
      const taken = domains.filter((domain) => owners.some((owner) => owner.email_domains.includes(domain)));
      if (taken.length > 0)
        throw new AppError(
          ErrorCode.SSO_DOMAIN_TAKEN,
          `${taken.join(', ')} ${taken.length === 1 ? 'already belongs' : 'already belong'} to another single sign-on connection.`,
        );
      const row = existing
        ? await em.findOneOrFail(SsoConnection, { id: existing.id })
        : em.create(SsoConnection, {
            team: teamId === null ? null : em.getReference(Team, teamId),
            protocol: input.protocol,
            displayName,
            emailDomains: domains,
          });
      const sourceBefore = existing ? sourceOf(row) : null;
      Object.assign(row, {
        protocol: input.protocol,
        displayName,
        emailDomains: domains,
        required: input.required,
        jitSeats: teamId !== null && Boolean(input.jitSeats),
        ...settings,
      });
      await em.flush();
      // Another identity provider's subjects could name other people: its links go.
      if (sourceBefore !== null && sourceBefore !== sourceOf(row)) await this.repository.unlinkAll(`sso:${row.id}`);
      return row;
    });
    await this.required.invalidate([REQUIRED_KEY]);
    this.logger.log(
      `SSO connection ${connection.id} (${teamId === null ? 'academy' : `team ${teamId}`}) saved: ${connection.protocol}, ${domains.join(', ')}, required ${connection.required}`,
    );
    return this.toDto(connection);
  }

  private async remove(teamId: number | null): Promise<void> {
    const connection = await this.em.findOne(SsoConnection, { team: teamId });
    if (!connection) throw new AppError(ErrorCode.SSO_NOT_CONFIGURED, 'No single sign-on is set up here.');
    await this.em.transactional(async (em) => {
      await this.repository.unlinkAll(`sso:${connection.id}`);
      await em.nativeDelete(SsoConnection, { id: connection.id });
    });
    await this.required.invalidate([REQUIRED_KEY]);
    this.logger.log(`SSO connection ${connection.id} deleted`);
  }

  private domains(values: string[]): string[] {
    const domains: string[] = [];
    for (const value of values) {
      const domain = normalizeDomain(value);
      if (!domain)
        throw new AppError(ErrorCode.SSO_INVALID_DOMAIN, `"${value.trim().slice(0, 60)}" is not an e-mail domain (like acme.com).`);
      if (!domains.includes(domain)) domains.push(domain);
    }
    return domains;
  }

  private async oidcSettings(input: PutSsoConnectionDto, existing: SsoConnection | null): Promise<Partial<SsoConnection>> {
    if (!input.oidcIssuer?.trim()) throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, "Enter the identity provider's issuer URL");
    const clientId = input.oidcClientId?.trim();
    if (!clientId) throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, 'Enter the client id');
    const allowLoopback = this.config.sso.allowLoopback;
    const issuer = fetchableUrl(input.oidcIssuer, 'issuer URL', allowLoopback).href.replace(/\/$/, '');
    const secret = input.oidcClientSecret?.trim();
    const keepsSecret = !secret && existing?.protocol === 'oidc' && existing.oidcClientSecret;
    if (!secret && !keepsSecret) throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, 'Enter the client secret');
    try {
      await oidc.discovery(new URL(issuer), clientId, undefined, undefined, {
        timeout: FETCH_TIMEOUT_MS / 1000,
        [oidc.customFetch]: guardedFetch(allowLoopback),
        ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
    } catch (error) {
      this.logger.warn(`OIDC discovery of ${issuer} failed: ${(error as Error).message}`);
      if (isRefusedTarget(error)) throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, PUBLIC_ONLY('issuer URL'));
      throw new AppError(
        ErrorCode.SSO_DISCOVERY_FAILED,
        `${issuer} did not answer OpenID Connect discovery (/.well-known/openid-configuration). Check the issuer URL.`,
      );
    }
    return {
      oidcIssuer: issuer,
      oidcClientId: clientId,
      oidcClientSecret: secret ? sealSecret(this.config.auth.jwtSecret, CLIENT_SECRET_PURPOSE, secret) : existing!.oidcClientSecret,
      samlIdpEntityId: null,
      samlSsoUrl: null,
      samlCertificates: null,
      samlMetadataUrl: null,
    };
  }

  private async samlSettings(input: PutSsoConnectionDto, existing: SsoConnection | null): Promise<Partial<SsoConnection>> {
    const given = [input.samlMetadataUrl, input.samlMetadataXml, input.samlIdpEntityId, input.samlSsoUrl].some((value) => value?.trim());
    // A saved SAML connection whose other settings change keeps its identity provider when none is given again.
    if (!given && !input.samlCertificates?.length && existing?.protocol === 'saml') return {};
    let metadata: IdpMetadata;
    const metadataUrl = input.samlMetadataUrl?.trim()
      ? fetchableUrl(input.samlMetadataUrl, 'metadata URL', this.config.sso.allowLoopback)
      : null;
    const xml = input.samlMetadataXml?.trim() || (metadataUrl ? await this.fetchMetadata(metadataUrl) : null);
    if (xml) {
      try {
        metadata = await parseIdpMetadata(xml);
      } catch (error) {
        throw new AppError(
          ErrorCode.SSO_METADATA_INVALID,
          `The identity provider's metadata could not be used: ${(error as Error).message}`,
        );
      }
    } else {
      const entityId = input.samlIdpEntityId?.trim();
      if (!entityId)
        throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, "Enter the identity provider's metadata URL or XML, or its entity id");
      if (!input.samlSsoUrl?.trim()) throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, "Enter the identity provider's sign-on URL");
      if (!input.samlCertificates?.length)
        throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, "Enter the identity provider's signing certificate");
      const certificates = input.samlCertificates.map((value, index) => {
        const pem = certificatePem(value);
        if (!pem) throw new AppError(ErrorCode.SSO_CERTIFICATE_INVALID, `Certificate ${index + 1} is not a valid X.509 certificate (PEM).`);
        return pem;
      });
      metadata = { entityId, ssoUrl: input.samlSsoUrl.trim(), certificates };
    }
    return {
      samlIdpEntityId: metadata.entityId.slice(0, 500),
      samlSsoUrl: fetchableUrl(metadata.ssoUrl, 'sign-on URL', this.config.sso.allowLoopback).href,
      samlCertificates: metadata.certificates,
      samlMetadataUrl: metadataUrl?.href ?? null,
      oidcIssuer: null,
      oidcClientId: null,
      oidcClientSecret: null,
    };
  }

  private async fetchMetadata(url: URL): Promise<string> {
    try {
      const response = await guardedFetch(this.config.sso.allowLoopback)(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      const text = await response.text();
      if (text.length > MAX_METADATA_BYTES) throw new Error('it is larger than 1 MB');
      return text;
    } catch (error) {
      this.logger.warn(`SAML metadata ${url.href} not read: ${(error as Error).message}`);
      if (isRefusedTarget(error)) throw new AppError(ErrorCode.SSO_INVALID_SETTINGS, PUBLIC_ONLY('metadata URL'));
      throw new AppError(ErrorCode.SSO_METADATA_INVALID, `The metadata URL could not be read (${(error as Error).message.slice(0, 120)}).`);
    }
  }

  toDto(connection: SsoConnection): SsoConnectionDto {
    return {
      id: connection.id,
      teamId: connection.team?.id ?? null,
      protocol: connection.protocol,
      displayName: connection.displayName,
      emailDomains: connection.emailDomains,
      required: connection.required,
      jitSeats: connection.jitSeats,
      oidc:
        connection.protocol === 'oidc'
          ? {
              issuer: connection.oidcIssuer ?? '',
              clientId: connection.oidcClientId ?? '',
              clientSecretSet: Boolean(connection.oidcClientSecret),
            }
          : null,
      saml:
        connection.protocol === 'saml'
          ? {
              idpEntityId: connection.samlIdpEntityId ?? '',
              ssoUrl: connection.samlSsoUrl ?? '',
              metadataUrl: connection.samlMetadataUrl ?? null,
              certificates: (connection.samlCertificates ?? []).map(describeCertificate),
            }
          : null,
      serviceProvider: this.serviceProvider(connection.id),
      createdAt: connection.createdAt.toISOString(),
      updatedAt: connection.updatedAt.toISOString(),
    };
  }
}

function describeCertificate(pem: string) {
  const certificate = new X509Certificate(pem);
  return {
    subject: certificate.subject.replace(/\n/g, ', '),
    validTo: new Date(certificate.validTo).toISOString(),
    fingerprint: createHash('sha256').update(certificate.raw).digest('hex').toUpperCase().match(/.{2}/g)!.join(':'),
  };
}
