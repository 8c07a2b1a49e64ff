import { CohortPicker } from './CohortPicker';
import { LiveSessions } from './LiveSessions';

/** The cohort picker and, on the learning page, the live sessions: loaded only for a course with cohorts (CourseCohorts). */
export default function CohortSections({ courseId, withSessions }: { courseId: number; withSessions: boolean }) {
  return (
    <>
      <CohortPicker courseId={courseId} />
      {withSessions ? <LiveSessions courseId={courseId} /> : null}
    </>
  );
}
