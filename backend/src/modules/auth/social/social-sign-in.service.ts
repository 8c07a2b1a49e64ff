import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import * as oidc from 'openid-client';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import { InjectRedis } from '../../../common/redis/redis.module.js';
import { RateLimitedError, RateLimiterService, type RateLimit } from '../../../common/security/rate-limiter.service.js';
import { signValue, verifySignedValue } from '../../../common/security/signed-tokens.js';
import { openFlow, sealFlow } from '../public/flow-cookie.js';
import { safeReturnPath } from '../public/return-path.js';
import { InjectConfig } from '../../../config/config.module.js';
import { isLoopbackHttp, type AppConfig, type SocialProviderId, type SocialProviderSettings } from '../../../config/config.js';
import { InvitesService } from '../../admin/invites.service.js';
import { MailOutbox } from '../../mail/mail-outbox.service.js';
import { User } from '../../users/entities/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import { recordWebhookEvent, webhookUser } from '../../webhooks/public/webhook-events.js';
import { AuthService, type SignedIn } from '../auth.service.js';
import { EmailVerificationService } from '../email-verification.service.js';
import { SignInPolicyService } from '../sign-in-policy.service.js';
import { UserIdentity } from '../entities/user-identity.entity.js';
import { canUnlink, decideLink, decideSignIn, profileFromClaims, type ProviderProfile, type SocialRefusal } from './social-rules.js';

/** How long the round trip to the provider may take. */
export const FLOW_MINUTES = 10;
/** How long a sign-in waiting to be linked waits for its account's owner to sign in. */
export const PENDING_LINK_MINUTES = 30;
const FLOW_PURPOSE = 'social-sign-in-flow';
const PENDING_PURPOSE = 'social-sign-in-pending-link';
const ROUND_TRIPS_PER_IP = 60;
const ROUND_TRIP_WINDOW_SECONDS = 10 * 60;

export const NOT_LINKED = 'This sign-in is not linked to your account.';

export type SocialIntent = 'signin' | 'link';

/** What the browser carries through the round trip, signed (the flow cookie). */
interface Flow {
  provider: SocialProviderId;
  state: string;
  nonce: string;
  verifier: string;
  intent: SocialIntent;
  returnTo: string | null;
  /** intent=link: the account that asked. */
  userId?: number;
  /** An invite (`/auth?invite=…`) honoured by the sign-up, as a password sign-up honours it. */
  inviteToken?: string;
  expiresAt: number;
}

interface PendingLink {
  provider: SocialProviderId;
  subject: string;
  email: string;
  userId: number;
}

export interface StartInput {
  intent: SocialIntent;
  returnTo?: string;
  inviteToken?: string;
}

/** Where the browser goes next, and the cookies that go with it. */
export interface SocialOutcome {
  location: string;
  signedIn?: SignedIn;
  /** A sign-in waiting to be linked: the pending-link cookie's value. */
  pendingLink?: string;
}

export interface SignInMethods {
  hasPassword: boolean;
  identities: UserIdentity[];
}

/** A refusal with the page it lands on; logged, then shown there in words. */
class Refusal extends Error {
  constructor(
    readonly reason: SocialRefusal,
    readonly detail: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(detail);
  }
}

/**
 * Sign-in with identity providers over OpenID Connect (authorization code flow with PKCE, state and
 * nonce, through openid-client). The provider's subject signs in; its e-mail only ever makes a new
 * account, and only when the provider vouches for it and no account has it (docs/adr/0031).
 */
@Injectable()
export class SocialSignInService {
  private readonly logger = new Logger(SocialSignInService.name);
  private readonly discovered = new Map<SocialProviderId, Promise<oidc.Configuration>>();

  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly verification: EmailVerificationService,
    private readonly invites: InvitesService,
    private readonly outbox: MailOutbox,
    private readonly rateLimiter: RateLimiterService,
    private readonly policy: SignInPolicyService,
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The providers that are on (client id and secret configured), for the buttons. */
  providers(): Pick<SocialProviderSettings, 'id' | 'name'>[] {
    return this.config.socialSignIn.map(({ id, name }) => ({ id, name }));
  }

  provider(id: string): SocialProviderSettings | null {
    return this.config.socialSignIn.find((provider) => provider.id === id) ?? null;
  }

  /** The provider or the 404 that says it is off. */
  configuredProvider(id: string): SocialProviderSettings {
    const provider = this.provider(id);
    if (!provider) throw new AppError(ErrorCode.SOCIAL_PROVIDER_NOT_CONFIGURED, 'This sign-in provider is not available.');
    return provider;
  }

  redirectUri(provider: SocialProviderId): string {
    return `${this.config.publicUrl}/api/auth/oidc/${provider}/callback`;
  }

  /** Counts a round trip (start or callback) against the client's allowance. */
  async countRoundTrip(ip: string): Promise<void> {
    const limit: RateLimit = { key: `social:ip:${ip}`, limit: ROUND_TRIPS_PER_IP, windowSeconds: ROUND_TRIP_WINDOW_SECONDS };
    await this.rateLimiter.consume(limit, 'sign-in attempts');
  }

  /** The provider's authorization address and the signed flow to keep in the browser until it returns. */
  async start(provider: SocialProviderSettings, input: StartInput, user: User | undefined): Promise<{ url: string; flow: string }> {
    if (input.intent === 'link' && !user) throw new Refusal('sign_in_required', 'link without a session');
    const configuration = await this.configuration(provider);
    const verifier = oidc.randomPKCECodeVerifier();
    const flow: Flow = {
      provider: provider.id,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      intent: input.intent,
      returnTo: safeReturnPath(input.returnTo),
      ...(input.intent === 'link' && user ? { userId: user.id } : {}),
      ...(input.intent === 'signin' && input.inviteToken ? { inviteToken: input.inviteToken.slice(0, 200) } : {}),
      expiresAt: Date.now() + FLOW_MINUTES * 60 * 1000,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider.id),
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return {
      url: url.href,
      flow: sealFlow(this.config.auth.jwtSecret, FLOW_PURPOSE, flow),
    };
  }

  /** Where a refusal of `start` lands (the provider is unknown or off, or a link needs a session). */
  refusedStart(providerId: string, intent: SocialIntent, reason: SocialRefusal, detail: string): SocialOutcome {
    this.logger.warn(`Social sign-in (${providerId.slice(0, 40)}) refused at start: ${reason} (${detail})`);
    return { location: this.refusalLocation(intent, reason, providerId) };
  }

  /**
   * The provider's answer. Every refusal lands on /auth (or the settings, for a link) with its reason;
   * success signs in (or links) and lands on the path the sign-in started from.
   */
  async callback(
    providerId: string,
    query: string,
    flowCookie: string | undefined,
    currentUser: User | undefined,
    userAgent: string | undefined,
    ip: string,
  ): Promise<SocialOutcome> {
    const flow = this.readFlow(flowCookie);
    const intent = flow?.intent ?? 'signin';
    try {
      const provider = this.provider(providerId);
      if (!provider) throw new Refusal('unavailable', 'provider not configured');
      const params = new URLSearchParams(query);
      const error = params.get('error');
      if (error) {
        throw new Refusal(error === 'access_denied' ? 'cancelled' : 'failed', `provider answered ${error.slice(0, 60)}`);
      }
      if (!flow || flow.provider !== provider.id) throw new Refusal('failed', 'no valid flow cookie for this provider');
      const profile = await this.exchange(provider, query, flow);
      if (flow.intent === 'link') return await this.link(provider, profile, flow, currentUser);
      return await this.signInOrUp(provider, profile, flow, userAgent, ip);
    } catch (error) {
      if (error instanceof Refusal) {
        this.logger.warn(`Social sign-in (${providerId.slice(0, 40)}) refused: ${error.reason} (${error.detail})`);
        return { location: this.refusalLocation(intent, error.reason, providerId, flow, error.extra) };
      }
      if (error instanceof RateLimitedError) {
        return { location: this.refusalLocation(intent, 'rate_limited', providerId, flow) };
      }
      this.logger.error(`Social sign-in (${providerId.slice(0, 40)}) failed: ${(error as Error).stack ?? String(error)}`);
      return { location: this.refusalLocation(intent, 'failed', providerId, flow) };
    }
  }

  /**
   * After a password sign-in from /auth that showed "sign in once to link": the provider account
   * waiting in this browser is linked, when it waited for this very account.
   */
  async completePendingLink(cookie: string | undefined, user: User): Promise<SocialProviderId | null> {
    const id = cookie ? verifySignedValue(this.config.auth.jwtSecret, PENDING_PURPOSE, cookie) : null;
    if (!id) return null;
    let pending: PendingLink | null = null;
    try {
      const raw = await this.redis.getdel(`social:pending:${id}`);
      pending = raw ? (JSON.parse(raw) as PendingLink) : null;
    } catch (error) {
      this.logger.warn(`Pending sign-in link not read (Redis unavailable): ${(error as Error).message}`);
    }
    if (!pending || pending.userId !== user.id || pending.email !== user.email) return null;
    const provider = this.provider(pending.provider);
    if (!provider) return null;
    const linked = await this.em.findOne(UserIdentity, { provider: pending.provider, subject: pending.subject });
    if (linked) {
      if (linked.user.id !== user.id) this.logger.warn(`Pending ${pending.provider} link for user ${user.id}: linked elsewhere meanwhile`);
      return null;
    }
    await this.addIdentity(provider, { subject: pending.subject, email: pending.email }, user);
    this.logger.log(`${provider.name} sign-in linked to user ${user.id} after a password sign-in`);
    return provider.id;
  }

  async signInMethods(user: User): Promise<SignInMethods> {
    const [hash, identities] = await Promise.all([
      this.users.passwordHashOf(user),
      this.em.find(UserIdentity, { user: user.id }, { orderBy: { linkedAt: 'asc', id: 'asc' } }),
    ]);
    return { hasPassword: Boolean(hash), identities };
  }

  /** Unlinks one of the account's sign-ins while a password or another linked sign-in remains (the account row is locked meanwhile). */
  async unlink(user: User, identityId: number): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.findOneOrFail(User, { id: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const identities = await em.find(UserIdentity, { user: user.id });
      const identity = identities.find((candidate) => candidate.id === identityId);
      if (!identity) throw new AppError(ErrorCode.SIGN_IN_METHOD_NOT_FOUND, NOT_LINKED);
      const hasPassword = Boolean(await this.users.passwordHashOf(user));
      if (!canUnlink({ hasPassword, linkedCount: identities.length }))
        throw new AppError(
          ErrorCode.LAST_SIGN_IN_METHOD,
          `This is the only way into your account. Set a password or connect another sign-in before you unlink ${this.providerName(identity.provider)}.`,
        );
      em.remove(identity);
    });
  }

  providerName(id: string): string {
    return (
      this.config.socialSignIn.find((provider) => provider.id === id)?.name ??
      ({ google: 'Google', linkedin: 'LinkedIn', microsoft: 'Microsoft' } as Record<string, string>)[id] ??
      id
    );
  }

  private async exchange(provider: SocialProviderSettings, query: string, flow: Flow): Promise<ProviderProfile> {
    const configuration = await this.configuration(provider);
    const currentUrl = new URL(`${this.redirectUri(provider.id)}?${query}`);
    let claims: Record<string, unknown> | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims() as Record<string, unknown> | undefined;
    } catch (error) {
      throw new Refusal('failed', `code exchange refused: ${(error as Error).message}`);
    }
    if (!claims || typeof claims.sub !== 'string' || !claims.sub) throw new Refusal('failed', 'no subject in the ID token');
    return profileFromClaims(provider.id, claims);
  }

  private async signInOrUp(
    provider: SocialProviderSettings,
    profile: ProviderProfile,
    flow: Flow,
    userAgent: string | undefined,
    ip: string,
  ): Promise<SocialOutcome> {
    const linked = await this.em.findOne(UserIdentity, { provider: provider.id, subject: profile.subject }, { populate: ['user'] });
    const existing = profile.email ? await this.users.findByEmail(profile.email) : null;
    const decision = decideSignIn({ linkedUserId: linked?.user.id ?? null, profile, accountWithEmail: existing?.id ?? null });
    const account = linked?.user ?? existing;
    const address = account?.email ?? profile.email;
    if (address && account?.role !== 'admin') {
      const requirement = await this.policy.ssoRequirement(address);
      if (requirement)
        throw new Refusal('sso_required', `${address.split('@')[1]} requires single sign-on (connection ${requirement.connectionId})`);
    }
    switch (decision.kind) {
      case 'sign-in': {
        const user = linked!.user;
        await this.em.nativeUpdate(UserIdentity, { id: linked!.id }, { lastUsedAt: new Date() });
        return { location: this.landing(flow), signedIn: await this.auth.signIn(user, userAgent) };
      }
      case 'create':
        return this.signUp(provider, profile, flow, userAgent, ip);
      case 'refuse':
        if (decision.reason === 'link_required') return this.pendLink(provider, profile, decision.userId, flow);
        throw new Refusal(decision.reason, `${decision.reason} for a new ${provider.id} subject`);
    }
  }

  /** A new account on the address the provider vouches for: confirmed, no password, the sign-in linked. */
  private async signUp(
    provider: SocialProviderSettings,
    profile: ProviderProfile,
    flow: Flow,
    userAgent: string | undefined,
    ip: string,
  ): Promise<SocialOutcome> {
    const limits = [{ key: `register:ip:${ip}`, limit: this.config.auth.registrationsPerIp, windowSeconds: 60 * 60 }];
    await this.rateLimiter.assertAllowed(limits);
    await this.rateLimiter.record(limits);
    let user: User;
    try {
      user = await this.em.transactional(async (em) => {
        const account = await this.users.create({ email: profile.email!, firstName: profile.firstName, lastName: profile.lastName }, em);
        recordWebhookEvent(em, {
          type: 'user.registered',
          data: { user: { ...webhookUser(account), role: account.role }, viaInvite: Boolean(flow.inviteToken) },
        });
        if (flow.inviteToken) await this.invites.redeem(em, flow.inviteToken, account);
        await this.verification.markVerified(em, account);
        em.create(UserIdentity, {
          user: account,
          provider: provider.id,
          subject: profile.subject,
          email: profile.email,
          lastUsedAt: new Date(),
        });
        await em.flush();
        return account;
      });
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.EMAIL_TAKEN) {
        // Someone made the account meanwhile: the same answer as an existing one.
        const existing = await this.users.findByEmail(profile.email!);
        if (existing) return this.pendLink(provider, profile, existing.id, flow);
      }
      if (error instanceof UniqueConstraintViolationException) throw new Refusal('failed', 'identity linked meanwhile');
      if (error instanceof AppError && error.code.startsWith('INVITE_')) {
        throw new Refusal('invite_mismatch', `invite refused: ${error.code}`, { invite: flow.inviteToken ?? '' });
      }
      throw error;
    }
    this.logger.log(`New account ${user.id} through ${provider.name} sign-in`);
    return { location: this.landing(flow), signedIn: await this.auth.signIn(user, userAgent) };
  }

  /**
   * An account has the address: nothing is linked now. The provider account waits, in this browser
   * only, for the owner to sign in to that account once.
   */
  private async pendLink(provider: SocialProviderSettings, profile: ProviderProfile, userId: number, flow: Flow): Promise<SocialOutcome> {
    const id = randomUUID();
    const pending: PendingLink = { provider: provider.id, subject: profile.subject, email: profile.email!, userId };
    try {
      await this.redis.set(`social:pending:${id}`, JSON.stringify(pending), 'EX', PENDING_LINK_MINUTES * 60);
    } catch (error) {
      throw new Refusal('failed', `pending link not kept (Redis unavailable): ${(error as Error).message}`);
    }
    this.logger.warn(`${provider.name} sign-in for existing account ${userId} not linked: the owner must sign in once`);
    return {
      location: this.refusalLocation(flow.intent, 'link_required', provider.id, flow, { email: profile.email! }),
      pendingLink: signValue(this.config.auth.jwtSecret, PENDING_PURPOSE, id),
    };
  }

  private async link(
    provider: SocialProviderSettings,
    profile: ProviderProfile,
    flow: Flow,
    currentUser: User | undefined,
  ): Promise<SocialOutcome> {
    if (!currentUser || currentUser.id !== flow.userId)
      throw new Refusal('sign_in_required', 'link callback without the session that started it');
    const linked = await this.em.findOne(UserIdentity, { provider: provider.id, subject: profile.subject });
    const decision = decideLink({ linkedUserId: linked?.user.id ?? null, currentUserId: currentUser.id });
    if (decision.kind === 'refuse')
      throw new Refusal('linked_elsewhere', `subject linked to user ${linked!.user.id}, asked by ${currentUser.id}`);
    if (decision.kind === 'link') {
      try {
        await this.addIdentity(provider, profile, currentUser);
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw new Refusal('linked_elsewhere', 'linked meanwhile');
        throw error;
      }
      this.logger.log(`${provider.name} sign-in linked to user ${currentUser.id} from the settings`);
    }
    return { location: `${flow.returnTo ?? '/account'}${(flow.returnTo ?? '/account').includes('?') ? '&' : '?'}linked=${provider.id}` };
  }

  /** Links the provider account and tells the account's address. */
  private async addIdentity(
    provider: SocialProviderSettings,
    profile: Pick<ProviderProfile, 'subject' | 'email'>,
    user: User,
  ): Promise<void> {
    await this.em.transactional(async (em) => {
      em.create(UserIdentity, {
        user: em.getReference(User, user.id),
        provider: provider.id,
        subject: profile.subject,
        email: profile.email,
        lastUsedAt: null,
      });
      this.outbox.add(em, user.email, 'signInLinked', {
        provider: provider.name,
        providerEmail: profile.email,
        settingsUrl: `${this.config.publicUrl}/account`,
      });
    });
  }

  /** After a successful sign-in: the path it started from, else home. */
  private landing(flow: Flow): string {
    return flow.returnTo ?? '/';
  }

  private refusalLocation(
    intent: SocialIntent,
    reason: SocialRefusal,
    providerId: string,
    flow?: Flow | null,
    extra: Record<string, string> = {},
  ): string {
    const known =
      this.config.socialSignIn.some((provider) => provider.id === providerId) || ['google', 'linkedin', 'microsoft'].includes(providerId);
    const params = new URLSearchParams({ socialError: reason, ...(known ? { provider: providerId } : {}) });
    if (intent === 'link' && reason !== 'sign_in_required') return `/account?${params.toString()}#sign-in-methods`;
    if (flow?.returnTo) params.set('returnTo', flow.returnTo);
    for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
    return `/auth?${params.toString()}`;
  }

  private readFlow(cookie: string | undefined): Flow | null {
    return openFlow<Flow>(this.config.auth.jwtSecret, FLOW_PURPOSE, cookie);
  }

  /** The provider's discovery document, fetched once (again after a failure). */
  private configuration(provider: SocialProviderSettings): Promise<oidc.Configuration> {
    let found = this.discovered.get(provider.id);
    if (!found) {
      found = oidc
        .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
          timeout: 10,
          // Plain http only for an issuer on this machine (a test issuer); the configuration refuses any other.
          ...(isLoopbackHttp(provider.issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((error: Error) => {
          this.discovered.delete(provider.id);
          throw new Refusal('failed', `discovery of ${provider.issuer} failed: ${error.message}`);
        });
      this.discovered.set(provider.id, found);
    }
    return found;
  }
}
