import { ASK_AGAIN_UNLESS_YOUNGER_THAN_S } from '../../lib/freshness';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ApiError, CourseDetailDto, LessonDto, LessonOutlineDto } from '@academy/api';
import { errorMessage, useGetCourseQuery, useGetLessonQuery, useGetLessonQuizQuery } from '@academy/api';
import { signInPath, useDocumentTitle, useSession } from '@academy/ui';
import { PageSpinner } from '../../components/PageSpinner';
import { ProgressBar } from '../../components/ProgressBar';
import { CheckIcon, LESSON_TYPE_LABELS, LessonTypeIcon, LockIcon } from '../../components/icons';
import { LessonPlayer } from '../../components/players/LessonPlayer';
import { ModuleLocked } from '../../components/players/ModuleLocked';
import { Prose } from '../../components/players/Prose';
import { StateMessage } from '../../components/players/StateMessage';
import { useCompleteLesson } from '../../components/players/useCompleteLesson';
import { useRecordLessonView } from '../../components/players/useRecordLessonView';
import { progressPercent, wholeMinutes } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { useModuleLocks } from '../../lib/useModuleLocks';
import type { ModuleLocks } from '../learn/outline';
import { QuizSection } from './quiz/QuizSection';
import { PracticeSection } from './practice/PracticeSection';
import { ScormPlayer } from './scorm/ScormPlayer';
import { LessonQuestions } from './LessonQuestions';
import { previewPath } from '../preview/PreviewLessonLink';
import '../../components/players/players.css';
import './lesson.css';

const LESSON_COMPLETED = { title: 'Lesson completed!', description: "Great job! You've completed this lesson." };

function LessonNotFound() {
  return (
    <StateMessage
      title="Lesson not found"
      action={
        <Link className="lp-button lp-button--primary" to="/courses">
          Back to Courses
        </Link>
      }
    >
      <p className="lp-state__text">This lesson does not exist or is not available to you.</p>
    </StateMessage>
  );
}

function Breadcrumb({ lesson }: { lesson: LessonDto }) {
  return (
    <nav className="ls-breadcrumb" aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/courses">Courses</Link>
        </li>
        <li>
          <Link to={`/courses/${lesson.courseId}`}>{lesson.courseTitle}</Link>
        </li>
        <li>
          <span aria-current="page">{lesson.title}</span>
        </li>
      </ol>
    </nav>
  );
}

/**
 * 'Course Progress': every lesson of the course, this one marked, with check marks for completed ones;
 * those of a drip module not open yet are listed with a lock, not as links.
 */
function CourseProgress({ lesson, course, locks }: { lesson: LessonDto; course: CourseDetailDto | undefined; locks: ModuleLocks }) {
  return (
    <aside className="ls-sidebar" aria-labelledby="ls-course-progress">
      <h2 id="ls-course-progress" className="ls-sidebar__title">
        Course Progress
      </h2>
      <p className="ls-sidebar__position">
        Lesson {lesson.position} of {lesson.lessonCount}
      </p>
      {course ? (
        <>
          <div className="ls-sidebar__bar">
            <ProgressBar value={progressPercent(course.progress)} label="Course progress" />
            <span className="ls-sidebar__percent">{progressPercent(course.progress)}% complete</span>
          </div>
          <ol className="ls-lessons">
            {course.lessons.map((item) => {
              const current = item.id === lesson.id;
              const itemContent = (
                <>
                  <span className="lp-outline-item__icon">
                    <LessonTypeIcon type={item.type} />
                    <span className="lr-visually-hidden">{LESSON_TYPE_LABELS[item.type] ?? 'Lesson'}: </span>
                  </span>
                  <span className="lp-outline-item__title">{item.title}</span>
                </>
              );
              if (locks.has(item.moduleId) && !current) {
                return (
                  <li key={item.id}>
                    <span className="lp-outline-item lp-outline-item--locked">
                      {itemContent}
                      <span className="lp-outline-item__lock">
                        <LockIcon />
                        <span className="lr-visually-hidden">Locked</span>
                      </span>
                    </span>
                  </li>
                );
              }
              return (
                <li key={item.id}>
                  <Link
                    className={`lp-outline-item${current ? ' lp-outline-item--current' : ''}`}
                    to={`/lessons/${item.id}`}
                    aria-current={current ? 'page' : undefined}
                  >
                    {itemContent}
                    {item.isCompleted ? (
                      <span className="lp-outline-item__done">
                        <CheckIcon />
                        <span className="lr-visually-hidden">Completed</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </aside>
  );
}

/** Previous and next lesson in course order (across modules). */
function LessonPager({ previous, next }: { previous: LessonOutlineDto | undefined; next: LessonOutlineDto | undefined }) {
  if (!previous && !next) return null;
  return (
    <nav className="ls-pager" aria-label="Lesson navigation">
      {previous ? (
        <Link className="ls-pager__link" to={`/lessons/${previous.id}`} rel="prev">
          <span className="ls-pager__label">Previous Lesson</span> <span className="ls-pager__title">{previous.title}</span>
        </Link>
      ) : null}
      {next ? (
        <Link className="ls-pager__link ls-pager__link--next" to={`/lessons/${next.id}`} rel="next">
          <span className="ls-pager__label">Next Lesson</span> <span className="ls-pager__title">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

function EnrolPrompt({ lesson }: { lesson: LessonDto }) {
  return (
    <div className="ls-enrol" role="note">
      <h2 className="ls-enrol__title">Enroll to access this lesson</h2>
      <p className="ls-enrol__text">
        This lesson is part of <strong>{lesson.courseTitle}</strong>. Enroll in the course to watch, read or download its content and track
        your progress.
      </p>
      <Link className="lp-button lp-button--primary" to={`/courses/${lesson.courseId}`}>
        View Course
      </Link>
    </div>
  );
}

/** /lessons/:id: one lesson with its player and the course's lesson list. */
export default function LessonPage() {
  const { id: rawId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const lessonId = parseId(rawId);
  const signedIn = session.status === 'signed-in';
  const {
    currentData: lesson,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetLessonQuery(
    { id: lessonId ?? 0 },
    { skip: !signedIn || lessonId === null, refetchOnMountOrArgChange: ASK_AGAIN_UNLESS_YOUNGER_THAN_S },
  );
  const [completeLesson, completion] = useCompleteLesson(LESSON_COMPLETED);
  // A quiz with a pass mark completes its lesson when passed; Mark Complete would be refused.
  const { currentData: quiz } = useGetLessonQuizQuery({ id: lessonId ?? 0 }, { skip: !lesson?.hasQuiz || !lesson.canAccessContent });
  useDocumentTitle(lesson?.title ?? 'Lesson');
  // The same request as the Course Progress list: its lessons, in course order, give previous and next.
  const { data: course } = useGetCourseQuery({ id: lesson?.courseId ?? 0 }, { skip: !lesson });
  // Drip modules not open yet: their lessons are neither links in Course Progress nor previous and next.
  const locks = useModuleLocks(course?.id === lesson?.courseId ? course : undefined);
  useRecordLessonView(lesson?.canAccessContent ? lesson.id : null);

  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'visitor') {
    return (
      <StateMessage
        title="Please log in to access this lesson"
        action={
          <Link className="lp-button lp-button--primary" to={signInPath(location)}>
            Log In
          </Link>
        }
      />
    );
  }
  const apiError = error as ApiError | undefined;
  if (lessonId === null || apiError?.status === 404) return <LessonNotFound />;
  if (apiError) {
    return (
      <StateMessage
        title="Error Loading Lesson"
        role="alert"
        action={
          <div className="lp-state__actions">
            <button type="button" className="lp-button lp-button--primary" onClick={() => void refetch()}>
              Try again
            </button>
            <Link className="lp-button" to="/courses">
              Back to Courses
            </Link>
          </div>
        }
      >
        <p className="lp-state__text">{errorMessage(apiError, apiError.message)}</p>
      </StateMessage>
    );
  }
  if (isLoading || !lesson) return <PageSpinner />;
  // A free preview opened by someone not enrolled shows on its preview page, beside the enrol panel (no progress there).
  if (lesson.isPreview && course?.id === lesson.courseId && !course.isEnrolled && session.user.role !== 'admin')
    return <Navigate to={previewPath(lesson.courseId, lesson.id)} replace />;

  const courseLessons = lesson.courseId === course?.id ? course.lessons : [];
  const index = courseLessons.findIndex((item) => item.id === lesson.id);
  const isOpen = (item: LessonOutlineDto) => !locks.has(item.moduleId);
  const previous = index > 0 ? courseLessons.slice(0, index).findLast(isOpen) : undefined;
  const next = index === -1 ? undefined : courseLessons.slice(index + 1).find(isOpen);
  // On to the next lesson; after the last one, back to the course, which shows the completion.
  const completeAndContinue = async () => {
    if (await completeLesson(lesson.id)) void navigate(next ? `/lessons/${next.id}` : `/courses/${lesson.courseId}`);
  };

  return (
    <main className="ls-page" aria-busy={isFetching}>
      <div className="ls-container">
        <Breadcrumb lesson={lesson} />
        <div className="ls-layout">
          <article className="ls-main">
            <header className="ls-header">
              <p className="ls-meta">
                <LessonTypeIcon type={lesson.type} />
                <span>{LESSON_TYPE_LABELS[lesson.type] ?? 'Lesson'}</span>
                {lesson.duration > 0 ? <span>· {wholeMinutes(lesson.duration)}</span> : null}
              </p>
              <h1 className="ls-title">{lesson.title}</h1>
            </header>
            {lesson.description.trim() && !lesson.unlocksAt ? <Prose html={lesson.description} className="ls-description" /> : null}
            {lesson.unlocksAt ? (
              <ModuleLocked unlocksAt={lesson.unlocksAt} />
            ) : lesson.canAccessContent ? (
              <>
                {lesson.type === 'practice' ? (
                  <PracticeSection lessonId={lesson.id} courseId={lesson.courseId} />
                ) : lesson.type === 'scorm' ? (
                  <ScormPlayer lessonId={lesson.id} courseId={lesson.courseId} title={lesson.title} />
                ) : lesson.hasQuiz ? (
                  // The lesson before the quiz holds what it asks about: 'Review the lesson' after a failed attempt.
                  <QuizSection
                    lessonId={lesson.id}
                    lessonDescription={lesson.description}
                    reviewTo={previous ? `/lessons/${previous.id}` : undefined}
                  />
                ) : (
                  <div className="ls-player">
                    <LessonPlayer lesson={lesson} />
                  </div>
                )}
                <div className="ls-actions">
                  {lesson.isCompleted ? (
                    <span className="lp-badge-completed">
                      <CheckIcon />
                      Completed
                    </span>
                  ) : lesson.type === 'practice' ? (
                    <span className="ls-quiz-gate">Pass the practice conversation to complete this lesson.</span>
                  ) : lesson.type === 'scorm' ? (
                    <span className="ls-quiz-gate">Finish the lesson content to complete this lesson.</span>
                  ) : quiz && quiz.passMark !== null ? (
                    <span className="ls-quiz-gate">Pass the quiz to complete this lesson.</span>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="lp-button"
                        disabled={completion.isLoading}
                        onClick={() => void completeLesson(lesson.id)}
                      >
                        {completion.isLoading ? 'Saving...' : 'Mark Complete'}
                      </button>
                      <button
                        type="button"
                        className="lp-button lp-button--primary"
                        disabled={completion.isLoading}
                        onClick={() => void completeAndContinue()}
                      >
                        Complete and continue
                      </button>
                    </>
                  )}
                </div>
              </>
            ) : (
              <EnrolPrompt lesson={lesson} />
            )}
            <LessonPager previous={previous} next={next} />
            {lesson.canAccessContent ? <LessonQuestions lessonId={lesson.id} courseId={lesson.courseId} /> : null}
          </article>
          <CourseProgress lesson={lesson} course={course?.id === lesson.courseId ? course : undefined} locks={locks} />
        </div>
      </div>
    </main>
  );
}
