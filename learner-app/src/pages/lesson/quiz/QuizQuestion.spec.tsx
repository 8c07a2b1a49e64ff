/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import type { LearnerQuestionDto } from '@academy/api';
import { renderScreen } from '@academy/ui/testing';
import { QuizQuestion } from './QuizQuestion';

const question: LearnerQuestionDto = {
  id: 9,
  type: 'file_upload',
  question: 'Upload your interview scorecard',
  options: [],
  multipleAnswers: false,
  points: 1,
  search: null,
};

function renderUpload(file: { uploadId: number; fileName: string; size: number } | undefined, onUpload = jest.fn()) {
  renderScreen(
    <QuizQuestion
      attemptId={40}
      question={question}
      number={1}
      total={1}
      value={undefined}
      onChange={() => undefined}
      file={file as never}
      uploading={false}
      onUpload={onUpload}
      disabled={false}
    />,
  );
  return onUpload;
}

describe('QuizQuestion, file upload', () => {
  it("never shows the browser's own file input: a styled button chooses the file", async () => {
    const onUpload = renderUpload(undefined);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.hidden).toBe(true);
    const choose = screen.getByRole('button', { name: 'Choose file' });
    const clicked = jest.fn();
    input.addEventListener('click', clicked);
    fireEvent.click(choose);
    expect(clicked).toHaveBeenCalled();
    const chosen = new File(['x'], 'card.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [chosen] } });
    expect(onUpload).toHaveBeenCalledWith(chosen);
    expect(screen.getByText('No file uploaded yet.')).toBeTruthy();
  });

  it("after an upload shows the file and 'Replace file', and no 'No file chosen' input", async () => {
    renderUpload({ uploadId: 4, fileName: 'scorecard.pdf', size: 2048 });
    expect(document.querySelector<HTMLInputElement>('input[type="file"]')!.hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'scorecard.pdf' }).getAttribute('href')).toBe('/api/quiz-uploads/4');
  });
});
