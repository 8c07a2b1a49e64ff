import { describe, expect, it } from '@jest/globals';
import { readAuthIntent } from './authIntent';
import { socialErrorMessage, socialStartUrl } from './socialSignIn';

describe('social sign-in on /auth', () => {
  it('words each reason the server gives, naming the provider', () => {
    expect(socialErrorMessage('unverified', 'google')).toBe('Google did not confirm this e-mail address. Sign up with a password instead.');
    expect(socialErrorMessage('link_required', 'microsoft')).toBe(
      'An account with this e-mail already exists. Sign in to it once to link your Microsoft sign-in.',
    );
    expect(socialErrorMessage('something-else', 'linkedin')).toBe('LinkedIn sign-in did not complete. Please try again.');
    expect(socialErrorMessage(null, 'google')).toBeNull();
  });

  it('starts the round trip carrying only a path of this site and the invite', () => {
    expect(socialStartUrl('google', { returnTo: '/team-invites/abc', invite: 'tok' })).toBe(
      '/api/auth/oidc/google/start?returnTo=%2Fteam-invites%2Fabc&invite=tok',
    );
    expect(socialStartUrl('google', { returnTo: 'https://evil.example/' })).toBe('/api/auth/oidc/google/start');
    expect(socialStartUrl('linkedin', { intent: 'link', returnTo: '/account' })).toBe(
      '/api/auth/oidc/linkedin/start?intent=link&returnTo=%2Faccount',
    );
  });

  it('opens Sign In with the address when a provider sign-in waits to be linked', () => {
    expect(readAuthIntent(new URLSearchParams('socialError=link_required&provider=google&email=ada%40example.com'))).toEqual({
      tab: 'signin',
      notice: null,
      signUp: null,
      signInEmail: 'ada@example.com',
    });
  });
});
