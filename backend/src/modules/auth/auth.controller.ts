import { Body, Controller, Get, HttpCode, Ip, Post, Redirect, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiExcludeEndpoint, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { UserDto } from '../users/dto/user.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { AuthService } from './auth.service.js';
import { AuthResponseDto } from './dto/auth-response.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { clearSessionCookie, setSessionCookie } from './session.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
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
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  async login(@Body() body: LoginDto, @Ip() ip: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthResponseDto> {
    const { user, token } = await this.auth.login(body, ip);
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
  @ApiOkResponse({ type: AuthResponseDto, description: 'Account created and signed in' })
  @ApiConflictResponse({ description: 'An account with this email already exists' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts; see Retry-After' })
  async register(@Body() body: RegisterDto, @Ip() ip: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthResponseDto> {
    const { user, token } = await this.auth.register(body, ip);
    setSessionCookie(reply, token, this.config);
    return { user: UserDto.from(user) };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiOkResponse({ description: 'Signed out; the session cookie is cleared' })
  logout(@Res({ passthrough: true }) reply: FastifyReply): void {
    clearSessionCookie(reply, this.config);
  }
}
