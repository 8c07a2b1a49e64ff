import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/config.js';
import { ClockModule } from './common/clock.js';
import { isInProcessRequest } from './common/in-process-request.js';
import { accessLogSerializers } from './common/logging/access-log.js';
import { ConfigModule } from './config/config.module.js';
import { ormOptions, type OrmExtras } from './database/mikro-orm.config.js';
import { redisConnection } from './infrastructure/redis-connection.js';
import { ReadReplicasModule } from './database/read-replicas/read-replicas.module.js';
import { RedisModule } from './common/redis/redis.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { AnalyticsModule } from './modules/admin/analytics.module.js';
import { AccountModule } from './modules/account/account.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CatalogModule } from './modules/catalog/catalog.module.js';
import { CertificatesModule } from './modules/certificates/certificates.module.js';
import { CreditScheduleModule } from './modules/credits/credit-schedule.module.js';
import { CreditsModule } from './modules/credits/credits.module.js';
import { DiscussionDigestModule } from './modules/discussions/discussion-digest.module.js';
import { DiscussionsModule } from './modules/discussions/discussions.module.js';
import { CohortScheduleModule } from './modules/cohorts/cohort-schedule.module.js';
import { CohortsModule } from './modules/cohorts/cohorts.module.js';
import { DownloadsModule } from './modules/downloads/downloads.module.js';
import { ExportsModule } from './modules/exports/exports.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { LearningModule } from './modules/learning/learning.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { SchedulerModule } from './modules/scheduler/scheduler.module.js';
import { PathsModule } from './modules/paths/paths.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { PracticeModule } from './modules/practice/practice.module.js';
import { ScormModule } from './modules/scorm/scorm.module.js';
import { QuizzesModule } from './modules/quizzes/quizzes.module.js';
import { SourcingModule } from './modules/sourcing/sourcing.module.js';
import { SocialImagesModule } from './modules/social-images/social-images.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { WebModule } from './modules/web/web.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { TeamsModule } from './modules/teams/teams.module.js';
import { SsoModule } from './modules/sso/sso.module.js';
import { WebhooksModule } from './modules/webhooks/webhooks.module.js';

/** What the API and the standalone worker both need: config, logs, database and queues. */
export function coreImports(
  config: AppConfig,
  databaseUrl: string,
  orm: OrmExtras = {},
): (Type | DynamicModule | Promise<DynamicModule>)[] {
  return [
    ConfigModule.forRoot(config),
    ClockModule,
    LoggerModule.forRoot({
      pinoHttp: {
        level: config.logLevel,
        genReqId: (request) => (request.headers['x-request-id'] as string | undefined) ?? randomUUID(),
        serializers: accessLogSerializers,
        // A page's reads of the API while it renders on the server (in process) are part of that page,
        // not API traffic from the visitor: logged, they would read as calls the visitor never made.
        autoLogging: {
          ignore: (request) => !request.url?.startsWith('/api/') || request.url === '/api/health' || isInProcessRequest(request),
        },
        transport: config.env === 'development' ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
      },
    }),
    MikroOrmModule.forRoot({
      driver: PostgreSqlDriver,
      ...ormOptions(databaseUrl, {
        debug: config.database.debug,
        connectTimeoutMs: config.database.connectTimeoutMs,
        preparedStatements: config.database.preparedStatements,
        ...orm,
      }),
    }),
    BullModule.forRoot({ connection: redisConnection(config.redis.url), prefix: config.redis.queuePrefix }),
  ];
}

@Module({})
export class AppModule {
  /** The whole API. `databaseUrl` is resolved before start-up (embedded PostgreSQL or DATABASE_URL). */
  static forRoot(config: AppConfig, databaseUrl: string, orm: OrmExtras = {}): DynamicModule {
    const extras: OrmExtras = { readReplicas: config.database.readReplicas, ...orm };
    return {
      module: AppModule,
      imports: [
        ...coreImports(config, databaseUrl, extras),
        ReadReplicasModule.forRoot(extras.readReplicas),
        RedisModule,
        MailModule.forRoot({ runWorker: config.mail.runWorker }),
        WebhooksModule.forRoot({ runWorker: config.mail.runWorker, api: true }),
        AnalyticsModule.forRoot({ runWorker: config.mail.runWorker }),
        SchedulerModule.forRoot({ runWorker: config.mail.runWorker }),
        AuthModule,
        AccountModule,
        UsersModule,
        CatalogModule,
        LearningModule,
        QuizzesModule,
        PracticeModule,
        ScormModule,
        SourcingModule,
        CertificatesModule,
        CreditsModule,
        SocialImagesModule,
        DownloadsModule,
        AdminModule,
        PaymentsModule,
        ExportsModule,
        TeamsModule,
        SsoModule,
        ReviewsModule,
        DiscussionsModule,
        CohortsModule,
        PathsModule,
        HealthModule,
        WebModule,
      ],
    };
  }
}

/** The queue worker alone (`npm run worker -w backend`), for deployments that scale it separately. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ...coreImports(config, databaseUrl),
        MailModule.forRoot({ runWorker: true }),
        WebhooksModule.forRoot({ runWorker: true, api: false }),
        AnalyticsModule.forRoot({ runWorker: true }),
        SchedulerModule.forRoot({ runWorker: true }),
        // The modules whose scheduled work (ScheduledWork.register) this process runs.
        CertificatesModule,
        CreditScheduleModule,
        DiscussionDigestModule,
        CohortScheduleModule,
      ],
    };
  }
}
