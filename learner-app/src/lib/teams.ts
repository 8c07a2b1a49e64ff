/** Rules of the team seat screens: buying seats, assigning them, and what the manager sees. */
import { formatPrice } from '@academy/ui';
import { isValidEmail } from '../pages/auth/validation';

export const MIN_SEATS = 1;
export const MAX_SEATS = 500;
export const SEATS_MESSAGE = `Choose between ${MIN_SEATS} and ${MAX_SEATS} seats`;
/** The server's limits on one assignment and on a team name. */
export const MAX_EMAILS_PER_ASSIGNMENT = 200;
export const MAX_TEAM_NAME = 100;
export const TEAM_NAME_MESSAGE = 'Please give your team a name';

/** The seat count typed in a number field, or null when it is not a whole number from 1 to 500. */
export function parseSeats(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const seats = Number(value);
  return seats >= MIN_SEATS && seats <= MAX_SEATS ? seats : null;
}

/** The name a new team starts with: "Ada's team", or "My team" when the buyer gave no first name. */
export function defaultTeamName(firstName: string): string {
  const name = firstName.trim();
  return name ? `${name}'s team`.slice(0, MAX_TEAM_NAME) : 'My team';
}

/** What a team's seats are of, as the team screens show it: a course, or a learning path (each seat gives every course of it). */
export interface TeamProduct {
  kind: 'course' | 'path';
  /** "Course" or "Learning path". */
  label: string;
  title: string;
  paymentType: string;
  /** The course's or path's page. */
  href: string;
  /** Where a seat holder starts: the course's learning page, or the path's page (its courses are listed there). */
  learnHref: string;
}

type TeamOf = {
  course: { id: number; title: string; paymentType?: string } | null;
  path: { id: number; slug: string; title: string; paymentType?: string } | null;
};

export function teamProduct(team: TeamOf): TeamProduct {
  if (team.path) {
    const href = `/paths/${team.path.slug}`;
    return {
      kind: 'path',
      label: 'Learning path',
      title: team.path.title,
      paymentType: team.path.paymentType ?? 'one_time',
      href,
      learnHref: href,
    };
  }
  const course = team.course!;
  return {
    kind: 'course',
    label: 'Course',
    title: course.title,
    paymentType: course.paymentType ?? 'one_time',
    href: `/courses/${course.id}`,
    learnHref: `/courses/${course.id}/learn`,
  };
}

/** A volume discount: "5+ seats: 10% off". */
export function tierLabel(tier: { minSeats: number; discountPercent: number }): string {
  return `${tier.minSeats}+ seats: ${tier.discountPercent}% off`;
}

/** A seat price per period: "$49.00" for a one-time course, "$49.00/month" for a monthly one. */
export function seatPrice(cents: number, paymentType: string): string {
  return `${formatPrice(cents)}${paymentType === 'subscription' ? '/month' : ''}`;
}

export interface EmailList {
  /** Valid addresses, lowercased, each once, in the order given. */
  emails: string[];
  /** What was typed that is not an address, as typed. */
  invalid: string[];
}

/** Addresses pasted or typed one by one: separated by commas, semicolons, spaces or new lines. */
export function parseEmailList(text: string): EmailList {
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    // "Ada Lovelace <ada@example.com>" as mail programs copy it: the part inside the brackets.
    const item = part.replace(/^<|>$/g, '');
    if (!item) continue;
    if (!isValidEmail(item)) {
      if (!invalid.includes(part)) invalid.push(part);
      continue;
    }
    const email = item.toLowerCase();
    if (!emails.includes(email)) emails.push(email);
  }
  return { emails, invalid };
}

/** Why an assignment cannot be sent yet, or null when it can. */
export function emailListProblem(list: EmailList, unassigned: number): string | null {
  if (list.invalid.length > 0) {
    const shown = list.invalid.slice(0, 3).join(', ');
    return `${list.invalid.length === 1 ? 'This is not an e-mail address' : 'These are not e-mail addresses'}: ${shown}${list.invalid.length > 3 ? '…' : ''}`;
  }
  if (list.emails.length === 0) return 'Enter at least one e-mail address';
  if (list.emails.length > MAX_EMAILS_PER_ASSIGNMENT) return `Assign at most ${MAX_EMAILS_PER_ASSIGNMENT} seats at a time`;
  if (list.emails.length > unassigned) {
    return `Not enough free seats: ${unassigned} left for ${list.emails.length} ${list.emails.length === 1 ? 'address' : 'addresses'}`;
  }
  return null;
}

/** "1 address", "3 addresses". */
export function addressCount(count: number): string {
  return `${count} ${count === 1 ? 'address' : 'addresses'}`;
}

export type SeatStatus = 'invited' | 'active' | 'revoked';

export const SEAT_STATUS_LABELS: Record<SeatStatus | 'unassigned', string> = {
  unassigned: 'Unassigned',
  invited: 'Invited',
  active: 'Active',
  revoked: 'Revoked',
};

/** "2 of 3 seats used". */
export function seatUsage(team: { seats: number; seatsUsed: number }): string {
  return `${team.seatsUsed} of ${team.seats} ${team.seats === 1 ? 'seat' : 'seats'} used`;
}

/** "1 unassigned seat", "No unassigned seats". */
export function unassignedLabel(unassigned: number): string {
  if (unassigned <= 0) return 'No unassigned seats';
  return `${unassigned} unassigned ${unassigned === 1 ? 'seat' : 'seats'}`;
}

interface SeatLike {
  status: SeatStatus;
  invitedAt: string;
}

/**
 * The seat list: live seats (active, then invited; newest first within each), one "Unassigned" row
 * per free seat, then the revoked ones for the record.
 */
export function seatRows<S extends SeatLike>(
  seats: readonly S[],
  unassigned: number,
): ({ kind: 'seat'; seat: S } | { kind: 'unassigned'; index: number })[] {
  const order: Record<SeatStatus, number> = { active: 0, invited: 1, revoked: 3 };
  const sorted = [...seats].sort((a, b) => order[a.status] - order[b.status] || b.invitedAt.localeCompare(a.invitedAt));
  const live = sorted.filter((seat) => seat.status !== 'revoked').map((seat) => ({ kind: 'seat' as const, seat }));
  const free = Array.from({ length: Math.max(0, unassigned) }, (_, index) => ({ kind: 'unassigned' as const, index }));
  const revoked = sorted.filter((seat) => seat.status === 'revoked').map((seat) => ({ kind: 'seat' as const, seat }));
  return [...live, ...free, ...revoked];
}

/** Why a seat cannot be revoked or reassigned, or null when it can. */
export function seatLockReason(
  seat: { status: SeatStatus; started: boolean },
  teamEnded: boolean,
  kind: 'course' | 'path' = 'course',
): string | null {
  if (teamEnded) return "The team's access has ended";
  if (seat.status === 'revoked') return 'This seat is already free';
  if (seat.started)
    return kind === 'path' ? 'This learner has already started the learning path' : 'This learner has already started the course';
  return null;
}

/** The `?purchase=success` return from the hosted checkout: how long /teams waits for the paid webhook's team. */
export const PURCHASE_POLL_INTERVAL_MS = 2000;
export const PURCHASE_POLL_LIMIT_MS = 20_000;

/** The members' CSV: the browser saves what the API streams, with the session cookie. */
export function membersCsvPath(teamId: number): string {
  return `/api/teams/${teamId}/members.csv`;
}

/** A team invitation page's address. */
export function teamInvitePath(token: string): string {
  return `/team-invites/${encodeURIComponent(token)}`;
}

/** 409 of the team checkout: the buyer's team already pays monthly for the course, so seats are added to that subscription. */
export const TEAM_HAS_SUBSCRIPTION = 'TEAM_HAS_SUBSCRIPTION';

/**
 * /auth from a team invitation: the chosen tab, the invited address pre-filled, and back to the
 * invitation afterwards.
 */
export function teamInviteAuthPath(token: string, email: string, tab: 'signin' | 'signup'): string {
  return `/auth?${new URLSearchParams({ tab, email, returnTo: teamInvitePath(token) }).toString()}`;
}

const PENDING_INVITE_KEY = 'academy.teamInvite';

/**
 * An invitation waiting for its invitee to confirm the address: the confirmation link opens in
 * another page, which then offers the way back to it.
 */
export function rememberTeamInvite(token: string): void {
  try {
    window.localStorage.setItem(PENDING_INVITE_KEY, token);
  } catch {
    // Storage refused (private mode, quota): the invitation e-mail still has the link.
  }
}

export function rememberedTeamInvite(): string | null {
  try {
    return window.localStorage.getItem(PENDING_INVITE_KEY);
  } catch {
    return null;
  }
}

export function forgetTeamInvite(): void {
  try {
    window.localStorage.removeItem(PENDING_INVITE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** A member's quiz result: "Screening quiz: 85% (passed)", "… 40% (not passed), sourcing F1 62.5%", "… awaiting grading". */
export function quizResultText(result: {
  lessonTitle: string;
  score: number | null;
  passed: boolean | null;
  sourcingF1?: number | null;
}): string {
  if (result.score === null) return `${result.lessonTitle}: awaiting grading`;
  const outcome = result.passed === null ? '' : result.passed ? ' (passed)' : ' (not passed)';
  const sourcing = result.sourcingF1 === null || result.sourcingF1 === undefined ? '' : `, sourcing F1 ${result.sourcingF1}%`;
  return `${result.lessonTitle}: ${result.score}%${outcome}${sourcing}`;
}

/** A member's practice conversation: "Intake meeting: latest 80% · passed · 2 attempts". */
export function practiceResultText(result: { lessonTitle: string; attempts: number; latestTotal: number | null; passed: boolean }): string {
  const latest = result.latestTotal === null ? 'latest awaiting grading' : `latest ${result.latestTotal}%`;
  const attempts = result.attempts === 1 ? '1 attempt' : `${result.attempts} attempts`;
  return `${result.lessonTitle}: ${latest} · ${result.passed ? 'passed' : 'not passed yet'} · ${attempts}`;
}

/** How many of the practice conversations a member tried they passed: "1 of 2 passed". */
export function practiceSummary(results: readonly { passed: boolean }[]): string {
  return `${results.filter((result) => result.passed).length} of ${results.length} passed`;
}
