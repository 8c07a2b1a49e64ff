import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PathsModule } from '../paths/paths.module.js';
import { PublicPagesService } from './public-pages/public-pages.service.js';
import { WebController } from './web.controller.js';
import { WebService } from './web.service.js';

@Module({
  imports: [CatalogModule, PathsModule],
  controllers: [WebController],
  providers: [WebService, PublicPagesService],
})
export class WebModule {}
