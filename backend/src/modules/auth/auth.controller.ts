import { Body, Controller, Get, Headers, HttpCode, Ip, Post, Redirect, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExcludeEndpoint,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentSessionId } from '../../common/decorators/current-session.decorator.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { UserDto } from '../users/dto/user.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { AuthService } from './auth.service.js';
import {
  EmailConfirmedDto,
  EmailVerificationStatusDto,
  LinkTokenDto,
  PasswordResetDto,
  PasswordResetRequestDto,
} from './dto/account-links.dto.js';
import { AuthResponseDto } from './dto/auth-response.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { clearSessionCookie, setSessionCookie } from './public/session.js';
import { clearPendingLinkCookie, PENDING_LINK_COOKIE } from './social/pending-link-cookie.js';
import { SocialSignInService } from './social/social-sign-in.service.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly verification: EmailVerificationService,
    private readonly passwordReset: PasswordResetService,
    private readonly social: SocialSignInService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Get('user')
  @ApiOperation({
    summary: 'Get the signed-in user',
    description: 'The account behind the session cookie. A 401 means a visitor: the apps ask once per page load to learn who is signed in.',
  })
  @ApiOkResponse({ type: UserDto, description: 'The signed-in user' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  currentUser(@CurrentUser() user: User): UserDto {
    return UserDto.from(user);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in',
    description:
      'Checks the e-mail and password and sets the httpOnly session cookie. Failed attempts slow down per e-mail and address pair and per address (429 with Retry-After), never per e-mail alone. With `linkPendingSignIn`, a provider sign-in that waits in this browser for this account (its e-mail matched) is linked, and the account is told by e-mail.',
  })
  @ApiOkResponse({ type: AuthResponseDto, description: 'Signed in; the session cookie is set' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts from this address; see Retry-After' })
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Ip() ip: string,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    const { user, token } = await this.auth.login(body, ip, userAgent);
    setSessionCookie(reply, token, this.config);
    const pending = request.cookies[PENDING_LINK_COOKIE];
    if (pending) {
      clearPendingLinkCookie(reply, this.config);
      if (body.linkPendingSignIn) await this.social.completePendingLink(pending, user);
    }
    return { user: UserDto.from(user) };
  }

  @Public()
  @Get('login')
  @Redirect('/auth', 302)
  @ApiExcludeEndpoint() // a browser navigation (sign-in after a 401), not an API call
  loginPage(): void {}

  @Public()
  @Post('register')
  @ApiOperation({
    summary: 'Create an account',
    description:
      'Creates a Job Seeker account, signs it in and e-mails a link to confirm the address; nothing bought or granted for the address reaches the account before it is confirmed. With `inviteToken` the address counts as confirmed and a grant invite enrols at once; with `checkoutSessionId` a visitor checkout Stripe confirms was paid for this address is claimed.',
  })
  @ApiOkResponse({
    type: AuthResponseDto,
    description: 'Account created and signed in; a verification e-mail is on its way (not for invite sign-ups, which are verified)',
  })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  async register(
    @Body() body: RegisterDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    const { user, token } = await this.auth.register(body, ip, userAgent);
    setSessionCookie(reply, token, this.config);
    return { user: UserDto.from(user) };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out',
    description: 'Ends the session on the server and clears the cookie. Without a session it still answers 204.',
  })
  @ApiForbiddenResponse({ description: "Cross-site request refused: the browser's Origin is not the academy's" })
  @ApiNoContentResponse({ description: 'Signed out: the session ends on the server and the cookie is cleared' })
  async logout(@CurrentSessionId() sessionId: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(sessionId);
    clearSessionCookie(reply, this.config);
  }

  @Get('email-verification')
  @ApiOperation({
    summary: "The signed-in account's address confirmation",
    description:
      'Whether the address is confirmed and, until it is, how many courses bought or granted for it wait for the confirmation (the banner says what confirming will do).',
  })
  @ApiOkResponse({ type: EmailVerificationStatusDto })
  emailVerificationStatus(@CurrentUser() user: User): Promise<EmailVerificationStatusDto> {
    return this.verification.status(user);
  }

  @Post('email-verification/resend')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Resend the verification e-mail',
    description: "Sends a new link (valid 48 hours) to confirm the signed-in account's address. A few an hour per account.",
  })
  @ApiNoContentResponse({ description: 'A new verification link is on its way' })
  @ApiBadRequestResponse({ description: 'The address is already confirmed' })
  @ApiTooManyRequestsResponse({ description: 'Asked too often; see Retry-After' })
  async resendVerificationEmail(@CurrentUser() user: User): Promise<void> {
    await this.verification.resend(user);
  }

  @Public()
  @Post('email-verification/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm an e-mail address',
    description:
      'Confirms the address with the token from the verification e-mail, signed in or not. Purchases and grants held for the address then reach the account.',
  })
  @ApiOkResponse({
    type: EmailConfirmedDto,
    description: 'The address is confirmed; purchases and grants held for it now belong to the account',
  })
  @ApiBadRequestResponse({ description: 'The link is not valid, already used or expired' })
  async confirmEmail(@Body() body: LinkTokenDto): Promise<EmailConfirmedDto> {
    const user = await this.verification.confirm(body.token);
    return { email: user.email };
  }

  @Public()
  @Post('password-reset/request')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for a password reset link',
    description:
      'E-mails a single-use link, valid 1 hour, when an account has this address. The answer is the same, and as fast, either way.',
  })
  @ApiAcceptedResponse({ description: 'If an account has this address, a reset link is on its way (the same answer either way)' })
  @ApiTooManyRequestsResponse({ description: 'Asked too often; see Retry-After' })
  async requestPasswordReset(@Body() body: PasswordResetRequestDto, @Ip() ip: string): Promise<void> {
    await this.passwordReset.request(body.email, ip);
  }

  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reset the password',
    description:
      'Sets a new password with the token from the reset e-mail, signs in and ends every other session. A commonly used password is refused.',
  })
  @ApiOkResponse({ type: AuthResponseDto, description: 'New password set and signed in; every other session has ended' })
  @ApiBadRequestResponse({ description: 'The link is not valid, already used or expired, or the password is refused' })
  async resetPassword(
    @Body() body: PasswordResetDto,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    const { user, token } = await this.passwordReset.reset(body.token, body.password, userAgent);
    setSessionCookie(reply, token, this.config);
    return { user: UserDto.from(user) };
  }
}
