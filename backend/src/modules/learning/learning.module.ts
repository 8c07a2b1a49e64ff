import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { LearningController } from './learning.controller.js';
import { LearningService } from './learning.service.js';

@Module({ imports: [CatalogModule], controllers: [LearningController], providers: [LearningService] })
export class LearningModule {}
