import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api, errorMessage, scormCompletedTags, useGetScormLaunchQuery, type ScormCommitResultDto } from '@academy/api';
import { ErrorState } from '../../../components/ErrorState';
import { startScormRuntime } from './scormRuntime';
import './scorm.css';

/**
 * A SCORM lesson: the package in a sandboxed iframe on the academy's origin (scripts, forms and
 * pop-ups allowed; never the academy's origin), played with scorm-again's runtime on this page. The
 * learner resumes where they left off; the package completes the lesson.
 */
export function ScormPlayer({ lessonId, courseId, title }: { lessonId: number; courseId: number; title: string }) {
  const { data: launch, error, isLoading, refetch } = useGetScormLaunchQuery({ id: lessonId });
  const frame = useRef<HTMLIFrameElement>(null);
  // The address the running package was launched from: a later fetch of the launch (a new token) does not reload it.
  const [launchedUrl, setLaunchedUrl] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const dispatch = useDispatch();
  const completed = useRef(false);

  useEffect(() => {
    if (!launch || !frame.current) return;
    completed.current = launch.isCompleted;
    let closed = false;
    let close: (() => void) | undefined;
    const onCommit = (result: ScormCommitResultDto | null) => {
      setSaveFailed(result === null);
      if (result?.isCompleted && !completed.current) {
        completed.current = true;
        dispatch(api.util.invalidateTags(scormCompletedTags(lessonId, courseId)));
      }
    };
    const launchUrl = launch.launchUrl;
    void startScormRuntime(launch, frame.current, onCommit).then((runtime) => {
      if (closed) runtime.close();
      else {
        close = () => runtime.close();
        setLaunchedUrl(launchUrl);
      }
    });
    return () => {
      closed = true;
      close?.();
      setLaunchedUrl(null);
    };
    // A new package starts a new runtime; another fetch of the same launch (a fresh token) does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [launch?.packageId]);

  if (isLoading)
    return (
      <div className="sc-player sc-player--loading" role="status">
        <span className="lr-spinner__ring" aria-hidden="true" />
        <span className="lr-visually-hidden">Loading the lesson content</span>
      </div>
    );
  if (error || !launch)
    return (
      <ErrorState
        headingLevel={2}
        title="Error loading the lesson content"
        text={errorMessage(error, 'The SCORM content could not be loaded. Please try again.')}
        onRetry={() => void refetch()}
      />
    );

  return (
    <div className="sc-player">
      {saveFailed ? (
        <p className="sc-player__warning" role="alert">
          Your progress could not be saved. Check your connection; it is saved again with your next step.
        </p>
      ) : null}
      {/* The runtime listens before the package loads, so its first calls are answered. */}
      <iframe
        ref={frame}
        className="sc-player__frame"
        title={`${title}: lesson content`}
        src={launchedUrl ?? undefined}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        allow="fullscreen"
      />
    </div>
  );
}
