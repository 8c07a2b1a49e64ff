import type { ExpressionBuilder } from 'kysely';
import type { AcademyDb } from '../../../database/kysely.js';

/** A query scope with `lessons as l` in it. */
type LessonScope = ExpressionBuilder<AcademyDb & { l: AcademyDb['lessons'] }, 'l'>;

/**
 * "Lesson `l` waits for a quiz the user has not passed": it has a quiz with a pass mark and
 * questions, and none of the user's attempts passed it. Such a lesson is completed by passing its
 * quiz (see QuizEventsService), never by hand.
 */
export function quizNotPassed(eb: LessonScope, userId: number) {
  return eb.exists(
    eb
      .selectFrom('quizzes as q')
      .select('q.id')
      .whereRef('q.lesson_id', '=', 'l.id')
      .where('q.pass_mark', 'is not', null)
      .where((quiz) => quiz.exists(quiz.selectFrom('quiz_questions as qq').select('qq.id').whereRef('qq.quiz_id', '=', 'q.id')))
      .where((quiz) =>
        quiz.not(
          quiz.exists(
            quiz
              .selectFrom('quiz_attempts as qa')
              .select('qa.id')
              .whereRef('qa.quiz_id', '=', 'q.id')
              .where('qa.user_id', '=', userId)
              .where('qa.passed', '=', true),
          ),
        ),
      ),
  );
}
