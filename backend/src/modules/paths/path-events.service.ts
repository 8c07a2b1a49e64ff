import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

type Listener = (em: EntityManager, pathId: number) => Promise<unknown>;

/**
 * What happens to paths that other modules act on, without the paths module knowing them: a path's
 * steps changed, so those who bought the path, or hold a seat of it, get the courses it now has
 * (payments and teams listen); a path published or changed may be complete for learners already
 * (certificates listen). Listeners run one after the other in the change's transaction, with
 * its `em`.
 */
@Injectable()
export class PathEventsService {
  private readonly stepsChangedListeners: Listener[] = [];
  private readonly completionChangedListeners: Listener[] = [];

  onStepsChanged(listener: Listener): void {
    this.stepsChangedListeners.push(listener);
  }

  /** What completes a path may now be done by learners who hold no certificate of it: certificates listen. */
  onCompletionChanged(listener: Listener): void {
    this.completionChangedListeners.push(listener);
  }

  /** The path's steps were replaced. */
  async stepsChanged(em: EntityManager, pathId: number): Promise<void> {
    for (const listener of this.stepsChangedListeners) await listener(em, pathId);
    await this.completionChanged(em, pathId);
  }

  /** The path was published, or its steps changed. */
  async completionChanged(em: EntityManager, pathId: number): Promise<void> {
    for (const listener of this.completionChangedListeners) await listener(em, pathId);
  }
}
