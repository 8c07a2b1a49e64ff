import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { PracticeModule } from '../practice/practice.module.js';
import { QuizzesModule } from '../quizzes/quizzes.module.js';
import { ScormModule } from '../scorm/scorm.module.js';
import { WebhookEvents } from '../webhooks/public/webhook-events-now.js';
import { LearningController } from './learning.controller.js';
import { LearningRepository } from './learning.repository.js';
import { LearningService } from './learning.service.js';

@Module({
  imports: [CatalogModule, CertificatesModule, QuizzesModule, PracticeModule, ScormModule],
  controllers: [LearningController],
  providers: [LearningRepository, LearningService, WebhookEvents],
})
export class LearningModule {}
