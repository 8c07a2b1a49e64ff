/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { CalendarFeedSection } from './CalendarFeedSection';

const FEED = '/api/user/calendar-feed';
const FIRST = 'https://academy.example.com/api/calendar-feeds/31.1.abc/sessions.ics';
const SECOND = 'https://academy.example.com/api/calendar-feeds/31.2.xyz/sessions.ics';

async function openSection(url: string | null) {
  let current = url;
  const api = stubFetch({
    [`GET ${FEED}`]: () => ({ body: { url: current } }),
    [`POST ${FEED}`]: () => {
      current = current === FIRST ? SECOND : FIRST;
      return { body: { url: current } };
    },
    [`DELETE ${FEED}`]: () => {
      current = null;
      return { status: 204 };
    },
  });
  renderScreen(<CalendarFeedSection />);
  const region = await screen.findByRole('region', { name: 'Calendar feed' });
  return { api, region };
}

afterEach(() => {
  act(() => notification.destroy());
});

describe('the calendar feed section', () => {
  it('says what the feed is for, and turns it on: its address shows, read-only, with Copy', async () => {
    const { api, region } = await openSection(null);
    expect(region.textContent).toContain('Subscribe to your calendar feed in Google Calendar, Outlook or Apple Calendar');
    fireEvent.click(await within(region).findByRole('button', { name: 'Turn on calendar feed' }));
    const address = (await within(region).findByLabelText('Your calendar feed address')) as HTMLInputElement;
    expect(address.value).toBe(FIRST);
    expect(address.readOnly).toBe(true);
    expect(api.requestsTo(`POST ${FEED}`)).toHaveLength(1);
    expect(await screen.findByText('Calendar feed on')).toBeTruthy();

    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(region).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FIRST));
    expect(await screen.findByText('Address copied')).toBeTruthy();
  });

  it('resets the address only once confirmed: the old one stops working', async () => {
    const { api, region } = await openSection(FIRST);
    await within(region).findByLabelText('Your calendar feed address');
    fireEvent.click(within(region).getByRole('button', { name: 'Reset address' }));
    expect(within(region).getByText(/The old address stops working at once/)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(api.requestsTo(`POST ${FEED}`)).toHaveLength(0);

    fireEvent.click(within(region).getByRole('button', { name: 'Reset address' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Reset address' }));
    await waitFor(() => expect((within(region).getByLabelText('Your calendar feed address') as HTMLInputElement).value).toBe(SECOND));
    expect(api.requestsTo(`POST ${FEED}`)).toHaveLength(1);
    expect(within(region).queryByText(/The old address stops working at once/)).toBeNull();
    expect(await screen.findByText('New address ready')).toBeTruthy();
  });

  it('turns the feed off', async () => {
    const { api, region } = await openSection(FIRST);
    fireEvent.click(await within(region).findByRole('button', { name: 'Turn off' }));
    expect(await within(region).findByRole('button', { name: 'Turn on calendar feed' })).toBeTruthy();
    expect(api.requestsTo(`DELETE ${FEED}`)).toHaveLength(1);
    expect(within(region).queryByLabelText('Your calendar feed address')).toBeNull();
    expect(await screen.findByText('Calendar feed off')).toBeTruthy();
  });
});
