import type { CourseCreditsDto } from '../modules/credits/dto/course-credits.dto.js';

/**
 * The continuing-education credits of the demo courses, by slug: about one credit per hour of
 * content, in quarters; HRCI's ethics and business categories where the lessons are about them. The
 * activity IDs are made up in the bodies' formats. The admin handbook earns nothing.
 */
export const DEMO_CREDITS: Readonly<Record<string, CourseCreditsDto>> = {
  'recruiting-fundamentals': {
    shrm: { hundredths: 200, activityId: '26-RF4K2' },
    hrci: { activityId: '612345', general: 150, business: 0, global: 0, ethics: 50 },
    cpd: { hundredths: 200, bodyName: 'CIPD' },
  },
  'modern-candidate-sourcing': {
    shrm: { hundredths: 150, activityId: '26-MC7S3' },
    hrci: { activityId: '612346', general: 150, business: 0, global: 0, ethics: 0 },
    cpd: { hundredths: 150, bodyName: 'CIPD' },
  },
  'interviewing-with-structure': {
    shrm: { hundredths: 125, activityId: '26-IW2T8' },
    hrci: { activityId: '612347', general: 100, business: 0, global: 0, ethics: 25 },
    cpd: null,
  },
  'land-your-next-role-job-search-playbook': { shrm: null, hrci: null, cpd: { hundredths: 150, bodyName: 'CIPD' } },
  'employer-branding-that-attracts-talent': {
    shrm: { hundredths: 150, activityId: '26-EB5R1' },
    hrci: { activityId: '612348', general: 0, business: 150, global: 0, ethics: 0 },
    cpd: { hundredths: 150, bodyName: 'CIPD' },
  },
};
