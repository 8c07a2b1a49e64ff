import { useListPathsQuery } from '@academy/api';
import { PathCard } from '../../components/PathCard';
import '../../components/path-card.css';

/**
 * The catalogue's learning paths, above its courses: each a card with its level and, signed in, the
 * learner's progress. Nothing while there are none (or they could not be loaded: the courses below still show).
 */
export function PathList() {
  const { data: paths } = useListPathsQuery();
  if (!paths || paths.length === 0) return null;
  return (
    <section className="cc-paths" aria-labelledby="cc-paths-title">
      <h2 id="cc-paths-title" className="cc-section-title">
        Learning paths
      </h2>
      <p className="cc-page-lead">Step-by-step programmes from foundation to expert, each leading to a certification.</p>
      <ul className="cc-grid" aria-label="Learning paths">
        {paths.map((path) => (
          <li key={path.id}>
            <PathCard path={path} />
          </li>
        ))}
      </ul>
    </section>
  );
}
