import { useEffect } from 'react';
import { useRecordLessonViewMutation } from '@academy/api';

/**
 * Remembers an opened lesson on the server, so the course resumes there on any device. Quiet: a
 * failure only means the course resumes elsewhere, which is not worth an error.
 */
export function useRecordLessonView(lessonId: number | null) {
  const [record] = useRecordLessonViewMutation();
  useEffect(() => {
    if (lessonId !== null)
      record({ id: lessonId })
        .unwrap()
        .catch(() => undefined);
  }, [lessonId, record]);
}
