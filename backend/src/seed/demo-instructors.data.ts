import type { InstructorLink } from '../modules/catalog/entities/instructor.entity.js';
import type { DemoCourse, DemoLesson } from './demo-academy.data.js';

export interface DemoInstructor {
  name: string;
  title: string;
  bio: string;
  credentials: string[];
  links: InstructorLink[];
  /** The courses (by slug) that show this instructor, in the order the instructor is listed there. */
  courses: { slug: string; position: number }[];
}

export const DEMO_INSTRUCTORS: readonly DemoInstructor[] = [
  {
    name: 'Dana Whitfield',
    title: 'Head of Talent Acquisition',
    bio: 'Dana has built recruiting teams at three fast-growing companies and has hired more than 1,200 people across engineering, sales and operations.\n\nShe teaches the habits that keep hiring managers and candidates on your side: clear intake meetings, honest updates and structured decisions.',
    credentials: ['SHRM-SCP', 'AIRS Certified Internet Recruiter'],
    links: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana-whitfield-example' },
      { label: 'Website', url: 'https://danawhitfield.example.com' },
    ],
    courses: [
      { slug: 'recruiting-fundamentals', position: 0 },
      { slug: 'interviewing-with-structure', position: 0 },
      { slug: 'running-the-academy-admin-handbook', position: 0 },
    ],
  },
  {
    name: 'Marcus Oyelaran',
    title: 'Sourcing Lead and Talent Researcher',
    bio: 'Marcus spent a decade finding hard-to-reach engineers and executives. He writes Boolean strings for fun and teaches sourcers to build pipelines that do not depend on job boards.',
    credentials: ['CDSS (Certified Diversity Sourcing Specialist)'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/marcus-oyelaran-example' }],
    courses: [
      { slug: 'modern-candidate-sourcing', position: 0 },
      { slug: 'recruiting-fundamentals', position: 1 },
    ],
  },
  {
    name: 'Priya Raman',
    title: 'Career Coach and Former Agency Recruiter',
    bio: 'Priya coached more than 500 job seekers through career changes after eight years on the agency side, so she knows what recruiters look for and what makes them call back.',
    credentials: ['ICF Associate Certified Coach', 'PHR'],
    links: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/priya-raman-example' },
      { label: 'Newsletter', url: 'https://priyaraman.example.com/newsletter' },
    ],
    courses: [
      { slug: 'land-your-next-role-job-search-playbook', position: 0 },
      { slug: 'employer-branding-that-attracts-talent', position: 1 },
    ],
  },
  {
    name: 'Elena Sokolova',
    title: 'Employer Brand Director',
    bio: 'Elena runs employer brand programmes for a global software company: careers sites, employee stories and the candidate experience from first click to first day.',
    credentials: ['SHRM-CP'],
    links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/elena-sokolova-example' }],
    courses: [{ slug: 'employer-branding-that-attracts-talent', position: 0 }],
  },
];

const PREVIEWS_PER_COURSE = 2;

/** The lessons of a demo course that are free previews: its first video and text lessons, at most two. */
export function demoPreviewLessons(course: DemoCourse): ReadonlySet<DemoLesson> {
  const previewable = course.modules
    .flatMap((module) => module.lessons)
    .filter((lesson) => lesson.type === 'video' || lesson.type === 'text');
  return new Set(previewable.slice(0, PREVIEWS_PER_COURSE));
}
