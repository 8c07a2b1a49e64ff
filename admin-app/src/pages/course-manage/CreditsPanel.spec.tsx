/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { CreditsPanel } from './CreditsPanel';

const GET = 'GET /api/admin/courses/12/credits';
const PUT = 'PUT /api/admin/courses/12/credits';
const saved = { shrm: { hundredths: 300, activityId: '26-AB3CD' }, hrci: null, cpd: null };

afterEach(() => {
  act(() => notification.destroy());
});

describe('the Credits tab of a course', () => {
  it('shows the saved credits and saves HRCI credits by category with the activity ID', async () => {
    const api = stubFetch({ [GET]: { body: saved }, [PUT]: ({ body }) => ({ body }) });
    renderScreen(<CreditsPanel subject={{ kind: 'course', id: 12 }} />, { url: '/admin/courses/12/manage' });
    await waitFor(() => expect((screen.getByLabelText('PDCs') as HTMLInputElement).value).toBe('3.00'));
    expect((screen.getByLabelText('SHRM activity ID (optional)') as HTMLInputElement).value).toBe('26-AB3CD');

    fireEvent.click(screen.getByRole('checkbox', { name: 'HRCI recertification credits' }));
    fireEvent.change(await screen.findByLabelText('HRCI activity ID'), { target: { value: '612345' } });
    fireEvent.change(screen.getByLabelText('General credits'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Ethics credits'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save credits' }));
    await waitFor(() => expect(api.requestsTo(PUT)).toHaveLength(1));
    expect(api.requestsTo(PUT)[0].body).toEqual({
      shrm: { hundredths: 300, activityId: '26-AB3CD' },
      hrci: { activityId: '612345', general: 150, business: 0, global: 0, ethics: 100 },
      cpd: null,
    });
  });

  it('says which field breaks which rule, and saves nothing', async () => {
    const api = stubFetch({ [GET]: { body: saved }, [PUT]: ({ body }) => ({ body }) });
    renderScreen(<CreditsPanel subject={{ kind: 'course', id: 12 }} />, { url: '/admin/courses/12/manage' });
    const pdcs = await screen.findByLabelText('PDCs');
    fireEvent.change(pdcs, { target: { value: '1.3' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'HRCI recertification credits' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'CPD hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save credits' }));
    expect(await screen.findByText('SHRM PDCs must be from 0.25 to 100, in steps of 0.25')).toBeTruthy();
    expect(await screen.findByText('HRCI activity ID is required with HRCI credits')).toBeTruthy();
    expect(await screen.findByText(/^CPD body name is required with CPD hours/)).toBeTruthy();
    expect(api.requestsTo(PUT)).toHaveLength(0);
  });

  it("reads and saves a learning path's credits at the path's address", async () => {
    const PATH_GET = 'GET /api/admin/paths/5/credits';
    const PATH_PUT = 'PUT /api/admin/paths/5/credits';
    const api = stubFetch({ [PATH_GET]: { body: { shrm: null, hrci: null, cpd: null } }, [PATH_PUT]: ({ body }) => ({ body }) });
    renderScreen(<CreditsPanel subject={{ kind: 'path', id: 5 }} />, { url: '/admin/paths/5' });
    expect(await screen.findByText('The path earns no SHRM PDCs.')).toBeTruthy();
    expect(screen.getByText(/earn them when the path's certificate is issued, on top of its courses' credits/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'SHRM professional development credits (PDCs)' }));
    fireEvent.change(await screen.findByLabelText('PDCs'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save credits' }));
    await waitFor(() => expect(api.requestsTo(PATH_PUT)).toHaveLength(1));
    expect(api.requestsTo(PATH_PUT)[0].body).toEqual({ shrm: { hundredths: 100, activityId: null }, hrci: null, cpd: null });
    expect(await screen.findByText('Credits saved')).toBeTruthy();
    expect(api.requestsTo(GET)).toHaveLength(0);
  });
});
