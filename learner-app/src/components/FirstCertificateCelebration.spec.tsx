/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { notification } from 'antd';
import type { MyCertificateDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { useCompleteLesson } from './players/useCompleteLesson';
import { FirstCertificateCelebration } from './FirstCertificateCelebration';

const COMPLETE = 'POST /api/lessons/9/complete';
const CERTIFICATES = 'GET /api/certificates';

const certificate = (code: string, courseTitle: string) =>
  ({
    code,
    kind: 'course',
    path: null,
    courseId: 3,
    courseTitle,
    status: 'valid',
    issuedAt: '2026-03-10T12:00:00.000Z',
  }) as MyCertificateDto;
const pathCertificate = (code: string, courseTitle: string) =>
  ({
    code,
    kind: 'path',
    path: { id: 2, slug: 'recruiting-foundation', title: 'Recruiting Foundation' },
    courseId: null,
    courseTitle,
    status: 'valid',
    issuedAt: '2026-03-10T12:00:00.000Z',
  }) as MyCertificateDto;

function LessonWithCelebration() {
  const [complete] = useCompleteLesson({ title: 'Lesson Completed', description: 'Lesson marked as complete!' });
  return (
    <>
      <FirstCertificateCelebration />
      <button type="button" onClick={() => void complete(9)}>
        Mark Complete
      </button>
    </>
  );
}

const completed = (completedCount: number) => ({
  body: { lessonId: 9, isCompleted: true, progress: { completed: completedCount, total: 3 } },
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => notification.destroy());
});

describe("a learner's first certificate", () => {
  it('is celebrated when the last lesson completes the first course, with a link to it, once', async () => {
    const api = stubFetch({ [COMPLETE]: completed(3), [CERTIFICATES]: { body: [certificate('AB12CD34', 'Sourcing Basics')] } });
    renderScreen(<LessonWithCelebration />, { url: '/lessons/9' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your first certificate!' });
    expect(dialog.textContent).toContain('You completed Sourcing Basics and earned your first certificate.');
    expect(screen.getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe('/certificates/AB12CD34');
    fireEvent.click(screen.getByRole('button', { name: 'Keep learning' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // Completing again (idempotent on the server) does not celebrate the same certificate twice.
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.requestsTo(CERTIFICATES).length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('celebrates the course when the same completion also earns a one-course path’s certificate', async () => {
    stubFetch({
      [COMPLETE]: completed(3),
      [CERTIFICATES]: {
        body: [pathCertificate('PATH1234', 'Certified Recruiter — Foundation'), certificate('AB12CD34', 'Sourcing Basics')],
      },
    });
    renderScreen(<LessonWithCelebration />, { url: '/lessons/9' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your first certificate!' });
    expect(dialog.textContent).toContain('You completed Sourcing Basics and earned your first certificate.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep learning' }));
  });

  it('is not asked for before the course is complete, and a second certificate is not celebrated', async () => {
    const api = stubFetch({ [COMPLETE]: completed(2), [CERTIFICATES]: { body: [certificate('A', 'One'), certificate('B', 'Two')] } });
    renderScreen(<LessonWithCelebration />, { url: '/lessons/9' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Lesson Completed')).toBeTruthy();
    expect(api.requestsTo(CERTIFICATES)).toHaveLength(0);

    api.answer(COMPLETE, completed(3));
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(api.requestsTo(CERTIFICATES)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
