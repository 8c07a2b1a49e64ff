import { defineEntity, p } from '@mikro-orm/core';
import { CourseModule } from '../../catalog/entities/module.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** That a learner was told a drip module opened for them: written with the e-mail, so it goes once. */
const DripUnlockNoticeSchema = defineEntity({
  name: 'DripUnlockNotice',
  tableName: 'drip_unlock_notices',
  uniques: [{ name: 'drip_unlock_notices_user_module_unique', properties: ['user', 'module'] }],
  indexes: [{ name: 'drip_unlock_notices_module_index', properties: ['module'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    module: () => p.manyToOne(CourseModule).deleteRule('cascade'),
    sentAt: p.datetime().onCreate(() => new Date()),
  },
});

export class DripUnlockNotice extends DripUnlockNoticeSchema.class {}
DripUnlockNoticeSchema.setClass(DripUnlockNotice);
export { DripUnlockNoticeSchema };
