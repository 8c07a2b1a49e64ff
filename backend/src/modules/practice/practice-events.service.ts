import { Injectable } from '@nestjs/common';
import type { User } from '../users/entities/user.entity.js';

type PracticePassedListener = (learner: User, lessonId: number) => Promise<unknown>;

/**
 * Practice announces here that a learner passed a practice lesson, without knowing who acts on it
 * (the learning module completes the lesson). Listeners run in turn, awaited by the announcer.
 */
@Injectable()
export class PracticeEventsService {
  private readonly listeners: PracticePassedListener[] = [];

  onPracticePassed(listener: PracticePassedListener): void {
    this.listeners.push(listener);
  }

  async practicePassed(learner: User, lessonId: number): Promise<void> {
    for (const listener of this.listeners) await listener(learner, lessonId);
  }
}
