import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './app.module.js';
import { ConfigError, loadConfig, loadDotEnv } from './config/config.js';
import { exitGracefullyOnSignals } from './infrastructure/graceful-shutdown.js';
import { prepareInfrastructure } from './infrastructure/prepare.js';
import { StartupError } from './infrastructure/startup-error.js';

const log = (line: string): void => console.log(`[academy-worker] ${line}`);

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const infrastructure = await prepareInfrastructure(config, log);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, infrastructure.databaseUrl), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  exitGracefullyOnSignals({
    log,
    capMs: config.shutdown.timeoutMs,
    stop: async (signal) => {
      log(`${signal}: finishing the active jobs.`);
      // Closing waits for the queue workers' active jobs, then closes the database pool and Redis.
      await app.close();
      await infrastructure.stop();
      return true;
    },
  });
  log('Mail, analytics and webhook worker running; press Ctrl+C to stop.');
}

main().catch((error: unknown) => {
  const known = error instanceof StartupError || error instanceof ConfigError;
  console.error(`[academy-worker] Cannot start: ${known ? (error as Error).message : ''}`, known ? '' : error);
  process.exit(1);
});
