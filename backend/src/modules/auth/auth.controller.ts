import { Body, Controller, Get, Headers, HttpCode, Ip, Post, Redirect, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExcludeEndpoint,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentSessionId } from '../../common/decorators/current-session.decorator.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { UserDto } from '../users/dto/user.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { AuthService } from './auth.service.js';
import { EmailConfirmedDto, LinkTokenDto, PasswordResetDto, PasswordResetRequestDto } from './dto/account-links.dto.js';
import { AuthResponseDto } from './dto/auth-response.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { clearSessionCookie, setSessionCookie } from './public/session.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly verification: EmailVerificationService,
    private readonly passwordReset: PasswordResetService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Get('user')
  @ApiOkResponse({ type: UserDto, description: 'The signed-in user' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  currentUser(@CurrentUser() user: User): UserDto {
    return UserDto.from(user);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthResponseDto, description: 'Signed in; the session cookie is set' })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts from this address; see Retry-After' })
  async login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponseDto> {
    const { user, token } = await this.auth.login(body, ip, userAgent);
    setSessionCookie(reply, token, this.config);
    return { user: UserDto.from(user) };
  }

  @Public()
  @Get('login')
  @Redirect('/auth', 302)
  @ApiExcludeEndpoint() // a browser navigation (sign-in after a 401), not an API call
  loginPage(): void {}

  @Public()
  @Post('register')
  @ApiOkResponse({ type: AuthResponseDto, description: 'Account created and signed in; a verification e-mail is on its way (not for invite sign-ups, which are verified)' })
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
  @ApiNoContentResponse({ description: 'Signed out: the session ends on the server and the cookie is cleared' })
  async logout(@CurrentSessionId() sessionId: string | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(sessionId);
    clearSessionCookie(reply, this.config);
  }

  @Post('email-verification/resend')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'A new verification link is on its way' })
  @ApiBadRequestResponse({ description: 'The address is already confirmed' })
  @ApiTooManyRequestsResponse({ description: 'Asked too often; see Retry-After' })
  async resendVerificationEmail(@CurrentUser() user: User): Promise<void> {
    await this.verification.resend(user);
  }

  @Public()
  @Post('email-verification/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: EmailConfirmedDto, description: 'The address is confirmed; purchases and grants held for it now belong to the account' })
  @ApiBadRequestResponse({ description: 'The link is not valid, already used or expired' })
  async confirmEmail(@Body() body: LinkTokenDto): Promise<EmailConfirmedDto> {
    const user = await this.verification.confirm(body.token);
    return { email: user.email };
  }

  @Public()
  @Post('password-reset/request')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'If an account has this address, a reset link is on its way (the same answer either way)' })
  @ApiTooManyRequestsResponse({ description: 'Asked too often; see Retry-After' })
  async requestPasswordReset(@Body() body: PasswordResetRequestDto, @Ip() ip: string): Promise<void> {
    await this.passwordReset.request(body.email, ip);
  }

  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
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
