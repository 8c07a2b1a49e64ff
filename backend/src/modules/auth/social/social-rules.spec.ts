import { safeReturnPath } from '../public/return-path.js';
import { canUnlink, decideLink, decideSignIn, profileFromClaims, providerVouchesForEmail } from './social-rules.js';

const verified = profileFromClaims('google', { sub: 'g-1', email: 'Ada@Example.com', email_verified: true, name: 'Ada Lovelace' });

describe('social sign-in rules', () => {
  it('reads the profile from the claims', () => {
    expect(verified).toEqual({ subject: 'g-1', email: 'ada@example.com', emailVerified: true, firstName: 'Ada', lastName: 'Lovelace' });
    expect(profileFromClaims('linkedin', { sub: 'l', email: 'x@y.z', given_name: 'Grace', family_name: 'Hopper' })).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailVerified: false,
    });
    expect(profileFromClaims('google', { sub: 's', email: 'not an address', email_verified: true })).toMatchObject({
      email: null,
      emailVerified: false,
    });
  });

  it("trusts an address only when the provider vouches for it, and never Microsoft's", () => {
    expect(providerVouchesForEmail('google', { email_verified: true })).toBe(true);
    expect(providerVouchesForEmail('linkedin', { email_verified: 'true' })).toBe(true);
    expect(providerVouchesForEmail('google', { email_verified: false })).toBe(false);
    expect(providerVouchesForEmail('google', {})).toBe(false);
    expect(providerVouchesForEmail('microsoft', { email_verified: true })).toBe(false);
  });

  it('signs a linked subject in, whatever its address', () => {
    expect(decideSignIn({ linkedUserId: 7, profile: { ...verified, email: null }, accountWithEmail: 9 })).toEqual({
      kind: 'sign-in',
      userId: 7,
    });
  });

  it('never links an existing account by its address, vouched for or not', () => {
    expect(decideSignIn({ linkedUserId: null, profile: verified, accountWithEmail: 9 })).toEqual({
      kind: 'refuse',
      reason: 'link_required',
      userId: 9,
    });
    expect(decideSignIn({ linkedUserId: null, profile: { ...verified, emailVerified: false }, accountWithEmail: 9 })).toMatchObject({
      reason: 'link_required',
    });
  });

  it('makes an account only for a vouched-for address', () => {
    expect(decideSignIn({ linkedUserId: null, profile: verified, accountWithEmail: null })).toEqual({ kind: 'create' });
    expect(decideSignIn({ linkedUserId: null, profile: { ...verified, emailVerified: false }, accountWithEmail: null })).toEqual({
      kind: 'refuse',
      reason: 'unverified',
    });
    expect(decideSignIn({ linkedUserId: null, profile: { ...verified, email: null }, accountWithEmail: null })).toEqual({
      kind: 'refuse',
      reason: 'no_email',
    });
  });

  it('links to the signed-in account unless another account has the provider account', () => {
    expect(decideLink({ linkedUserId: null, currentUserId: 1 })).toEqual({ kind: 'link' });
    expect(decideLink({ linkedUserId: 1, currentUserId: 1 })).toEqual({ kind: 'already-linked' });
    expect(decideLink({ linkedUserId: 2, currentUserId: 1 })).toEqual({ kind: 'refuse', reason: 'linked_elsewhere' });
  });

  it('unlinks only while another way in remains', () => {
    expect(canUnlink({ hasPassword: true, linkedCount: 1 })).toBe(true);
    expect(canUnlink({ hasPassword: false, linkedCount: 2 })).toBe(true);
    expect(canUnlink({ hasPassword: false, linkedCount: 1 })).toBe(false);
  });

  it.each([
    ['/team-invites/abc', '/team-invites/abc'],
    ['/courses/3?x=1#y', '/courses/3?x=1#y'],
  ])('returns to %s', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'courses', '/auth', '/api/user', '', null])(
    'refuses to return to %s',
    (value) => expect(safeReturnPath(value)).toBeNull(),
  );
});
