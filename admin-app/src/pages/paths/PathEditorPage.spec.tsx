/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Modal, notification } from 'antd';
import type { AdminPathDto, PathStepOptionsDto } from '@academy/api/admin';
import { renderScreen, stubFetch, type StubbedRoute } from '@academy/ui/testing';
import { PathEditorPage } from './PathEditorPage';

const path: AdminPathDto = {
  id: 5,
  slug: 'interview-ladder',
  title: 'Interview Ladder',
  levelLabel: 'Foundation',
  certificateTitle: 'Certified Interviewer',
  isPublished: false,
  position: 0,
  stepCount: 2,
  requiredStepCount: 2,
  updatedAt: '2026-12-06T17:20:00.000Z',
  description: 'Two steps.',
  steps: [
    {
      id: 7,
      position: 0,
      kind: 'course',
      isRequired: true,
      courseId: 3,
      courseTitle: 'Screening Calls',
      lessonId: null,
      lessonTitle: null,
      prerequisiteStepIds: [],
      courseDeleted: false,
    },
    {
      id: 8,
      position: 1,
      kind: 'course',
      isRequired: true,
      courseId: 4,
      courseTitle: 'Closing Offers',
      lessonId: null,
      lessonTitle: null,
      prerequisiteStepIds: [7],
      courseDeleted: false,
    },
  ],
};
const options: PathStepOptionsDto = {
  courses: [
    { id: 3, title: 'Screening Calls', accessLevel: 'all' },
    { id: 4, title: 'Closing Offers', accessLevel: 'all' },
  ],
  lessons: [],
};

function open(steps: StubbedRoute) {
  const api = stubFetch({
    'GET /api/admin/paths/5': { body: path },
    'GET /api/admin/paths/step-options': { body: options },
    'PUT /api/admin/paths/5/steps': steps,
  });
  renderScreen(<PathEditorPage />, { url: '/admin/paths/5', path: '/admin/paths/:id' });
  return api;
}

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe('the path editor', () => {
  it('saves the steps in their new order, the prerequisites moving with them', async () => {
    const api = open({ body: path });
    fireEvent.click(await screen.findByRole('button', { name: 'Move up: Closing Offers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save steps' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/paths/5/steps')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/admin/paths/5/steps')[0].body).toEqual({
      steps: [
        { courseId: 4, isRequired: true, prerequisiteIndexes: [1] },
        { courseId: 3, isRequired: true, prerequisiteIndexes: [] },
      ],
    });
  });

  it('lists every reason the server gives for refusing the steps', async () => {
    open({
      status: 400,
      body: {
        statusCode: 400,
        code: 'PATH_STEPS_INVALID',
        message: ['Steps cannot require each other in a circle: Screening Calls requires Closing Offers, which requires Screening Calls.'],
        error: 'Bad Request',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Closing Offers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save steps' }));
    expect(
      await screen.findByText(
        'Steps cannot require each other in a circle: Screening Calls requires Closing Offers, which requires Screening Calls.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The steps were not saved')).toBeTruthy();
  });

  it("shows the path certificate's credits and validity from the path's own settings", async () => {
    const api = stubFetch({
      'GET /api/admin/paths/5': { body: path },
      'GET /api/admin/paths/step-options': { body: options },
      'GET /api/admin/paths/5/credits': { body: { shrm: { hundredths: 100, activityId: null }, hrci: null, cpd: null } },
      'GET /api/admin/paths/5/certificate-settings': { body: { validityMonths: 24, refresher: null } },
      'GET /api/courses': { body: [] },
    });
    renderScreen(<PathEditorPage />, { url: '/admin/paths/5', path: '/admin/paths/:id' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Credits' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Certificate validity' })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('PDCs') as HTMLInputElement).value).toBe('1.00'));
    expect((screen.getByLabelText('Valid for (months)') as HTMLInputElement).value).toBe('24');
    expect(api.requestsTo('GET /api/admin/paths/5/credits')).toHaveLength(1);
  });
});
