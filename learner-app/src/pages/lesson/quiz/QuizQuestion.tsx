import { useRef } from 'react';
import { UPLOAD_ACCEPT, UPLOAD_HINT, type AttemptFileDto, type LearnerQuestionDto } from '@academy/api';
import { formatBytes, pickOption, type AnswerValue } from './quizModel';
import { SearchQuestion } from './SearchQuestion';

interface QuizQuestionProps {
  attemptId: number;
  question: LearnerQuestionDto;
  number: number;
  total: number;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  file: AttemptFileDto | undefined;
  uploading: boolean;
  onUpload: (file: File) => void;
  disabled: boolean;
}

/** One question of a quiz attempt, by type. */
export function QuizQuestion({
  attemptId,
  question,
  number,
  total,
  value,
  onChange,
  file,
  uploading,
  onUpload,
  disabled,
}: QuizQuestionProps) {
  const inputId = `qz-answer-${question.id}`;
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = (
    <>
      <span className="qz-question__number">
        Question {number} of {total}
      </span>
      <span className="qz-question__text">{question.question}</span>
    </>
  );

  if (question.type === 'multiple_choice') {
    const picked = Array.isArray(value) ? value : [];
    return (
      <fieldset className="qz-question" disabled={disabled}>
        <legend className="qz-question__legend">{heading}</legend>
        {question.multipleAnswers ? <p className="qz-question__hint">Select all that apply.</p> : null}
        <div className="qz-options">
          {question.options.map((option, index) => (
            <label key={index} className={`qz-option${picked.includes(index) ? ' qz-option--picked' : ''}`}>
              <input
                type={question.multipleAnswers ? 'checkbox' : 'radio'}
                name={inputId}
                checked={picked.includes(index)}
                onChange={() => onChange(pickOption(value, index, question.multipleAnswers))}
              />
              <span>{option}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  if (question.type === 'file_upload') {
    return (
      <fieldset className="qz-question" disabled={disabled}>
        <legend className="qz-question__legend">{heading}</legend>
        <p className="qz-question__label" id={`${inputId}-label`}>
          Upload one file
        </p>
        <p id={`${inputId}-hint`} className="qz-question__hint">
          {UPLOAD_HINT} A new file replaces the previous one.
        </p>
        {/* The browser's own input ('No file chosen') stays hidden: it cannot say that a file was uploaded. */}
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          hidden
          tabIndex={-1}
          accept={UPLOAD_ACCEPT}
          aria-labelledby={`${inputId}-label`}
          disabled={disabled || uploading}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) onUpload(chosen);
          }}
        />
        <button
          type="button"
          className="lp-button qz-file__choose"
          aria-describedby={`${inputId}-label ${inputId}-hint`}
          disabled={disabled || uploading}
          onClick={() => fileInput.current?.click()}
        >
          {file ? 'Replace file' : 'Choose file'}
        </button>
        <p className="qz-file__status" aria-live="polite">
          {uploading ? (
            'Uploading…'
          ) : file ? (
            <>
              Uploaded:{' '}
              <a href={`/api/quiz-uploads/${file.uploadId}`} download={file.fileName}>
                {file.fileName}
              </a>{' '}
              ({formatBytes(file.size)})
            </>
          ) : (
            'No file uploaded yet.'
          )}
        </p>
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  if (question.type === 'boolean_search' && question.search) {
    return (
      <SearchQuestion
        attemptId={attemptId}
        questionId={question.id}
        search={question.search}
        heading={heading}
        value={text}
        onChange={onChange}
        disabled={disabled}
      />
    );
  }

  return (
    <fieldset className="qz-question" disabled={disabled}>
      <legend className="qz-question__legend">{heading}</legend>
      <label className="qz-question__label" htmlFor={inputId}>
        Your answer
      </label>
      {question.type === 'short_answer' ? (
        <input
          id={inputId}
          className="qz-input"
          type="text"
          maxLength={500}
          autoComplete="off"
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <textarea
          id={inputId}
          className="qz-input qz-input--long"
          rows={8}
          maxLength={20000}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </fieldset>
  );
}
