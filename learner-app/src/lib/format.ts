/** Display rules of spec section 9, in one place. */

/** Integer cents as dollars with two decimals: 4900 → "$49.00". */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** A course's price label: "Free", "$49.00", or "$19.00/month" for subscriptions. */
export function priceLabel(course: { isPaid: boolean; price: number; paymentType: string }): string {
  if (!course.isPaid || course.price <= 0) return 'Free';
  return `${formatPrice(course.price)}${course.paymentType === 'subscription' ? '/month' : ''}`;
}

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

/** Whole minutes for lesson lists: 12 → "12 min". */
export function wholeMinutes(minutes: number): string {
  return `${Math.floor(minutes)} min`;
}

/** Percent complete, rounded; 0 when there is nothing to complete. */
export function progressPercent({ completed, total }: { completed: number; total: number }): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** Relative time: minutes under an hour, hours under a day, days under a week, else the date. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60000));
  if (minutes < 60) return minutes <= 1 ? 'just now' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  return then.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export const ACCESS_LEVEL_LABELS: Record<string, string> = {
  all: 'All Users',
  recruitpro: 'RecruitPro',
  jobseeker: 'Job Seeker',
  admin: 'Admin',
};
