import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { SessionOnly } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { ApiTokenDto, CreateApiTokenDto, CreatedApiTokenDto } from './dto/api-token.dto.js';
import { ApiTokensService } from './api-tokens.service.js';

@ApiTags('api-tokens')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Admins only, signed in (an API token cannot manage tokens)' })
@Roles('admin')
@SessionOnly()
@Controller('admin/api-tokens')
export class ApiTokensController {
  constructor(private readonly apiTokens: ApiTokensService) {}

  @Get()
  @ApiOperation({
    summary: 'List API tokens',
    description:
      'Every API token of the academy, newest first: name, scopes, creator, expiry, when and from where it was last used, and whether it is active, expired or revoked. Secrets are never shown again.',
  })
  @ApiOkResponse({ type: [ApiTokenDto] })
  async listApiTokens(): Promise<ApiTokenDto[]> {
    const now = new Date();
    return (await this.apiTokens.list()).map((token) => ApiTokenDto.from(token, now));
  }

  @Post()
  @ApiOperation({
    summary: 'Create an API token',
    description:
      'Makes a token that acts as the signed-in admin, limited to the chosen scopes, until it expires or is revoked. The response holds the secret once: send it as `Authorization: Bearer <secret>`.',
  })
  @ApiCreatedResponse({ type: CreatedApiTokenDto })
  @ApiBadRequestResponse({ description: 'No name, an unknown scope, or an expiry outside 1 to 366 days' })
  async createApiToken(@CurrentUser() admin: User, @Body() body: CreateApiTokenDto): Promise<CreatedApiTokenDto> {
    const { token, secret } = await this.apiTokens.create(admin, body);
    return { token: ApiTokenDto.from(token), secret };
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Revoke an API token',
    description: 'The token stops working at once; it stays in the list as revoked. Revoking a revoked token changes nothing.',
  })
  @ApiOkResponse({ type: ApiTokenDto })
  @ApiNotFoundResponse({ description: 'API token not found' })
  async revokeApiToken(
    @Param('id', new ParseRowIdPipe(ErrorCode.API_TOKEN_NOT_FOUND, 'API token not found')) id: number,
  ): Promise<ApiTokenDto> {
    return ApiTokenDto.from(await this.apiTokens.revoke(id));
  }
}
