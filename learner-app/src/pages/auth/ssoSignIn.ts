import { RETURN_TO_PARAM, safeReturnTo } from '@academy/ui';

/** The address of /auth after an employer sign-in was refused: `?ssoError=…&connection=…`. */
export const SSO_ERROR_PARAM = 'ssoError';
export const SSO_CONNECTION_PARAM = 'connection';

/**
 * The words for the reason the server gave (backend sso-rules.ts SSO_REFUSALS), naming the employer
 * (looked up by the connection's id). Only a reason and an id travel in the address.
 */
export function ssoErrorMessage(reason: string | null, company: string | null): string | null {
  if (!reason) return null;
  const name = company ?? 'your company';
  switch (reason) {
    case 'not_configured':
      return 'This single sign-on is not set up (any more). Ask your manager, or sign in with your e-mail and password.';
    case 'cancelled':
      return 'Single sign-on was cancelled. Try again.';
    case 'domain_mismatch':
      return company ? `This address is not one of ${company}'s domains.` : "This address is not one of your company's domains.";
    case 'no_email':
      return `${name} did not share your e-mail address. Ask your IT team.`;
    case 'team_full':
      return 'Your team has no free seat: ask your manager.';
    case 'seat_refused':
      return 'You are signed in elsewhere, but your team seat could not be given to you. Ask your manager.';
    case 'replay':
      return 'This sign-in was already used. Please sign in again.';
    case 'expired':
      return 'The sign-in took too long or came with an expired answer. Please sign in again.';
    case 'wrong_audience':
    case 'unsigned':
    case 'bad_signature':
    case 'wrong_issuer':
      return `${company ? `${company}'s` : 'The'} sign-in answer could not be trusted. Please try again, or ask your IT team.`;
    case 'unknown_request':
    case 'state_mismatch':
    case 'nonce_mismatch':
      return 'This sign-in did not start here, or it started in another browser. Please sign in again.';
    case 'rate_limited':
      return 'Too many sign-in attempts. Please try again in a few minutes.';
    default:
      return 'Single sign-on did not complete. Please try again.';
  }
}

/** Where "Continue" goes once the work address found its connection: the server's start, carrying where to land. */
export function ssoStartUrl(startUrl: string, options: { returnTo?: string | null; loginHint?: string } = {}): string {
  const params = new URLSearchParams();
  const returnTo = safeReturnTo(options.returnTo);
  if (returnTo) params.set(RETURN_TO_PARAM, returnTo);
  if (options.loginHint) params.set('loginHint', options.loginHint);
  const query = params.toString();
  return `${startUrl}${query ? `?${query}` : ''}`;
}
