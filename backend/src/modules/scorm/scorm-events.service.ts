import { Injectable } from '@nestjs/common';
import type { SignedInUser } from '../users/public/signed-in-user.js';

type ScormDoneListener = (learner: SignedInUser, lessonId: number) => Promise<unknown>;

/**
 * SCORM announces here that a package reported a learner done with its lesson, without knowing who
 * acts on it (the learning module completes the lesson). Listeners run in turn, awaited by the announcer.
 */
@Injectable()
export class ScormEventsService {
  private readonly listeners: ScormDoneListener[] = [];

  onScormDone(listener: ScormDoneListener): void {
    this.listeners.push(listener);
  }

  async scormDone(learner: SignedInUser, lessonId: number): Promise<void> {
    for (const listener of this.listeners) await listener(learner, lessonId);
  }
}
