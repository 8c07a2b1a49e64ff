import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { PathsModule } from '../paths/paths.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { PublicPagesService } from './public-pages/public-pages.service.js';
import { WebController } from './web.controller.js';
import { WebService } from './web.service.js';

@Module({
  imports: [CatalogModule, CertificatesModule, CreditsModule, PathsModule, ReviewsModule],
  controllers: [WebController],
  providers: [WebService, PublicPagesService],
})
export class WebModule {}
