import { describe, expect, it } from '@jest/globals';
import {
  accessPromise,
  courseCardAction,
  courseInitial,
  coursesAvailable,
  enrolAction,
  enrolledCount,
  filterCourses,
  isLevelFilter,
} from './catalogue';

const courses = [
  { id: 1, title: 'Sourcing Fundamentals', description: 'Boolean search and LinkedIn', accessLevel: 'all' as const },
  { id: 2, title: 'Interview Mastery', description: 'Structured interviews for RecruitPros', accessLevel: 'recruitpro' as const },
  { id: 3, title: 'Land Your Next Role', description: 'CVs and interviews', accessLevel: 'jobseeker' as const },
];

describe('filterCourses', () => {
  it('matches title or description, case-insensitively, ignoring surrounding spaces', () => {
    expect(filterCourses(courses, '  INTERVIEW ', 'all-levels').map((c) => c.id)).toEqual([2, 3]);
    expect(filterCourses(courses, 'linkedin', 'all-levels').map((c) => c.id)).toEqual([1]);
    expect(filterCourses(courses, '', 'all-levels')).toHaveLength(3);
  });

  it('filters by access level', () => {
    expect(filterCourses(courses, '', 'recruitpro').map((c) => c.id)).toEqual([2]);
    expect(filterCourses(courses, 'interview', 'jobseeker').map((c) => c.id)).toEqual([3]);
    expect(filterCourses(courses, '', 'admin')).toEqual([]);
  });

  it('recognises the level filter values only', () => {
    expect(isLevelFilter('jobseeker')).toBe(true);
    expect(isLevelFilter('all-levels')).toBe(true);
    expect(isLevelFilter('all')).toBe(false);
    expect(isLevelFilter(null)).toBe(false);
  });
});

describe('course card and detail actions', () => {
  it('labels the list card by enrolment and certificate, and leads to the course or the certificate', () => {
    expect(courseCardAction({ id: 3 })).toEqual({ label: 'View Course', to: '/courses/3' });
    expect(courseCardAction({ id: 3, isEnrolled: false, certificateCode: 'ABC' })).toEqual({ label: 'View Course', to: '/courses/3' });
    expect(courseCardAction({ id: 3, isEnrolled: true, certificateCode: null })).toEqual({ label: 'Continue Learning', to: '/courses/3' });
    expect(courseCardAction({ id: 3, isEnrolled: true, certificateCode: 'QZUNFCWA6K3ZKLS3HA7Q7QTHZ4' })).toEqual({
      label: 'View Certificate',
      to: '/certificates/QZUNFCWA6K3ZKLS3HA7Q7QTHZ4',
    });
  });

  it('offers start, enrol, purchase or subscribe on the detail page', () => {
    const base = { id: 7, isEnrolled: false, isPaid: false, price: 0, paymentType: 'one_time' as const };
    expect(enrolAction({ ...base, isEnrolled: true, isPaid: true, price: 4900 })).toEqual({
      kind: 'start',
      label: 'Start Learning',
      to: '/courses/7/learn',
    });
    expect(enrolAction(base)).toEqual({ kind: 'enroll', label: 'Enroll Now' });
    expect(enrolAction({ ...base, isPaid: true, price: 4900 })).toEqual({ kind: 'checkout', label: 'Purchase', to: '/checkout/7' });
    expect(enrolAction({ ...base, isPaid: true, price: 1900, paymentType: 'subscription' })).toEqual({
      kind: 'checkout',
      label: 'Subscribe for $19.00/month',
      to: '/checkout/7',
    });
  });

  it('promises lifetime access for a free or once-bought course, and access while subscribed for a monthly one', () => {
    expect(accessPromise({ isPaid: true, paymentType: 'one_time' })).toBe('Lifetime access');
    expect(accessPromise({ isPaid: false, paymentType: 'one_time' })).toBe('Lifetime access');
    expect(accessPromise({ isPaid: false, paymentType: 'subscription' })).toBe('Lifetime access');
    expect(accessPromise({ isPaid: true, paymentType: 'subscription' })).toBe('Access for as long as you subscribe; cancel any time');
  });

  it('counts and words', () => {
    expect(enrolledCount([{ isEnrolled: true }, { isEnrolled: false }, { isEnrolled: true }])).toBe(2);
    expect(coursesAvailable(1)).toBe('1 courses available');
    expect(coursesAvailable(0)).toBe('0 courses available');
    expect(coursesAvailable(12)).toBe('12 courses available');
    expect(courseInitial('  sourcing')).toBe('S');
    expect(courseInitial('')).toBe('?');
  });
});
