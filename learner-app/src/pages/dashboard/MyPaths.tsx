import { ASK_AGAIN_UNLESS_YOUNGER_THAN_S } from '../../lib/freshness';
import { Link } from 'react-router-dom';
import { useListMyPathsQuery, type PathDetailDto } from '@academy/api';
import { ErrorState } from '../../components/ErrorState';
import { ProgressBar } from '../../components/ProgressBar';
import { certificatePath } from '../../lib/certificateLinks';
import { nextStep, pathPath, progressLabel, STEP_STATE_LABELS, stepLink, stepTitle } from '../../lib/paths';
import '../../components/path-card.css';
import '../paths/paths.css';

function PathProgressItem({ path }: { path: PathDetailDto }) {
  const next = nextStep(path);
  const progress = path.progress;
  return (
    <li className="lp-mine__item">
      <div className="lp-mine__head">
        <h3 className="lp-mine__title">
          <Link to={pathPath(path.slug)} className="cc-link">
            {path.title}
          </Link>
        </h3>
        <span className="lp-mine__badges">
          <span className="lr-badge">{path.levelLabel}</span>
          {path.certificate ? <span className="lr-badge pc-earned">Certificate earned</span> : null}
        </span>
      </div>
      {progress ? (
        <div className="cc-card__progress">
          <div className="cc-card__progress-text">
            <span>{progressLabel(progress)}</span>
            <span>{progress.percent}%</span>
          </div>
          <ProgressBar value={progress.percent} label={`${path.title} progress`} />
        </div>
      ) : null}
      <ol className="lp-mine__steps" aria-label={`${path.title} steps`}>
        {path.steps.map((step) => (
          <li key={step.id} className={`lp-mine__step lp-state--${step.state}`}>
            {stepTitle(step)}
            <span className="lr-visually-hidden">: {STEP_STATE_LABELS[step.state]}</span>
          </li>
        ))}
      </ol>
      {path.certificate ? (
        <p className="lp-mine__next">
          <Link
            to={certificatePath(path.certificate.code)}
            className="cc-link"
            aria-label={`View your certificate: ${path.certificateTitle}`}
          >
            View your certificate
          </Link>
        </p>
      ) : null}
      {next ? (
        <p className="lp-mine__next">
          Next:{' '}
          <Link to={stepLink(next)} className="cc-link">
            {stepTitle(next)}
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/** The dashboard's learning paths: those the learner has started, with the progress through their steps; nothing before the first. */
export function MyPaths() {
  const { data: paths, isError, refetch } = useListMyPathsQuery(undefined, { refetchOnMountOrArgChange: ASK_AGAIN_UNLESS_YOUNGER_THAN_S });
  if (isError) {
    return (
      <section className="db-section" aria-label="My Learning Paths">
        <ErrorState
          headingLevel={2}
          title="Error loading your learning paths"
          text="Failed to load your learning paths. Please try again later."
          onRetry={() => void refetch()}
        />
      </section>
    );
  }
  if (!paths || paths.length === 0) return null;
  return (
    <section className="db-section" aria-labelledby="db-paths-title">
      <div className="db-section__head">
        <h2 id="db-paths-title" className="db-section__title">
          My Learning Paths
        </h2>
      </div>
      <ul className="lp-mine">
        {paths.map((path) => (
          <PathProgressItem key={path.id} path={path} />
        ))}
      </ul>
    </section>
  );
}
