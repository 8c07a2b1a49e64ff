import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Checkbox, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { type CandidateCardDto, type SearchResultsDto } from '@academy/api';
import {
  useCandidatePoolProfilesQuery,
  useListCandidatePoolsQuery,
  useSearchCandidatePoolMutation,
  type PoolSearchResultsDto,
} from '@academy/api/admin';
import { CandidateCard } from '../../../components/CandidateCard';
import { toastError } from '../../../lib/api';
import { querySyntaxProblemOf, type QuerySyntaxProblem } from '@academy/ui/candidate-search';
import {
  isReferenceHit,
  isTarget,
  MAX_TARGETS,
  REFERENCE_QUERY_MAX_LENGTH,
  SEARCH_FIELD_LABELS,
  SEARCH_FIELDS,
  showMoreLabel,
  targetCountOf,
  targetCountProblem,
  withAddedTarget,
  withField,
  withHitTargeted,
  withoutExcluded,
  withoutIncluded,
  withPool,
  type ReferenceHits,
  type SearchDraft,
  type SearchField,
} from './quizForm';

/** What the server refused on saving, shown at the field it concerns. */
export interface SearchSaveProblem {
  referenceQuery?: QuerySyntaxProblem;
  targets?: string;
  pool?: string;
}

/** The reference query's hits as last run: the pages loaded so far, and every hit's id when there are few enough. */
interface Preview {
  poolId: number;
  query: string;
  fields: SearchField[];
  total: number;
  hitIds: number[] | null;
  results: CandidateCardDto[];
  warnings: string[];
}

const fieldsKey = (fields: readonly string[]) => fields.join(',');

/** What a page of the preview adds to what is known of the hits. */
const pageOf = (page: PoolSearchResultsDto) => ({
  total: page.total,
  hitIds: page.hitIds,
  results: page.results,
  warnings: page.warnings,
});

const hitCheckboxId = (profileId: number) => `question-search-hit-${profileId}`;

function SyntaxProblem({ id, problem }: { id: string; problem: QuerySyntaxProblem }) {
  return (
    <div id={id} role="alert" className="search-syntax-problem">
      <Typography.Text type="danger" strong>
        {problem.message}
      </Typography.Text>
      {problem.hint ? (
        <div>
          <Typography.Text type="secondary">{problem.hint}</Typography.Text>
        </div>
      ) : null}
    </div>
  );
}

/** A list of profiles by name (loaded by id), each with a remove button. */
function ProfileList({
  label,
  ids,
  profiles,
  emptyText,
  removeLabel,
  removeText = 'Remove',
  noteOf,
  onRemove,
}: {
  label: string;
  ids: number[];
  profiles: Map<number, CandidateCardDto>;
  emptyText: string;
  removeLabel: (name: string) => string;
  removeText?: string;
  /** A remark after a profile, if any. */
  noteOf?: (id: number) => string | null;
  onRemove: (id: number) => void;
}) {
  return (
    <section aria-label={label}>
      <Typography.Text strong>{label}</Typography.Text>
      {ids.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {emptyText}
        </Typography.Paragraph>
      ) : (
        <ul className="candidate-list" style={{ marginTop: 4 }}>
          {ids.map((id) => {
            const profile = profiles.get(id);
            const name = profile?.name ?? `Profile ${id}`;
            const note = noteOf?.(id);
            return (
              <li key={id}>
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {name}
                    {profile ? (
                      <Typography.Text type="secondary">
                        {' '}
                        · {profile.title}
                        {profile.company ? ` at ${profile.company}` : ''}
                      </Typography.Text>
                    ) : null}
                    {note ? <Typography.Text type="secondary"> ({note})</Typography.Text> : null}
                  </span>
                  <Button size="small" aria-label={removeLabel(name)} onClick={() => onRemove(id)}>
                    {removeText}
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * A Boolean search exercise's settings: the pool, the fields learners may search, the pass threshold, the
 * reference query with its hits (each a target unless unticked), profiles added by hand, and the targets' count.
 */
export function SearchExerciseFields({
  search,
  onChange,
  savedTargetCount,
  problem,
}: {
  search: SearchDraft;
  onChange: (search: SearchDraft) => void;
  /** The count the server gave when the exercise was last saved (editing). */
  savedTargetCount: number | null;
  problem: SearchSaveProblem | null;
}) {
  const pools = useListCandidatePoolsQuery();
  const [runSearch, running] = useSearchCandidatePoolMutation();
  const [findSearch, finding] = useSearchCandidatePoolMutation();
  const [loadPage, loadingPage] = useSearchCandidatePoolMutation();
  const [preview, setPreview] = useState<Preview | null>(null);
  /** The first hit of the page just loaded, which takes the focus once shown. */
  const focusHit = useRef<number | null>(null);
  const [previewProblem, setPreviewProblem] = useState<QuerySyntaxProblem | null>(null);
  const [findText, setFindText] = useState('');
  const [found, setFound] = useState<SearchResultsDto | null>(null);
  const [findProblem, setFindProblem] = useState<QuerySyntaxProblem | null>(null);
  const handIds = [...search.include, ...search.exclude];
  const profiles = useCandidatePoolProfilesQuery(
    { id: search.poolId ?? 0, ids: handIds.join(',') },
    { skip: search.poolId === null || handIds.length === 0 },
  );
  const byId = new Map<number, CandidateCardDto>();
  for (const card of [...(profiles.data ?? []), ...(preview?.results ?? []), ...(found?.results ?? [])]) byId.set(card.id, card);

  // A new exercise starts on the academy's default pool.
  const { poolId } = search;
  const defaultPool = pools.data?.find((pool) => pool.isDefault) ?? pools.data?.[0];
  useEffect(() => {
    if (poolId === null && defaultPool) onChange(withPool(search, defaultPool.id));
  }, [poolId, defaultPool, search, onChange]);

  const runQuery = useCallback(
    async (draft: SearchDraft) => {
      const query = draft.referenceQuery.trim();
      if (draft.poolId === null || !query || draft.fields.length === 0) return;
      try {
        const page = await runSearch({ id: draft.poolId, poolSearchDto: { query, fields: draft.fields } }).unwrap();
        focusHit.current = null;
        setPreview({ poolId: draft.poolId, query, fields: draft.fields, ...pageOf(page) });
        setPreviewProblem(null);
      } catch (error) {
        const syntax = querySyntaxProblemOf(error);
        if (!syntax) return toastError(error);
        setPreview(null);
        setPreviewProblem(syntax);
      }
    },
    [runSearch],
  );
  const run = () => void runQuery(search);

  // The next page of the same hits, added below the ones shown (the ticks are in the draft, so they stay).
  const showMore = async () => {
    if (!preview) return;
    try {
      const page = await loadPage({
        id: preview.poolId,
        poolSearchDto: { query: preview.query, fields: preview.fields, offset: preview.results.length },
      }).unwrap();
      const shown = new Set(preview.results.map((card) => card.id));
      const added = page.results.filter((card) => !shown.has(card.id));
      if (added.length > 0) focusHit.current = added[0].id;
      // Run again meanwhile: that preview stands.
      setPreview((latest) => (latest === preview ? { ...latest, ...pageOf(page), results: [...latest.results, ...added] } : latest));
    } catch (error) {
      toastError(error);
    }
  };
  useEffect(() => {
    if (focusHit.current === null) return;
    document.getElementById(hitCheckboxId(focusHit.current))?.focus();
    focusHit.current = null;
  }, [preview]);

  // Editing: the saved query's hits are shown at once.
  const ranOnOpen = useRef(false);
  const openedWithQuery = useRef(search.referenceQuery.trim() !== '');
  useEffect(() => {
    if (ranOnOpen.current || !openedWithQuery.current || search.poolId === null) return;
    ranOnOpen.current = true;
    void runQuery(search);
  }, [runQuery, search]);

  const find = async () => {
    const query = findText.trim();
    if (search.poolId === null || !query) return;
    try {
      setFound(await findSearch({ id: search.poolId, poolSearchDto: { query, fields: SEARCH_FIELDS } }).unwrap());
      setFindProblem(null);
    } catch (error) {
      const syntax = querySyntaxProblemOf(error);
      if (!syntax) return toastError(error);
      setFound(null);
      setFindProblem(syntax);
    }
  };

  const current =
    preview !== null &&
    preview.poolId === search.poolId &&
    preview.query === search.referenceQuery.trim() &&
    fieldsKey(preview.fields) === fieldsKey(search.fields);
  const hits: ReferenceHits | null = current
    ? { total: preview.total, ids: preview.hitIds, shown: preview.results.map((card) => card.id) }
    : null;
  const targetCount = hits ? targetCountOf(search, hits) : null;
  const targetsProblem = problem?.targets ?? (targetCount ? targetCountProblem(targetCount) : null);
  const queryProblem = problem?.referenceQuery ?? previewProblem;
  const remaining = preview ? preview.total - preview.results.length : 0;

  return (
    <fieldset className="search-exercise" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: 8 }}>Boolean search exercise</legend>
      <Typography.Paragraph type="secondary">
        The question text is the brief learners source for. They write a search string over the pool; their hits are graded against the
        targets: the candidates your reference query finds, adjusted by hand.
      </Typography.Paragraph>

      <Form.Item
        label="Candidate pool"
        htmlFor="question-search-pool"
        required
        validateStatus={problem?.pool ? 'error' : undefined}
        help={problem?.pool}
        extra={
          <Link to="/admin/candidate-pools" target="_blank" rel="noreferrer">
            Manage candidate pools (opens in a new tab)
          </Link>
        }
      >
        <Select
          id="question-search-pool"
          value={search.poolId ?? undefined}
          loading={pools.isLoading}
          placeholder={pools.data?.length === 0 ? 'No pools yet: import one first' : 'Choose a pool'}
          options={(pools.data ?? []).map((pool) => ({
            value: pool.id,
            label: `${pool.name} (${pool.profileCount} profiles)${pool.isDefault ? ' · default' : ''}`,
          }))}
          onChange={(id: number) => {
            onChange(withPool(search, id));
            setFound(null);
          }}
        />
      </Form.Item>

      <fieldset style={{ border: 0, margin: '0 0 16px', padding: 0, minWidth: 0 }}>
        <legend style={{ fontSize: 14, marginBottom: 4 }}>Fields learners can search</legend>
        <Flex wrap gap={8}>
          {SEARCH_FIELDS.map((field) => (
            <Checkbox
              key={field}
              checked={search.fields.includes(field)}
              onChange={(event) => onChange(withField(search, field, event.target.checked))}
            >
              {SEARCH_FIELD_LABELS[field]}
            </Checkbox>
          ))}
        </Flex>
        {search.fields.length === 0 ? (
          <Typography.Text type="danger" role="alert">
            Tick at least one field.
          </Typography.Text>
        ) : null}
      </fieldset>

      <Form.Item
        label="Pass threshold (F1, %)"
        htmlFor="question-search-pass-f1"
        required
        extra="Learners earn the points when the F1 of their hits reaches this. F1 balances precision (how many of their hits are targets) and recall (how many targets they found)."
      >
        <InputNumber
          id="question-search-pass-f1"
          min={1}
          max={100}
          precision={0}
          value={search.passF1}
          onChange={(passF1) => onChange({ ...search, passF1 })}
        />
      </Form.Item>

      <Form.Item
        label="Reference query"
        htmlFor="question-search-reference"
        required
        validateStatus={queryProblem ? 'error' : undefined}
        help={queryProblem ? <SyntaxProblem id="question-search-reference-problem" problem={queryProblem} /> : undefined}
        extra="The search string you would write. Its hits are the targets; press Enter or Run to see them."
      >
        <Flex gap={8} align="flex-start" wrap>
          <Input.TextArea
            id="question-search-reference"
            style={{ flex: '1 1 220px', minWidth: 0, fontFamily: 'monospace' }}
            autoSize={{ minRows: 1, maxRows: 6 }}
            maxLength={REFERENCE_QUERY_MAX_LENGTH}
            value={search.referenceQuery}
            aria-invalid={queryProblem ? true : undefined}
            aria-describedby={queryProblem ? 'question-search-reference-problem' : undefined}
            onChange={(event) => {
              onChange({ ...search, referenceQuery: event.target.value });
              setPreviewProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                run();
              }
            }}
          />
          <Button
            onClick={run}
            loading={running.isLoading}
            disabled={search.poolId === null || !search.referenceQuery.trim() || search.fields.length === 0}
          >
            Run
          </Button>
        </Flex>
      </Form.Item>

      {preview ? (
        <section aria-label="Reference query hits" style={{ marginBottom: 16 }}>
          <Flex justify="space-between" wrap gap={8} align="baseline">
            <Typography.Text strong aria-live="polite">
              {preview.total} {preview.total === 1 ? 'hit' : 'hits'}
              {remaining > 0 ? ` · ${preview.results.length} shown` : ''}
            </Typography.Text>
          </Flex>
          {!current ? (
            <Alert
              type="info"
              style={{ margin: '8px 0' }}
              title="These hits are for an earlier version of the query, pool or fields: run it again to see the targets."
            />
          ) : null}
          {preview.warnings.map((warning) => (
            <Typography.Paragraph key={warning} type="warning" style={{ margin: '4px 0' }}>
              {warning}
            </Typography.Paragraph>
          ))}
          {preview.results.length > 0 ? (
            <>
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
                Untick a hit that should not count as a target.
              </Typography.Paragraph>
              <ul className="candidate-list">
                {preview.results.map((card) => (
                  <li key={card.id}>
                    <CandidateCard
                      card={card}
                      action={
                        <Checkbox
                          id={hitCheckboxId(card.id)}
                          checked={!search.exclude.includes(card.id)}
                          aria-label={`Target: ${card.name}`}
                          onChange={(event) => onChange(withHitTargeted(search, card.id, event.target.checked))}
                        >
                          Target
                        </Checkbox>
                      }
                    />
                  </li>
                ))}
              </ul>
              {remaining > 0 ? (
                <Button onClick={() => void showMore()} loading={loadingPage.isLoading} style={{ marginTop: 8 }}>
                  {showMoreLabel(remaining)}
                </Button>
              ) : null}
            </>
          ) : (
            <Typography.Paragraph type="secondary">The query finds nobody in this pool.</Typography.Paragraph>
          )}
        </section>
      ) : null}

      <section aria-label="Find a profile to add" style={{ marginBottom: 16 }}>
        <label htmlFor="question-search-find" style={{ display: 'block', marginBottom: 4 }}>
          Find a profile to add
        </label>
        <Typography.Paragraph type="secondary" id="question-search-find-help" style={{ margin: '0 0 4px' }}>
          A search string over every field (names are not searched), e.g. company:initech or "data engineer" munich.
        </Typography.Paragraph>
        <Input.Search
          id="question-search-find"
          value={findText}
          maxLength={REFERENCE_QUERY_MAX_LENGTH}
          enterButton="Find"
          loading={finding.isLoading}
          disabled={search.poolId === null}
          aria-describedby={findProblem ? 'question-search-find-help question-search-find-problem' : 'question-search-find-help'}
          onChange={(event) => {
            setFindText(event.target.value);
            setFindProblem(null);
          }}
          onSearch={() => void find()}
        />
        {findProblem ? <SyntaxProblem id="question-search-find-problem" problem={findProblem} /> : null}
        {found ? (
          <div style={{ marginTop: 8 }}>
            <Typography.Text type="secondary">
              {found.total} {found.total === 1 ? 'profile' : 'profiles'} found
              {found.total > found.results.length ? ` · the first ${found.results.length} shown` : ''}
            </Typography.Text>
            <ul className="candidate-list" style={{ marginTop: 4 }}>
              {found.results.map((card) => {
                const hit = hits !== null && isReferenceHit(hits, card.id);
                return (
                  <li key={card.id}>
                    <CandidateCard
                      card={card}
                      action={
                        isTarget(search, card.id, hit) ? (
                          <Typography.Text type="success">Target</Typography.Text>
                        ) : (
                          <Button
                            size="small"
                            aria-label={`Add to targets: ${card.name}`}
                            onClick={() => onChange(withAddedTarget(search, card.id, hit))}
                          >
                            Add to targets
                          </Button>
                        )
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </section>

      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        <ProfileList
          label="Added by hand"
          ids={search.include}
          profiles={byId}
          emptyText="Nobody: the targets are the query's hits."
          removeLabel={(name) => `Remove ${name} from the added targets`}
          onRemove={(id) => onChange(withoutIncluded(search, id))}
        />
        <ProfileList
          label="Left out"
          ids={search.exclude}
          profiles={byId}
          emptyText="Nobody: every hit is a target."
          removeLabel={(name) => `Put back ${name} as a target`}
          removeText="Put back"
          noteOf={(id) => (hits?.ids && !hits.ids.includes(id) ? 'not found by the query now' : null)}
          onRemove={(id) => onChange(withoutExcluded(search, id))}
        />
      </Flex>

      <div role="status" aria-label="Targets">
        <Typography.Text strong>
          {targetCount !== null
            ? targetCount.exact
              ? `${targetCount.count} ${targetCount.count === 1 ? 'target' : 'targets'}`
              : `At least ${targetCount.atLeast} ${targetCount.atLeast === 1 ? 'target' : 'targets'}`
            : savedTargetCount !== null
              ? `${savedTargetCount} ${savedTargetCount === 1 ? 'target' : 'targets'} when last saved`
              : 'Run the reference query to see the targets.'}
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          The hits not left out, plus the profiles added by hand; between 1 and {MAX_TARGETS}. The server counts them again when you save.
        </Typography.Paragraph>
      </div>
      {targetsProblem ? (
        <Typography.Text type="danger" role="alert">
          {targetsProblem}
        </Typography.Text>
      ) : null}
    </fieldset>
  );
}
