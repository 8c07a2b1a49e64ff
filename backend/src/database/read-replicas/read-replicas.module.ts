import type { CookieSerializeOptions } from '@fastify/cookie';
import { MikroORM } from '@mikro-orm/core';
import {
  type CallHandler,
  type DynamicModule,
  type ExecutionContext,
  Injectable,
  Logger,
  Module,
  type NestInterceptor,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_INTERCEPTOR, Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mergeMap, Observable } from 'rxjs';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig, ReadReplicaSettings } from '../../config/config.js';
import { READS_FROM_REPLICA, readOnReplica } from './read-routing.js';
import type { ReplicaMonitor } from './replica-monitor.js';
import { parseLsn } from './replica-state.js';
import { ReplicaRoutingDriver } from './replica-routing.driver.js';

/**
 * Read-your-writes: the primary's WAL position after this browser's last write. Until a replica has
 * replayed that far, the browser's reads go to the primary (or to a replica that has).
 */
export const READ_AFTER_COOKIE = 'academy_read_after';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Gives the GET requests of handlers marked `@ReadsFromReplica()` a replica to read from, and
 * stamps the read-after cookie on every other request that succeeded (docs/adr/0015-read-replicas.md).
 * Interceptors run after the guards: the session check and its user are always read from the primary,
 * so a sign-out, a role change or a deletion applies at once.
 */
@Injectable()
class ReadRoutingInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ReadReplicas');
  private readonly monitor: ReplicaMonitor | undefined;
  private readonly cookieOptions: CookieSerializeOptions;

  constructor(
    private readonly reflector: Reflector,
    orm: MikroORM,
    @InjectConfig() config: AppConfig,
  ) {
    this.monitor = monitorOf(orm);
    const { pollMs, maxLagMs } = config.database.readReplicas;
    // Past this age the cookie is not needed: a replica still in use has replayed every write this old.
    const maxAge = Math.ceil((maxLagMs + 2 * pollMs) / 1000);
    this.cookieOptions = { httpOnly: true, sameSite: 'lax', secure: config.auth.cookieSecure, path: '/api', maxAge };
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const monitor = this.monitor;
    if (!monitor || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // API tokens carry no cookie to remember their writes by: integrations read from the primary.
    if (request.headers.authorization !== undefined) return next.handle();
    if (!SAFE_METHODS.has(request.method)) {
      const reply = context.switchToHttp().getResponse<FastifyReply>();
      return next.handle().pipe(mergeMap((value) => this.rememberWrite(monitor, reply).then(() => value)));
    }
    if (!this.reflector.getAllAndOverride<boolean>(READS_FROM_REPLICA, [context.getHandler(), context.getClass()])) return next.handle();
    const replica = monitor.choose(parseLsn(request.cookies?.[READ_AFTER_COOKIE]));
    if (!replica) return next.handle();
    return new Observable((subscriber) => readOnReplica(replica, () => next.handle().subscribe(subscriber)));
  }

  private async rememberWrite(monitor: ReplicaMonitor, reply: FastifyReply): Promise<void> {
    if (reply.sent) return;
    try {
      reply.setCookie(READ_AFTER_COOKIE, await monitor.primaryPosition(), this.cookieOptions);
    } catch (error) {
      // The write has succeeded; without the cookie this browser may see a replica's older data for a moment.
      this.logger.warn(`Could not read the primary's WAL position for read-your-writes: ${(error as Error).message}`);
    }
  }
}

/** MikroORM connects on first use: the monitor starts with the app and stops before the ORM closes (on shutdown). */
@Injectable()
class ReplicaMonitorLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly monitor: ReplicaMonitor | undefined;

  constructor(orm: MikroORM) {
    this.monitor = monitorOf(orm);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.monitor?.start();
  }

  onModuleDestroy(): void {
    this.monitor?.stop();
  }
}

function monitorOf(orm: MikroORM): ReplicaMonitor | undefined {
  const driver = orm.em.getDriver();
  return driver instanceof ReplicaRoutingDriver ? driver.monitor : undefined;
}

@Module({})
export class ReadReplicasModule {
  /** Read routing for the API; without READ_REPLICA_URLS there is nothing to route, and no interceptor runs on every request. */
  static forRoot(settings: ReadReplicaSettings | undefined): DynamicModule {
    return {
      module: ReadReplicasModule,
      providers: settings?.urls.length ? [{ provide: APP_INTERCEPTOR, useClass: ReadRoutingInterceptor }, ReplicaMonitorLifecycle] : [],
    };
  }
}
