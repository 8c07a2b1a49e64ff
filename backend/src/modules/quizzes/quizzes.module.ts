import { Module } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { LearningModule } from '../learning/learning.module.js';
import { QuizAdminController } from './quiz-admin.controller.js';
import { QuizAdminService } from './quiz-admin.service.js';
import { QuizzesController } from './quizzes.controller.js';
import { QuizzesService } from './quizzes.service.js';

@Module({ imports: [LearningModule], controllers: [QuizzesController, QuizAdminController], providers: [QuizzesService, QuizAdminService, Clock] })
export class QuizzesModule {}
