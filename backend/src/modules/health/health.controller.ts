import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/public.decorator.js';
import { HealthDto } from './dto/health.dto.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'Database and Redis are up' })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database or Redis is down' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const result = await this.healthService.check();
    if (result.status !== 'ok') reply.status(503);
    return result;
  }
}
