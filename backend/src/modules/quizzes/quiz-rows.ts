import type { AnswerMap, AnswerValue, GradeMap } from './entities/quiz-attempt.entity.js';
import { MANUALLY_GRADED } from './entities/quiz-question.entity.js';
import type { GradableQuestion } from './grading.js';
import type { AttemptFileDto, LearnerQuestionDto, QuestionFeedbackDto, SearchGradeDto } from './dto/quiz.dto.js';
import type { QuestionRow, UploadRow } from './quizzes.repository.js';
import type { SearchGrade, SearchGradeMap } from './search-exercise.js';

/** Submissions this long after the deadline still count, for the network and a slow auto-submit. */
export const SUBMIT_GRACE_MS = 30_000;

export function gradable(row: QuestionRow): GradableQuestion {
  return {
    id: row.id,
    type: row.type,
    options: row.options,
    correctOptions: row.correct_options,
    acceptedAnswers: row.accepted_answers,
    points: row.points,
  };
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
    search:
      row.type === 'boolean_search' && row.search
        ? { fields: row.search.fields, poolName: row.pool_name ?? '', poolSize: row.pool_size ?? 0 }
        : null,
  };
}

/**
 * A stored search grade as shown: every figure, and the missed and wrong candidates unless `lists` is
 * false. The names of targets are part of the answer key, so a learner gets them only when the quiz
 * allows review; admins always do. The full list of missed ids stays for analytics.
 */
export function toSearchGrade(grade: SearchGrade | undefined, { lists = true }: { lists?: boolean } = {}): SearchGradeDto | null {
  if (!grade) return null;
  const { missedIds: _missedIds, ...shown } = grade;
  return lists ? shown : { ...shown, missed: [], wrong: [] };
}

export function toFile(row: UploadRow): AttemptFileDto {
  return { questionId: row.question_id, uploadId: row.id, fileName: row.file_name, contentType: row.content_type, size: row.size };
}

/**
 * How each question of a finished attempt went. With `review` (the quiz allows it), also the question,
 * the learner's answer, the correct answer and the author's explanation, and a search grade's missed and
 * wrong candidates: only ever for a finished attempt.
 */
export function feedbackOf(
  questions: QuestionRow[],
  grades: GradeMap,
  answers: AnswerMap,
  searchGrades: SearchGradeMap,
  review: boolean,
): QuestionFeedbackDto[] {
  return questions.map((question) => {
    const grade = grades[String(question.id)];
    const manual = MANUALLY_GRADED.includes(question.type);
    let status: QuestionFeedbackDto['status'];
    if (!grade) status = 'pending_review';
    else if (manual) status = 'graded';
    else status = grade.points >= question.points ? 'correct' : 'incorrect';
    return {
      questionId: question.id,
      type: question.type,
      status,
      points: grade ? grade.points : null,
      maxPoints: question.points,
      comment: grade?.comment ?? null,
      search: question.type === 'boolean_search' ? toSearchGrade(searchGrades[String(question.id)], { lists: review }) : null,
      review: review
        ? {
            question: question.question,
            options: question.type === 'multiple_choice' ? question.options : [],
            answer: answers[String(question.id)] ?? null,
            correctOptions: question.type === 'multiple_choice' ? question.correct_options : [],
            acceptedAnswers: question.type === 'short_answer' ? question.accepted_answers : [],
            explanation: question.explanation,
            referenceQuery: question.type === 'boolean_search' ? (question.search?.referenceQuery ?? null) : null,
          }
        : null,
    };
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
