import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { generateServiceProviderMetadata, SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { parseDomFromString, xpath } from '@node-saml/node-saml/lib/xml.js';
import type { Redis } from 'ioredis';
import * as oidc from 'openid-client';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { InjectRedis } from '../../common/redis/redis.module.js';
import { RateLimitedError, RateLimiterService } from '../../common/security/rate-limiter.service.js';
import { InjectConfig } from '../../config/config.module.js';
import { guardedFetch } from '../../common/security/address-guard.js';
import { isLoopbackHttp, type AppConfig } from '../../config/config.js';
import { AuthService, type SignedIn } from '../auth/auth.service.js';
import { EmailVerificationService } from '../auth/email-verification.service.js';
import { UserIdentity } from '../auth/entities/user-identity.entity.js';
import { openFlow, sealFlow } from '../auth/public/flow-cookie.js';
import { safeReturnPath } from '../auth/public/return-path.js';
import { SessionsService } from '../auth/sessions.service.js';
import { TeamSeatsService } from '../teams/team-seats.service.js';
import { User } from '../users/entities/user.entity.js';
import { normalizeEmail } from '../users/public/normalize-email.js';
import { UsersService } from '../users/users.service.js';
import { recordWebhookEvent, webhookUser } from '../webhooks/public/webhook-events.js';
import type { SsoConnectionNameDto, SsoDiscoveryDto } from './dto/sso.dto.js';
import { SsoConnection } from './entities/sso-connection.entity.js';
import { openSecret } from './secret-box.js';
import { CLIENT_SECRET_PURPOSE, SsoConnectionsService } from './sso-connections.service.js';
import { belongsToDomains, emailDomain, oidcRefusal, samlRefusal, type SsoRefusal } from './sso-rules.js';
import { SsoRepository } from './sso.repository.js';

/** How long the round trip to the identity provider may take. */
export const SSO_FLOW_MINUTES = 10;
const OIDC_FLOW_PURPOSE = 'sso-oidc-flow';
const SAML_RELAY_PURPOSE = 'sso-saml-relay-state';
const CLOCK_SKEW_MS = 60_000;
/** How long a consumed SAML request id is remembered, to tell a replayed response from an unknown one. */
const CONSUMED_SECONDS = 24 * 60 * 60;
const ROUND_TRIPS_PER_IP = 60;
/** Single sign-on look-ups one address may make per SSO_FLOW_MINUTES. */
const DISCOVERIES_PER_IP = 30;
const EMAIL_ADDRESS_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const EMAIL_ATTRIBUTES = ['email', 'mail', 'emailAddress', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];

interface OidcFlow {
  connectionId: number;
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string | null;
  expiresAt: number;
}

interface RelayState {
  connectionId: number;
  returnTo: string | null;
  expiresAt: number;
}

/** Who the identity provider signed in. */
interface Person {
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface SsoOutcome {
  location: string;
  signedIn?: SignedIn;
}

/** A refusal: logged with the connection and reason, then worded on /auth. */
class Refusal extends Error {
  constructor(
    readonly reason: SsoRefusal,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * Signing in through an employer's identity provider: OpenID Connect (code flow with PKCE, state and
 * nonce, as social sign-in) or SAML 2.0 (AuthnRequest by redirect, signed assertions posted to the ACS,
 * InResponseTo checked against the requests this server made, kept in Redis). The employer vouches for
 * its domains: an address of them is the person's (docs/adr/0033).
 */
@Injectable()
export class SsoSignInService {
  private readonly logger = new Logger(SsoSignInService.name);
  private readonly discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly verification: EmailVerificationService,
    private readonly sessions: SessionsService,
    private readonly teamSeats: TeamSeatsService,
    private readonly connections: SsoConnectionsService,
    private readonly repository: SsoRepository,
    private readonly rateLimiter: RateLimiterService,
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The connection of a work address's domain. */
  async discover(email: string): Promise<SsoDiscoveryDto> {
    const domain = emailDomain(normalizeEmail(email));
    const connection = domain ? await this.repository.byDomain(domain) : undefined;
    if (!connection)
      throw new AppError(
        ErrorCode.SSO_NOT_CONFIGURED,
        `No single sign-on is set up for ${domain ?? 'this address'}. Sign in with your e-mail and password instead.`,
      );
    return { connectionId: connection.id, displayName: connection.display_name, startUrl: `/api/auth/sso/${connection.id}/start` };
  }

  async connectionName(id: number): Promise<SsoConnectionNameDto> {
    const connection = await this.connection(id);
    return { id: connection.id, displayName: connection.displayName };
  }

  /** Look-ups of a work address's single sign-on from one address: enough for people, too few to map which domains have one. */
  async countDiscovery(ip: string): Promise<void> {
    await this.rateLimiter.consume(
      { key: `sso:discover:ip:${ip}`, limit: DISCOVERIES_PER_IP, windowSeconds: SSO_FLOW_MINUTES * 60 },
      'look-ups',
    );
  }

  async countRoundTrip(ip: string): Promise<void> {
    await this.rateLimiter.consume(
      { key: `sso:ip:${ip}`, limit: ROUND_TRIPS_PER_IP, windowSeconds: SSO_FLOW_MINUTES * 60 },
      'sign-in attempts',
    );
  }

  /** The identity provider's sign-in address, and for OpenID Connect the flow cookie to keep until it returns. */
  async start(id: number, input: { returnTo?: string; loginHint?: string }): Promise<{ url: string; flow?: string }> {
    const connection = await this.connection(id);
    const returnTo = safeReturnPath(input.returnTo);
    const expiresAt = Date.now() + SSO_FLOW_MINUTES * 60 * 1000;
    const loginHint =
      input.loginHint && belongsToDomains(normalizeEmail(input.loginHint), connection.emailDomains) ? input.loginHint : undefined;
    if (connection.protocol === 'saml') {
      const relay: RelayState = { connectionId: connection.id, returnTo, expiresAt };
      const url = await this.saml(connection).getAuthorizeUrlAsync(
        sealFlow(this.config.auth.jwtSecret, SAML_RELAY_PURPOSE, relay),
        undefined,
        {},
      );
      return { url };
    }
    const configuration = await this.configuration(connection);
    const verifier = oidc.randomPKCECodeVerifier();
    const flow: OidcFlow = {
      connectionId: connection.id,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      returnTo,
      expiresAt,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.connections.serviceProvider(connection.id).oidcRedirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      ...(loginHint ? { login_hint: loginHint } : {}),
    });
    return { url: url.href, flow: sealFlow(this.config.auth.jwtSecret, OIDC_FLOW_PURPOSE, flow) };
  }

  /** Where a refusal of `start` lands. */
  refusedStart(id: string, reason: SsoRefusal, detail: string): SsoOutcome {
    this.logger.warn(`SSO sign-in (connection ${id.slice(0, 20)}) refused at start: ${reason} (${detail})`);
    return { location: this.refusalLocation(reason, id) };
  }

  /** The OpenID provider's answer. */
  async oidcCallback(
    id: number,
    query: string,
    flowCookie: string | undefined,
    userAgent: string | undefined,
    ip: string,
  ): Promise<SsoOutcome> {
    const flow = openFlow<OidcFlow>(this.config.auth.jwtSecret, OIDC_FLOW_PURPOSE, flowCookie);
    return this.refusing(id, flow?.returnTo ?? null, async () => {
      const connection = await this.connection(id).catch(() => {
        throw new Refusal('not_configured', 'no such connection');
      });
      if (connection.protocol !== 'oidc') throw new Refusal('not_configured', 'connection is not OpenID Connect');
      const params = new URLSearchParams(query);
      const error = params.get('error');
      if (error) throw new Refusal(error === 'access_denied' ? 'cancelled' : 'failed', `provider answered ${error.slice(0, 60)}`);
      if (!flow || flow.connectionId !== connection.id) throw new Refusal('state_mismatch', 'no valid flow cookie for this connection');
      const configuration = await this.configuration(connection);
      let claims: Record<string, unknown> | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(
          configuration,
          new URL(`${this.connections.serviceProvider(connection.id).oidcRedirectUri}?${query}`),
          { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true },
        );
        claims = tokens.claims() as Record<string, unknown> | undefined;
      } catch (failure) {
        const cause = (failure as Error).cause;
        const message = `${(failure as Error).message}${cause instanceof Error ? `: ${cause.message}` : ''}`;
        throw new Refusal(oidcRefusal(message), `code exchange refused: ${message}`);
      }
      if (!claims || typeof claims.sub !== 'string' || !claims.sub) throw new Refusal('failed', 'no subject in the ID token');
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      const [first = '', ...rest] = text(claims.name).split(/\s+/);
      const person: Person = {
        subject: claims.sub,
        email: text(claims.email) || null,
        firstName: text(claims.given_name) || first,
        lastName: text(claims.family_name) || rest.join(' '),
      };
      return this.signIn(connection, person, flow.returnTo, userAgent, ip);
    });
  }

  /** The SAML response the identity provider had the browser post (a cross-site form post: no cookie is relied on). */
  async samlAcs(id: number, body: Record<string, unknown>, userAgent: string | undefined, ip: string): Promise<SsoOutcome> {
    const relayValue = typeof body.RelayState === 'string' ? body.RelayState : undefined;
    const relay = openFlow<RelayState>(this.config.auth.jwtSecret, SAML_RELAY_PURPOSE, relayValue);
    const returnTo = relay?.connectionId === id ? relay.returnTo : null;
    return this.refusing(id, returnTo, async () => {
      const connection = await this.connection(id).catch(() => {
        throw new Refusal('not_configured', 'no such connection');
      });
      if (connection.protocol !== 'saml') throw new Refusal('not_configured', 'connection is not SAML');
      const response = typeof body.SAMLResponse === 'string' ? body.SAMLResponse : '';
      if (!response || response.length > 1_000_000) throw new Refusal('failed', 'no SAMLResponse in the form');
      const { inResponseTo, assertionSigned } = await this.inspect(response);
      if (!assertionSigned) throw new Refusal('unsigned', 'the assertion carries no signature');
      let profile: Profile | null;
      try {
        ({ profile } = await this.saml(connection).validatePostResponseAsync({ SAMLResponse: response }));
      } catch (failure) {
        const message = (failure as Error).message;
        let reason = samlRefusal(message);
        if (reason === 'unknown_request' && inResponseTo && (await this.redis.exists(this.consumedKey(connection.id, inResponseTo))))
          reason = 'replay';
        throw new Refusal(reason, `response refused: ${message}`);
      }
      if (!profile) throw new Refusal('failed', 'no profile in the response');
      // node-saml forgets the request id once used; claiming it here as well makes two concurrent posts of one response sign in once.
      const first = await this.redis.set(this.consumedKey(connection.id, inResponseTo!), '1', 'EX', CONSUMED_SECONDS, 'NX');
      if (first !== 'OK') throw new Refusal('replay', `response to ${inResponseTo} posted again`);
      return this.signIn(connection, samlPerson(profile), returnTo, userAgent, ip);
    });
  }

  /** The academy's SAML service provider metadata for this connection. */
  async samlMetadata(id: number): Promise<string> {
    const connection = await this.connection(id);
    const sp = this.connections.serviceProvider(connection.id);
    return generateServiceProviderMetadata({
      issuer: sp.entityId,
      callbackUrl: sp.acsUrl,
      identifierFormat: EMAIL_ADDRESS_FORMAT,
      wantAssertionsSigned: true,
    });
  }

  // ---- Helpers ----

  private async connection(id: number): Promise<SsoConnection> {
    const connection = await this.em.findOne(SsoConnection, { id });
    if (!connection) throw new AppError(ErrorCode.SSO_NOT_CONFIGURED, 'This single sign-on is not set up (any more).');
    return connection;
  }

  /** Runs a callback; every refusal is logged with the connection and lands on /auth with its reason. */
  private async refusing(id: number, returnTo: string | null, run: () => Promise<SsoOutcome>): Promise<SsoOutcome> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Refusal) {
        this.logger.warn(`SSO sign-in (connection ${id}) refused: ${error.reason} (${error.detail})`);
        return { location: this.refusalLocation(error.reason, String(id), returnTo) };
      }
      if (error instanceof RateLimitedError) return { location: this.refusalLocation('rate_limited', String(id), returnTo) };
      this.logger.error(`SSO sign-in (connection ${id}) failed: ${(error as Error).stack ?? String(error)}`);
      return { location: this.refusalLocation('failed', String(id), returnTo) };
    }
  }

  /**
   * The person the employer signed in: an address of one of the connection's domains, else refused.
   * The account is the subject's, else the address's (the employer controls its domain, so whoever
   * holds an address of it is the person the employer says), else a new one, confirmed, without a
   * password. Then the team's seat, and the session.
   */
  private async signIn(
    connection: SsoConnection,
    person: Person,
    returnTo: string | null,
    userAgent: string | undefined,
    ip: string,
  ): Promise<SsoOutcome> {
    if (!person.email) throw new Refusal('no_email', `subject ${person.subject.slice(0, 80)} came without an e-mail address`);
    const email = normalizeEmail(person.email);
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 320) throw new Refusal('no_email', 'the e-mail address is not valid');
    if (!belongsToDomains(email, connection.emailDomains))
      throw new Refusal('domain_mismatch', `${email.split('@')[1]} is not one of ${connection.emailDomains.join(', ')}`);
    const provider = `sso:${connection.id}`;
    const linked = await this.repository.linkedUser(provider, person.subject);
    const existing = linked ? null : await this.users.findByEmail(email);
    if (!linked && !existing) await this.countSignUp(ip);
    let user: User;
    try {
      user = await this.em.transactional(async (em) => {
        let account: User;
        if (linked) {
          account = await em.findOneOrFail(User, { id: linked.user_id });
          await em.nativeUpdate(UserIdentity, { id: linked.id }, { lastUsedAt: new Date() });
        } else {
          if (existing) {
            account = await em.findOneOrFail(User, { id: existing.id });
            if (!account.emailVerifiedAt) {
              // Someone made this account without proving the address: the employer now has, so theirs is the account.
              this.logger.warn(`SSO connection ${connection.id} takes over unconfirmed account ${account.id}`);
              await em.nativeUpdate(User, { id: account.id }, { passwordHash: null });
              await this.sessions.endAll(account.id, undefined, em);
            }
          } else {
            account = await this.users.create(
              { email, firstName: person.firstName.slice(0, 100) || email.split('@')[0], lastName: person.lastName.slice(0, 100) },
              em,
            );
            recordWebhookEvent(em, {
              type: 'user.registered',
              data: { user: { ...webhookUser(account), role: account.role }, viaInvite: false },
            });
          }
          await this.verification.markVerified(em, account);
          em.create(UserIdentity, { user: account, provider, subject: person.subject.slice(0, 255), email, lastUsedAt: new Date() });
          await em.flush();
        }
        if (connection.team) {
          const seat = await this.teamSeats.joinThroughSso(em, account, connection.team.id, connection.jitSeats);
          if (seat !== 'none' && seat !== 'member')
            this.logger.log(`SSO connection ${connection.id}: user ${account.id} ${seat} a seat of team ${connection.team.id}`);
        }
        return account;
      });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.TEAM_SEATS_FULL)
        throw new Refusal('team_full', `team ${connection.team?.id} is full`);
      if (error instanceof AppError && error.code.startsWith('TEAM_')) throw new Refusal('seat_refused', `${error.code}: ${error.message}`);
      if (error instanceof AppError && error.code === ErrorCode.COURSE_ROLE_MISMATCH) throw new Refusal('seat_refused', error.message);
      throw error;
    }
    this.logger.log(`SSO connection ${connection.id} signed in user ${user.id}`);
    return { location: returnTo ?? '/', signedIn: await this.auth.signIn(user, userAgent) };
  }

  private async countSignUp(ip: string): Promise<void> {
    const limits = [{ key: `register:ip:${ip}`, limit: this.config.auth.registrationsPerIp, windowSeconds: 60 * 60 }];
    await this.rateLimiter.assertAllowed(limits);
    await this.rateLimiter.record(limits);
  }

  /** The request the response answers, and whether its assertion is signed at all (node-saml says only "Invalid signature"). */
  private async inspect(response: string): Promise<{ inResponseTo: string | null; assertionSigned: boolean }> {
    try {
      const doc = await parseDomFromString(Buffer.from(response, 'base64').toString('utf8'));
      const [attribute] = xpath.selectAttributes(doc, "/*[local-name()='Response']/@InResponseTo");
      const signatures = xpath.selectElements(doc, "/*[local-name()='Response']/*[local-name()='Assertion']/*[local-name()='Signature']");
      return { inResponseTo: attribute?.nodeValue ?? null, assertionSigned: signatures.length > 0 };
    } catch {
      throw new Refusal('failed', 'the SAMLResponse is not XML');
    }
  }

  private consumedKey(connectionId: number, requestId: string): string {
    return `sso:saml:consumed:${connectionId}:${requestId.slice(0, 200)}`;
  }

  private saml(connection: SsoConnection): SAML {
    const sp = this.connections.serviceProvider(connection.id);
    return new SAML({
      callbackUrl: sp.acsUrl,
      entryPoint: connection.samlSsoUrl ?? undefined,
      issuer: sp.entityId,
      audience: sp.entityId,
      idpCert: connection.samlCertificates ?? [],
      idpIssuer: connection.samlIdpEntityId ?? undefined,
      identifierFormat: EMAIL_ADDRESS_FORMAT,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SSO_FLOW_MINUTES * 60 * 1000,
      cacheProvider: this.requestCache(connection.id),
      disableRequestedAuthnContext: true,
    });
  }

  /** The AuthnRequest ids this server sent, in Redis (every replica sees them), for InResponseTo. */
  private requestCache(connectionId: number): CacheProvider {
    const key = (id: string) => `sso:saml:request:${connectionId}:${id.slice(0, 200)}`;
    return {
      saveAsync: async (id, value) => {
        await this.redis.set(key(id), value, 'EX', SSO_FLOW_MINUTES * 60);
        return { value, createdAt: Date.now() };
      },
      getAsync: async (id) => this.redis.get(key(id)),
      removeAsync: async (id) => {
        if (id) await this.redis.del(key(id));
        return id;
      },
    };
  }

  private configuration(connection: SsoConnection): Promise<oidc.Configuration> {
    const cacheKey = `${connection.id}:${connection.updatedAt.getTime()}`;
    let found = this.discovered.get(cacheKey);
    if (!found) {
      const secret = connection.oidcClientSecret
        ? openSecret(this.config.auth.jwtSecret, CLIENT_SECRET_PURPOSE, connection.oidcClientSecret)
        : null;
      if (!secret) return Promise.reject(new Refusal('not_configured', 'the client secret cannot be read (was the app secret changed?)'));
      const issuer = connection.oidcIssuer!;
      found = oidc
        .discovery(new URL(issuer), connection.oidcClientId!, secret, undefined, {
          timeout: 10,
          [oidc.customFetch]: guardedFetch(this.config.sso.allowLoopback),
          ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((error: Error) => {
          this.discovered.delete(cacheKey);
          throw new Refusal('failed', `discovery of ${issuer} failed: ${error.message}`);
        });
      this.discovered.set(cacheKey, found);
    }
    return found;
  }

  private refusalLocation(reason: SsoRefusal, connectionId: string, returnTo?: string | null): string {
    const params = new URLSearchParams({ ssoError: reason });
    if (/^[1-9][0-9]{0,9}$/.test(connectionId)) params.set('connection', connectionId);
    if (returnTo) params.set('returnTo', returnTo);
    return `/auth?${params.toString()}`;
  }
}

/** The person in a SAML assertion: NameID in the emailAddress format, else an e-mail attribute. */
function samlPerson(profile: Profile): Person {
  const attribute = (names: string[]): string => {
    for (const name of names) {
      const value = profile[name];
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first.trim()) return first.trim();
    }
    return '';
  };
  const email = profile.nameIDFormat === EMAIL_ADDRESS_FORMAT ? profile.nameID : attribute(EMAIL_ATTRIBUTES);
  return {
    subject: profile.nameID,
    email: email || null,
    firstName: attribute(['firstName', 'givenName', 'given_name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname']),
    lastName: attribute(['lastName', 'surname', 'sn', 'family_name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname']),
  };
}
