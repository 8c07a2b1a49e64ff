/** A course's average rating to one decimal, from its visible reviews' count and total (null without reviews). */
export function ratingAverage(count: number, sum: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
