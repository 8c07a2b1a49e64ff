/**
 * How a post's author is named to other learners: first name and last initial, never the e-mail
 * address; "Former learner" once the account is gone (the post stays).
 */
export function authorName(firstName: string | null, lastName: string | null): string {
  if (firstName === null && lastName === null) return 'Former learner';
  const first = (firstName ?? '').trim();
  const initial = (lastName ?? '').trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'Learner';
  return initial ? `${first} ${initial}.` : first;
}
