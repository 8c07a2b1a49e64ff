import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage, useDeleteCalendarFeedMutation, useGetCalendarFeedQuery, useResetCalendarFeedMutation } from '@academy/api';
import { showToast } from '@academy/ui';
import { AccountSection, FormError, SectionLoadError } from './AccountSection';

const INTRO = 'Subscribe to your calendar feed in Google Calendar, Outlook or Apple Calendar to see your live sessions there.';

/**
 * Calendar feed: a private address of the learner's live sessions that calendar apps subscribe to.
 * Off: 'Turn on calendar feed'. On: the address to copy, 'Reset address' (after a confirmation: the
 * old address stops working, for one shared by mistake) and 'Turn off'.
 */
export function CalendarFeedSection() {
  const fieldId = useId();
  const hintId = useId();
  const { data: feed, error: loadError, isLoading, refetch } = useGetCalendarFeedQuery();
  const [reset, resetState] = useResetCalendarFeedMutation();
  const [turnOff, turnOffState] = useDeleteCalendarFeedMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const promptRef = useRef<HTMLParagraphElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const busy = resetState.isLoading || turnOffState.isLoading;

  // Into the confirmation when it opens, back to 'Reset address' when it closes (the buttons pressed are gone).
  useEffect(() => {
    if (confirming) promptRef.current?.focus();
    else if (wasConfirming.current) resetRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const onReset = async (turningOn: boolean) => {
    setProblem(null);
    try {
      await reset().unwrap();
      setConfirming(false);
      void showToast(
        turningOn
          ? { title: 'Calendar feed on', description: 'Copy its address into your calendar app.' }
          : { title: 'New address ready', description: 'The old address no longer works: subscribe again with the new one.' },
      );
    } catch (error) {
      setProblem(errorMessage(error, 'Your calendar feed could not be changed. Please try again.'));
    }
  };

  const onTurnOff = async () => {
    setProblem(null);
    try {
      await turnOff().unwrap();
      void showToast({ title: 'Calendar feed off', description: 'Its address no longer works.' });
    } catch (error) {
      setProblem(errorMessage(error, 'Your calendar feed could not be turned off. Please try again.'));
    }
  };

  const onCopy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      void showToast({ title: 'Address copied', description: 'Paste it where your calendar app adds a calendar by URL.' });
    } catch {
      void showToast({ title: 'Could not copy the address', description: url, variant: 'destructive' });
    }
  };

  let body;
  if (loadError) {
    body = <SectionLoadError error={loadError} fallback="Your calendar feed could not be loaded." onRetry={() => void refetch()} />;
  } else if (isLoading || !feed) {
    body = null;
  } else if (feed.url === null) {
    body = (
      <div className="ac-actions">
        <button type="button" className="cc-btn cc-btn--primary" disabled={busy} aria-busy={busy} onClick={() => void onReset(true)}>
          {resetState.isLoading ? 'Turning on…' : 'Turn on calendar feed'}
        </button>
      </div>
    );
  } else {
    const url = feed.url;
    body = (
      <div className="au-form">
        <div className="au-field">
          <label className="au-label" htmlFor={fieldId}>
            Your calendar feed address
          </label>
          <input
            id={fieldId}
            className="au-input ac-feed__url"
            type="text"
            value={url}
            readOnly
            aria-describedby={hintId}
            onFocus={(event) => event.target.select()}
          />
          <p id={hintId} className="au-hint">
            Keep it private: anyone with this address can see your live sessions.
          </p>
        </div>
        {confirming ? (
          <div className="ac-confirm">
            <p ref={promptRef} className="ac-confirm__text" tabIndex={-1}>
              Reset the address? The old address stops working at once: calendars subscribed to it stop showing your sessions until you
              subscribe again with the new one.
            </p>
            <div className="ac-actions">
              <button type="button" className="cc-btn cc-btn--primary" disabled={busy} onClick={() => void onReset(false)}>
                {resetState.isLoading ? 'Resetting…' : 'Reset address'}
              </button>
              <button type="button" className="cc-btn cc-btn--secondary" disabled={busy} onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <div className="ac-actions">
            <button type="button" className="cc-btn cc-btn--primary" onClick={() => void onCopy(url)}>
              Copy
            </button>
            <button ref={resetRef} type="button" className="cc-btn cc-btn--secondary" disabled={busy} onClick={() => setConfirming(true)}>
              Reset address
            </button>
            <button
              type="button"
              className="cc-btn cc-btn--secondary"
              disabled={busy}
              aria-busy={turnOffState.isLoading}
              onClick={() => void onTurnOff()}
            >
              {turnOffState.isLoading ? 'Turning off…' : 'Turn off'}
            </button>
          </div>
        )}
      </div>
    );
  }

  return (
    <AccountSection title="Calendar feed" intro={INTRO}>
      {problem ? <FormError>{problem}</FormError> : null}
      {body}
    </AccountSection>
  );
}
