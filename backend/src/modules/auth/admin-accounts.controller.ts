import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { AdminAccountsService } from './admin-accounts.service.js';

@ApiTags('admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin/users/:id')
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Post('verification-email')
  @HttpCode(204)
  @ApiOperation({
    summary: "Resend a user's verification e-mail",
    description: 'Sends the user a new link to confirm their address, for an account that has not confirmed it yet.',
  })
  @ApiNoContentResponse({ description: 'A new verification link is on its way to the user' })
  @ApiBadRequestResponse({ description: 'The address is already confirmed' })
  @ApiNotFoundResponse({ description: 'User not found' })
  async sendVerificationEmail(@Param('id', new ParseRowIdPipe(ErrorCode.USER_NOT_FOUND, 'User not found')) id: number): Promise<void> {
    await this.accounts.sendVerificationEmail(id);
  }

  @Post('sign-out')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign a user out everywhere', description: 'Ends every session of the user, on every device.' })
  @ApiNoContentResponse({ description: 'Every session of the user has ended' })
  @ApiNotFoundResponse({ description: 'User not found' })
  async signOutEverywhere(@Param('id', new ParseRowIdPipe(ErrorCode.USER_NOT_FOUND, 'User not found')) id: number): Promise<void> {
    await this.accounts.signOutEverywhere(id);
  }
}
