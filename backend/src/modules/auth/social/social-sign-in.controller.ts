import { Controller, Delete, Get, Headers, HttpCode, Ip, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiExcludeEndpoint,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../common/decorators/current-user.decorator.js';
import { Public } from '../../../common/decorators/public.decorator.js';
import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../../common/pipes/parse-row-id.pipe.js';
import { RateLimitedError } from '../../../common/security/rate-limiter.service.js';
import { InjectConfig } from '../../../config/config.module.js';
import { SOCIAL_PROVIDER_IDS, type AppConfig, type SocialProviderId } from '../../../config/config.js';
import type { UserIdentity } from '../entities/user-identity.entity.js';
import type { User } from '../../users/entities/user.entity.js';
import { clearFlowCookie, setFlowCookie } from '../public/flow-cookie.js';
import { setSessionCookie } from '../public/session.js';
import { SignInMethodsDto, SocialProviderDto, SocialStartQueryDto } from './social-sign-in.dto.js';
import { FLOW_MINUTES, NOT_LINKED, SocialSignInService } from './social-sign-in.service.js';
import { setPendingLinkCookie } from './pending-link-cookie.js';

export const FLOW_COOKIE = 'academy_social_flow';
const isSocialIdentity = (identity: UserIdentity): identity is UserIdentity & { provider: SocialProviderId } =>
  (SOCIAL_PROVIDER_IDS as readonly string[]).includes(identity.provider);
const FLOW_COOKIE_PATH = '/api/auth/oidc';

/** Sign-in with Google, LinkedIn and Microsoft (those configured), and the account's linked sign-ins. */
@ApiTags('auth')
@Controller()
export class SocialSignInController {
  constructor(
    private readonly social: SocialSignInService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('auth/providers')
  @ApiOperation({
    summary: 'Sign-in providers',
    description: 'The identity providers that are on (their client id and secret are configured): the /auth page shows a button for each.',
  })
  @ApiOkResponse({ type: [SocialProviderDto] })
  listSignInProviders(): SocialProviderDto[] {
    return this.social.providers();
  }

  @Public()
  @Get('auth/oidc/:provider/start')
  @ApiOperation({
    summary: 'Start signing in with a provider',
    description:
      "A browser navigation: redirects to the provider's sign-in (authorization code flow with PKCE S256, state and nonce, kept in a signed, HttpOnly cookie for 10 minutes). `intent=link` (signed in) links the provider account to the current account instead. `returnTo` (a path of this site) is where the browser lands afterwards; `invite` carries an invite link's token to the sign-up. A browser asking for HTML lands on /auth with the reason when the provider is off; other clients get the 404.",
  })
  @ApiFoundResponse({
    description: "Redirect to the provider's sign-in page (or, for a browser, to /auth with the reason it cannot start)",
  })
  @ApiNotFoundResponse({ description: 'The provider is unknown or not configured' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-in attempts from this address; see Retry-After' })
  async startSocialSignIn(
    @Param('provider') providerId: string,
    @Query() query: SocialStartQueryDto,
    @CurrentUser() user: User | undefined,
    @Ip() ip: string,
    @Headers('accept') accept: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const intent = query.intent ?? 'signin';
    const browser = (accept ?? '').includes('text/html');
    try {
      await this.social.countRoundTrip(ip);
      const provider = this.social.configuredProvider(providerId);
      if (intent === 'link' && !user) {
        return void reply.redirect(
          this.social.refusedStart(providerId, intent, 'sign_in_required', 'link without a session').location,
          302,
        );
      }
      const { url, flow } = await this.social.start(provider, { intent, returnTo: query.returnTo, inviteToken: query.invite }, user);
      setFlowCookie(reply, FLOW_COOKIE, flow, FLOW_COOKIE_PATH, FLOW_MINUTES, this.config);
      return void reply.redirect(url, 302);
    } catch (error) {
      if (!browser && error instanceof AppError) throw error;
      const reason = error instanceof RateLimitedError ? 'rate_limited' : error instanceof AppError ? 'unavailable' : 'failed';
      return void reply.redirect(this.social.refusedStart(providerId, intent, reason, (error as Error).message).location, 302);
    }
  }

  @Public()
  @Get('auth/oidc/:provider/callback')
  @ApiExcludeEndpoint() // the provider sends the browser here; it always answers with a redirect
  async socialSignInCallback(
    @Param('provider') providerId: string,
    @Req() request: FastifyRequest,
    @CurrentUser() user: User | undefined,
    @Headers('user-agent') userAgent: string | undefined,
    @Ip() ip: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const flowCookie = request.cookies[FLOW_COOKIE];
    clearFlowCookie(reply, FLOW_COOKIE, FLOW_COOKIE_PATH, this.config);
    let outcome;
    try {
      await this.social.countRoundTrip(ip);
      outcome = await this.social.callback(providerId, query, flowCookie, user, userAgent, ip);
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      outcome = { location: this.social.refusedStart(providerId, 'signin', 'rate_limited', 'callback').location };
    }
    if (outcome.signedIn) setSessionCookie(reply, outcome.signedIn.token, this.config);
    if (outcome.pendingLink) setPendingLinkCookie(reply, outcome.pendingLink, this.config);
    reply.redirect(outcome.location, 302);
  }

  @Get('account/sign-in-methods')
  @ApiOperation({
    summary: 'Your sign-in methods',
    description: 'Whether the account has a password, the provider sign-ins linked to it, and the providers that are on.',
  })
  @ApiOkResponse({ type: SignInMethodsDto })
  async listSignInMethods(@CurrentUser() user: User): Promise<SignInMethodsDto> {
    const { hasPassword, identities } = await this.social.signInMethods(user);
    return {
      hasPassword,
      // An employer's single sign-on (`sso:<id>`) is the employer's to manage, not the person's to unlink.
      identities: identities.filter(isSocialIdentity).map((identity) => ({
        id: identity.id,
        provider: identity.provider,
        providerName: this.social.providerName(identity.provider),
        email: identity.email ?? null,
        linkedAt: identity.linkedAt.toISOString(),
        lastUsedAt: identity.lastUsedAt?.toISOString() ?? null,
      })),
      providers: this.social.providers(),
    };
  }

  @Delete('account/sign-in-methods/:id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Unlink a sign-in',
    description: 'Unlinks a provider sign-in from your account, while a password or another linked sign-in remains (409 otherwise).',
  })
  @ApiNoContentResponse({ description: 'Unlinked' })
  @ApiNotFoundResponse({ description: 'No such sign-in on your account' })
  @ApiConflictResponse({ description: 'It is the only way into the account: set a password or connect another sign-in first' })
  async unlinkSignInMethod(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.SIGN_IN_METHOD_NOT_FOUND, NOT_LINKED)) id: number,
  ): Promise<void> {
    await this.social.unlink(user, id);
  }
}
