import { Injectable, Logger } from '@nestjs/common';
import { CandidateSearchService, type CandidateProfileRow as ProfileRow } from '../sourcing/candidate-search.service.js';
import { SEARCH_PAGE_SIZE, type SearchResultsDto } from '../sourcing/dto/candidate.dto.js';
import {
  explainMatch,
  highlightRanges,
  parsedOrThrow,
  parseQuery,
  profileDocument,
  type QueryNode,
  type SearchField,
} from '../sourcing/public/search-language.js';
import { withSearchTargets } from './question-rules.js';
import type { AnswerMap } from './entities/quiz-attempt.entity.js';
import {
  SEARCH_GRADE_LIST_MAX,
  scoreSearch,
  type SearchExercise,
  type SearchGrade,
  type SearchGradeMap,
  type SearchGradeProfile,
} from './search-exercise.js';

/** The grade's reason when the pool could not be searched with a string that parses. */
export const SEARCH_FAILED = 'The search could not be run on the candidate pool, so it scores 0.';

/** A boolean search question as grading needs it. */
export interface SearchQuestion {
  id: number;
  search_pool_id: number | null;
  search: SearchExercise | null;
}

interface Pending {
  question: SearchQuestion & { search: SearchExercise; search_pool_id: number };
  queryText: string;
  query: QueryNode | null;
  syntaxError: string | null;
  score: ReturnType<typeof scoreSearch>;
  missed: number[];
  wrong: number[];
}

/** Boolean search exercises against their candidate pools: the learner's searches, targets for authors, grading. */
@Injectable()
export class SearchExercisesService {
  private readonly logger = new Logger(SearchExercisesService.name);

  constructor(private readonly candidates: CandidateSearchService) {}

  /**
   * The first page of a learner's search: the hit count and the first 20 candidates with what matched
   * highlighted, the same for targets and others. A string that does not parse is a 400 naming where.
   */
  async search(exercise: { poolId: number; fields: SearchField[] }, text: string): Promise<SearchResultsDto> {
    const query = parsedOrThrow(text);
    const { total, profiles } = await this.candidates.search(exercise.poolId, query.query, exercise.fields, { limit: SEARCH_PAGE_SIZE });
    return {
      total,
      results: profiles.map((row) => this.candidates.toCard(row, highlightRanges(query.query, row, exercise.fields))),
      warnings: query.warnings,
    };
  }

  /** The exercise's targets from its reference query, checked against the pool (see withSearchTargets). */
  async withTargets(poolId: number, exercise: SearchExercise): Promise<SearchExercise> {
    const query = parsedOrThrow(exercise.referenceQuery);
    const handPicked = [...exercise.include, ...exercise.exclude];
    const [hits, known] = await Promise.all([
      this.candidates.hitIds(poolId, query.query, exercise.fields),
      handPicked.length === 0 ? [] : this.candidates.profilesByIds(poolId, handPicked),
    ]);
    return withSearchTargets(exercise, hits, new Set(known.map((row) => row.id)));
  }

  /**
   * Grades the final search strings of an attempt against each exercise's targets: one query for the
   * hits of each boolean search question, then one per pool for the missed and wrong candidates listed.
   * A search the database fails is graded 0 with SEARCH_FAILED as its syntax error, so submitting never fails on it.
   */
  async gradeSearches(questions: SearchQuestion[], answers: AnswerMap): Promise<SearchGradeMap> {
    const exercises = questions.filter(
      (question): question is Pending['question'] => question.search !== null && question.search_pool_id !== null,
    );
    const pending = await Promise.all(
      exercises.map(async (question): Promise<Pending> => {
        const answer = answers[String(question.id)];
        const queryText = typeof answer === 'string' ? answer : '';
        const parsed = parseQuery(queryText);
        let hits: number[] = [];
        let failed = false;
        if (parsed.ok) {
          try {
            hits = await this.candidates.hitIds(question.search_pool_id, parsed.query, question.search.fields);
          } catch (error) {
            // One string the database refuses must not stop the learner submitting: it scores 0.
            this.logger.error(`Grading the search string of question ${question.id} failed: ${(error as Error).message}`);
            failed = true;
          }
        }
        const score = scoreSearch(hits, question.search.targetIds, question.search.passF1);
        return {
          question,
          queryText,
          query: parsed.ok && !failed ? parsed.query : null,
          syntaxError: !parsed.ok ? parsed.error.message : failed ? SEARCH_FAILED : null,
          score,
          missed: score.missedIds.slice(0, SEARCH_GRADE_LIST_MAX),
          wrong: score.wrongIds.slice(0, SEARCH_GRADE_LIST_MAX),
        };
      }),
    );
    const profiles = await this.listedProfiles(pending);
    const grades: SearchGradeMap = {};
    for (const item of pending) {
      const { question, score, query } = item;
      const listed = (ids: number[]): SearchGradeProfile[] =>
        ids.flatMap((id) => {
          const row = profiles.get(id);
          if (!row) return [];
          const reasons = query ? explainMatch(query, profileDocument(row), row.siteKey, question.search.fields, row).reasons : [];
          return [{ id, name: row.name, title: row.title, company: row.company, location: row.location, reasons }];
        });
      const grade: SearchGrade = {
        query: item.queryText,
        hitCount: score.hitCount,
        targetCount: score.targetCount,
        truePositives: score.truePositives,
        precision: score.precision,
        recall: score.recall,
        f1: score.f1,
        passF1: question.search.passF1,
        passed: score.passed,
        syntaxError: item.syntaxError,
        missed: listed(item.missed),
        missedCount: score.missedIds.length,
        wrong: listed(item.wrong),
        wrongCount: score.wrongIds.length,
        missedIds: score.missedIds,
      };
      grades[String(question.id)] = grade;
    }
    return grades;
  }

  /** The profiles the grades list, one query per pool. */
  private async listedProfiles(pending: Pending[]): Promise<Map<number, ProfileRow>> {
    const byPool = new Map<number, Set<number>>();
    for (const item of pending) {
      const ids = byPool.get(item.question.search_pool_id) ?? new Set<number>();
      for (const id of [...item.missed, ...item.wrong]) ids.add(id);
      byPool.set(item.question.search_pool_id, ids);
    }
    const rows = await Promise.all(
      [...byPool].filter(([, ids]) => ids.size > 0).map(([poolId, ids]) => this.candidates.profilesByIds(poolId, [...ids])),
    );
    return new Map(rows.flat().map((row) => [row.id, row]));
  }
}
