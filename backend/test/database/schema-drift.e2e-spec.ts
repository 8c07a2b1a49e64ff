import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../src/database/mikro-orm.config.js';

describe('the migrations and the entities describe the same schema', () => {
  it('after every migration, the ORM finds nothing to change', async () => {
    const orm = await MikroORM.init(ormOptions(process.env.ACADEMY_TEST_DATABASE_URL!, { silent: true }));
    try {
      const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
      expect(diff.trim()).toBe('');
    } finally {
      await orm.close(true);
    }
  });
});
