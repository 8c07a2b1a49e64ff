import { migrateDatabase } from '../../src/database/migrate.js';
import { createFreshDatabase, dropDatabase } from '../support/test-database.js';

describe('processes starting together on an empty database', () => {
  it('apply each migration once, and none of them fails', async () => {
    const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
    const databaseUrl = await createFreshDatabase(adminUrl, 'academy_concurrent_migrations');
    try {
      const results = await Promise.allSettled([1, 2, 3].map(() => migrateDatabase(databaseUrl, { silent: true })));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      const applied = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
      expect(applied.length).toBeGreaterThan(0);
      expect(new Set(applied).size).toBe(applied.length);
    } finally {
      await dropDatabase(adminUrl, databaseUrl);
    }
  });
});
