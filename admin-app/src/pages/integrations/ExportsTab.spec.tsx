/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseListItemDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { ExportsTab } from './ExportsTab';

function course(id: number, title: string): CourseListItemDto {
  return {
    id,
    title,
    slug: `course-${id}`,
    description: '',
    accessLevel: 'all',
    isPaid: false,
    price: 0,
    paymentType: 'one_time',
    thumbnailUrl: null,
    heroImageUrl: null,
    estimatedDuration: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    certificateCode: null,
    isEnrolled: false,
    lessonCount: 4,
    ratingCount: 0,
    ratingAverage: null,
    progress: 0,
  };
}

async function openExportsTab() {
  const api = stubFetch({ 'GET /api/courses': { body: [course(3, 'Sourcing Basics'), course(7, 'Advanced Interviewing')] } });
  renderScreen(<ExportsTab />, { url: '/admin/integrations' });
  await screen.findByRole('heading', { level: 2, name: 'Exports' });
  return api;
}

const card = (name: string) => screen.getByRole('region', { name });
const downloadLink = (region: HTMLElement) => within(region).getByRole('link', { name: /^Download CSV/ });

describe('Exports tab', () => {
  it('offers each export as a download of its API address, the whole of it by default', async () => {
    await openExportsTab();
    const expected = {
      Users: '/api/admin/exports/users.csv',
      'Enrolments and progress': '/api/admin/exports/enrolments.csv',
      'Quiz results': '/api/admin/exports/quiz-results.csv',
      'Practice results': '/api/admin/exports/practice-results.csv',
      'SCORM results': '/api/admin/exports/scorm-results.csv',
      Payments: '/api/admin/exports/payments.csv',
      'Continuing-education credit records': '/api/admin/exports/credit-records.csv?body=shrm',
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = downloadLink(card(name));
      expect(link.getAttribute('href')).toBe(href);
      // The browser saves what the server streams, with the session cookie; nothing is fetched into the page.
      expect(link.hasAttribute('download')).toBe(true);
      expect(link.getAttribute('aria-label')).toBe(`Download CSV: ${name}`);
    }
    expect(within(card('Users')).getByLabelText('Signed up from')).toBeTruthy();
    expect(within(card('Payments')).getByLabelText('Created from')).toBeTruthy();
  });

  it('narrows an export to a course and a date range', async () => {
    const api = await openExportsTab();
    const enrolments = card('Enrolments and progress');
    await waitFor(() => expect(api.requestsTo('GET /api/courses')).toHaveLength(1));
    fireEvent.mouseDown(within(enrolments).getByLabelText('Course'));
    // Courses are listed by title.
    const first = await screen.findByTitle('Advanced Interviewing');
    expect(first.compareDocumentPosition(screen.getByTitle('Sourcing Basics')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(screen.getByTitle('Sourcing Basics'));
    fireEvent.change(within(enrolments).getByLabelText('Enrolled from'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(enrolments).getByLabelText('to'), { target: { value: '2026-01-31' } });
    expect(downloadLink(enrolments).getAttribute('href')).toBe(
      '/api/admin/exports/enrolments.csv?courseId=3&from=2026-01-01&to=2026-01-31',
    );
    // The other exports keep their own filters.
    expect(downloadLink(card('Payments')).getAttribute('href')).toBe('/api/admin/exports/payments.csv');

    fireEvent.change(within(enrolments).getByLabelText('Enrolled from'), { target: { value: '' } });
    expect(downloadLink(enrolments).getAttribute('href')).toBe('/api/admin/exports/enrolments.csv?courseId=3&to=2026-01-31');
  });

  it("exports one body's credit records, narrowed like the others", async () => {
    await openExportsTab();
    const records = card('Continuing-education credit records');
    fireEvent.mouseDown(within(records).getByLabelText('Body'));
    fireEvent.click(await screen.findByTitle('HRCI'));
    fireEvent.change(within(records).getByLabelText('Earned from'), { target: { value: '2026-01-01' } });
    expect(downloadLink(records).getAttribute('href')).toBe('/api/admin/exports/credit-records.csv?body=hrci&from=2026-01-01');
  });

  it('will not download a range that ends before it starts', async () => {
    await openExportsTab();
    const quizzes = card('Quiz results');
    fireEvent.change(within(quizzes).getByLabelText('Submitted from'), { target: { value: '2026-02-01' } });
    fireEvent.change(within(quizzes).getByLabelText('to'), { target: { value: '2026-01-31' } });
    expect(await within(quizzes).findByText('Choose an end date on or after the start date.')).toBeTruthy();
    expect(within(quizzes).queryByRole('link', { name: /^Download CSV/ })).toBeNull();
    expect((within(quizzes).getByRole('button', { name: 'Download CSV: Quiz results' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(quizzes).getByLabelText('to'), { target: { value: '2026-02-01' } });
    expect(downloadLink(quizzes).getAttribute('href')).toBe('/api/admin/exports/quiz-results.csv?from=2026-02-01&to=2026-02-01');
  });
});
