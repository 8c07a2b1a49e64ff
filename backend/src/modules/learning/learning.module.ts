import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { LearningController } from './learning.controller.js';
import { LearningRepository } from './learning.repository.js';
import { LearningService } from './learning.service.js';

@Module({
  imports: [CatalogModule, CertificatesModule],
  controllers: [LearningController],
  providers: [LearningRepository, LearningService],
  exports: [LearningService],
})
export class LearningModule {}
