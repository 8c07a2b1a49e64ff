import { RETURN_TO_PARAM, safeReturnTo } from '@academy/ui';

/** The address of the /auth (or settings) page a social sign-in came back to with a refusal: `?socialError=…&provider=…`. */
export const SOCIAL_ERROR_PARAM = 'socialError';
export const SOCIAL_PROVIDER_PARAM = 'provider';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', linkedin: 'LinkedIn', microsoft: 'Microsoft' };

export function providerName(id: string | null | undefined): string {
  return (id && PROVIDER_NAMES[id]) || 'The provider';
}

/**
 * The words for the reason the server gave (backend social-rules.ts SOCIAL_REFUSALS). Only a reason
 * travels in the address: nobody can make the page say something of their own.
 */
export function socialErrorMessage(reason: string | null, provider: string | null): string | null {
  if (!reason) return null;
  const name = providerName(provider);
  switch (reason) {
    case 'unavailable':
      return `${name} sign-in is not available. Sign in with your e-mail and password instead.`;
    case 'cancelled':
      return `${name} sign-in was cancelled. Try again, or sign in with your e-mail and password.`;
    case 'unverified':
      return `${name} did not confirm this e-mail address. Sign up with a password instead.`;
    case 'no_email':
      return `${name} did not share an e-mail address. Sign up with a password instead.`;
    case 'link_required':
      return `An account with this e-mail already exists. Sign in to it once to link your ${name} sign-in.`;
    case 'linked_elsewhere':
      return `This ${name} account is already linked to another Recruiting Academy account.`;
    case 'sign_in_required':
      return `Sign in first to connect your ${name} sign-in.`;
    case 'invite_mismatch':
      return `This invitation was sent to another e-mail address than your ${name} account's. Sign up with the invited address.`;
    case 'rate_limited':
      return 'Too many sign-in attempts. Please try again in a few minutes.';
    case 'sso_required':
      return 'Your employer requires you to sign in through its single sign-on. Sign in with your company (SSO) below.';
    default:
      return `${name} sign-in did not complete. Please try again.`;
  }
}

/** Where a 'Continue with …' button goes: the server's start address, carrying where to land and an invite. */
export function socialStartUrl(
  provider: string,
  options: { intent?: 'signin' | 'link'; returnTo?: string | null; invite?: string | null } = {},
): string {
  const params = new URLSearchParams();
  if (options.intent === 'link') params.set('intent', 'link');
  const returnTo = safeReturnTo(options.returnTo);
  if (returnTo) params.set(RETURN_TO_PARAM, returnTo);
  if (options.invite) params.set('invite', options.invite);
  const query = params.toString();
  return `/api/auth/oidc/${encodeURIComponent(provider)}/start${query ? `?${query}` : ''}`;
}
