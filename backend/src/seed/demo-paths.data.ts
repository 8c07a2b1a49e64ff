import type { PaymentType } from '../modules/catalog/entities/course.entity.js';
import type { CourseCreditsDto } from '../modules/credits/dto/course-credits.dto.js';

/**
 * A step of a demo path: a course, or a practice or Sourcing Lab lesson as a capstone, each by its
 * title in demo-academy.data.ts (lesson titles are unique in the demo academy; a lesson step's course
 * is the lesson's own).
 */
export type DemoPathStep = ({ course: string } | { lesson: string }) & {
  /** Shown and tracked, but the certificate does not wait for it. */
  optional?: boolean;
  /** The titles of earlier steps of the path that unlock this one. */
  after?: readonly string[];
};

export interface DemoPath {
  title: string;
  slug: string;
  /** Plain text. */
  description: string;
  levelLabel: string;
  certificateTitle: string;
  isPaid: boolean;
  /** Integer cents; 0 when the path is not sold. */
  price: number;
  paymentType: PaymentType;
  steps: readonly DemoPathStep[];
  /** What the path's certificate earns, in the shape of a course's credits; null for nothing. */
  credits: CourseCreditsDto | null;
  /** The certificate's validity in months and the lesson that renews it; null: it never expires. */
  certificate: { validityMonths: number; refresherLesson: string | null } | null;
}

export const demoStepTitle = (step: DemoPathStep): string => ('course' in step ? step.course : step.lesson);

/**
 * The demo academy's certification ladder, in catalogue order, all published.
 *
 * A path's credits are for the path's own capstone work, on top of what its courses earn; so that they
 * stay modest, a path never earns more from a body than its courses together.
 *
 * Sold paths cost less than what they give bought course by course, a subscription counted for a
 * single month: Practitioner $39 against $49 for Modern Candidate Sourcing (Recruiting Fundamentals is
 * free), Expert $89 against $79 for Employer Branding plus $19 for a month of Interviewing with
 * Structure, which the path gives for good.
 *
 * The practice capstones are the conversations of Recruiting Fundamentals (the only practice lessons
 * in the demo academy); a capstone never waits for its own course, whose certificate needs it.
 */
export const DEMO_PATHS: readonly DemoPath[] = [
  {
    title: 'Recruiting Foundation',
    slug: 'recruiting-foundation',
    description:
      'Know how a hire happens from the intake meeting to the signed offer, and who owns each step along the way. Run an intake, screen a candidate and close an offer with templates and checklists you can reuse, and practise the conversations before you have them for real.',
    levelLabel: 'Foundation',
    certificateTitle: 'Certified Recruiter — Foundation',
    isPaid: false,
    price: 0,
    paymentType: 'one_time',
    steps: [{ course: 'Recruiting Fundamentals' }],
    // Its one step is a course, which earns its own credits: the path adds nothing to them.
    credits: null,
    certificate: null,
  },
  {
    title: 'Recruiting Practitioner',
    slug: 'recruiting-practitioner',
    description:
      'Find the people a role needs instead of waiting for applicants: map the talent market, write Boolean and X-ray search strings, and send outreach that gets replies. You prove it in the Sourcing Lab, five search briefs graded on precision and recall, and by keeping a hesitant candidate interested in a screening call.',
    levelLabel: 'Practitioner',
    certificateTitle: 'Certified Recruiter — Practitioner',
    isPaid: true,
    price: 3900,
    paymentType: 'one_time',
    steps: [
      { course: 'Recruiting Fundamentals', optional: true },
      { course: 'Modern Candidate Sourcing' },
      { lesson: 'Sourcing Lab' },
      { lesson: 'Practice: screening a hesitant candidate', after: ['Modern Candidate Sourcing'] },
    ],
    credits: {
      shrm: { hundredths: 100, activityId: '26-RP4C9' },
      hrci: { activityId: '612349', general: 100, business: 0, global: 0, ethics: 0 },
      cpd: { hundredths: 100, bodyName: 'CIPD' },
    },
    // Passing the Sourcing Lab again renews: it allows any number of attempts.
    certificate: { validityMonths: 24, refresherLesson: 'Sourcing Lab' },
  },
  {
    title: 'Recruiting Expert',
    slug: 'recruiting-expert',
    description:
      'Run interviews that are structured, scored and fair, and make your employer a place people want to apply to. You show it in two harder conversations: an open intake meeting with a hiring manager who wants to skip the brief, and a final-round rejection delivered clearly, with feedback the candidate can use.',
    levelLabel: 'Expert',
    certificateTitle: 'Certified Recruiter — Expert',
    isPaid: true,
    price: 8900,
    paymentType: 'one_time',
    steps: [
      { course: 'Interviewing with Structure' },
      { course: 'Employer Branding That Attracts Talent' },
      { lesson: 'Practice: the intake meeting', after: ['Interviewing with Structure'] },
      { lesson: 'Practice: delivering a rejection with care', after: ['Interviewing with Structure'] },
    ],
    credits: {
      shrm: { hundredths: 150, activityId: '26-RE7X2' },
      hrci: { activityId: '612350', general: 100, business: 0, global: 0, ethics: 50 },
      cpd: { hundredths: 150, bodyName: 'CIPD' },
    },
    // A scenario conversation, so that renewing works without the academy's model provider.
    certificate: { validityMonths: 24, refresherLesson: 'Practice: delivering a rejection with care' },
  },
];
