import { Body, Controller, Delete, Get, Header, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentSessionId } from '../../common/decorators/current-session.decorator.js';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { multipartFileReader } from '../../common/uploads/multipart-file.js';
import { UPLOAD_RULES } from '../../common/uploads/upload-policy.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { LinkTokenDto } from '../auth/dto/account-links.dto.js';
import { clearSessionCookie } from '../auth/public/session.js';
import { UserDto } from '../users/dto/user.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { AccountService } from './account.service.js';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  DeleteAccountDto,
  EmailChangeRequestedDto,
  SessionDto,
  UpdateProfileDto,
} from './dto/account.dto.js';
import { ProfileImagesService } from './profile-images.service.js';

@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly profileImages: ProfileImagesService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Put('profile')
  @ApiOperation({
    summary: 'Update your name',
    description: "Saves the signed-in person's first and last name (trimmed, 1 to 100 characters each).",
  })
  @ApiBadRequestResponse({ description: 'A name is missing or longer than 100 characters' })
  @ApiOkResponse({ type: UserDto, description: 'Name saved' })
  async updateProfile(@CurrentUser() user: User, @Body() body: UpdateProfileDto): Promise<UserDto> {
    return UserDto.from(await this.account.updateProfile(user, body));
  }

  @Put('profile-image')
  @ApiOperation({
    summary: 'Upload a profile picture',
    description:
      'A PNG or JPEG picture (multipart field `file`) becomes the profile picture: a 256 px square WebP without its metadata, at a new address. The previous picture is deleted.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: UserDto, description: 'The new picture (a 256 px square) is the profile picture' })
  @ApiBadRequestResponse({ description: `Not a PNG or JPEG picture the upload rules accept. ${UPLOAD_RULES}` })
  async uploadProfileImage(@CurrentUser() user: User, @Req() request: FastifyRequest): Promise<UserDto> {
    return UserDto.from(await this.profileImages.replace(user, multipartFileReader(request)));
  }

  @Delete('profile-image')
  @ApiOperation({ summary: 'Remove your profile picture', description: 'Deletes the profile picture.' })
  @ApiOkResponse({ type: UserDto, description: 'The profile picture is removed' })
  async removeProfileImage(@CurrentUser() user: User): Promise<UserDto> {
    return UserDto.from(await this.profileImages.remove(user));
  }

  @Post('password')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Change your password',
    description: 'Needs the current password; every other session ends. Wrong current passwords slow down like failed sign-ins.',
  })
  @ApiNoContentResponse({ description: 'Password changed; every other session has ended' })
  @ApiBadRequestResponse({ description: 'The current password is wrong, or the new one is refused' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong current passwords; see Retry-After' })
  async changePassword(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string | undefined,
    @Body() body: ChangePasswordDto,
  ): Promise<void> {
    await this.account.changePassword(user, sessionId, body);
  }

  @Post('email')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Change your e-mail address',
    description:
      'Needs the password. Sends a confirmation link (valid 24 hours) to the new address and a notice to the current one; nothing changes until the link is used.',
  })
  @ApiAcceptedResponse({
    type: EmailChangeRequestedDto,
    description: 'A confirmation link went to the new address and a notice to the current one; nothing changes until it is confirmed',
  })
  @ApiBadRequestResponse({ description: 'The password is wrong, or it is the current address' })
  @ApiConflictResponse({ description: 'Another account has this address' })
  requestEmailChange(@CurrentUser() user: User, @Body() body: ChangeEmailDto): Promise<EmailChangeRequestedDto> {
    return this.account.requestEmailChange(user, body);
  }

  @Public()
  @Post('email/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a new e-mail address',
    description:
      "Moves the account to the new address with the token from the confirmation e-mail, signed in or not; the new address counts as confirmed. Every session of the account ends, except the one that confirms (when it is the account's own).",
  })
  @ApiOkResponse({ type: UserDto, description: 'The account now uses the new, confirmed address' })
  @ApiBadRequestResponse({ description: 'The link is not valid, already used or expired' })
  @ApiConflictResponse({ description: 'Another account took this address in the meantime' })
  async confirmEmailChange(
    @CurrentUser() user: User | undefined,
    @CurrentSessionId() sessionId: string | undefined,
    @Body() body: LinkTokenDto,
  ): Promise<UserDto> {
    return UserDto.from(await this.account.confirmEmailChange(body.token, user && sessionId ? { userId: user.id, sessionId } : undefined));
  }

  @Get('sessions')
  @ApiOperation({
    summary: 'List your sessions',
    description: 'Where the account is signed in, most recent first, with the browser and which session is the current one.',
  })
  @ApiOkResponse({ type: [SessionDto], description: 'Where the account is signed in, most recent first' })
  listSessions(@CurrentUser() user: User, @CurrentSessionId() sessionId: string | undefined): Promise<SessionDto[]> {
    return this.account.listSessions(user, sessionId);
  }

  @Delete('sessions/others')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out your other sessions', description: 'Ends every session of the account except the current one.' })
  @ApiNoContentResponse({ description: 'Signed out everywhere else' })
  async signOutOtherSessions(@CurrentUser() user: User, @CurrentSessionId() sessionId: string | undefined): Promise<void> {
    await this.account.endOtherSessions(user, sessionId);
  }

  @Get('export')
  @Header('Content-Disposition', 'attachment; filename="recruiting-academy-my-data.json"')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Export your data',
    description:
      'Everything the academy keeps about the signed-in person, as one JSON file: profile, enrolments, lesson progress, quiz attempts, certificates and payments.',
  })
  @ApiOkResponse({
    description: 'Profile, enrolments, progress, quiz attempts, certificates and payments as one JSON file',
    schema: { type: 'object', additionalProperties: true },
  })
  exportAccountData(@CurrentUser() user: User): Promise<Record<string, unknown>> {
    return this.account.exportData(user);
  }

  @Post('delete')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete your account',
    description:
      'Needs the password. Cancels subscriptions at Stripe, deletes the account and its personal data, and signs out; payments stay without the address, and certificates stay verifiable, named only with `keepNameOnCertificates`. Admins cannot delete their own account here.',
  })
  @ApiNoContentResponse({ description: 'The account is deleted and signed out' })
  @ApiBadRequestResponse({ description: 'The password is wrong' })
  async deleteAccount(
    @CurrentUser() user: User,
    @Body() body: DeleteAccountDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.account.deleteAccount(user, body);
    clearSessionCookie(reply, this.config);
  }
}
