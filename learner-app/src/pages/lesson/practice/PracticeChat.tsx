import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage, useChoosePracticeReplyMutation, useEndPracticeAttemptMutation } from '@academy/api';
import { streamPracticeReply } from './practiceStream';
import type { LearnerPracticeDto, PracticeAttemptDto, PracticeTurnDto } from './practiceTypes';
import { useSpeech } from './useSpeech';

export const MESSAGE_MAX_LENGTH = 2000;

type AttemptUpdate = (update: (attempt: PracticeAttemptDto) => PracticeAttemptDto) => void;

interface PracticeChatProps {
  practice: LearnerPracticeDto;
  attempt: PracticeAttemptDto;
  /** Replaces the attempt with the server's newer copy. */
  onAttempt: (attempt: PracticeAttemptDto) => void;
  onUpdate: AttemptUpdate;
  /** Asks the server for the attempt again (after a lost stream). */
  onRefresh: () => Promise<void>;
  /** A streamed reply is on its way: the attempt is not polled meanwhile. */
  onStreamingChange: (streaming: boolean) => void;
}

/** One stored turn of the transcript, as the chat and the ended conversation show it. */
export function Turn({ turn, personaName }: { turn: PracticeTurnDto; personaName: string }) {
  const persona = turn.speaker === 'persona';
  return (
    <li className={`pr-turn pr-turn--${turn.speaker}`}>
      <span className="pr-turn__speaker">{persona ? personaName : 'You'}</span>
      <p className="pr-turn__text">{turn.content}</p>
    </li>
  );
}

function lastTurn(attempt: PracticeAttemptDto): PracticeTurnDto | undefined {
  return attempt.turns[attempt.turns.length - 1];
}

/** Learner messages left, as the conversation's header says it. */
export function turnsLeftLabel(turnsLeft: number): string {
  return turnsLeft === 1 ? '1 message left' : `${turnsLeft} messages left`;
}

/**
 * The conversation in progress: the transcript (complete turns in a polite live log; the reply being
 * streamed hidden from screen readers until stored, so it is announced once), then the learner's turn: the scenario's
 * reply buttons, or (AI) a text box whose persona reply streams in, with Retry on a failed reply and
 * an optional 'Talk' mode (dictation and read-aloud replies).
 */
export function PracticeChat({ practice, attempt, onAttempt, onUpdate, onRefresh, onStreamingChange }: PracticeChatProps) {
  const personaName = practice.persona.name;
  const [draft, setDraft] = useState('');
  // The message on its way, shown until the server has stored it.
  const [outgoing, setOutgoing] = useState<string | null>(null);
  // The persona's reply as streamed so far: null when no reply is being streamed.
  const [streamed, setStreamed] = useState<string | null>(null);
  // A streaming request is open (from the send until its stream closes).
  const [inFlight, setInFlight] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [talk, setTalk] = useState(false);
  const talkRef = useRef(false);
  const [choose, choosing] = useChoosePracticeReplyMutation();
  const [endAttempt] = useEndPracticeAttemptMutation();
  const [ending, setEnding] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const transcript = useRef<HTMLDivElement>(null);

  const addPhrase = useCallback((phrase: string) => {
    setDraft((text) => (text.trim() ? `${text.trimEnd()} ${phrase}` : phrase).slice(0, MESSAGE_MAX_LENGTH));
  }, []);
  const speech = useSpeech(addPhrase);

  const busy = inFlight || outgoing !== null;
  useEffect(() => onStreamingChange(busy), [busy, onStreamingChange]);

  // Keep the newest line in view as the transcript grows.
  const scrollKey = `${attempt.turns.length}:${streamed?.length ?? -1}:${outgoing ?? ''}`;
  useEffect(() => {
    const box = transcript.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [scrollKey]);

  const stream = useCallback(
    async (url: string, body: unknown, sentText: string | null) => {
      setProblem(null);
      setInFlight(true);
      setStreamed('');
      try {
        const ending = await streamPracticeReply(url, body, {
          onLearner: (seq) => {
            setOutgoing(null);
            if (sentText !== null)
              onUpdate((current) => ({
                ...current,
                turns: [...current.turns, { seq, speaker: 'learner', content: sentText, status: 'complete', error: null }],
              }));
          },
          onDelta: (text) => setStreamed((sofar) => (sofar ?? '') + text),
          onDone: (next) => {
            setStreamed(null);
            onAttempt(next);
            const reply = lastTurn(next);
            if (talkRef.current && reply?.speaker === 'persona') speech.speak(reply.content);
          },
          onError: (error) => {
            setStreamed(null);
            onUpdate((current) => ({
              ...current,
              turns: [
                ...current.turns,
                {
                  seq: (lastTurn(current)?.seq ?? 0) + 1,
                  speaker: 'persona',
                  content: '',
                  status: 'failed',
                  error: { code: error.code, message: error.message },
                },
              ],
            }));
          },
        });
        if (ending === 'lost') await onRefresh();
      } catch (error) {
        // Refused before the reply started: nothing was stored, so the message goes back into the box.
        if (sentText !== null) setDraft(sentText);
        setProblem(errorMessage(error, 'Your message could not be sent. Please try again.'));
      } finally {
        setOutgoing(null);
        setStreamed(null);
        setInFlight(false);
      }
    },
    [onAttempt, onRefresh, onUpdate, speech],
  );

  const send = () => {
    const text = draft.trim();
    if (!text || busy) return;
    setDraft('');
    setOutgoing(text);
    void stream(`/api/practice-attempts/${attempt.id}/messages`, { text }, text);
  };

  const retry = () => {
    if (busy) return;
    // The failed reply gives way to the one being written again.
    onUpdate((current) => ({ ...current, turns: current.turns.filter((turn) => turn.status !== 'failed') }));
    void stream(`/api/practice-attempts/${attempt.id}/reply`, undefined, null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const pick = async (replyId: string) => {
    setProblem(null);
    try {
      onAttempt(await choose({ id: attempt.id, choosePracticeReplyDto: { replyId } }).unwrap());
    } catch (error) {
      setProblem(errorMessage(error, 'Your reply could not be saved. Please try again.'));
    }
  };

  const finish = async () => {
    setProblem(null);
    speech.stopListening();
    setEnding(true);
    try {
      onAttempt(await endAttempt({ id: attempt.id }).unwrap());
    } catch (error) {
      setProblem(errorMessage(error, 'The conversation could not be ended. Please try again.'));
      setEnding(false);
    }
  };

  const toggleTalk = () => {
    const next = !talk;
    setTalk(next);
    talkRef.current = next;
    if (next) {
      speech.listen();
      input.current?.focus();
    } else {
      speech.stopListening();
      speech.stopSpeaking();
    }
  };

  const last = lastTurn(attempt);
  const failed = last?.speaker === 'persona' && last.status === 'failed' ? last : null;
  const pending = last?.speaker === 'persona' && last.status === 'pending';
  // The learner's message was stored but its reply never was (the connection dropped before it started).
  const unanswered = practice.mode === 'ai' && !busy && last?.speaker === 'learner' && last.status === 'complete';
  const shownTurns = attempt.turns.filter((turn) => turn.status === 'complete');
  const typing = (streamed === '' || pending) && !failed;
  const firstMessage = !attempt.turns.some((turn) => turn.speaker === 'learner');

  return (
    <div className="pr-chat">
      <div className="pr-chat__bar">
        <span className="pr-chat__with">
          Talking with <strong>{personaName}</strong>
        </span>
        {attempt.turnsLeft !== null ? <span className="pr-chat__turns">{turnsLeftLabel(attempt.turnsLeft)}</span> : null}
      </div>
      {/* Focusable, so keyboard users can scroll a long transcript. */}
      <div
        className="pr-transcript"
        ref={transcript}
        role="log"
        aria-live="polite"
        aria-label={`Conversation with ${personaName}`}
        tabIndex={0}
      >
        <ol className="pr-log">
          {shownTurns.map((turn) => (
            <Turn key={`${turn.speaker}-${turn.seq}`} turn={turn} personaName={personaName} />
          ))}
        </ol>
        {outgoing !== null || streamed ? (
          <ol className="pr-log pr-log--live" aria-hidden="true">
            {outgoing !== null ? (
              <li className="pr-turn pr-turn--learner pr-turn--sending">
                <span className="pr-turn__speaker">You</span>
                <p className="pr-turn__text">{outgoing}</p>
              </li>
            ) : null}
            {streamed ? (
              <li className="pr-turn pr-turn--persona pr-turn--streaming" data-testid="streaming-reply">
                <span className="pr-turn__speaker">{personaName}</span>
                <p className="pr-turn__text">{streamed}</p>
              </li>
            ) : null}
          </ol>
        ) : null}
        {typing ? (
          <p className="pr-typing" role="status">
            <span className="pr-typing__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {personaName} is typing…
          </p>
        ) : null}
        {failed ? (
          <div className="pr-failed" role="alert">
            <p className="pr-failed__text">{failed.error?.message ?? `${personaName}'s reply did not arrive.`}</p>
            <button type="button" className="lp-button" onClick={retry} disabled={busy}>
              Retry
            </button>
          </div>
        ) : unanswered ? (
          <div className="pr-failed" role="alert">
            <p className="pr-failed__text">{personaName}&apos;s reply did not arrive. You can ask for it again.</p>
            <button type="button" className="lp-button" onClick={retry}>
              Retry
            </button>
          </div>
        ) : null}
      </div>

      {problem ? (
        <p className="pr-problem" role="alert">
          {problem}
        </p>
      ) : null}

      {practice.mode === 'scenario' ? (
        <div className="pr-options" role="group" aria-label="Your reply">
          {attempt.options.map((option) => (
            <button
              key={option.id}
              type="button"
              className="lp-button pr-option"
              disabled={choosing.isLoading}
              onClick={() => void pick(option.id)}
            >
              {option.text}
            </button>
          ))}
        </div>
      ) : (
        <form
          className="pr-compose"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          {firstMessage && practice.providerNotice ? (
            <p className="pr-notice" role="note">
              {practice.providerNotice}
            </p>
          ) : null}
          <label className="pr-compose__label" htmlFor="pr-message">
            Your message
          </label>
          <textarea
            id="pr-message"
            ref={input}
            className="pr-compose__input"
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby="pr-compose-hint"
          />
          <p id="pr-compose-hint" className="pr-compose__hint">
            Enter sends; Shift+Enter starts a new line.
          </p>
          <div className="pr-compose__actions">
            <button type="submit" className="lp-button lp-button--primary" disabled={busy || !draft.trim() || failed !== null}>
              Send
            </button>
            {speech.supported ? (
              <>
                <button type="button" className="lp-button" aria-pressed={talk} onClick={toggleTalk}>
                  Talk
                </button>
                {talk ? (
                  <button
                    type="button"
                    className="lp-button"
                    aria-pressed={speech.listening}
                    onClick={() => (speech.listening ? speech.stopListening() : speech.listen())}
                  >
                    {speech.listening ? 'Stop dictation' : 'Dictate'}
                  </button>
                ) : null}
              </>
            ) : null}
          </div>
          {speech.supported ? (
            talk ? (
              <p className="pr-compose__hint">
                {speech.listening ? 'Listening: what you say is written into the box.' : 'Dictation is off.'} Replies are read aloud.
              </p>
            ) : null
          ) : (
            <p className="pr-compose__hint">Voice needs a browser with speech recognition; typing works everywhere.</p>
          )}
        </form>
      )}

      {practice.mode === 'ai' ? (
        <div className="pr-chat__end">
          <button type="button" className="lp-button" disabled={busy || ending || firstMessage} onClick={() => void finish()}>
            {ending ? 'Grading...' : 'End conversation'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
