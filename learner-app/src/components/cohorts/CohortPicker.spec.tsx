/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { CourseCohortsDto, LearnerCohortDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { CohortPicker } from './CohortPicker';

const COHORTS = 'GET /api/courses/12/cohorts';

function cohort(overrides: Partial<LearnerCohortDto>): LearnerCohortDto {
  return {
    id: 7,
    courseId: 12,
    pathId: null,
    title: 'March 2027 cohort',
    startsAt: '2027-03-01T12:00:00.000Z',
    endsAt: '2027-04-30T12:00:00.000Z',
    capacity: 25,
    memberCount: 18,
    placesLeft: 7,
    isMember: false,
    placedByTeam: false,
    ...overrides,
  };
}

const march = cohort({});
const may = cohort({
  id: 8,
  title: 'May 2027 cohort',
  startsAt: '2027-05-03T12:00:00.000Z',
  endsAt: '2027-06-30T12:00:00.000Z',
  capacity: null,
  memberCount: 3,
  placesLeft: null,
});
const full = cohort({ id: 9, title: 'Evening cohort', capacity: 10, memberCount: 10, placesLeft: 0 });

/** Intl puts thin spaces around the dash of a range. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ');

async function openPicker(view: CourseCohortsDto) {
  const api = stubFetch({ [COHORTS]: { body: view } });
  renderScreen(<CohortPicker home={{ courseId: 12 }} />);
  const region = await screen.findByRole('region', { name: 'Cohorts' });
  return { api, region };
}

const item = (region: HTMLElement, title: string) => within(region).getByText(title).closest('li')!;

afterEach(() => {
  act(() => notification.destroy());
});

describe('the cohort picker', () => {
  it('lists the cohorts with their dates and places, and Join cohort on those with room', async () => {
    const { region } = await openPicker({ canJoin: true, cohorts: [march, may, full] });
    expect(plain(item(region, 'March 2027 cohort').textContent)).toContain('Mar 1 – Apr 30, 2027 · 7 places left');
    expect(plain(within(item(region, 'May 2027 cohort')).getByText(/^May 3/).textContent)).toBe('May 3 – Jun 30, 2027');
    expect(item(region, 'Evening cohort').textContent).toContain('Full');
    expect(within(item(region, 'March 2027 cohort')).getByRole('button', { name: 'Join cohort' })).toBeTruthy();
    expect(within(item(region, 'May 2027 cohort')).getByRole('button', { name: 'Join cohort' })).toBeTruthy();
    expect(within(item(region, 'Evening cohort')).queryByRole('button')).toBeNull();
  });

  it('joins a cohort, then offers to leave it, and leaves it', async () => {
    let current = [march, may];
    const { api, region } = await openPicker({ canJoin: true, cohorts: current });
    api.answer(COHORTS, () => ({ body: { canJoin: true, cohorts: current } }));
    api.answer('POST /api/cohorts/7/join', () => {
      current = [{ ...march, isMember: true, memberCount: 19, placesLeft: 6 }, may];
      return { body: current[0] };
    });
    api.answer('DELETE /api/cohorts/7/membership', () => {
      current = [march, may];
      return { status: 204 };
    });

    fireEvent.click(within(item(region, 'March 2027 cohort')).getByRole('button', { name: 'Join cohort' }));
    expect(await screen.findByText('Cohort joined')).toBeTruthy();
    const leave = await within(region).findByRole('button', { name: 'Leave' });
    expect(api.requestsTo('POST /api/cohorts/7/join')).toHaveLength(1);
    expect(item(region, 'March 2027 cohort').textContent).toContain('Your cohort');
    expect(item(region, 'March 2027 cohort').textContent).toContain('6 places left');
    expect(within(region).getByText("You're in March 2027 cohort. To change cohort, leave it first.")).toBeTruthy();
    // One cohort per course: no joining another meanwhile.
    expect(within(region).queryByRole('button', { name: 'Join cohort' })).toBeNull();

    fireEvent.click(leave);
    expect(await screen.findByText('Cohort left')).toBeTruthy();
    await waitFor(() => expect(within(region).getAllByRole('button', { name: 'Join cohort' })).toHaveLength(2));
    expect(api.requestsTo('DELETE /api/cohorts/7/membership')).toHaveLength(1);
  });

  it("shows the server's refusal under the list, and the cohorts as they are now", async () => {
    const { api, region } = await openPicker({ canJoin: true, cohorts: [march] });
    api.answer('POST /api/cohorts/7/join', {
      status: 409,
      body: { statusCode: 409, code: 'COHORT_FULL', message: 'This cohort is full.' },
    });
    api.answer(COHORTS, { body: { canJoin: true, cohorts: [{ ...march, memberCount: 25, placesLeft: 0 }] } });
    fireEvent.click(within(region).getByRole('button', { name: 'Join cohort' }));
    expect(await within(region).findByRole('alert')).toHaveProperty('textContent', 'This cohort is full.');
    await waitFor(() => expect(item(region, 'March 2027 cohort').textContent).toContain('Full'));
    expect(within(region).queryByRole('button', { name: 'Join cohort' })).toBeNull();
  });

  it('says a cohort the team manager chose is theirs to change: no Leave, no Join', async () => {
    const { region } = await openPicker({ canJoin: true, cohorts: [{ ...march, isMember: true, placedByTeam: true }, may] });
    expect(within(item(region, 'March 2027 cohort')).getByText('Placed by your team')).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('shows nothing for a course without cohorts', async () => {
    const api = stubFetch({ [COHORTS]: { body: { canJoin: true, cohorts: [] } } });
    const { container } = renderScreen(<CohortPicker home={{ courseId: 12 }} />);
    await waitFor(() => expect(api.requestsTo(COHORTS)).toHaveLength(1));
    await act(async () => undefined);
    expect(container.textContent).toBe('');
  });

  describe('of a learning path', () => {
    const PATH_COHORTS = 'GET /api/paths/certified-recruiter/cohorts';
    const pathRun = { ...march, courseId: null, pathId: 4 };

    it("asks the path's cohorts, and tells a learner without its courses how to join", async () => {
      const api = stubFetch({ [PATH_COHORTS]: { body: { canJoin: false, cohorts: [pathRun] } } });
      renderScreen(<CohortPicker home={{ pathSlug: 'certified-recruiter' }} />);
      const region = await screen.findByRole('region', { name: 'Cohorts' });
      expect(within(region).getByText("Enroll in the path's courses to join a cohort.")).toBeTruthy();
      expect(within(region).queryByRole('button')).toBeNull();
      expect(api.requestsTo(COHORTS)).toHaveLength(0);
    });

    it('joins a cohort of the path', async () => {
      let view: CourseCohortsDto = { canJoin: true, cohorts: [pathRun] };
      const api = stubFetch({ [PATH_COHORTS]: () => ({ body: view }) });
      api.answer('POST /api/cohorts/7/join', () => {
        view = { canJoin: true, cohorts: [{ ...pathRun, isMember: true }] };
        return { body: view.cohorts[0] };
      });
      renderScreen(<CohortPicker home={{ pathSlug: 'certified-recruiter' }} />);
      const region = await screen.findByRole('region', { name: 'Cohorts' });
      fireEvent.click(within(region).getByRole('button', { name: 'Join cohort' }));
      expect(await within(region).findByRole('button', { name: 'Leave' })).toBeTruthy();
      expect(api.requestsTo(PATH_COHORTS).length).toBeGreaterThanOrEqual(2);
    });
  });
});
