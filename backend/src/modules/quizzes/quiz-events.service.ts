import { Injectable } from '@nestjs/common';
import type { User } from '../users/entities/user.entity.js';

/** What listens to a passed quiz: the learning module, which completes the quiz's lesson. */
type QuizPassedListener = (learner: User, lessonId: number) => Promise<unknown>;

/**
 * Quizzes announce here that a learner passed the quiz of a lesson (reached its pass mark, or
 * submitted a quiz that has none), each time, also once the lesson is complete, without knowing who acts on it. Listeners run one after the
 * other, awaited by the announcing request, and their errors reach it.
 */
@Injectable()
export class QuizEventsService {
  private readonly quizPassedListeners: QuizPassedListener[] = [];

  onQuizPassed(listener: QuizPassedListener): void {
    this.quizPassedListeners.push(listener);
  }

  async quizPassed(learner: User, lessonId: number): Promise<void> {
    for (const listener of this.quizPassedListeners) await listener(learner, lessonId);
  }
}
