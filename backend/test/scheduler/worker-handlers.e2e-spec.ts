import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../src/app.module.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import { createTestApp, testConfig } from '../support/test-app.js';

// With RUN_WORKER=false the API leaves every job to `npm run worker`: that process must be able to run
// every kind of scheduled work the API's modules schedule.
it('the separate worker process has a handler for every kind of scheduled work the API schedules', async () => {
  const api = await createTestApp();
  const config = testConfig('worker');
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, config.database.url!), { logger: false });
  try {
    const apiKinds = api.app.get(ScheduledWork).kinds();
    expect(apiKinds.length).toBeGreaterThan(0);
    expect(worker.get(ScheduledWork).kinds()).toEqual(expect.arrayContaining(apiKinds));
  } finally {
    await worker.close();
    await api.close();
  }
});
