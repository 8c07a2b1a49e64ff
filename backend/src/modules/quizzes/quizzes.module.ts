import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { QuizAdminController } from './quiz-admin.controller.js';
import { QuizAdminRepository } from './quiz-admin.repository.js';
import { QuizAdminService } from './quiz-admin.service.js';
import { QuizEventsService } from './quiz-events.service.js';
import { QuizzesController } from './quizzes.controller.js';
import { QuizzesRepository } from './quizzes.repository.js';
import { QuizzesService } from './quizzes.service.js';

@Module({
  imports: [CatalogModule],
  controllers: [QuizzesController, QuizAdminController],
  providers: [QuizzesService, QuizAdminService, QuizzesRepository, QuizAdminRepository, QuizEventsService],
  exports: [QuizEventsService],
})
export class QuizzesModule {}
