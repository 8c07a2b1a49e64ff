import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

type Listener = (em: EntityManager, pathId: number) => Promise<unknown>;

/**
 * What happens to paths that other modules act on, without the paths module knowing them: a path's
 * steps changed, so those who bought the path, or hold a seat of it, get the courses it now has
 * (payments and teams listen). Listeners run one after the other in the change's transaction, with
 * its `em`.
 */
@Injectable()
export class PathEventsService {
  private readonly stepsChangedListeners: Listener[] = [];

  onStepsChanged(listener: Listener): void {
    this.stepsChangedListeners.push(listener);
  }

  /** The path's steps were replaced. */
  async stepsChanged(em: EntityManager, pathId: number): Promise<void> {
    for (const listener of this.stepsChangedListeners) await listener(em, pathId);
  }
}
