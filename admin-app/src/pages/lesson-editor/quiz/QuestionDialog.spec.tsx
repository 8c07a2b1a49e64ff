/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { QuestionDialog } from './QuestionDialog';

const QUIZ_ID = 5;
const CREATE_QUESTION = `POST /api/admin/quizzes/${QUIZ_ID}/questions`;
const created = {
  id: 9,
  type: 'multiple_choice',
  question: 'Which channel finds passive candidates?',
  options: ['Job boards', 'Referrals'],
  correctOptions: [1],
  acceptedAnswers: [],
  explanation: '',
  points: 1,
  order: 0,
};

afterEach(() => {
  act(() => notification.destroy());
});

function openDialog() {
  const api = stubFetch({ [CREATE_QUESTION]: { status: 201, body: created } });
  const onClose = jest.fn();
  renderScreen(<QuestionDialog quizId={QUIZ_ID} target={{ mode: 'create' }} onClose={onClose} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Question' }), { target: { value: 'Which channel finds passive candidates?' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Option 1' }), { target: { value: 'Job boards' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Option 2' }), { target: { value: 'Referrals' } });
  return { api, onClose };
}

describe('QuestionDialog', () => {
  it('marks exactly the option the author picks as correct when one answer is correct', async () => {
    const { api, onClose } = openDialog();
    const first = screen.getByRole('radio', { name: 'Option 1 is correct' }) as HTMLInputElement;
    const second = screen.getByRole('radio', { name: 'Option 2 is correct' }) as HTMLInputElement;
    expect(first.checked).toBe(false);
    expect(second.checked).toBe(false);
    expect(
      (screen.getByRole('switch', { name: 'More than one answer is correct' }) as HTMLButtonElement).getAttribute('aria-checked'),
    ).toBe('false');

    fireEvent.click(second);
    expect(first.checked).toBe(false);
    expect(second.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save Question' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo(CREATE_QUESTION).map((request) => request.body)).toEqual([
      {
        type: 'multiple_choice',
        question: 'Which channel finds passive candidates?',
        points: 1,
        explanation: '',
        options: ['Job boards', 'Referrals'],
        correctOptions: [1],
        acceptedAnswers: [],
      },
    ]);
  });

  it('sends the explanation the author writes, trimmed', async () => {
    const { api, onClose } = openDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Option 2 is correct' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Explanation' }), {
      target: { value: ' Referrals reach people who are not looking. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Question' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo(CREATE_QUESTION).map((request) => (request.body as { explanation: string }).explanation)).toEqual([
      'Referrals reach people who are not looking.',
    ]);
  });

  it('refuses to save until an option is marked correct', async () => {
    const { api } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Save Question' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Mark at least one option as correct.');
    expect(api.requestsTo(CREATE_QUESTION)).toHaveLength(0);
  });

  it('uses checkboxes once the author says more than one answer is correct', async () => {
    const { api, onClose } = openDialog();
    fireEvent.click(screen.getByRole('switch', { name: 'More than one answer is correct' }));
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option 1 is correct' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Option 2 is correct' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Question' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requestsTo(CREATE_QUESTION).map((request) => (request.body as { correctOptions: number[] }).correctOptions)).toEqual([
      [0, 1],
    ]);
  });
});
