/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { SignUpForm } from './SignUpForm';

const REASON =
  'This password is a single word with numbers or symbols around it, which is among the first things attackers try. Add another word or two; uncommon words are better.';

describe('SignUpForm', () => {
  it("shows the server's reason for refusing a password", async () => {
    const api = stubFetch({
      'GET /api/user': { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue' } },
      'POST /api/register': { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: [REASON], error: 'Bad Request' } },
    });
    renderScreen(<SignUpForm preset={null} />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Summer2024!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REASON);
    expect(api.requestsTo('POST /api/register')[0].body).toMatchObject({ password: 'Summer2024!' });
  });
});
