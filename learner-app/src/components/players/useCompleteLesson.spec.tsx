/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { notification } from 'antd';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { useSignInAgainWhenSessionEnds } from '../../lib/useSignInAgainWhenSessionEnds';
import { useCompleteLesson } from './useCompleteLesson';

const COMPLETE = 'POST /api/lessons/9/complete';

/** A "Mark Complete" button inside the learner remote, which reacts to ended sessions (as its routes do). */
function MarkComplete() {
  useSignInAgainWhenSessionEnds();
  const [complete] = useCompleteLesson({ title: 'Lesson Completed', description: 'Lesson marked as complete!' });
  return (
    <button type="button" onClick={() => void complete(9)}>
      Mark Complete
    </button>
  );
}

afterEach(() => {
  act(() => notification.destroy());
});

describe('completing a lesson', () => {
  it('tells a signed-out learner to log in again instead of showing an error (UNAUTHENTICATED)', async () => {
    stubFetch({
      [COMPLETE]: {
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in to continue', error: 'Unauthorized' },
      },
    });
    renderScreen(<MarkComplete />, { url: '/lessons/9' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));

    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.queryByText('Please sign in to continue')).toBeNull();
  });

  it("shows 'Error' with the server's message for any other failure", async () => {
    stubFetch({
      [COMPLETE]: {
        status: 409,
        body: { statusCode: 409, code: 'QUIZ_NOT_PASSED', message: 'Pass the quiz to complete this lesson.', error: 'Conflict' },
      },
    });
    renderScreen(<MarkComplete />, { url: '/lessons/9' });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));

    expect(await screen.findByText('Pass the quiz to complete this lesson.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });
});
