import 'reflect-metadata';
import { EntityManager } from '@mikro-orm/postgresql';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig, loadDotEnv } from './config/config.js';
import { seedDemoAcademy } from './seed/demo-academy.seeder.js';
import { prepareInfrastructure } from './infrastructure/prepare.js';
import { StartupError } from './infrastructure/startup-error.js';

const log = (line: string): void => console.log(`[academy] ${line}`);

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const infrastructure = await prepareInfrastructure(config, log);
  const app = await createApp(config, infrastructure.databaseUrl);
  if (config.seedDemo) await seedDemoAcademy(app.get(EntityManager), log);
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
}

main().catch((error: unknown) => {
  if (error instanceof StartupError || error instanceof ConfigError) {
    console.error(`[academy] Cannot start: ${error.message}`);
  } else {
    console.error('[academy] Cannot start:', error);
  }
  process.exit(1);
});
