import { Module } from '@nestjs/common';
import { ShutdownState } from '../../infrastructure/graceful-shutdown.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ controllers: [HealthController], providers: [HealthService, ShutdownState] })
export class HealthModule {}
