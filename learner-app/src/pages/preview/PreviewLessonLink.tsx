import { Link } from 'react-router-dom';
import type { LessonOutlineDto } from '@academy/api';
import './preview.css';

/** The address of a free preview lesson's page. */
export function previewPath(courseId: number, lessonId: number): string {
  return `/courses/${courseId}/preview/${lessonId}`;
}

/** A free preview lesson in the course outline of someone not enrolled: its title links to the preview, marked "Preview". */
export function PreviewLessonLink({ courseId, lesson }: { courseId: number; lesson: Pick<LessonOutlineDto, 'id' | 'title'> }) {
  return (
    <Link to={previewPath(courseId, lesson.id)} className="cc-link pv-link">
      {lesson.title} <span className="pv-tag">Preview</span>
    </Link>
  );
}
