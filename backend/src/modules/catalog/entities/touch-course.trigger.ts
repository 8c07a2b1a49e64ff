import type { TriggerDef } from '@mikro-orm/core';

/**
 * A course page shows its modules and lessons, so changing one changes the course: its `updated_at`
 * (the sitemap's lastmod) moves. A row moved to another course moves both.
 */
export const TOUCH_COURSE_TRIGGER: TriggerDef = {
  name: 'touch_course',
  timing: 'after',
  events: ['insert', 'update', 'delete'],
  forEach: 'row',
  body: `
    if tg_op <> 'DELETE' then
      update "courses" set "updated_at" = now() where "id" = new."course_id";
    end if;
    if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old."course_id" is distinct from new."course_id") then
      update "courses" set "updated_at" = now() where "id" = old."course_id";
    end if;
    return null;`,
};
