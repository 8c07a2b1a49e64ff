import { Link } from 'react-router-dom';
import { useListCoursePathsQuery } from '@academy/api';
import { pathPath } from '../../lib/paths';
import '../paths/paths.css';

/** The course page's link back to the published learning paths the course belongs to; nothing when it belongs to none. */
export function CoursePaths({ courseId }: { courseId: number }) {
  const { data: paths } = useListCoursePathsQuery({ id: courseId });
  if (!paths || paths.length === 0) return null;
  return (
    <div className="cs-panel lp-belongs">
      {paths.length === 1 ? 'Part of the learning path ' : 'Part of the learning paths '}
      <ul className="lp-belongs__list">
        {paths.map((path) => (
          <li key={path.id}>
            <Link to={pathPath(path.slug)} className="cc-link">
              {path.title}
            </Link>{' '}
            ({path.levelLabel})
          </li>
        ))}
      </ul>
    </div>
  );
}
