import { Link, Navigate, useParams } from 'react-router-dom';
import { errorCode, errorMessage, errorStatus, useGetLessonQuery, useGetPreviewLessonQuery, type LessonDto } from '@academy/api';
import { useDocumentTitle, useHttpStatus, useSession } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { LessonPlayer } from '../../components/players/LessonPlayer';
import { Prose } from '../../components/players/Prose';
import { parseId } from '../../lib/route-params';
import { useCourseDetail } from '../../lib/useCourseDetail';
import { EnrolPanel } from '../courses/CourseDetailPage';
import '../../components/course-card.css';
import '../courses/courses.css';
import './preview.css';

/** The lesson for the preview page: the public preview for visitors, the signed-in view (which opens previews too) otherwise. */
export function usePreviewLesson(lessonId: number | null, signedIn: boolean) {
  const valid = lessonId !== null;
  const visitor = useGetPreviewLessonQuery({ id: lessonId ?? 0 }, { skip: !valid || signedIn });
  const member = useGetLessonQuery({ id: lessonId ?? 0 }, { skip: !valid || !signedIn });
  return signedIn ? member : visitor;
}

function PreviewMessage({ status, title, text, courseId }: { status: number; title: string; text: string; courseId: number | null }) {
  useHttpStatus(status);
  return (
    <main className="cc-page">
      <div className="cc-container">
        <div className="cc-state">
          <h1 className="cc-state__title">{title}</h1>
          <p className="cc-state__text">{text}</p>
          <Link to={courseId === null ? '/courses' : `/courses/${courseId}`} className="cc-btn cc-btn--primary">
            {courseId === null ? 'Back to Courses' : 'View Course'}
          </Link>
        </div>
      </div>
    </main>
  );
}

/**
 * /courses/{id}/preview/{lessonId}: a free preview lesson (video or text) with the course's
 * enrol / buy panel beside it, for visitors (rendered on the server) and learners not enrolled.
 */
export default function LessonPreviewPage() {
  const params = useParams();
  const courseId = parseId(params.id);
  const lessonId = parseId(params.lessonId);
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const course = useCourseDetail(courseId, signedIn);
  const lesson = usePreviewLesson(lessonId, signedIn);
  const data: LessonDto | undefined = lesson.data;
  const notFound =
    courseId === null ||
    lessonId === null ||
    errorStatus(course.error) === 404 ||
    errorStatus(lesson.error) === 404 ||
    (data !== undefined && data.courseId !== courseId);
  const notPreview = errorCode(lesson.error) === 'PREVIEW_NOT_AVAILABLE' || (data !== undefined && !data.canAccessContent);
  useDocumentTitle(notFound ? 'Lesson not found' : (data?.title ?? 'Preview'));

  if (notFound) {
    return <PreviewMessage status={404} title="Lesson not found" text="The lesson you're looking for doesn't exist." courseId={null} />;
  }
  if (course.data?.isEnrolled && data) return <Navigate to={`/lessons/${data.id}`} replace />;
  if (notPreview) {
    return (
      <PreviewMessage
        status={403}
        title="This lesson is not a free preview"
        text="Enroll in the course to open this lesson."
        courseId={courseId}
      />
    );
  }
  if (course.isLoading || lesson.isLoading) return <PageSpinner />;
  const failed = course.error ?? lesson.error;
  if (failed || !course.data || !data) {
    return (
      <main className="cc-page">
        <div className="cc-container">
          <ErrorState
            title="Error loading lesson"
            text={errorMessage(failed, 'Failed to load the lesson. Please try again later.')}
            onRetry={() => {
              void course.refetch();
              void lesson.refetch();
            }}
          />
        </div>
      </main>
    );
  }

  return (
    <main className="cc-page">
      <div className="cc-container">
        <Link to={`/courses/${course.data.id}`} className="cc-link cs-back">
          <span aria-hidden="true">←</span> Back to course
        </Link>
        <div className="pv-layout">
          <article className="pv-main" aria-labelledby="pv-title">
            <p className="pv-eyebrow">
              <span className="pv-tag">Free preview</span>
              <span>{course.data.title}</span>
            </p>
            <h1 id="pv-title" className="cs-title">
              {data.title}
            </h1>
            {data.description.trim() ? <Prose html={data.description} className="ls-description" /> : null}
            <div className="pv-player">
              <LessonPlayer lesson={data} />
            </div>
          </article>
          <EnrolPanel course={course.data} user={session.status === 'signed-in' ? session.user : null} />
        </div>
      </div>
    </main>
  );
}
