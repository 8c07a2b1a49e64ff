import { describe, expect, it } from '@jest/globals';
import {
  defaultTeamName,
  emailListProblem,
  parseEmailList,
  parseSeats,
  practiceResultText,
  practiceSummary,
  quizResultText,
  seatLockReason,
  seatRows,
  seatUsage,
  teamInviteAuthPath,
  tierLabel,
  unassignedLabel,
} from './teams';

describe('buying seats', () => {
  it('takes a whole number of seats from 1 to 500', () => {
    expect(parseSeats('3')).toBe(3);
    expect(parseSeats(' 500 ')).toBe(500);
    for (const value of ['0', '501', '2.5', '-1', '', 'five', '1e2']) expect(parseSeats(value)).toBeNull();
  });

  it("names a new team after the buyer's first name", () => {
    expect(defaultTeamName('Ada')).toBe("Ada's team");
    expect(defaultTeamName('  ')).toBe('My team');
    expect(defaultTeamName('A'.repeat(120))).toHaveLength(100);
  });

  it('labels a volume discount', () => {
    expect(tierLabel({ minSeats: 5, discountPercent: 10 })).toBe('5+ seats: 10% off');
  });
});

describe('assigning seats', () => {
  it('splits a pasted list on commas, semicolons, spaces and new lines, lowercased and each address once', () => {
    expect(parseEmailList('Ada@Example.com, grace@example.com;\nada@example.com  <linus@example.com>\n')).toEqual({
      emails: ['ada@example.com', 'grace@example.com', 'linus@example.com'],
      invalid: [],
    });
    expect(parseEmailList('ada@example.com, not-an-address, bob@')).toEqual({
      emails: ['ada@example.com'],
      invalid: ['not-an-address', 'bob@'],
    });
    expect(parseEmailList('  \n ')).toEqual({ emails: [], invalid: [] });
  });

  it('says why a list cannot be sent: not addresses, none, too many for the free seats', () => {
    expect(emailListProblem(parseEmailList('x'), 5)).toBe('This is not an e-mail address: x');
    expect(emailListProblem(parseEmailList('a b c d'), 5)).toBe('These are not e-mail addresses: a, b, c…');
    expect(emailListProblem(parseEmailList(''), 5)).toBe('Enter at least one e-mail address');
    expect(emailListProblem(parseEmailList('a@x.com b@x.com c@x.com'), 2)).toBe('Not enough free seats: 2 left for 3 addresses');
    expect(emailListProblem(parseEmailList('a@x.com'), 0)).toBe('Not enough free seats: 0 left for 1 address');
    const many = Array.from({ length: 201 }, (_, index) => `p${index}@x.com`).join(' ');
    expect(emailListProblem(parseEmailList(many), 1000)).toBe('Assign at most 200 seats at a time');
    expect(emailListProblem(parseEmailList('a@x.com b@x.com'), 2)).toBeNull();
  });
});

describe('the seat list', () => {
  const seat = (id: number, status: 'invited' | 'active' | 'revoked', invitedAt: string) => ({ id, status, invitedAt });

  it('lists active seats, then invited ones (newest first), one row per unassigned seat, then revoked ones', () => {
    const rows = seatRows(
      [
        seat(1, 'revoked', '2026-11-01T00:00:00Z'),
        seat(2, 'invited', '2026-11-02T00:00:00Z'),
        seat(3, 'active', '2026-11-03T00:00:00Z'),
        seat(4, 'invited', '2026-11-04T00:00:00Z'),
      ],
      2,
    );
    expect(rows.map((row) => (row.kind === 'seat' ? row.seat.id : 'free'))).toEqual([3, 4, 2, 'free', 'free', 1]);
  });

  it('locks revoking and reassigning once the learner has started, and on an ended team', () => {
    expect(seatLockReason({ status: 'active', started: false }, false)).toBeNull();
    expect(seatLockReason({ status: 'active', started: true }, false)).toBe('This learner has already started the course');
    expect(seatLockReason({ status: 'invited', started: false }, true)).toBe("The team's access has ended");
  });

  it('counts seats', () => {
    expect(seatUsage({ seats: 3, seatsUsed: 2 })).toBe('2 of 3 seats used');
    expect(seatUsage({ seats: 1, seatsUsed: 0 })).toBe('0 of 1 seat used');
    expect(unassignedLabel(1)).toBe('1 unassigned seat');
    expect(unassignedLabel(0)).toBe('No unassigned seats');
  });

  it('shows quiz results, also while awaiting grading', () => {
    expect(quizResultText({ lessonTitle: 'Screening', score: 85, passed: true })).toBe('Screening: 85% (passed)');
    expect(quizResultText({ lessonTitle: 'Screening', score: 40, passed: false })).toBe('Screening: 40% (not passed)');
    expect(quizResultText({ lessonTitle: 'Sourcing Lab', score: 75, passed: true, sourcingF1: 81.8 })).toBe(
      'Sourcing Lab: 75% (passed), sourcing F1 81.8%',
    );
    expect(quizResultText({ lessonTitle: 'Screening', score: 70, passed: null })).toBe('Screening: 70%');
    expect(quizResultText({ lessonTitle: 'Essay', score: null, passed: null })).toBe('Essay: awaiting grading');
  });

  it('shows practice results: the latest total, whether any attempt passed, the attempts, and the count passed', () => {
    expect(practiceResultText({ lessonTitle: 'Intake', attempts: 2, latestTotal: 80, passed: true })).toBe(
      'Intake: latest 80% · passed · 2 attempts',
    );
    expect(practiceResultText({ lessonTitle: 'Screening', attempts: 1, latestTotal: 40, passed: false })).toBe(
      'Screening: latest 40% · not passed yet · 1 attempt',
    );
    expect(practiceResultText({ lessonTitle: 'Offer', attempts: 3, latestTotal: null, passed: true })).toBe(
      'Offer: latest awaiting grading · passed · 3 attempts',
    );
    expect(practiceSummary([{ passed: true }, { passed: false }])).toBe('1 of 2 passed');
    expect(practiceSummary([])).toBe('0 of 0 passed');
  });
});

describe('team invitations', () => {
  it('sends a visitor to sign in or up with the invited address, and back to the invitation', () => {
    const path = teamInviteAuthPath('tok/en', 'ada@example.com', 'signup');
    const params = new URL(path, 'https://academy.test').searchParams;
    expect(Object.fromEntries(params)).toEqual({ tab: 'signup', email: 'ada@example.com', returnTo: '/team-invites/tok%2Fen' });
  });
});
