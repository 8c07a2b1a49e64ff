/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import type { CertificateSettingsDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { CertificateValidityCard } from './CertificateValidityCard';

const SETTINGS = 'GET /api/courses/12/certificate-settings';
const SAVE = 'PUT /api/courses/12/certificate-settings';

const outline = {
  id: 12,
  title: 'Structured Interviewing',
  modules: [
    {
      id: 1,
      title: 'Practice',
      description: null,
      order: 0,
      unlockAfterDays: null,
      lessons: [
        { id: 41, title: 'Final check', type: 'quiz', moduleId: 1, order: 0, duration: 10, isCompleted: false, isPreview: false },
        { id: 42, title: 'Panel interview', type: 'practice', moduleId: 1, order: 1, duration: 15, isCompleted: false, isPreview: false },
      ],
    },
  ],
};

async function openCard(settings: CertificateSettingsDto) {
  const api = stubFetch({
    [SETTINGS]: { body: settings },
    'GET /api/courses': {
      body: [
        { id: 12, title: 'Structured Interviewing' },
        { id: 13, title: 'Interviewing Refresher' },
      ],
    },
    'GET /api/courses/12': { body: outline },
  });
  renderScreen(<CertificateValidityCard subject={{ kind: 'course', id: 12 }} />, { url: '/admin/courses/12/manage' });
  await screen.findByRole('heading', { level: 2, name: 'Certificate validity' });
  await screen.findByRole('button', { name: 'Save validity' });
  return api;
}

afterEach(() => {
  act(() => notification.destroy());
});

describe('Certificate validity', () => {
  it('shows the saved validity and quiz refresher, and saves a new number of months', async () => {
    const saved: CertificateSettingsDto = {
      validityMonths: 24,
      refresher: { kind: 'quiz', id: 41, title: 'Final check', courseId: 12, courseTitle: 'Structured Interviewing' },
    };
    const api = await openCard(saved);
    const months = screen.getByLabelText('Valid for (months)') as HTMLInputElement;
    expect(months.value).toBe('24');
    expect((screen.getByRole('radio', { name: 'A lesson to complete or a quiz to pass' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Quiz: Final check')).toBeTruthy();

    api.answer(SAVE, ({ body }) => ({ body: { ...saved, validityMonths: (body as { validityMonths: number }).validityMonths } }));
    fireEvent.change(months, { target: { value: '36' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save validity' }));
    await waitFor(() =>
      expect(api.requestsTo(SAVE).map((request) => request.body)).toEqual([
        { validityMonths: 36, refresherCourseId: null, refresherLessonId: 41 },
      ]),
    );
    expect(await screen.findByText('Certificate validity saved')).toBeTruthy();
  });

  it('refuses a refresher for certificates that never expire before calling the server', async () => {
    const api = await openCard({ validityMonths: null, refresher: null });
    expect((screen.getByRole('radio', { name: 'Certificates never expire' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Another course to complete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save validity' }));
    expect(
      await screen.findByText(
        'Set how many months certificates are valid before naming a refresher: a certificate that never expires is never renewed.',
      ),
    ).toBeTruthy();
    expect(api.requestsTo(SAVE)).toHaveLength(0);
  });

  it('refuses a refresher with a validity under 3 months before calling the server', async () => {
    const api = await openCard({
      validityMonths: 12,
      refresher: { kind: 'quiz', id: 41, title: 'Final check', courseId: 12, courseTitle: 'Structured Interviewing' },
    });
    fireEvent.change(screen.getByLabelText('Valid for (months)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save validity' }));
    expect(
      await screen.findByText(
        'With a refresher, certificates must be valid for at least 3 months: renewing opens 60 days before a certificate expires.',
      ),
    ).toBeTruthy();
    expect(api.requestsTo(SAVE)).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the refresher", async () => {
    const api = await openCard({
      validityMonths: 12,
      refresher: { kind: 'lesson', id: 42, title: 'Panel interview', courseId: 12, courseTitle: 'Structured Interviewing' },
    });
    const reason = 'This quiz has no questions yet: add them before naming it as the refresher.';
    api.answer(SAVE, { status: 400, body: { statusCode: 400, code: 'CERTIFICATE_SETTINGS_INVALID', message: reason } });
    fireEvent.click(screen.getByRole('button', { name: 'Save validity' }));
    expect(await screen.findByText(reason)).toBeTruthy();
  });

  it('turns expiry off and drops the refresher', async () => {
    const api = await openCard({
      validityMonths: 12,
      refresher: { kind: 'course', id: 13, title: 'Interviewing Refresher', courseId: null, courseTitle: null },
    });
    api.answer(SAVE, { body: { validityMonths: null, refresher: null } });
    fireEvent.click(screen.getByRole('radio', { name: 'Certificates never expire' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No refresher' }));
    expect(screen.queryByLabelText('Valid for (months)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save validity' }));
    await waitFor(() =>
      expect(api.requestsTo(SAVE).map((request) => request.body)).toEqual([
        { validityMonths: null, refresherCourseId: null, refresherLessonId: null },
      ]),
    );
  });
});

describe("Certificate validity of a learning path's certificate", () => {
  const PATH_SETTINGS = 'GET /api/admin/paths/5/certificate-settings';
  const PATH_SAVE = 'PUT /api/admin/paths/5/certificate-settings';

  async function openPathCard(settings: CertificateSettingsDto) {
    const api = stubFetch({
      [PATH_SETTINGS]: { body: settings },
      [PATH_SAVE]: ({ body }) => ({
        body: { validityMonths: (body as { validityMonths: number | null }).validityMonths, refresher: null },
      }),
      'GET /api/courses': {
        body: [
          { id: 12, title: 'Structured Interviewing' },
          { id: 13, title: 'Interviewing Refresher' },
        ],
      },
      'GET /api/courses/12': { body: outline },
    });
    renderScreen(<CertificateValidityCard subject={{ kind: 'path', id: 5 }} />, { url: '/admin/paths/5' });
    await screen.findByRole('button', { name: 'Save validity' });
    return api;
  }

  it("reads and saves the path's settings, not a course's", async () => {
    const api = await openPathCard({ validityMonths: null, refresher: null });
    expect(screen.getByText(/Certificates of a path that expire are renewed by passing its refresher/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Certificates expire' }));
    fireEvent.change(screen.getByLabelText('Valid for (months)'), { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save validity' }));
    await waitFor(() =>
      expect(api.requestsTo(PATH_SAVE).map((request) => request.body)).toEqual([
        { validityMonths: 24, refresherCourseId: null, refresherLessonId: null },
      ]),
    );
    expect(await screen.findByText('Certificate validity saved')).toBeTruthy();
    expect(api.requestsTo('GET /api/courses/12/certificate-settings')).toHaveLength(0);
  });

  it('offers every course as the refresher, and a lesson only once its course is chosen', async () => {
    await openPathCard({ validityMonths: 24, refresher: null });
    expect(screen.getByRole('radio', { name: 'A course to complete' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'A lesson to complete or a quiz to pass' }));
    expect(screen.getByLabelText('Course of the refresher lesson')).toBeTruthy();
    expect(screen.queryByLabelText('Refresher lesson or quiz')).toBeNull();
    expect(screen.queryByText('(this course)', { exact: false })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save validity' }));
    expect(await screen.findByText('Choose the refresher lesson or quiz.')).toBeTruthy();
  });
});
