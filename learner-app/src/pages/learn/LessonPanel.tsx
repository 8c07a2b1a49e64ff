import { useEffect, useRef } from 'react';
import type { ApiError, LessonOutlineDto } from '@academy/api';
import { errorMessage, useGetLessonQuery } from '@academy/api';
import { LessonPlayer } from '../../components/players/LessonPlayer';
import { Prose } from '../../components/players/Prose';
import { CheckIcon } from '../../components/icons';
import { ModuleLocked } from '../../components/players/ModuleLocked';
import { useCompleteLesson } from '../../components/players/useCompleteLesson';
import { useRecordLessonView } from '../../components/players/useRecordLessonView';
import { QuizSection } from '../lesson/quiz/QuizSection';
import { PracticeSection } from '../lesson/practice/PracticeSection';
import { ScormPlayer } from '../lesson/scorm/ScormPlayer';
import '../../components/ui.css';

const PROGRESS_UPDATED = { title: 'Progress Updated', description: 'Lesson marked as complete!' };

interface LessonPanelProps {
  outline: LessonOutlineDto;
  /** Move focus to the lesson title when shown (after Next Lesson), so keyboard users follow along. */
  focusTitle?: boolean;
  next: LessonOutlineDto | undefined;
  onNext: (lesson: LessonOutlineDto) => void;
}

/** The selected lesson: title, description, player, quiz or practice conversation, Refresh, Mark as Complete / Completed, Next Lesson. */
export function LessonPanel({ outline, focusTitle = false, next, onNext }: LessonPanelProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  // Always fresh: selecting a lesson (again) asks the server (docs/product-rules.md#lesson-completion).
  const { currentData: lesson, error, isFetching, refetch } = useGetLessonQuery({ id: outline.id }, { refetchOnMountOrArgChange: true });
  const [completeLesson, completion] = useCompleteLesson(PROGRESS_UPDATED);
  // The outline offers no lesson of a locked drip module; one that locked since shows when it opens.
  const lockedUntil = lesson?.unlocksAt ?? null;
  useRecordLessonView(lockedUntil ? null : outline.id);
  const isCompleted = outline.isCompleted || !!lesson?.isCompleted;
  const title = lesson?.title ?? outline.title;

  return (
    <section className="ln-lesson-panel" aria-labelledby="ln-lesson-title" aria-busy={isFetching}>
      <div className="ln-lesson-panel__header">
        <h2 id="ln-lesson-title" className="ln-lesson-panel__title" ref={titleRef} tabIndex={-1}>
          {title}
        </h2>
        {isCompleted ? (
          <span className="lp-badge-completed">
            <CheckIcon />
            Completed
          </span>
        ) : null}
      </div>

      {lockedUntil ? (
        <ModuleLocked unlocksAt={lockedUntil} />
      ) : lesson ? (
        <>
          {lesson.description.trim() ? <Prose html={lesson.description} className="ln-lesson-panel__description" /> : null}
          <div className="ln-lesson-panel__player">
            {lesson.type === 'practice' ? (
              <PracticeSection lessonId={lesson.id} courseId={lesson.courseId} />
            ) : lesson.type === 'scorm' ? (
              <ScormPlayer lessonId={lesson.id} courseId={lesson.courseId} title={lesson.title} />
            ) : lesson.hasQuiz ? (
              <QuizSection lessonId={lesson.id} lessonDescription={lesson.description} />
            ) : (
              <LessonPlayer lesson={lesson} />
            )}
          </div>
        </>
      ) : error ? (
        <p className="ln-lesson-panel__error" role="alert">
          {errorMessage(error, (error as ApiError).message ?? 'This lesson could not be loaded.')}
        </p>
      ) : (
        <div className="ln-lesson-panel__loading" role="status">
          <span className="lr-spinner__ring" aria-hidden="true" />
          <span className="lr-visually-hidden">Loading lesson</span>
        </div>
      )}

      <div className="ln-actions">
        <button type="button" className="lp-button" onClick={() => void refetch()} disabled={isFetching}>
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M20 11a8 8 0 10-2.3 5.7M20 4v7h-7" />
          </svg>
          Refresh
        </button>
        {/* A lesson with a quiz is completed by submitting (or passing) the quiz, a practice lesson by passing it, a SCORM lesson by its package: never by hand. */}
        {!isCompleted && !lockedUntil && !lesson?.hasQuiz && lesson?.type !== 'practice' && lesson?.type !== 'scorm' ? (
          <button
            type="button"
            className="lp-button lp-button--primary"
            disabled={completion.isLoading}
            onClick={() => void completeLesson(outline.id)}
          >
            {completion.isLoading ? 'Saving...' : 'Mark as Complete'}
          </button>
        ) : null}
        {next ? (
          <button type="button" className="lp-button ln-actions__next" onClick={() => onNext(next)}>
            Next Lesson
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M5 12h14M13 6l6 6-6 6" />
            </svg>
          </button>
        ) : null}
      </div>
    </section>
  );
}
