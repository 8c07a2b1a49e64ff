import { afterSignInPath, displayName, safeReturnTo, signInPath } from './session.js';

describe('returnTo after sign-in', () => {
  it.each([
    ['/downloads', '/downloads'],
    ['/courses/3/learn?x=1#top', '/courses/3/learn?x=1#top'],
    ['/a/../downloads', '/downloads'],
  ])('keeps a path of this site: %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'downloads',
    'javascript:alert(1)',
    '/auth',
    '/auth?x=1',
    '/api/user',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('sends admins to /admin and others to / when nothing was wanted', () => {
    expect(afterSignInPath({ role: 'admin' }, null)).toBe('/admin');
    expect(afterSignInPath({ role: 'jobseeker' }, '//evil')).toBe('/');
    expect(afterSignInPath({ role: 'recruitpro' }, '/downloads')).toBe('/downloads');
  });

  it('remembers the wanted page in /auth', () => {
    expect(signInPath({ pathname: '/courses/2/learn', search: '?a=1', hash: '' })).toBe('/auth?returnTo=%2Fcourses%2F2%2Flearn%3Fa%3D1');
  });
});

describe('displayName', () => {
  it('is first plus last name, else the e-mail before the at-sign', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.co' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: ' ', lastName: '', email: 'grace.hopper@navy.mil' })).toBe('grace.hopper');
  });
});
