import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from './quizModel';

/**
 * Seconds left until `deadlineAt` (local ms, derived from the server's remaining seconds when the
 * attempt was loaded, so the client clock's offset does not matter). Recomputed from the clock on
 * every tick, so a throttled background tab catches up at once; `onExpire` runs once at zero.
 */
export function useCountdown(deadlineAt: number | null, initialSeconds: number | null, onExpire: () => void): number | null {
  const [left, setLeft] = useState(initialSeconds);
  const onExpireRef = useRef(onExpire);
  const expired = useRef(false);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (deadlineAt === null) return;
    const tick = () => {
      const seconds = secondsLeft(deadlineAt, Date.now());
      setLeft(seconds);
      if (seconds === 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadlineAt]);
  return left;
}
