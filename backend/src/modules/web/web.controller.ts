import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { WebService } from './web.service.js';

/** Serves the front end's runtime configuration (remote URLs can change without a rebuild). */
@ApiExcludeController()
@Controller()
export class WebController {
  constructor(private readonly web: WebService) {}

  @Public()
  @Get('runtime-config.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  runtimeConfig(): string {
    return this.web.runtimeConfigScript();
  }
}
