import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ApiError, LessonOutlineDto } from '@academy/api';
import { errorMessage, signInPath, useGetLearnViewQuery, useSession } from '@academy/api';
import { PageSpinner } from '../../components/PageSpinner';
import { ProgressBar } from '../../components/ProgressBar';
import { StateMessage } from '../../components/players/StateMessage';
import { progressPercent } from '../../lib/format';
import { CourseContent } from './CourseContent';
import { LessonPanel } from './LessonPanel';
import { parseId } from '../../lib/route-params';
import { firstLesson, lessonsInOrder, nextLesson } from './outline';
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
  const { data: course, error, isLoading } = useGetLearnViewQuery({ id: courseId ?? 0 }, { skip: !signedIn || courseId === null });

  // null = the default: the first lesson, in its expanded module (spec section 4).
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expandedOverrides, setExpandedOverrides] = useState<Record<number, boolean>>({});
  const [cameFromNext, setCameFromNext] = useState(false);

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
  if (apiError?.status === 403) {
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
      <StateMessage title="Error Loading Course" role="alert" action={<BackToCourses />}>
        <p className="lp-state__text">{errorMessage(apiError, apiError.message)}</p>
      </StateMessage>
    );
  }
  if (isLoading || !course) return <PageSpinner />;

  const lessons = lessonsInOrder(course.modules);
  const selected = (selectedId === null ? firstLesson(course.modules) : lessons.find((lesson) => lesson.id === selectedId)) ?? null;
  const defaultModuleId = firstLesson(course.modules)?.moduleId ?? course.modules[0]?.id;
  const isExpanded = (moduleId: number) => expandedOverrides[moduleId] ?? moduleId === defaultModuleId;
  const toggleModule = (moduleId: number) => setExpandedOverrides((current) => ({ ...current, [moduleId]: !isExpanded(moduleId) }));
  const select = (lesson: LessonOutlineDto, viaNext = false) => {
    setSelectedId(lesson.id);
    setCameFromNext(viaNext);
    setExpandedOverrides((current) => ({ ...current, [lesson.moduleId]: true }));
  };
  const percent = progressPercent(course.totalProgress);
  const next = nextLesson(course.modules, selected?.id ?? null);

  return (
    <main className="ln-page">
      <header className="ln-header">
        <div className="ln-container">
          <Link className="ln-back" to={`/courses/${course.id}`}>
            <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
              <path d="M19 12H5M11 18l-6-6 6-6" />
            </svg>
            Back to course
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
        <CourseContent
          modules={course.modules}
          selectedLessonId={selected?.id ?? null}
          isExpanded={isExpanded}
          onToggleModule={toggleModule}
          onSelectLesson={(lesson) => select(lesson)}
        />
        <div className="ln-main">
          {selected ? (
            <LessonPanel key={selected.id} outline={selected} focusTitle={cameFromNext} next={next} onNext={(lesson) => select(lesson, true)} />
          ) : (
            <p className="ln-empty">Select a lesson to begin</p>
          )}
        </div>
      </div>
    </main>
  );
}
