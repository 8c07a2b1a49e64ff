import { signValue, verifySignedValue } from './signed-tokens.js';

const SECRET = 'a-secret-that-is-long-enough-for-the-tests';

describe('signed values', () => {
  it('gives back the value of a token signed with the same secret and purpose', () => {
    const token = signValue(SECRET, 'unsubscribe', '42');
    expect(token).toMatch(/^42\.[\w-]{43}$/);
    expect(verifySignedValue(SECRET, 'unsubscribe', token)).toBe('42');
  });

  it('refuses tokens changed, of another purpose or another secret', () => {
    const token = signValue(SECRET, 'unsubscribe', '42');
    expect(verifySignedValue(SECRET, 'unsubscribe', token.replace(/^42/, '43'))).toBeNull();
    expect(verifySignedValue(SECRET, 'other', token)).toBeNull();
    expect(verifySignedValue(`${SECRET}!`, 'unsubscribe', token)).toBeNull();
    for (const bad of ['', '.', '42', '42.', '.abc', `${token}x`]) expect(verifySignedValue(SECRET, 'unsubscribe', bad)).toBeNull();
  });
});
