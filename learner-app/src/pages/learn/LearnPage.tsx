import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ApiError, LessonOutlineDto } from '@academy/api';
import { cameWithPage, ERROR_CODES, errorCode, errorMessage, useGetLearnViewQuery } from '@academy/api';
import { signInPath, useDocumentTitle, useSession } from '@academy/ui';
import { PageSpinner } from '../../components/PageSpinner';
import { ProgressBar } from '../../components/ProgressBar';
import { StateMessage } from '../../components/players/StateMessage';
import { progressPercent } from '../../lib/format';
import { CourseContent } from './CourseContent';
import { LessonPanel } from './LessonPanel';
import { parseId } from '../../lib/route-params';
import { firstUnlock, lessonsInOrder, moduleLocks, nextLesson, openingLesson } from './outline';
import { CourseCohorts } from '../../components/cohorts/CourseCohorts';
import { unlockDate } from '../../lib/cohorts';
import { communityPath } from '../../lib/discussions';
import '../../components/players/players.css';
import './learn.css';

function BackToCourses() {
  return (
    <Link className="lp-button lp-button--primary" to="/courses">
      Back to Courses
    </Link>
  );
}

/** /courses/:id/learn: the course outline beside the selected lesson. */
export default function LearnPage() {
  const { id: rawId } = useParams();
  const location = useLocation();
  const session = useSession();
  const courseId = parseId(rawId);
  const signedIn = session.status === 'signed-in';
  // Fresh on every visit: the lesson to resume may have changed on another page or device.
  const {
    data: course,
    error,
    isLoading,
    fulfilledTimeStamp,
    requestId,
    refetch,
  } = useGetLearnViewQuery({ id: courseId ?? 0 }, { skip: !signedIn || courseId === null, refetchOnMountOrArgChange: true });

  // The lesson the page opens at, taken once from a learn view fetched since the page opened (or with
  // it, from the server) (docs/product-rules.md#lesson-completion); a cached one may name an older lesson.
  const [openedAt] = useState(() => Date.now());
  const [resumeId, setResumeId] = useState<number | null | undefined>(undefined);
  const fresh = (fulfilledTimeStamp ?? 0) >= openedAt || cameWithPage(requestId);
  if (course && resumeId === undefined && fresh) setResumeId(course.resumeLessonId);
  // null = the lesson the page opened at, in its expanded module.
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expandedOverrides, setExpandedOverrides] = useState<Record<number, boolean>>({});
  const [focusTitle, setFocusTitle] = useState(false);
  // Narrow screens: the outline is a drawer over the lesson (docs/product-rules.md#lesson-completion).
  const [outlineOpen, setOutlineOpen] = useState(false);
  const outlineToggleRef = useRef<HTMLButtonElement>(null);
  const outlineCloseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (outlineOpen) outlineCloseRef.current?.focus();
  }, [outlineOpen]);
  useDocumentTitle(course?.title ?? 'Course');

  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'visitor') {
    return (
      <StateMessage
        title="Please log in to access this course"
        action={
          <Link className="lp-button lp-button--primary" to={signInPath(location)}>
            Log In
          </Link>
        }
      >
        <p className="lp-state__text">Sign in to follow the lessons and track your progress.</p>
      </StateMessage>
    );
  }

  const apiError = error as ApiError | undefined;
  if (courseId === null || apiError?.status === 404) {
    return (
      <StateMessage title="Course Not Found" action={<BackToCourses />}>
        <p className="lp-state__text">
          The course you&apos;re looking for doesn&apos;t exist. Course ID: <strong>{rawId}</strong>
        </p>
      </StateMessage>
    );
  }
  if (errorCode(apiError) === ERROR_CODES.NOT_ENROLLED) {
    return (
      <StateMessage
        title="Enroll to Start Learning"
        action={
          <Link className="lp-button lp-button--primary" to={`/courses/${courseId}`}>
            Go to Course Page
          </Link>
        }
      >
        <p className="lp-state__text">{errorMessage(apiError, 'Enroll in this course to start learning')}.</p>
      </StateMessage>
    );
  }
  if (apiError) {
    return (
      <StateMessage
        title="Error Loading Course"
        role="alert"
        action={
          <div className="lp-state__actions">
            <button type="button" className="lp-button lp-button--primary" onClick={() => void refetch()}>
              Try again
            </button>
            <BackToCourses />
          </div>
        }
      >
        <p className="lp-state__text">{errorMessage(apiError, apiError.message)}</p>
      </StateMessage>
    );
  }
  if (isLoading || !course || resumeId === undefined) return <PageSpinner />;

  const lessons = lessonsInOrder(course.modules);
  // Drip modules not open yet: listed with their date, their lessons never selected (docs/product-rules.md#cohorts-drip-and-live-sessions).
  const locks = moduleLocks(course.lockedModules);
  const opening = openingLesson({ modules: course.modules, resumeLessonId: resumeId, lockedModules: course.lockedModules });
  // A lesson chosen before its module locked (the learner joined a later cohort): the opening one instead.
  const selected = lessons.find((lesson) => lesson.id === selectedId && !locks.has(lesson.moduleId)) ?? opening ?? null;
  // Every lesson is in a module not open yet: when the first one opens.
  const allLocked = opening ? undefined : firstUnlock(locks);
  const defaultModuleId = opening?.moduleId ?? course.modules[0]?.id;
  const isExpanded = (moduleId: number) => expandedOverrides[moduleId] ?? moduleId === defaultModuleId;
  const toggleModule = (moduleId: number) => setExpandedOverrides((current) => ({ ...current, [moduleId]: !isExpanded(moduleId) }));
  const closeOutline = () => {
    setOutlineOpen(false);
    outlineToggleRef.current?.focus();
  };
  // From Next Lesson, or from the drawer on a phone, focus (and so scroll to) the lesson's title.
  const select = (lesson: LessonOutlineDto, viaNext = false) => {
    setSelectedId(lesson.id);
    setFocusTitle(viaNext);
    setExpandedOverrides((current) => ({ ...current, [lesson.moduleId]: true }));
    if (outlineOpen) {
      setOutlineOpen(false);
      requestAnimationFrame(() => document.getElementById('ln-lesson-title')?.focus());
    }
  };
  const position = selected ? lessons.indexOf(selected) + 1 : 0;
  const percent = progressPercent(course.totalProgress);
  const next = nextLesson(course.modules, selected?.id ?? null, locks);

  return (
    <main className="ln-page">
      <header className="ln-header">
        <div className="ln-container">
          <Link className="ln-back" to={`/courses/${course.id}`}>
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
              <path d="M19 12H5M11 18l-6-6 6-6" />
            </svg>
            Back to course
          </Link>
          <Link className="ln-back ln-community" to={communityPath(course.id)}>
            Community
          </Link>
          <div className="ln-header__row">
            <h1 className="ln-title">{course.title}</h1>
            <div className="ln-progress">
              <p className="ln-progress__text">{percent}% Complete</p>
              <ProgressBar value={percent} label="Course progress" />
            </div>
          </div>
        </div>
      </header>
      <div className="ln-container ln-layout">
        <button
          type="button"
          ref={outlineToggleRef}
          className="lp-button ln-outline-toggle"
          aria-expanded={outlineOpen}
          aria-controls="ln-outline"
          onClick={() => setOutlineOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 6h16M4 12h16M4 18h10" />
          </svg>
          Course Content
          {position > 0 ? (
            <span className="ln-outline-toggle__position">
              Lesson {position} of {lessons.length}
            </span>
          ) : null}
        </button>
        {outlineOpen ? <div className="ln-outline-backdrop" aria-hidden="true" onClick={closeOutline} /> : null}
        <div
          id="ln-outline"
          className={`ln-outline${outlineOpen ? ' ln-outline--open' : ''}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && outlineOpen) {
              event.stopPropagation();
              closeOutline();
            }
          }}
        >
          <button type="button" ref={outlineCloseRef} className="lp-button ln-outline__close" onClick={closeOutline}>
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
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
            Close
          </button>
          <CourseContent
            modules={course.modules}
            selectedLessonId={selected?.id ?? null}
            isExpanded={isExpanded}
            onToggleModule={toggleModule}
            onSelectLesson={(lesson) => select(lesson)}
            locks={locks}
          />
        </div>
        <div className="ln-main">
          {selected ? (
            <LessonPanel
              key={selected.id}
              outline={selected}
              focusTitle={focusTitle}
              next={next}
              onNext={(lesson) => select(lesson, true)}
            />
          ) : allLocked ? (
            <p className="ln-empty">
              The first lessons unlock on <time dateTime={allLocked}>{unlockDate(allLocked)}</time>.
            </p>
          ) : (
            <p className="ln-empty">Select a lesson to begin</p>
          )}
          <CourseCohorts home={{ courseId: course.id }} withSessions />
        </div>
      </div>
    </main>
  );
}
