import { COMMON_PASSWORD_MESSAGE, isCommonPassword, passwordProblem } from './password-policy.js';

describe('isCommonPassword', () => {
  it.each(['password', '123456', 'qwerty123', 'secret1', 'letmein', 'P@ssw0rd', 'iloveyou1', 'abcdef', 'aaaaaa'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct-horse-battery', 'learner-password', 'demo-password', 'Summer-hiring-2026', 'k7#pQ2v'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('passwordProblem (the policy for a new password)', () => {
  it.each(['password1', 'qwerty123', 'P@ssw0rd', 'letmein'])('refuses %s as in the breached-password list', (password) => {
    expect(passwordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it.each(['Welcome123!', 'Summer2024!', 'iloveyou1!', 'Hiring2026!', 'Company123!', '2024Recruiter!', 'Recruiting2024!'])(
    'refuses %s: one word with numbers or symbols around it',
    (password) => {
      expect(passwordProblem(password)).toMatch(/^This password is (a single word with numbers or symbols around it|too common|too easy)/);
    },
  );

  it('refuses a single dictionary word, saying so', () => {
    expect(passwordProblem('recruiter')).toBe(
      'This password is a single word, which is among the first things attackers try. Add another word or two; uncommon words are better.',
    );
  });

  it("refuses what zxcvbn scores below 2, with zxcvbn's warning", () => {
    expect(passwordProblem('qazwsxedc1')).toMatch(/^This password is too (easy|common)/);
    expect(passwordProblem('abcabcabc1')).toMatch(/^This password is too (easy|common)/);
  });

  it.each([
    'correct-horse-battery',
    'learner-password',
    'analytical-engine',
    'orchard-lantern',
    'a-brand-new-passphrase',
    'scorecard-Sunrise-42',
    'Summer-hiring-2026',
    'k7#pQ2v',
    'tidal-orbit-quarry-lantern',
  ])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});
