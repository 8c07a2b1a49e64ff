import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Ip, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExcludeEndpoint,
  ApiFoundResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { RateLimitedError } from '../../common/security/rate-limiter.service.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { clearFlowCookie, setFlowCookie } from '../auth/public/flow-cookie.js';
import { setSessionCookie } from '../auth/public/session.js';
import type { User } from '../users/entities/user.entity.js';
import {
  DiscoverSsoDto,
  PutSsoConnectionDto,
  SsoConnectionDto,
  SsoConnectionNameDto,
  SsoDiscoveryDto,
  SsoSetupDto,
  SsoStartQueryDto,
} from './dto/sso.dto.js';
import { SsoConnectionsService } from './sso-connections.service.js';
import { SSO_FLOW_MINUTES, SsoSignInService, type SsoOutcome } from './sso-sign-in.service.js';

const FLOW_COOKIE = 'academy_sso_flow';
const FLOW_COOKIE_PATH = '/api/auth/sso';
const teamId = () => new ParseRowIdPipe(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
const connectionId = () => new ParseRowIdPipe(ErrorCode.SSO_NOT_CONFIGURED, 'This single sign-on is not set up (any more).');
const MANAGER_ONLY = "Only the team's manager may call it; for anyone else the team does not exist (404).";
const SETTINGS_REFUSED =
  'A setting is missing or wrong: a domain that is not a host name (SSO_INVALID_DOMAIN), an OIDC issuer that does not answer discovery (SSO_DISCOVERY_FAILED), SAML metadata that cannot be read (SSO_METADATA_INVALID), a certificate that is not X.509 (SSO_CERTIFICATE_INVALID), or another (SSO_INVALID_SETTINGS)';

/** A team manager's single sign-on for the team. */
@ApiTags('sso')
@Controller('teams/:id/sso')
export class TeamSsoController {
  constructor(private readonly connections: SsoConnectionsService) {}

  @Get()
  @ApiOperation({
    summary: "Get the team's single sign-on",
    description: `The team's employer single sign-on connection (OIDC or SAML), or null, with the details the identity provider needs. The OIDC client secret is never returned. ${MANAGER_ONLY}`,
  })
  @ApiOkResponse({ type: SsoSetupDto })
  @ApiNotFoundResponse({ description: 'No such team, or the signed-in user does not manage it' })
  getTeamSso(@CurrentUser() user: User, @Param('id', teamId()) id: number): Promise<SsoSetupDto> {
    return this.connections.teamSetup(user, id);
  }

  @Put()
  @ApiOperation({
    summary: "Set up the team's single sign-on",
    description: `Creates or replaces the team's connection. Every setting is checked: domains are host names, each belonging to one connection at most; an OIDC issuer must answer discovery now; SAML metadata (URL or XML) fills in the entity id, sign-on URL and certificates, or those are given and each certificate must parse as X.509. ${MANAGER_ONLY}`,
  })
  @ApiOkResponse({ type: SsoConnectionDto })
  @ApiBadRequestResponse({ description: SETTINGS_REFUSED })
  @ApiConflictResponse({ description: 'A domain already belongs to another connection (SSO_DOMAIN_TAKEN)' })
  @ApiNotFoundResponse({ description: 'No such team, or the signed-in user does not manage it' })
  putTeamSso(@CurrentUser() user: User, @Param('id', teamId()) id: number, @Body() body: PutSsoConnectionDto): Promise<SsoConnectionDto> {
    return this.connections.saveForTeam(user, id, body);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: "Remove the team's single sign-on",
    description: `Deletes the connection and the sign-ins linked through it; its people sign in with a password or social sign-in again. ${MANAGER_ONLY}`,
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: 'No such team, the signed-in user does not manage it, or it has no single sign-on' })
  async deleteTeamSso(@CurrentUser() user: User, @Param('id', teamId()) id: number): Promise<void> {
    await this.connections.deleteForTeam(user, id);
  }
}

/** Signing in through an employer's single sign-on. */
@ApiTags('auth')
@Public()
@Controller('auth/sso')
export class SsoSignInController {
  constructor(
    private readonly signIn: SsoSignInService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post('discover')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Find the single sign-on of a work address',
    description: "The employer connection of the address's domain, and where the browser goes to sign in through it.",
  })
  @ApiOkResponse({ type: SsoDiscoveryDto })
  @ApiBadRequestResponse({ description: 'Not an e-mail address' })
  @ApiNotFoundResponse({ description: 'No single sign-on is set up for that domain (SSO_NOT_CONFIGURED)' })
  @ApiTooManyRequestsResponse({ description: 'Too many look-ups from this address; see Retry-After' })
  async discoverSso(@Body() body: DiscoverSsoDto, @Ip() ip: string): Promise<SsoDiscoveryDto> {
    await this.signIn.countDiscovery(ip);
    return this.signIn.discover(body.email);
  }

  @Get(':connectionId')
  @ApiOperation({ summary: 'Name a single sign-on', description: "The employer's name, for the /auth page's messages." })
  @ApiOkResponse({ type: SsoConnectionNameDto })
  @ApiNotFoundResponse({ description: 'No such connection (SSO_NOT_CONFIGURED)' })
  getSsoConnectionName(@Param('connectionId', connectionId()) id: number): Promise<SsoConnectionNameDto> {
    return this.signIn.connectionName(id);
  }

  @Get(':connectionId/start')
  @ApiOperation({
    summary: 'Start signing in through a single sign-on',
    description:
      "A browser navigation: redirects to the employer's identity provider. OIDC: code flow with PKCE S256, state and nonce in a signed, HttpOnly cookie for 10 minutes. SAML: an AuthnRequest by the HTTP-Redirect binding, its id kept on the server for InResponseTo, `returnTo` in a signed RelayState. A browser asking for HTML lands on /auth with the reason when it cannot start; other clients get the 404.",
  })
  @ApiFoundResponse({ description: 'Redirect to the identity provider (or, for a browser, to /auth with the reason it cannot start)' })
  @ApiNotFoundResponse({ description: 'No such connection (SSO_NOT_CONFIGURED)' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-in attempts from this address; see Retry-After' })
  async startSso(
    @Param('connectionId') rawId: string,
    @Query() query: SsoStartQueryDto,
    @Ip() ip: string,
    @Headers('accept') accept: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const browser = (accept ?? '').includes('text/html');
    try {
      const id = connectionId().transform(rawId);
      await this.signIn.countRoundTrip(ip);
      const { url, flow } = await this.signIn.start(id, query);
      if (flow) setFlowCookie(reply, FLOW_COOKIE, flow, FLOW_COOKIE_PATH, SSO_FLOW_MINUTES, this.config);
      return void reply.redirect(url, 302);
    } catch (error) {
      if (!browser && error instanceof AppError) throw error;
      const reason = error instanceof RateLimitedError ? 'rate_limited' : error instanceof AppError ? 'not_configured' : 'failed';
      return void reply.redirect(this.signIn.refusedStart(rawId, reason, (error as Error).message).location, 302);
    }
  }

  @Get(':connectionId/oidc/callback')
  @ApiExcludeEndpoint() // the identity provider sends the browser here; it always answers with a redirect
  async ssoOidcCallback(
    @Param('connectionId') rawId: string,
    @Req() request: FastifyRequest,
    @Headers('user-agent') userAgent: string | undefined,
    @Ip() ip: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const flowCookie = request.cookies[FLOW_COOKIE];
    clearFlowCookie(reply, FLOW_COOKIE, FLOW_COOKIE_PATH, this.config);
    this.land(reply, await this.answer(rawId, ip, (id) => this.signIn.oidcCallback(id, query, flowCookie, userAgent, ip)));
  }

  @Post(':connectionId/saml/acs')
  @ApiExcludeEndpoint() // the identity provider's auto-submitted form posts here; it always answers with a redirect
  async ssoSamlAcs(
    @Param('connectionId') rawId: string,
    @Req() request: FastifyRequest,
    @Headers('user-agent') userAgent: string | undefined,
    @Ip() ip: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    // 303: the browser follows with a GET, and the session cookie (SameSite=Lax) is sent from then on.
    this.land(reply, await this.answer(rawId, ip, (id) => this.signIn.samlAcs(id, body, userAgent, ip)), 303);
  }

  @Get(':connectionId/saml/metadata')
  @Header('Content-Type', 'application/samlmetadata+xml; charset=utf-8')
  @ApiOperation({
    summary: "The academy's SAML metadata for a connection",
    description: 'The service provider metadata (entity id, Assertion Consumer Service URL, NameID format) to give the identity provider.',
  })
  @ApiProduces('application/samlmetadata+xml')
  @ApiOkResponse({ description: 'SAML 2.0 metadata', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'No such connection (SSO_NOT_CONFIGURED)' })
  getSsoSamlMetadata(@Param('connectionId', connectionId()) id: number): Promise<string> {
    return this.signIn.samlMetadata(id);
  }

  private async answer(rawId: string, ip: string, run: (id: number) => Promise<SsoOutcome>): Promise<SsoOutcome> {
    let id: number;
    try {
      id = connectionId().transform(rawId);
      await this.signIn.countRoundTrip(ip);
    } catch (error) {
      return this.signIn.refusedStart(
        rawId,
        error instanceof RateLimitedError ? 'rate_limited' : 'not_configured',
        (error as Error).message,
      );
    }
    return run(id);
  }

  private land(reply: FastifyReply, outcome: SsoOutcome, status: 302 | 303 = 302): void {
    if (outcome.signedIn) setSessionCookie(reply, outcome.signedIn.token, this.config);
    reply.redirect(outcome.location, status);
  }
}
