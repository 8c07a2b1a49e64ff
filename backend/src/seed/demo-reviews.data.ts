import type { UserRole } from '../modules/users/entities/user.entity.js';

/** A demo learner who reviewed a course: enrolled (free, or given a paid course), with part of it completed. */
export interface DemoReview {
  email: string;
  firstName: string;
  lastName: string;
  role: Exclude<UserRole, 'admin'>;
  courseSlug: string;
  /** The first lessons of the course (in module order) the reviewer completed. */
  completedLessons: number;
  rating: 1 | 2 | 3 | 4 | 5;
  body: string;
  daysAgo: number;
  /** Other demo reviewers of the same course who found this review helpful. */
  helpfulVotes?: number;
}

/** Reviews that make the demo academy's course cards and pages show ratings from the start. */
export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    email: 'maya.okafor@academy.local',
    firstName: 'Maya',
    lastName: 'Okafor',
    role: 'recruitpro',
    courseSlug: 'recruiting-fundamentals',
    completedLessons: 8,
    rating: 5,
    body: 'The intake meeting checklist alone was worth it. I ran my next kickoff with a hiring manager straight from the module and we agreed on must-haves in twenty minutes instead of an hour.',
    daysAgo: 12,
    helpfulVotes: 2,
  },
  {
    email: 'daniel.reyes@academy.local',
    firstName: 'Daniel',
    lastName: 'Reyes',
    role: 'recruitpro',
    courseSlug: 'recruiting-fundamentals',
    completedLessons: 5,
    rating: 4,
    body: 'Clear and practical. I would have liked a longer section on offer negotiation, but the pipeline metrics lesson changed how I report to my team.',
    daysAgo: 6,
    helpfulVotes: 1,
  },
  {
    email: 'priya.nair@academy.local',
    firstName: 'Priya',
    lastName: 'Nair',
    role: 'jobseeker',
    courseSlug: 'recruiting-fundamentals',
    completedLessons: 5,
    rating: 5,
    body: 'Seeing the process from the recruiter’s side made me a much better candidate. Short lessons that fit into a lunch break.',
    daysAgo: 2,
  },
  {
    email: 'tom.fischer@academy.local',
    firstName: 'Tom',
    lastName: 'Fischer',
    role: 'recruitpro',
    courseSlug: 'modern-candidate-sourcing',
    completedLessons: 6,
    rating: 4,
    body: 'The Boolean string examples are ready to paste. The outreach templates needed tweaking for our industry, but they are a solid start.',
    daysAgo: 9,
    helpfulVotes: 1,
  },
  {
    email: 'lena.kowalski@academy.local',
    firstName: 'Lena',
    lastName: 'Kowalski',
    role: 'recruitpro',
    courseSlug: 'modern-candidate-sourcing',
    completedLessons: 4,
    rating: 5,
    body: 'My response rate on cold outreach went from about 10% to nearly 30% after the personalisation lesson.',
    daysAgo: 4,
  },
  {
    email: 'sam.bennett@academy.local',
    firstName: 'Sam',
    lastName: 'Bennett',
    role: 'jobseeker',
    courseSlug: 'land-your-next-role-job-search-playbook',
    completedLessons: 6,
    rating: 5,
    body: 'I rewrote my CV with the achievements formula and got three interview invitations in two weeks.',
    daysAgo: 7,
    helpfulVotes: 1,
  },
  {
    email: 'ana.silva@academy.local',
    firstName: 'Ana',
    lastName: 'Silva',
    role: 'jobseeker',
    courseSlug: 'land-your-next-role-job-search-playbook',
    completedLessons: 3,
    rating: 4,
    body: '',
    daysAgo: 3,
  },
];
