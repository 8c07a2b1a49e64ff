import { Controller, Get, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { HealthDetailsDto, HealthDto } from './dto/health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  /** For load balancers and the /test page: up or not, without saying what is down. */
  @Public()
  @Get('health')
  @ApiOperation({
    summary: 'Check health',
    description:
      'Whether the database and Redis are up (200) or not (503), without saying which: for load balancers. 503 `draining` once this server is stopping: send new requests elsewhere.',
  })
  @ApiOkResponse({ type: HealthDto, description: 'Database and Redis are up' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database or Redis is down, or this server is stopping' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const { status } = await this.healthService.check();
    if (status !== 'ok') reply.status(503);
    return { status };
  }

  @Roles('admin')
  @Get('admin/health')
  @ApiOperation({
    summary: 'Check health in detail',
    description:
      'Whether the database and Redis are up, naming what is down, and whether this server is stopping; and whether AI practice has a model provider configured (and which model).',
  })
  @ApiOkResponse({ type: HealthDetailsDto, description: 'Database and Redis are up' })
  @ApiServiceUnavailableResponse({
    type: HealthDetailsDto,
    description: 'The database or Redis is down, named, or this server is stopping',
  })
  @ApiForbiddenResponse({ description: 'Admins only' })
  async adminHealth(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDetailsDto> {
    const result = await this.healthService.check();
    if (result.status !== 'ok') reply.status(503);
    return result;
  }
}
