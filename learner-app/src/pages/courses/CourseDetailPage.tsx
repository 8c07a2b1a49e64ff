import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useParams, Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  errorMessage,
  errorStatus,
  useEnrollInCourseMutation,
  useListCourseCreditsQuery,
  type CourseDetailDto,
  type LessonOutlineDto,
  type UserDto,
} from '@academy/api';
import { ACCESS_LEVEL_LABELS, priceLabel, showToast, signInPath, useDocumentTitle, useHttpStatus, useSession } from '@academy/ui';
import { CheckCircleIcon, LockIcon, PageIcon, PlayCircleIcon, PracticeIcon, QuizIcon, ScormIcon } from '../../components/icons';
import { CourseCohorts } from '../../components/cohorts/CourseCohorts';
import { CourseThumbnail } from '../../components/CourseThumbnail';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { ProgressBar } from '../../components/ProgressBar';
import { CourseRating } from '../../components/reviews/CourseRating';
import { CourseReviews } from '../../components/reviews/CourseReviews';
import { parseId } from '../../lib/route-params';
import { useCourseDetail } from '../../lib/useCourseDetail';
import { useModuleLocks } from '../../lib/useModuleLocks';
import { unlockDate } from '../../lib/cohorts';
import { accessPromise, enrolAction } from '../../lib/catalogue';
import { certificatePath } from '../../lib/certificateLinks';
import { courseCreditFacts } from '../../lib/credits';
import { progressPercent, roundedHours, wholeMinutes } from '../../lib/format';
import '../../components/course-card.css';
import './courses.css';
import { usePaymentReturn } from '../../lib/usePaymentReturn';
import { CourseInstructors } from './CourseInstructors';
import { CoursePaths } from './CoursePaths';
import { LatestQuestions } from './LatestQuestions';
import { PreviewLessonLink } from '../preview/PreviewLessonLink';

const LESSON_TYPE_LABELS: Record<LessonOutlineDto['type'], string> = {
  video: 'Video',
  text: 'Reading',
  download: 'Download',
  quiz: 'Quiz',
  practice: 'Practice conversation',
  scorm: 'SCORM lesson',
};

function BackToCourses() {
  return (
    <Link to="/courses" className="cc-link cs-back">
      <span aria-hidden="true">←</span> Back to Courses
    </Link>
  );
}

function CourseNotFound() {
  useHttpStatus(404);
  return (
    <main className="cc-page">
      <div className="cc-container">
        <div className="cc-state">
          <h1 className="cc-state__title">Course not found</h1>
          <p className="cc-state__text">The course you&apos;re looking for doesn&apos;t exist.</p>
          <Link to="/courses" className="cc-btn cc-btn--primary">
            Back to Courses
          </Link>
        </div>
      </div>
    </main>
  );
}

function LessonIcon({ lesson }: { lesson: LessonOutlineDto }) {
  if (lesson.isCompleted) return <CheckCircleIcon size={18} className="cs-lesson__icon cs-lesson__icon--done" />;
  if (lesson.type === 'video') return <PlayCircleIcon size={18} className="cs-lesson__icon" />;
  if (lesson.type === 'quiz') return <QuizIcon size={18} className="cs-lesson__icon" />;
  if (lesson.type === 'practice') return <PracticeIcon size={18} className="cs-lesson__icon" />;
  if (lesson.type === 'scorm') return <ScormIcon size={18} className="cs-lesson__icon" />;
  return <PageIcon size={18} className="cs-lesson__icon" />;
}

function CourseContent({ course }: { course: CourseDetailDto }) {
  const modules = course.modules.filter((module) => module.lessons.length > 0);
  // An enrolled learner's drip modules not open yet: when each opens, and their lessons not as links.
  const locks = useModuleLocks(course);
  return (
    <section className="cs-panel" aria-labelledby="cs-content-title">
      <h2 id="cs-content-title" className="cs-section-title">
        Course Content
      </h2>
      {!course.isEnrolled ? (
        <p className="cs-locked">
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 018 0v4" />
          </svg>
          Enroll to view content
        </p>
      ) : null}
      {modules.length === 0 ? <p className="cc-state__text">No lessons yet.</p> : null}
      {modules.map((module) => {
        const unlocksAt = locks.get(module.id);
        return (
          <div key={module.id} className="cs-module">
            <h3 className="cs-module__title">{module.title}</h3>
            {unlocksAt ? (
              <p className="cs-module__unlock">
                <LockIcon size={14} />
                Unlocks on <time dateTime={unlocksAt}>{unlockDate(unlocksAt)}</time>
              </p>
            ) : null}
            <ol className="cs-lessons">
              {module.lessons.map((lesson) => (
                <li key={lesson.id} className="cs-lesson">
                  <LessonIcon lesson={lesson} />
                  <span className="cs-lesson__title">
                    {course.isEnrolled && !unlocksAt ? (
                      <Link to={`/lessons/${lesson.id}`} className="cc-link">
                        {lesson.title}
                      </Link>
                    ) : lesson.isPreview ? (
                      <PreviewLessonLink courseId={course.id} lesson={lesson} />
                    ) : (
                      lesson.title
                    )}
                    {lesson.isCompleted ? <span className="lr-visually-hidden"> (completed)</span> : null}
                  </span>
                  <span className="cs-lesson__meta">
                    {LESSON_TYPE_LABELS[lesson.type] ?? 'Lesson'}
                    {lesson.duration > 0 ? ` · ${wholeMinutes(lesson.duration)}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}

// Loaded when opened: most visits to a course page never open it.
const BuyForTeamDialog = lazy(() => import('./BuyForTeamDialog').then((module) => ({ default: module.BuyForTeamDialog })));

/** Query parameter of the course page that opens 'Buy for my team' (a visitor comes back with it after signing in). */
const BUY_FOR_TEAM_PARAM = 'buy';

/**
 * 'Buy for my team' on a paid course: the seats dialog for a signed-in user; a visitor signs in first
 * and comes back with the dialog open.
 */
function BuyForTeam({ course, user }: { course: CourseDetailDto; user: UserDto | null }) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Back from signing in with `?buy=team`: the dialog starts open, and the parameter leaves the address.
  const [open, setOpen] = useState(() => searchParams.get(BUY_FOR_TEAM_PARAM) === 'team' && user !== null);
  const asked = searchParams.has(BUY_FOR_TEAM_PARAM);
  useEffect(() => {
    if (!asked) return;
    setSearchParams(
      (params) => {
        params.delete(BUY_FOR_TEAM_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [asked, setSearchParams]);
  if (!user) {
    return (
      <Link
        to={signInPath({ pathname: location.pathname, search: `?${BUY_FOR_TEAM_PARAM}=team`, hash: '' })}
        className="cc-btn cc-btn--secondary cc-btn--block"
      >
        Buy for my team
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="cc-btn cc-btn--secondary cc-btn--block" onClick={() => setOpen(true)}>
        Buy for my team
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BuyForTeamDialog courseId={course.id} courseTitle={course.title} firstName={user.firstName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Right after enrolling: the way in, focused, since the button that was pressed has gone. */
function StartFirstLesson({ course }: { course: CourseDetailDto }) {
  const first = course.modules.flatMap((module) => module.lessons)[0];
  const focus = useCallback((link: HTMLAnchorElement | null) => link?.focus(), []);
  if (!first) return null;
  return (
    <div className="cs-enrolled" role="status">
      <p className="cs-enrolled__text">You&apos;re enrolled. Ready when you are:</p>
      <Link ref={focus} to={`/lessons/${first.id}`} className="cc-btn cc-btn--primary cc-btn--block">
        Start your first lesson
      </Link>
    </div>
  );
}

export function EnrolPanel({ course, user }: { course: CourseDetailDto; user: UserDto | null }) {
  const signedIn = user !== null;
  const location = useLocation();
  const [enroll, { isLoading: enrolling }] = useEnrollInCourseMutation();
  const [justEnrolled, setJustEnrolled] = useState(false);
  const action = enrolAction(course);
  // What completing the course earns toward SHRM, HRCI and CPD recertification (docs/product-rules.md#continuing-education-credits).
  const { data: credits } = useListCourseCreditsQuery({ id: course.id });
  const facts = [
    `${course.lessonCount} ${course.lessonCount === 1 ? 'lesson' : 'lessons'}`,
    ...(course.estimatedDuration ? [roundedHours(course.estimatedDuration)] : []),
    accessPromise(course),
    'Certificate of completion',
    ...courseCreditFacts(credits ?? []),
    'Downloadable resources',
  ];

  async function onEnroll() {
    try {
      await enroll({ id: course.id }).unwrap();
      setJustEnrolled(true);
      void showToast({ title: "You're enrolled!", description: `${course.title} is now in My Courses.` });
    } catch (error) {
      void showToast({ title: 'Enrollment failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  let button;
  if (action.kind === 'enroll') {
    button = signedIn ? (
      <button
        type="button"
        className="cc-btn cc-btn--primary cc-btn--block"
        onClick={() => void onEnroll()}
        disabled={enrolling}
        aria-busy={enrolling}
      >
        {action.label}
      </button>
    ) : (
      <Link to={signInPath(location)} className="cc-btn cc-btn--primary cc-btn--block">
        {action.label}
      </Link>
    );
  } else {
    button = (
      <Link to={action.to} className="cc-btn cc-btn--primary cc-btn--block">
        {action.label}
      </Link>
    );
  }

  return (
    <aside className="cs-side" aria-label="Enrolment">
      <div className="cs-panel cs-side__panel">
        {!course.isEnrolled ? <p className="cs-side__price">{priceLabel(course)}</p> : null}
        {justEnrolled && course.isEnrolled ? <StartFirstLesson course={course} /> : null}
        {button}
        {course.isPaid && course.price > 0 ? <BuyForTeam course={course} user={user} /> : null}
        {course.certificateCode ? (
          <Link to={certificatePath(course.certificateCode)} className="cc-btn cc-btn--secondary cc-btn--block">
            View Certificate
          </Link>
        ) : null}
        <ul className="cs-side__facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** /courses/{id}: the course, its outline, and enrol / purchase / start learning. */
export default function CourseDetailPage() {
  const params = useParams();
  const id = parseId(params.id);
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const { data: course, error, isLoading, refetch } = useCourseDetail(id, signedIn);
  usePaymentReturn(id, signedIn);
  const notFound = id === null || errorStatus(error) === 404;
  useDocumentTitle(notFound ? 'Course not found' : (course?.title ?? 'Course'));

  if (notFound) return <CourseNotFound />;
  if (isLoading) return <PageSpinner />;
  if (error || !course) {
    return (
      <main className="cc-page">
        <div className="cc-container">
          <BackToCourses />
          <ErrorState
            title="Error loading course"
            text={errorMessage(error, 'Failed to load the course. Please try again later.')}
            onRetry={() => void refetch()}
          />
        </div>
      </main>
    );
  }

  const percent = progressPercent(course.progress);
  return (
    <main className="cc-page">
      <div className="cc-container">
        <BackToCourses />
        <div className="cs-layout">
          <div className="cs-intro">
            <CourseThumbnail title={course.title} thumbnailUrl={course.thumbnailUrl} heroImageUrl={course.heroImageUrl} size="hero" />
            <div className="cs-badges">
              <span className="lr-badge">{ACCESS_LEVEL_LABELS[course.accessLevel] ?? 'All Users'}</span>
              {course.estimatedDuration ? <span>{roundedHours(course.estimatedDuration)}</span> : null}
              <CourseRating course={course} />
            </div>
            <h1 className="cs-title">{course.title}</h1>
          </div>
          <EnrolPanel course={course} user={session.status === 'signed-in' ? session.user : null} />
          <div className="cs-main">
            {course.description ? <p className="cs-description">{course.description}</p> : null}
            <CoursePaths courseId={course.id} />
            {course.isEnrolled ? (
              <div className="cs-panel cs-progress">
                <div className="cs-progress__text">
                  <span>
                    {course.progress.completed} of {course.progress.total} lessons completed
                  </span>
                  <span>{percent}%</span>
                </div>
                <ProgressBar value={percent} label="Course progress" />
              </div>
            ) : null}
            {signedIn && course.isEnrolled ? <CourseCohorts home={{ courseId: course.id }} /> : null}
            <CourseContent course={course} />
            {signedIn && course.isEnrolled ? <LatestQuestions courseId={course.id} /> : null}
            <CourseInstructors instructors={course.instructors} />
            <CourseReviews course={course} signedIn={signedIn} />
          </div>
        </div>
      </div>
    </main>
  );
}
