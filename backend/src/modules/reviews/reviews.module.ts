import { Module } from '@nestjs/common';
import { SecurityModule } from '../../common/security/security.module.js';
import { UsersModule } from '../users/users.module.js';
import { ReviewsAdminController, ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

@Module({
  imports: [SecurityModule, UsersModule],
  controllers: [ReviewsController, ReviewsAdminController],
  providers: [ReviewsRepository, ReviewsService],
})
export class ReviewsModule {}
