import type { Logger } from '@nestjs/common';

/** Logs a repeating connection error once per interval instead of on every reconnect attempt. */
export function throttledErrorLog(logger: Logger, what: string, intervalMs = 30_000): (error: Error) => void {
  let last = 0;
  return (error: Error) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    logger.error(`${what}: ${error.message}`);
  };
}
