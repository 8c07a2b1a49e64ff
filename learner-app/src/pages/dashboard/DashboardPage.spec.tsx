/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DashboardDto, UserDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import DashboardPage from './DashboardPage';

const user: UserDto = {
  id: 1,
  email: 'lee@example.com',
  firstName: 'Lee',
  lastName: 'Morgan',
  role: 'jobseeker',
  emailVerified: true,
  profileImageUrl: null,
} as UserDto;

function dashboard(returning: boolean, totalMinutes: number): DashboardDto {
  return {
    returning,
    stats: { completedCourses: 0, activeCourses: 1, totalHours: Math.round((totalMinutes / 60) * 10) / 10, totalMinutes, certificates: 0 },
    recentProgress: [],
    myCourses: [],
  };
}

async function open(body: DashboardDto) {
  stubFetch({ 'GET /api/user/dashboard': { body }, 'GET /api/teams': { body: [] }, 'GET /api/user/paths': { body: [] } });
  renderScreen(<DashboardPage user={user} />);
  return (await screen.findByText('Hours Learned')).parentElement!;
}

describe('DashboardPage', () => {
  it("greets a brand-new learner with 'Welcome', not 'Welcome back'", async () => {
    await open(dashboard(false, 0));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Lee!');
  });

  it("greets a returning learner with 'Welcome back'", async () => {
    await open(dashboard(true, 0));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Lee!');
  });

  it.each([
    [0, '0'],
    [20, '20 min'],
    [59, '59 min'],
    [60, '1'],
    [100, '2'],
    [390, '7'],
  ])('shows %i minutes learned as "%s", never a fraction of an hour', async (minutes, shown) => {
    const card = await open(dashboard(true, minutes));
    expect(within(card).getByText(shown)).toBeTruthy();
  });
});
