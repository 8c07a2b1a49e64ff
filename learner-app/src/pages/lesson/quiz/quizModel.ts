import type { LearnerQuestionDto, LearnerQuizDto, QuestionFeedbackDto, QuestionReviewDto, QuizResultDto } from '@academy/api';

/** The remaining time turns red under 300 seconds (docs/product-rules.md#quizzes). */
export const WARNING_SECONDS = 300;

export type AnswerValue = string | number[];
export type Answers = Record<string, AnswerValue>;

/** Whole seconds until `deadlineAt` (ms since epoch), never below 0. */
export function secondsLeft(deadlineAt: number, now: number): number {
  return Math.max(0, Math.ceil((deadlineAt - now) / 1000));
}

/** "9:05" or "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

export function isWarning(seconds: number): boolean {
  return seconds < WARNING_SECONDS;
}

/** The line under the quiz title: questions, time limit, pass mark, attempts left. */
export function quizFacts(quiz: Pick<LearnerQuizDto, 'questionCount' | 'timeLimit' | 'passMark' | 'attemptsLeft'>): string[] {
  return [
    `${quiz.questionCount} ${quiz.questionCount === 1 ? 'question' : 'questions'}`,
    quiz.timeLimit === null ? 'No time limit' : `Time limit: ${quiz.timeLimit} ${quiz.timeLimit === 1 ? 'minute' : 'minutes'}`,
    ...(quiz.passMark === null ? [] : [`Pass mark: ${quiz.passMark}%`]),
    attemptsLeftLabel(quiz.attemptsLeft),
  ];
}

export function attemptsLeftLabel(attemptsLeft: number | null): string {
  return attemptsLeft === null ? 'Unlimited attempts' : `Attempts left: ${attemptsLeft}`;
}

/** After a failed attempt: "You have 2 attempts left.", "You have no attempts left.", or unlimited. */
export function retryLabel(attemptsLeft: number | null): string {
  if (attemptsLeft === null) return 'You can try again as often as you like.';
  if (attemptsLeft === 0) return 'You have no attempts left.';
  return `You have ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`;
}

export function isAnswered(question: LearnerQuestionDto, answers: Answers, uploadedQuestionIds: ReadonlySet<number>): boolean {
  if (question.type === 'file_upload') return uploadedQuestionIds.has(question.id);
  const value = answers[String(question.id)];
  if (value === undefined) return false;
  return Array.isArray(value) ? value.length > 0 : value.trim() !== '';
}

/** The warning before submitting: "You have 1 unanswered question", "You have 3 unanswered questions". */
export function unansweredLabel(count: number): string {
  return `You have ${count} unanswered ${count === 1 ? 'question' : 'questions'}`;
}

/** A multiple choice pick: one option replaces the last, or toggles when several may be chosen. */
export function pickOption(current: AnswerValue | undefined, index: number, multiple: boolean): number[] {
  if (!multiple) return [index];
  const picked = Array.isArray(current) ? current : [];
  return (picked.includes(index) ? picked.filter((item) => item !== index) : [...picked, index]).sort((a, b) => a - b);
}

/** The answers a submit sends: text and option picks (files are already uploaded). */
export function submittedAnswers(questions: LearnerQuestionDto[], answers: Answers): Answers {
  const ids = new Set(questions.filter((question) => question.type !== 'file_upload').map((question) => String(question.id)));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => ids.has(id)));
}

export function outcomeLabel(result: Pick<QuizResultDto, 'passed' | 'pendingReview'>): string | null {
  if (result.passed === true) return 'Passed';
  if (result.passed === false) return 'Not passed';
  return result.pendingReview ? 'Awaiting review' : null;
}

export function feedbackLabel(item: QuestionFeedbackDto): string {
  switch (item.status) {
    case 'correct':
      return 'Correct';
    case 'incorrect':
      return 'Incorrect';
    case 'pending_review':
      return 'Awaiting review';
    default:
      return 'Reviewed';
  }
}

/** "1/2 points", or "2 points" while the question awaits review. */
export function pointsLabel(points: number | null, maxPoints: number): string {
  const unit = maxPoints === 1 ? 'point' : 'points';
  return points === null ? `${maxPoints} ${unit}` : `${points}/${maxPoints} ${unit}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ReviewLine {
  kind: 'answer' | 'correct' | 'explanation';
  label: string;
  value: string;
}

/** A reviewed question: "Your answer", the correct option(s) or accepted answer(s), and the explanation when there is one. */
export function reviewLines(review: QuestionReviewDto): ReviewLine[] {
  const options = (indexes: number[]) => indexes.map((index) => review.options[index]).filter((option) => option !== undefined);
  const given = Array.isArray(review.answer) ? options(review.answer).join(', ') : (review.answer ?? '').trim();
  const lines: ReviewLine[] = [];
  if (review.options.length > 0 || review.acceptedAnswers.length > 0 || given) {
    lines.push({ kind: 'answer', label: 'Your answer', value: given || 'No answer' });
  }
  const correct = review.options.length > 0 ? options(review.correctOptions) : review.acceptedAnswers;
  if (correct.length > 0) {
    const label = review.options.length > 0 ? 'Correct answer' : 'Accepted answer';
    lines.push({ kind: 'correct', label: correct.length === 1 ? label : `${label}s`, value: correct.join(', ') });
  }
  if (review.explanation.trim()) lines.push({ kind: 'explanation', label: 'Explanation', value: review.explanation });
  return lines;
}
