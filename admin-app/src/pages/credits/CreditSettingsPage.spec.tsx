/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { CreditSettingsDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { CreditSettingsPage } from './CreditSettingsPage';

const settings: CreditSettingsDto = {
  recordRetentionYears: 5,
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
      certification: 'gphr',
      label: 'GPHR',
      body: 'hrci',
      totalHundredths: 6000,
      ethicsHundredths: 100,
      businessHundredths: 0,
      globalHundredths: 1500,
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

afterEach(() => {
  act(() => notification.destroy());
});

describe('the credit settings', () => {
  it('show each requirement and the retention, and save the changes', async () => {
    const api = stubFetch({ 'GET /api/admin/credit-settings': { body: settings }, 'PUT /api/admin/credit-settings': { body: settings } });
    renderScreen(<CreditSettingsPage />, { url: '/admin/credits', path: '/admin/credits' });
    const gphr = await screen.findByRole('region', { name: 'GPHR' });
    await waitFor(() => expect((within(gphr).getByLabelText('Credits per cycle') as HTMLInputElement).value).toBe('60.00'));
    expect((within(gphr).getByLabelText('Of which global, at least') as HTMLInputElement).value).toBe('15.00');
    // Only HRCI certifications have category minimums.
    expect(within(screen.getByRole('region', { name: 'SHRM-CP' })).queryByLabelText('Of which ethics, at least')).toBeNull();

    const cpd = screen.getByRole('region', { name: 'CPD' });
    fireEvent.change(within(cpd).getByLabelText('Credits per cycle'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Keep the records of deleted accounts for (years)'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/credit-settings')).toHaveLength(1));
    const sent = api.requestsTo('PUT /api/admin/credit-settings')[0].body as {
      requirements: { certification: string; totalHundredths: number | null }[];
      recordRetentionYears: number;
    };
    expect(sent.recordRetentionYears).toBe(7);
    expect(sent.requirements.find((row) => row.certification === 'cpd')?.totalHundredths).toBe(3000);
  });

  it('refuses minimums above the total, naming the certification', async () => {
    const api = stubFetch({ 'GET /api/admin/credit-settings': { body: settings } });
    renderScreen(<CreditSettingsPage />, { url: '/admin/credits', path: '/admin/credits' });
    const gphr = await screen.findByRole('region', { name: 'GPHR' });
    fireEvent.change(within(gphr).getByLabelText('Credits per cycle'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(gphr).findByText('GPHR: the ethics, business and global minimums add up to more than the total')).toBeTruthy();
    expect(api.requestsTo('PUT /api/admin/credit-settings')).toHaveLength(0);
  });
});
