// The served app's test clock (TEST_CLOCK_FILE): the API and its worker processes add the milliseconds
// in this file to the time on every reading. Only suites of the 'moved clock' project move it: they
// run after every other suite (playwright.config.ts).
import { rm, writeFile } from 'node:fs/promises';
import { testClockFile } from '../playwright.config.js';

let offsetMs = 0;

/** The app's time now, as this suite moved it. */
export function appNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the app's time forward by `ms`. */
export async function moveClock(ms: number): Promise<void> {
  offsetMs += ms;
  await writeFile(testClockFile, String(offsetMs));
}

/** Moves the app's time to `instant`. */
export async function moveClockTo(instant: Date): Promise<void> {
  await moveClock(instant.getTime() - appNow().getTime());
}

/** Puts the app's clock back to the real time. */
export async function resetClock(): Promise<void> {
  offsetMs = 0;
  await rm(testClockFile, { force: true });
}
