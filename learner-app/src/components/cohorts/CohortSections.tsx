import { CohortPicker } from './CohortPicker';
import { LiveSessions } from './LiveSessions';
import type { CohortHome } from './useCohorts';

/** The cohort picker and, on the learning and path pages, the live sessions: loaded only where there are cohorts (CourseCohorts). */
export default function CohortSections({ home, withSessions }: { home: CohortHome; withSessions: boolean }) {
  return (
    <>
      <CohortPicker home={home} />
      {withSessions ? <LiveSessions home={home} /> : null}
    </>
  );
}
