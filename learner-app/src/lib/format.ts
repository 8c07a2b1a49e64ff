/** The learner's display rules of docs/product-rules.md#display-formats (prices, relative time and access levels: @academy/ui). */

/** Minutes as rounded hours for the detail and checkout pages: 95 → "2 hours", 30 → "1 hour" (never "0 hours"). */
export function roundedHours(minutes: number): string {
  const hours = Math.max(1, Math.round(minutes / 60));
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Minutes as hours and minutes for cards: 95 → "1h 35m", 40 → "40m", 120 → "2h". */
export function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/**
 * 'Hours Learned' beside whole-number stat cards: whole hours from an hour on (100 → "2"), minutes
 * below it (20 → "20 min"), never a fraction.
 */
export function hoursLearned(minutes: number): string {
  if (minutes <= 0) return '0';
  return minutes < 60 ? `${minutes} min` : String(Math.round(minutes / 60));
}

/** Whole minutes for lesson lists: 12 → "12 min". */
export function wholeMinutes(minutes: number): string {
  return `${Math.floor(minutes)} min`;
}

/** Percent complete, rounded; 0 when there is nothing to complete. */
export function progressPercent({ completed, total }: { completed: number; total: number }): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
