import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PathSummaryDto } from '@academy/api';
import { pathFacts, pathPath, progressLabel } from '../lib/paths';
import { ProgressBar } from './ProgressBar';
import './course-card.css';
import './path-card.css';

/**
 * A learning path in the catalogue: its level, title, facts, the certificate it leads to and, signed
 * in, the learner's progress and whether they earned the certificate.
 */
export function PathCard({ path, headingLevel = 3 }: { path: PathSummaryDto; headingLevel?: 2 | 3 }) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="cc-card pc-card" aria-labelledby={titleId}>
      <div className="cc-card__body">
        <div className="cc-card__top">
          <span className="lr-badge">{path.levelLabel}</span>
          <span className="pc-kind">Learning path</span>
          {path.certificate ? <span className="lr-badge pc-earned">Certificate earned</span> : null}
        </div>
        <Heading id={titleId} className="cc-card__title">
          {path.title}
        </Heading>
        {path.description ? <p className="cc-card__description">{path.description}</p> : null}
        <ul className="cc-facts" aria-label="Path facts">
          {pathFacts(path).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        <p className="pc-award">
          <span className="pc-award__label">Certificate:</span> {path.certificateTitle}
        </p>
        {path.progress ? (
          <div className="cc-card__progress">
            <div className="cc-card__progress-text">
              <span>{progressLabel(path.progress)}</span>
              <span>{path.progress.percent}%</span>
            </div>
            <ProgressBar value={path.progress.percent} label={`${path.title} progress`} />
          </div>
        ) : null}
        <Link to={pathPath(path.slug)} className="cc-btn cc-btn--primary cc-card__action" aria-describedby={titleId}>
          View Path
        </Link>
      </div>
    </article>
  );
}
