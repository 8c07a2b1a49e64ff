/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CertificationLedgerDto, MyCreditsDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import MyCreditsPage from './MyCreditsPage';

const phr: CertificationLedgerDto = {
  id: 4,
  certification: 'phr',
  label: 'PHR',
  body: 'hrci',
  bodyName: null,
  cycleStart: '2025-01-01',
  cycleEnd: '2027-12-31',
  status: 'active',
  daysLeft: 45,
  required: { total: 6000, ethics: 100, business: 0, global: 0 },
  earned: { total: 1950, ethics: 0, business: 0, global: 0 },
  missing: { total: 4050, ethics: 100, business: 0, global: 0 },
  complete: false,
  warning: 'Your PHR cycle ends in 45 days and you still need 40.5 more credits, including 1 ethics credit.',
  lines: [
    {
      date: '2026-03-09',
      source: 'academy',
      activityTitle: 'Structured Interviewing',
      provider: 'Recruiting Academy',
      category: 'general',
      hundredths: 150,
      activityId: '612345',
      certificateCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      entryId: null,
    },
  ],
};

const page: MyCreditsDto = {
  certifications: [phr],
  entries: [
    {
      id: 9,
      earnedOn: '2026-02-01',
      provider: 'HR Summit',
      activityTitle: 'Keynote',
      body: 'hrci',
      category: 'general',
      bodyName: null,
      activityId: null,
      hundredths: 1800,
      label: '18 HRCI credits',
      evidence: { fileName: 'attendance.pdf', size: 1200, url: '/api/account/credits/entries/9/evidence' },
    },
  ],
  requirements: [
    {
      certification: 'shrm-cp',
      label: 'SHRM-CP',
      body: 'shrm',
      totalHundredths: 6000,
      ethicsHundredths: 0,
      businessHundredths: 0,
      globalHundredths: 0,
      cycleYears: 3,
    },
    {
      certification: 'phr',
      label: 'PHR',
      body: 'hrci',
      totalHundredths: 6000,
      ethicsHundredths: 100,
      businessHundredths: 0,
      globalHundredths: 0,
      cycleYears: 3,
    },
    {
      certification: 'cpd',
      label: 'CPD',
      body: 'cpd',
      totalHundredths: null,
      ethicsHundredths: 0,
      businessHundredths: 0,
      globalHundredths: 0,
      cycleYears: 3,
    },
  ],
};

describe('My credits', () => {
  it("shows each certification's progress, warning and credits, the credits added with their evidence, and the transcripts", async () => {
    stubFetch({ 'GET /api/account/credits': { body: page } });
    renderScreen(<MyCreditsPage />, { url: '/account/credits', path: '/account/credits' });
    const card = (await screen.findByRole('heading', { level: 3, name: 'PHR' })).closest('li')!;
    expect(within(card).getByText('19.5 of 60 credits')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'PHR progress' }).getAttribute('aria-valuenow')).toBe('32');
    expect(within(card).getByText('Ethics: 0 of 1')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe(phr.warning);
    expect(within(card).getByText('Credits in this cycle (1)')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Structured Interviewing' }).getAttribute('href')).toBe(
      '/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    );

    const entries = screen.getByRole('list', { name: 'Credits you added' });
    expect(within(entries).getByText('18 HRCI credits')).toBeTruthy();
    expect(within(entries).getByRole('link', { name: 'attendance.pdf' }).getAttribute('href')).toBe(
      '/api/account/credits/entries/9/evidence',
    );
    expect(screen.getByRole('link', { name: 'Download transcript (PDF)' }).getAttribute('href')).toBe(
      '/api/account/credits/transcript.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download transcript (CSV)' }).getAttribute('href')).toBe(
      '/api/account/credits/transcript.csv',
    );
  });

  it('adds a certification with the end date following the start, and says what it requires', async () => {
    const api = stubFetch({
      'GET /api/account/credits': { body: { ...page, certifications: [] } },
      'POST /api/account/credits/certifications': { status: 201, body: page },
    });
    renderScreen(<MyCreditsPage />, { url: '/account/credits', path: '/account/credits' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add certification' }));
    expect(screen.getByText('Choose a certification')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Certification'), { target: { value: 'phr' } });
    expect(screen.getByText('PHR: 60 credits every 3 years, including 1 ethics credit.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Cycle starts'), { target: { value: '2025-01-01' } });
    expect((screen.getByLabelText('Cycle ends') as HTMLInputElement).value).toBe('2027-12-31');
    fireEvent.click(screen.getByRole('button', { name: 'Add certification' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/account/credits/certifications').map((request) => request.body)).toEqual([
        { certification: 'phr', bodyName: null, cycleStart: '2025-01-01', cycleEnd: '2027-12-31' },
      ]),
    );
  });

  it('adds credits from elsewhere, then their evidence file to the new entry', async () => {
    const added = { ...page.entries[0], id: 12, evidence: null };
    const api = stubFetch({
      'GET /api/account/credits': { body: { ...page, entries: [] } },
      'POST /api/account/credits/entries': { status: 201, body: { ...page, entries: [added] } },
      'PUT /api/account/credits/entries/12/evidence': { body: { ...added, evidence: { fileName: 'a.pdf', size: 4, url: '/x' } } },
    });
    renderScreen(<MyCreditsPage />, { url: '/account/credits', path: '/account/credits' });
    await screen.findByText('You have not added credits from elsewhere yet.');
    fireEvent.change(screen.getByLabelText('Activity'), { target: { value: 'Keynote' } });
    fireEvent.change(screen.getByLabelText('Provider'), { target: { value: 'HR Summit' } });
    fireEvent.change(screen.getByLabelText('Credit type'), { target: { value: 'hrci' } });
    fireEvent.change(screen.getByLabelText('HRCI category'), { target: { value: 'ethics' } });
    fireEvent.change(screen.getByLabelText('Credits'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Date earned'), { target: { value: '2026-01-15' } });
    fireEvent.change(screen.getByLabelText('Evidence (optional)'), {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add credits' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/account/credits/entries/12/evidence')).toHaveLength(1));
    expect(api.requestsTo('POST /api/account/credits/entries')[0].body).toEqual({
      earnedOn: '2026-01-15',
      provider: 'HR Summit',
      activityTitle: 'Keynote',
      body: 'hrci',
      category: 'ethics',
      bodyName: null,
      activityId: null,
      hundredths: 150,
    });
  });

  it('says "Error loading your credits" with Try again when the page fails', async () => {
    stubFetch({ 'GET /api/account/credits': { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    renderScreen(<MyCreditsPage />, { url: '/account/credits', path: '/account/credits' });
    expect(await screen.findByRole('heading', { name: 'Error loading your credits' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
