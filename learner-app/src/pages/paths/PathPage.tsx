import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorMessage, errorStatus, useGetPathQuery, useListPathCreditsQuery, type PathDetailDto, type PathStepDto } from '@academy/api';
import { signInPath, useDocumentTitle, useHttpStatus, useSession } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { CertificateIcon, CheckCircleIcon } from '../../components/icons';
import { PageSpinner } from '../../components/PageSpinner';
import { CourseCohorts } from '../../components/cohorts/CourseCohorts';
import { PathPurchasePanel } from './PathPurchasePanel';
import { ProgressBar } from '../../components/ProgressBar';
import { certificatePath } from '../../lib/certificateLinks';
import { pathCreditsSentence } from '../../lib/credits';
import { hoursAndMinutes } from '../../lib/format';
import { isPathSlug } from '../../lib/route-params';
import {
  pathCertificateDates,
  pathFacts,
  progressLabel,
  STEP_KIND_LABELS,
  STEP_STATE_LABELS,
  stepLink,
  stepTitle,
  unlockMessage,
} from '../../lib/paths';
import '../../components/course-card.css';
import '../../components/path-card.css';
import '../courses/courses.css';
import './paths.css';

function BackToCourses() {
  return (
    <Link to="/courses" className="cc-link cs-back">
      <span aria-hidden="true">←</span> Back to Courses
    </Link>
  );
}

function PathNotFound() {
  useHttpStatus(404);
  return (
    <main className="cc-page">
      <div className="cc-container">
        <div className="cc-state">
          <h1 className="cc-state__title">Path not found</h1>
          <p className="cc-state__text">The learning path you&apos;re looking for doesn&apos;t exist.</p>
          <Link to="/courses" className="cc-btn cc-btn--primary">
            Back to Courses
          </Link>
        </div>
      </div>
    </main>
  );
}

function LockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 018 0v4" />
    </svg>
  );
}

function StepMarker({ step, number }: { step: PathStepDto; number: number }) {
  if (step.state === 'done') return <CheckCircleIcon size={28} className="lp-step__marker lp-step__marker--done" />;
  return (
    <span className={`lp-step__marker lp-step__marker--${step.state}`} aria-hidden="true">
      {step.state === 'locked' ? <LockIcon /> : number}
    </span>
  );
}

function Step({ step, number, steps, signedIn }: { step: PathStepDto; number: number; steps: PathStepDto[]; signedIn: boolean }) {
  const titleId = useId();
  const unlock = unlockMessage(step, steps);
  const meta = [
    STEP_KIND_LABELS[step.kind],
    ...(step.lessonId !== null ? [`in ${step.courseTitle}`] : []),
    ...(step.minutes > 0 ? [hoursAndMinutes(step.minutes)] : []),
    ...(step.isRequired ? [] : ['Optional']),
  ];
  const showCourseProgress = signedIn && step.kind === 'course' && step.isEnrolled && step.state !== 'done';
  return (
    <li className={`lp-step lp-step--${step.state}`} aria-labelledby={titleId}>
      <StepMarker step={step} number={number} />
      <div className="lp-step__body">
        <p className="lp-step__meta">
          <span className="lr-visually-hidden">Step {number}: </span>
          {meta.join(' · ')}
        </p>
        <h3 id={titleId} className="lp-step__title">
          <Link to={stepLink(step)} className="cc-link">
            {stepTitle(step)}
          </Link>
        </h3>
        <p className="lp-step__state">
          <span className={`lp-state lp-state--${step.state}`}>{STEP_STATE_LABELS[step.state]}</span>
          {unlock ? <span className="lp-step__unlock">{unlock}</span> : null}
        </p>
        {showCourseProgress ? (
          <div className="lp-step__progress">
            <span>{step.courseProgress}% of the course completed</span>
            <ProgressBar value={step.courseProgress} label={`${stepTitle(step)} progress`} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

function PathProgress({ path }: { path: PathDetailDto }) {
  const location = useLocation();
  if (!path.progress) {
    return (
      <p className="cs-panel lp-progress">
        <Link to={signInPath(location)} className="cc-link">
          Sign in
        </Link>{' '}
        to follow your progress through this path.
      </p>
    );
  }
  return (
    <div className="cs-panel lp-progress">
      <div className="cs-progress__text">
        <span>{progressLabel(path.progress)}</span>
        <span>{path.progress.percent}%</span>
      </div>
      <ProgressBar value={path.progress.percent} label="Path progress" />
      {path.progress.isComplete ? <p className="lp-progress__done">You have completed every required step of this path.</p> : null}
    </div>
  );
}

/** The certificate the learner earned by completing every required step, with the way to it. */
function EarnedCertificate({ path }: { path: PathDetailDto }) {
  if (!path.certificate) return null;
  return (
    <section className="cs-panel lp-earned" aria-labelledby="lp-earned-title">
      <CertificateIcon size={32} className="lp-earned__icon" />
      <div className="lp-earned__body">
        <h2 id="lp-earned-title" className="lp-earned__title">
          You earned: {path.certificateTitle}
        </h2>
        <p className="lp-earned__dates">{pathCertificateDates(path.certificate)}</p>
        <Link to={certificatePath(path.certificate.code)} className="cc-btn cc-btn--primary">
          View your certificate
        </Link>
      </div>
    </section>
  );
}

/** What the path's certificate earns on top of its courses' credits (docs/product-rules.md#continuing-education-credits). */
function PathCredits({ slug }: { slug: string }) {
  const { data: credits } = useListPathCreditsQuery({ slug });
  const sentence = pathCreditsSentence(credits ?? []);
  return sentence ? <p className="lp-award">{sentence}</p> : null;
}

/**
 * /paths/{slug}: a learning path, what its certificate earns, its steps in order, each done, available
 * or locked, the learner's progress and, once every required step is done, their certificate.
 */
export default function PathPage() {
  const { slug } = useParams();
  const valid = isPathSlug(slug);
  const session = useSession();
  const { data: path, error, isLoading, refetch } = useGetPathQuery({ slug: valid ? slug : '' }, { skip: !valid });
  const notFound = !valid || errorStatus(error) === 404;
  useDocumentTitle(notFound ? 'Path not found' : (path?.title ?? 'Learning path'));

  if (notFound) return <PathNotFound />;
  if (isLoading) return <PageSpinner />;
  if (error || !path) {
    return (
      <main className="cc-page">
        <div className="cc-container">
          <BackToCourses />
          <ErrorState
            title="Error loading the path"
            text={errorMessage(error, 'Failed to load the learning path. Please try again later.')}
            onRetry={() => void refetch()}
          />
        </div>
      </main>
    );
  }

  return (
    <main className="cc-page">
      <div className="cc-container lp-container">
        <BackToCourses />
        <header className="lp-header">
          <div className="cs-badges">
            <span className="lr-badge">{path.levelLabel}</span>
            <span className="pc-kind">Learning path</span>
            {!path.isPublished ? <span className="lr-badge lr-badge--destructive">Not published</span> : null}
          </div>
          <h1 className="cs-title">{path.title}</h1>
          {path.description ? <p className="cs-description">{path.description}</p> : null}
          <ul className="cc-facts" aria-label="Path facts">
            {pathFacts(path).map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <p className="lp-award">
            Complete every required step to earn <strong>{path.certificateTitle}</strong>.
          </p>
          <PathCredits slug={path.slug} />
        </header>
        <EarnedCertificate path={path} />
        <PathPurchasePanel path={path} />
        <PathProgress path={path} />
        {session.status === 'signed-in' ? <CourseCohorts home={{ pathSlug: path.slug }} withSessions /> : null}
        <section className="lp-steps-section" aria-labelledby="lp-steps-title">
          <h2 id="lp-steps-title" className="cs-section-title">
            Steps
          </h2>
          <ol className="lp-steps">
            {path.steps.map((step, index) => (
              <Step key={step.id} step={step} number={index + 1} steps={path.steps} signedIn={session.status === 'signed-in'} />
            ))}
          </ol>
        </section>
      </div>
    </main>
  );
}
