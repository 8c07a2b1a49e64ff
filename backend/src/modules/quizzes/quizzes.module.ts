import { Module } from '@nestjs/common';
import { SecurityModule } from '../../common/security/security.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { SourcingModule } from '../sourcing/sourcing.module.js';
import { QuizAdminController } from './quiz-admin.controller.js';
import { QuizAdminRepository } from './quiz-admin.repository.js';
import { QuizAdminService } from './quiz-admin.service.js';
import { QuizEventsService } from './quiz-events.service.js';
import { QuizzesController } from './quizzes.controller.js';
import { QuizzesRepository } from './quizzes.repository.js';
import { QuizzesService } from './quizzes.service.js';
import { SearchExercisesService } from './search-exercises.service.js';

@Module({
  imports: [CatalogModule, SourcingModule, SecurityModule],
  controllers: [QuizzesController, QuizAdminController],
  providers: [QuizzesService, QuizAdminService, QuizzesRepository, QuizAdminRepository, QuizEventsService, SearchExercisesService],
  exports: [QuizEventsService],
})
export class QuizzesModule {}
