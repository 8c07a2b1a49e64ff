import { CREDIT_STEP, HRCI_ACTIVITY_ID, SHRM_ACTIVITY_ID } from '../modules/credits/public/credit-rules.js';
import { DEMO_COURSES } from './demo-academy.data.js';
import { demoCourseDuration } from './demo-academy.seeder.js';
import { DEMO_CREDITS } from './demo-credits.data.js';

describe('the demo academy’s credits', () => {
  it('name demo courses, in quarters, IDs in the bodies’ formats, never more credits than hours of content', () => {
    const slugs = new Set(DEMO_COURSES.map((course) => course.slug));
    for (const [slug, credits] of Object.entries(DEMO_CREDITS)) {
      expect(slugs).toContain(slug);
      const hours = demoCourseDuration(DEMO_COURSES.find((course) => course.slug === slug)!) / 60;
      const hrci = credits.hrci ? credits.hrci.general + credits.hrci.business + credits.hrci.global + credits.hrci.ethics : 0;
      for (const amount of [credits.shrm?.hundredths ?? 0, hrci, credits.cpd?.hundredths ?? 0]) {
        expect({ slug, amount, step: amount % CREDIT_STEP }).toEqual({ slug, amount, step: 0 });
        expect(amount / 100).toBeLessThanOrEqual(hours);
      }
      if (credits.shrm?.activityId) expect(credits.shrm.activityId).toMatch(SHRM_ACTIVITY_ID);
      if (credits.hrci) expect(credits.hrci.activityId).toMatch(HRCI_ACTIVITY_ID);
    }
    expect(Object.keys(DEMO_CREDITS)).not.toContain('running-the-academy-admin-handbook');
  });
});
