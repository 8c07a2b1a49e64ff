/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { TeamSummaryDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import TeamsPage from './TeamsPage';

const team: TeamSummaryDto = {
  id: 7,
  name: 'Talent Partners',
  course: { id: 12, title: 'Structured Interviews', paymentType: 'subscription' },
  path: null,
  seats: 3,
  seatsUsed: 1,
  unassigned: 2,
  endedAt: null,
  createdAt: '2026-11-20T09:30:00.000Z',
};

describe('My Teams', () => {
  it('lists the teams the user manages with their seats and a link to each', async () => {
    stubFetch({ 'GET /api/teams': { body: [team, { ...team, id: 8, name: 'Old crew', endedAt: '2026-12-01T00:00:00.000Z' }] } });
    renderScreen(<TeamsPage />, { url: '/teams', path: '/teams' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Talent Partners' })).closest('li')!;
    expect(within(card).getByText('Structured Interviews')).toBeTruthy();
    expect(within(card).getByText('1 of 3 seats used')).toBeTruthy();
    expect(within(card).getByText('2 unassigned seats')).toBeTruthy();
    expect(within(card).getByText('Monthly')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open Talent Partners' }).getAttribute('href')).toBe('/teams/7');
    const ended = screen.getByRole('heading', { level: 2, name: 'Old crew' }).closest('li')!;
    expect(within(ended).getByText('Access ended')).toBeTruthy();
  });

  it('explains how to buy seats when there is no team', async () => {
    stubFetch({ 'GET /api/teams': { body: [] } });
    renderScreen(<TeamsPage />, { url: '/teams', path: '/teams' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No teams yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Courses' }).getAttribute('href')).toBe('/courses');
  });

  it('back from the checkout, asks again until the paid team shows', async () => {
    let answers = 0;
    const api = stubFetch({ 'GET /api/teams': () => ({ body: ++answers < 2 ? [] : [team] }) });
    renderScreen(<TeamsPage />, { url: '/teams?purchase=success', path: '/teams' });
    expect(await screen.findByText('Payment received: your seats appear in a few seconds.')).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(await screen.findByText('Payment received: your seats are ready.', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Talent Partners' })).toBeTruthy();
    const asked = api.requestsTo('GET /api/teams').length;
    // Once the team is there, no more polling.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.requestsTo('GET /api/teams')).toHaveLength(asked);
  });

  it('says "Error loading your teams" with Try again when the list fails', async () => {
    stubFetch({ 'GET /api/teams': { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    renderScreen(<TeamsPage />, { url: '/teams', path: '/teams' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Error loading your teams' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
