import { Body, Controller, Delete, Get, HttpCode, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { SessionOnly } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { PutSsoConnectionDto, SsoConnectionDto, SsoSetupDto } from './dto/sso.dto.js';
import { SsoConnectionsService } from './sso-connections.service.js';

const teamId = () => new ParseRowIdPipe(ErrorCode.TEAM_NOT_FOUND, 'Team not found');
const SETTINGS_REFUSED =
  'A setting is missing or wrong (SSO_INVALID_DOMAIN, SSO_DISCOVERY_FAILED, SSO_METADATA_INVALID, SSO_CERTIFICATE_INVALID, SSO_INVALID_SETTINGS)';

/** Admins' single sign-on: any team's, and the whole academy's. */
@ApiTags('sso')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@SessionOnly()
@Controller('admin')
export class SsoAdminController {
  constructor(private readonly connections: SsoConnectionsService) {}

  @Get('sso')
  @ApiOperation({ summary: "Get the academy's single sign-on", description: 'The academy-wide employer connection, or null.' })
  @ApiOkResponse({ type: SsoSetupDto })
  getAcademySso(): Promise<SsoSetupDto> {
    return this.connections.adminSetup(null);
  }

  @Put('sso')
  @ApiOperation({
    summary: "Set up the academy's single sign-on",
    description: 'Creates or replaces the academy-wide connection (no seats: it signs people in). Checked as a team connection is.',
  })
  @ApiOkResponse({ type: SsoConnectionDto })
  @ApiBadRequestResponse({ description: SETTINGS_REFUSED })
  @ApiConflictResponse({ description: 'A domain already belongs to another connection (SSO_DOMAIN_TAKEN)' })
  putAcademySso(@Body() body: PutSsoConnectionDto): Promise<SsoConnectionDto> {
    return this.connections.adminSave(null, body);
  }

  @Delete('sso')
  @HttpCode(204)
  @ApiOperation({
    summary: "Remove the academy's single sign-on",
    description: 'Deletes the connection and the sign-ins linked through it.',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: 'There is none (SSO_NOT_CONFIGURED)' })
  async deleteAcademySso(): Promise<void> {
    await this.connections.adminDelete(null);
  }

  @Get('teams/:id/sso')
  @ApiOperation({ summary: "Get a team's single sign-on", description: "Any team's employer connection, or null." })
  @ApiOkResponse({ type: SsoSetupDto })
  @ApiNotFoundResponse({ description: 'No such team' })
  getAdminTeamSso(@Param('id', teamId()) id: number): Promise<SsoSetupDto> {
    return this.connections.adminSetup(id);
  }

  @Put('teams/:id/sso')
  @ApiOperation({ summary: "Set up a team's single sign-on", description: "As the team's manager would, for any team." })
  @ApiOkResponse({ type: SsoConnectionDto })
  @ApiBadRequestResponse({ description: SETTINGS_REFUSED })
  @ApiConflictResponse({ description: 'A domain already belongs to another connection (SSO_DOMAIN_TAKEN)' })
  @ApiNotFoundResponse({ description: 'No such team' })
  putAdminTeamSso(@Param('id', teamId()) id: number, @Body() body: PutSsoConnectionDto): Promise<SsoConnectionDto> {
    return this.connections.adminSave(id, body);
  }

  @Delete('teams/:id/sso')
  @HttpCode(204)
  @ApiOperation({ summary: "Remove a team's single sign-on", description: 'Deletes the connection and the sign-ins linked through it.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: 'No such team, or it has no single sign-on' })
  async deleteAdminTeamSso(@Param('id', teamId()) id: number): Promise<void> {
    await this.connections.adminDelete(id);
  }
}
