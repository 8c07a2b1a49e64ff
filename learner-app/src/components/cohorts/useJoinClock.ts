import { useEffect, useState } from 'react';
import type { LiveSessionDto } from '@academy/api';
import { nextJoinChange } from '../../lib/cohorts';

/** setTimeout's longest wait (about 24 days); a later change is waited for in steps. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The time the sessions' Join buttons go by: it moves on when one of them turns on (15 minutes
 * before its start) or off (at its end), so an open page enables Join without a reload.
 */
export function useJoinClock(sessions: readonly Pick<LiveSessionDto, 'startsAt' | 'endsAt'>[] | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextJoinChange(sessions ?? [], now);
    if (next === null) return;
    // A moment after the change, so that the clock read then is past it.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now + 250, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [sessions, now]);
  return now;
}
