/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, Modal, notification } from 'antd';
import type { CourseDetailDto, InstructorDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { CourseInstructorsPanel, moved } from './CourseInstructorsPanel';
import { InstructorsTab } from './InstructorsTab';

const dana: InstructorDto = {
  id: 4,
  name: 'Dana Whitfield',
  title: 'Head of Talent Acquisition',
  bio: 'Fifteen years of hiring.',
  credentials: ['SHRM-SCP'],
  links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana' }],
  photoUrl: null,
};
const marcus: InstructorDto = {
  id: 5,
  name: 'Marcus Oyelaran',
  title: 'Sourcing Lead',
  bio: '',
  credentials: [],
  links: [],
  photoUrl: null,
};
const priya: InstructorDto = { id: 6, name: 'Priya Raman', title: '', bio: '', credentials: [], links: [], photoUrl: null };

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe('Instructors tab', () => {
  it('lists the profiles with visible actions and creates one from the dialog', async () => {
    const api = stubFetch({ 'GET /api/instructors': { body: [dana, marcus] } });
    api.answer('POST /api/instructors', ({ body }) => ({ status: 201, body: { ...dana, ...(body as object), id: 9 } }));
    renderScreen(
      <AntApp>
        <InstructorsTab />
      </AntApp>,
    );
    expect(await screen.findByText('Dana Whitfield')).toBeTruthy();
    expect(screen.getByText('SHRM-SCP')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Marcus Oyelaran' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Marcus Oyelaran' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Instructor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Instructor' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Elena Sokolova ' } });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Employer Brand Director' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add link' }));
    fireEvent.change(await within(dialog).findByLabelText('Link 1 label'), { target: { value: 'Website' } });
    fireEvent.change(within(dialog).getByLabelText('Link 1 address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Instructor' }));
    expect(await screen.findByText('Each link must be a web address starting with http:// or https://')).toBeTruthy();
    expect(api.requestsTo('POST /api/instructors')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Link 1 address'), { target: { value: 'https://elena.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Instructor' }));
    await waitFor(() => expect(api.requestsTo('POST /api/instructors')).toHaveLength(1));
    expect(api.requestsTo('POST /api/instructors')[0]!.body).toEqual({
      name: 'Elena Sokolova',
      title: 'Employer Brand Director',
      bio: '',
      credentials: [],
      links: [{ label: 'Website', url: 'https://elena.example.com' }],
    });
    expect(await screen.findByText('Instructor created!')).toBeTruthy();
  });
});

describe('creating an instructor whose photo is refused', () => {
  it('saves again as an update of the profile just created, never a second profile', async () => {
    // jsdom has no object URLs: the dialog only previews the chosen file with one.
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => undefined });
    const api = stubFetch({ 'GET /api/instructors': { body: [dana] } });
    api.answer('POST /api/instructors', ({ body }) => ({ status: 201, body: { ...priya, ...(body as object), id: 9 } }));
    api.answer('PATCH /api/instructors/9', ({ body }) => ({ body: { ...priya, ...(body as object), id: 9 } }));
    api.answer('PUT /api/instructors/9/photo', {
      status: 400,
      body: { statusCode: 400, code: 'INVALID_INSTRUCTOR_PHOTO', message: 'The photo could not be read.' },
    });
    renderScreen(
      <AntApp>
        <InstructorsTab />
      </AntApp>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Instructor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Instructor' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Priya Raman' } });
    const file = new File([new Uint8Array(64)], 'priya.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Photo file'), { target: { files: [file] } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Instructor' }));
    expect(await screen.findByText('The photo could not be read.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Instructor' }));
    await waitFor(() => expect(api.requestsTo('PATCH /api/instructors/9')).toHaveLength(1));
    expect(api.requestsTo('POST /api/instructors')).toHaveLength(1);
  });
});

describe("a course's instructors", () => {
  const course = { id: 3, title: 'Sourcing', instructors: [dana, marcus] } as CourseDetailDto;

  it('moves an instructor up or down, and not past the ends', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('saves the instructors in the order chosen', async () => {
    const api = stubFetch({ 'GET /api/instructors': { body: [dana, marcus, priya] } });
    api.answer('PUT /api/courses/3/instructors', { body: { ...course, instructors: [marcus, dana] } });
    renderScreen(<CourseInstructorsPanel course={course} />);
    const save = screen.getByRole('button', { name: 'Save Instructors' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Marcus Oyelaran up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dana Whitfield' }));
    fireEvent.click(save);
    await waitFor(() => expect(api.requestsTo('PUT /api/courses/3/instructors')).toHaveLength(1));
    expect(api.requestsTo('PUT /api/courses/3/instructors')[0]!.body).toEqual({ instructorIds: [5] });
  });
});
