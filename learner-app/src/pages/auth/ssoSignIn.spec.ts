import { describe, expect, it } from '@jest/globals';
import { ssoErrorMessage, ssoStartUrl } from './ssoSignIn';

describe('employer sign-in on /auth', () => {
  it('words each reason, naming the employer where it helps', () => {
    expect(ssoErrorMessage('domain_mismatch', 'Acme Corp')).toBe("This address is not one of Acme Corp's domains.");
    expect(ssoErrorMessage('team_full', 'Acme Corp')).toBe('Your team has no free seat: ask your manager.');
    expect(ssoErrorMessage('replay', null)).toBe('This sign-in was already used. Please sign in again.');
    expect(ssoErrorMessage('bad_signature', null)).toBe('The sign-in answer could not be trusted. Please try again, or ask your IT team.');
    expect(ssoErrorMessage('anything-else', 'Acme Corp')).toBe('Single sign-on did not complete. Please try again.');
    expect(ssoErrorMessage(null, 'Acme Corp')).toBeNull();
  });

  it('goes to the start with a safe return path and the typed address as a hint', () => {
    expect(ssoStartUrl('/api/auth/sso/3/start', { returnTo: '/teams', loginHint: 'ada@acme.com' })).toBe(
      '/api/auth/sso/3/start?returnTo=%2Fteams&loginHint=ada%40acme.com',
    );
    expect(ssoStartUrl('/api/auth/sso/3/start', { returnTo: 'https://evil.example' })).toBe('/api/auth/sso/3/start');
  });
});
