import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchQuizCandidatesMutation, type LearnerSearchDto, type SearchResultsDto } from '@academy/api';
import type { QuerySyntaxProblem } from '@academy/ui/candidate-search';
import { CandidateCard } from './CandidateCard';
import { MAX_QUERY_LENGTH, errorExcerpt, fieldsLabel, hitCountLabel, searchFailure, shownLabel, type SearchFailure } from './searchModel';

interface SearchQuestionProps {
  attemptId: number;
  questionId: number;
  search: LearnerSearchDto;
  heading: ReactNode;
  /** The search string: the answer, saved as it is typed. */
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** Where the syntax error is: the string with the character it points at marked, and a way to put the cursor there. */
function SyntaxError({ id, problem, query, onShow }: { id: string; problem: QuerySyntaxProblem; query: string; onShow: () => void }) {
  const excerpt = problem.position === null ? null : errorExcerpt(query, problem.position);
  return (
    <div id={id} className="qz-search__error" role="alert">
      <p className="qz-search__error-message">{problem.message}</p>
      {problem.hint ? <p className="qz-search__error-hint">{problem.hint}</p> : null}
      {excerpt ? (
        <p className="qz-search__error-where">
          <code className="qz-search__error-query">
            {excerpt.before}
            <mark className="qz-search__error-at">{excerpt.at || '\u00a0'}</mark>
            {excerpt.after}
          </code>
          <button type="button" className="qz-search__error-show" onClick={onShow}>
            Go to character {problem.position}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A `boolean_search` question: the brief, the fields plain words search, the search string (the
 * answer), 'Run search' as often as the learner likes, and the first results as candidate cards with
 * the matched words marked. A string the server cannot read shows its error in place, under the box.
 */
export function SearchQuestion({ attemptId, questionId, search, heading, value, onChange, disabled }: SearchQuestionProps) {
  const inputId = `qz-answer-${questionId}`;
  const box = useRef<HTMLTextAreaElement>(null);
  const [runSearch, { isLoading: searching }] = useSearchQuizCandidatesMutation();
  const [results, setResults] = useState<{ query: string; answer: SearchResultsDto } | null>(null);
  const [failure, setFailure] = useState<{ query: string; failure: SearchFailure } | null>(null);

  const run = async () => {
    if (searching || disabled) return;
    const query = value;
    try {
      const answer = await runSearch({ id: attemptId, questionId, searchQueryDto: { query } }).unwrap();
      setFailure(null);
      setResults({ query, answer });
    } catch (error) {
      const failed = searchFailure(error);
      setFailure({ query, failure: failed });
      // A string that cannot be read finds nobody: its old results would say otherwise.
      if (failed.kind === 'syntax') setResults(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  // Enter runs the search, as in a search engine; Shift+Enter starts a new line in a long string.
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void run();
  };

  const showErrorPosition = (position: number) => {
    const input = box.current;
    if (!input) return;
    const index = Math.min(Math.max(position - 1, 0), input.value.length);
    input.focus();
    input.setSelectionRange(index, Math.min(index + 1, input.value.length));
  };

  const syntax = failure?.failure.kind === 'syntax' ? failure.failure.problem : null;
  const notice = failure && failure.failure.kind !== 'syntax' ? failure.failure : null;
  const stale = results !== null && results.query !== value;
  const describedBy = [`${inputId}-fields`, `${inputId}-keys`, syntax ? `${inputId}-error` : null].filter(Boolean).join(' ');

  return (
    <fieldset className="qz-question qz-search" disabled={disabled}>
      <legend className="qz-question__legend">{heading}</legend>
      <p id={`${inputId}-fields`} className="qz-question__hint">
        Words without a field name search {fieldsLabel(search.fields)}. The pool: “{search.poolName}”,{' '}
        {search.poolSize.toLocaleString('en-US')} profiles.
      </p>
      <p className="qz-question__hint">
        Use AND, OR, NOT, “quoted phrases”, (parentheses), engineer* and fields such as title:, skills:, company:, location:, text: and
        site:.
      </p>
      <form className="qz-search__form" role="search" aria-label="Candidate search" onSubmit={submit}>
        <label className="qz-question__label" htmlFor={inputId}>
          Search string
        </label>
        <textarea
          ref={box}
          id={inputId}
          className="qz-input qz-search__input"
          rows={3}
          maxLength={MAX_QUERY_LENGTH}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          value={value}
          aria-invalid={syntax !== null}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
        />
        <p id={`${inputId}-keys`} className="qz-search__keys">
          Enter runs the search; Shift+Enter starts a new line.
        </p>
        {syntax && failure ? (
          <SyntaxError
            id={`${inputId}-error`}
            problem={syntax}
            query={failure.query}
            onShow={() => showErrorPosition(syntax.position ?? 1)}
          />
        ) : null}
        <div className="qz-search__actions">
          <button type="submit" className="lp-button lp-button--primary" aria-disabled={searching || undefined}>
            Run search
          </button>
          <span className="qz-search__status" role="status">
            {searching ? 'Searching…' : results ? hitCountLabel(results.answer.total) : ''}
          </span>
        </div>
      </form>
      {notice ? (
        <p className={`qz-search__notice qz-search__notice--${notice.kind}`} role="alert">
          {notice.message}
        </p>
      ) : null}
      {results ? (
        <section className="qz-search__results" aria-label="Search results" aria-busy={searching}>
          {stale ? <p className="qz-search__note">These results are for your last search. Run the search again to update them.</p> : null}
          {results.answer.warnings.map((warning) => (
            <p key={warning} className="qz-search__note">
              {warning}
            </p>
          ))}
          {shownLabel(results.answer.total, results.answer.results.length) ? (
            <p className="qz-search__shown">{shownLabel(results.answer.total, results.answer.results.length)}</p>
          ) : null}
          {results.answer.results.length > 0 ? (
            <ol className="qz-search__list">
              {results.answer.results.map((card) => (
                <li key={card.id}>
                  <CandidateCard card={card} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="qz-search__empty">Nobody in the pool matches this search. Try fewer or broader words.</p>
          )}
        </section>
      ) : (
        <p className="qz-search__idle">{searching ? null : 'Run a search to see the candidates it finds.'}</p>
      )}
    </fieldset>
  );
}
