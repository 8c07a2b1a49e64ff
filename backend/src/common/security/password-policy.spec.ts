import { isCommonPassword } from './password-policy.js';

describe('isCommonPassword', () => {
  it.each(['password', '123456', 'qwerty123', 'secret1', 'letmein', 'P@ssw0rd', 'iloveyou1', 'abcdef', 'aaaaaa'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct-horse-battery', 'learner-password', 'demo-password', 'Summer-hiring-2026', 'recruit1', 'k7#pQ2v'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
