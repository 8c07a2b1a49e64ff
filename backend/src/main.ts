import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig, loadDotEnv } from './config/config.js';
import { ScormStorage } from './modules/scorm/scorm-storage.service.js';
import { PasswordHasher } from './modules/users/password-hasher.service.js';
import { seedDemoAcademy } from './seed/demo-academy.seeder.js';
import { exitGracefullyOnSignals, shutDownGracefully } from './infrastructure/graceful-shutdown.js';
import { prepareInfrastructure } from './infrastructure/prepare.js';
import { StartupError } from './infrastructure/startup-error.js';

const log = (line: string): void => console.log(`[academy] ${line}`);
/** Closing the database pool, Redis and the queues after the last request. */
const CLOSE_MS = 10_000;

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const infrastructure = await prepareInfrastructure(config, log);
  const app = await createApp(config, infrastructure.databaseUrl);
  if (config.seedDemo) await seedDemoAcademy(app.get(EntityManager), app.get(PasswordHasher), app.get(ScormStorage), log);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(`Port ${config.port} is already in use: stop the other server or set PORT to a free port.`);
    }
    throw error;
  }
  log(`Recruiting Academy is running at ${config.publicUrl}`);
  log(`API documentation (Swagger): ${config.publicUrl}/api/docs`);

  const { drainMs, timeoutMs } = config.shutdown;
  exitGracefullyOnSignals({
    log,
    capMs: drainMs + timeoutMs + CLOSE_MS,
    stop: async (signal) => {
      // SIGTERM comes from an orchestrator with a load balancer to move away from; Ctrl+C (SIGINT) from a person at a terminal.
      const drain = signal === 'SIGTERM' ? drainMs : 0;
      log(`${signal}: ${drain > 0 ? `draining for ${drain} ms (health answers 503), then ` : ''}finishing the requests in flight.`);
      const stopped = await shutDownGracefully(app, { drainMs: drain, timeoutMs });
      await infrastructure.stop();
      log(
        `Drained ${drain} ms, open connections finished in ${Math.round(stopped.connectionsMs)} ms, closed in ${Math.round(stopped.closeMs)} ms.`,
      );
      return stopped.inFlightFinished;
    },
  });
}

main().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof ConfigError) {
    console.error(`[academy] Cannot start: ${error.message}`);
  } else {
    console.error('[academy] Cannot start:', error);
  }
  process.exit(1);
});
