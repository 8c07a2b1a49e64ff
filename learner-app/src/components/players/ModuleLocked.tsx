import { LockIcon } from '../icons';
import { unlockDate } from '../../lib/cohorts';
import './players.css';

/**
 * A lesson of a drip module that has not opened yet for the learner: in place of its content (the
 * server refuses it, its completion, quiz and practice until then), the day it opens.
 */
export function ModuleLocked({ unlocksAt }: { unlocksAt: string }) {
  return (
    <div className="lp-locked" role="note">
      <LockIcon size={22} className="lp-locked__icon" />
      <div>
        <p className="lp-locked__title">
          This module unlocks on <time dateTime={unlocksAt}>{unlockDate(unlocksAt)}</time>.
        </p>
        <p className="lp-locked__text">Its lessons open on that day. Until then, carry on with the lessons already open.</p>
      </div>
    </div>
  );
}
