/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import UnsubscribePage from './UnsubscribePage';

const GET = 'GET /api/discussions/unsubscribe?token=tok.en-1';
const POST = 'POST /api/discussions/unsubscribe?token=tok.en-1';
const VISITOR = { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };

describe('Unsubscribing from discussion e-mails', () => {
  it('shows the masked address and setting, and unsubscribes in one press without signing in', async () => {
    const api = stubFetch({
      'GET /api/user': VISITOR,
      [GET]: { body: { email: 'r***n@example.com', mode: 'immediately' } },
      [POST]: { body: { email: 'r***n@example.com', mode: 'off' } },
    });
    renderScreen(<UnsubscribePage />, { url: '/discussions/unsubscribe?token=tok.en-1' });
    expect(await screen.findByText(/r\*\*\*n@example\.com gets an e-mail for each reply or answer/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain("You're unsubscribed.");
    expect(api.requestsTo(POST)).toHaveLength(1);
    expect(document.title).toBe('Discussion e-mails · Recruiting Academy');
  });

  it('says so when the address is unsubscribed already', async () => {
    stubFetch({ [GET]: { body: { email: 'r***n@example.com', mode: 'off' } } });
    renderScreen(<UnsubscribePage />, { url: '/discussions/unsubscribe?token=tok.en-1' });
    expect(await screen.findByText(/You're already unsubscribed\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows the API's message for a link that is not valid", async () => {
    stubFetch({
      [GET]: { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'This unsubscribe link is not valid.' } },
    });
    renderScreen(<UnsubscribePage />, { url: '/discussions/unsubscribe?token=tok.en-1' });
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("offers 'Try again' when the setting could not be loaded", async () => {
    let calls = 0;
    stubFetch({
      [GET]: () =>
        ++calls === 1
          ? { status: 503, body: { statusCode: 503, message: 'Unavailable' } }
          : { body: { email: 'r***n@example.com', mode: 'daily' } },
    });
    renderScreen(<UnsubscribePage />, { url: '/discussions/unsubscribe?token=tok.en-1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText(/gets one daily digest/)).toBeTruthy());
  });
});
