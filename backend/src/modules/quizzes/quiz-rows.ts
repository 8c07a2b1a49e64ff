import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnswerMap, AnswerValue, AttemptStatus, GradeMap } from './entities/quiz-attempt.entity.js';
import { MANUALLY_GRADED, type QuestionType } from './entities/quiz-question.entity.js';
import type { GradableQuestion } from './grading.js';
import type { AttemptFileDto, LearnerQuestionDto, QuestionFeedbackDto } from './dto/quiz.dto.js';

/** Submissions this long after the deadline still count, for the network and a slow auto-submit. */
export const SUBMIT_GRACE_MS = 30_000;

export interface QuestionRow {
  id: number;
  type: QuestionType;
  question: string;
  options: string[];
  correct_options: number[];
  accepted_answers: string[];
  points: number;
  order: number;
}

export interface AttemptRow {
  id: number;
  quiz_id: number;
  user_id: number;
  attempt_number: number;
  status: AttemptStatus;
  started_at: Date;
  deadline: Date | null;
  submitted_at: Date | null;
  answers: AnswerMap;
  grades: GradeMap;
  score: number | null;
  earned_points: number | null;
  total_points: number | null;
  passed: boolean | null;
  pending_review: boolean;
}

export interface UploadRow {
  id: number;
  attempt_id: number;
  question_id: number;
  file_name: string;
  content_type: string;
  size: number;
}

const ATTEMPT_FIELDS = [
  'id',
  'quiz_id',
  'user_id',
  'attempt_number',
  'status',
  'started_at',
  'deadline',
  'submitted_at',
  'answers',
  'grades',
  'score',
  'earned_points',
  'total_points',
  'passed',
  'pending_review',
];
/** An attempt row's columns, selected from `quiz_attempts a`. */
export const ATTEMPT_COLUMNS = ATTEMPT_FIELDS.map((field) => `a.${field}`).join(', ');
/** The same columns for `returning` (no alias there). */
export const ATTEMPT_RETURNING = ATTEMPT_FIELDS.join(', ');

export function questionRows(em: EntityManager, quizId: number): Promise<QuestionRow[]> {
  return em.getConnection().execute<QuestionRow[]>(
    `select id, type, question, options, correct_options, accepted_answers, points, "order" from quiz_questions where quiz_id = ? order by "order", id`,
    [quizId],
  );
}

/** File metadata only: the bytes are read when a file is downloaded. */
export function uploadRows(em: EntityManager, attemptIds: number[]): Promise<UploadRow[]> {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return em.getConnection().execute<UploadRow[]>(
    `select id, attempt_id, question_id, file_name, content_type, size from quiz_uploads where attempt_id = any(?::int[]) order by id`,
    [`{${attemptIds.join(',')}}`],
  );
}

export function gradable(row: QuestionRow): GradableQuestion {
  return { id: row.id, type: row.type, options: row.options, correctOptions: row.correct_options, acceptedAnswers: row.accepted_answers, points: row.points };
}

/** The learner's view of a question: no correct options, no accepted answers. */
export function toLearnerQuestion(row: QuestionRow): LearnerQuestionDto {
  return {
    id: row.id,
    type: row.type,
    question: row.question,
    options: row.type === 'multiple_choice' ? row.options : [],
    multipleAnswers: row.type === 'multiple_choice' && row.correct_options.length > 1,
    points: row.points,
  };
}

export function toFile(row: UploadRow): AttemptFileDto {
  return { questionId: row.question_id, uploadId: row.id, fileName: row.file_name, contentType: row.content_type, size: row.size };
}

export function feedbackOf(questions: QuestionRow[], grades: GradeMap): QuestionFeedbackDto[] {
  return questions.map((question) => {
    const grade = grades[String(question.id)];
    const manual = MANUALLY_GRADED.includes(question.type);
    let status: QuestionFeedbackDto['status'];
    if (!grade) status = 'pending_review';
    else if (manual) status = 'graded';
    else status = grade.points >= question.points ? 'correct' : 'incorrect';
    return { questionId: question.id, type: question.type, status, points: grade ? grade.points : null, maxPoints: question.points, comment: grade?.comment ?? null };
  });
}

export function remainingSeconds(deadline: Date | null, now: Date): number | null {
  if (!deadline) return null;
  return Math.max(0, Math.ceil((new Date(deadline).getTime() - now.getTime()) / 1000));
}

export function isPastGrace(deadline: Date | null, now: Date): boolean {
  return deadline !== null && now.getTime() > new Date(deadline).getTime() + SUBMIT_GRACE_MS;
}

/** Saved answers with later ones applied; null clears an answer. */
export function mergeAnswers(saved: AnswerMap, changes: Record<string, AnswerValue | null>): AnswerMap {
  const merged: Record<string, AnswerValue | null> = { ...saved, ...changes };
  return Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, AnswerValue] => entry[1] !== null));
}

export const iso = (date: Date | string | null): string | null => (date === null ? null : new Date(date).toISOString());
