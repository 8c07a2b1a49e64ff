import type { SocialProviderId } from '../../../config/config.js';

/**
 * Why a social sign-in ended somewhere other than where it started. The browser lands on /auth (or the
 * account settings, for a link) with `socialError=<reason>&provider=<id>`; the page words the message.
 * A reason, never a message, travels in the address: nobody can make the page say something else.
 */
export const SOCIAL_REFUSALS = [
  'unavailable',
  'cancelled',
  'failed',
  'unverified',
  'no_email',
  'link_required',
  'linked_elsewhere',
  'sign_in_required',
  'invite_mismatch',
  'rate_limited',
  'sso_required',
] as const;
export type SocialRefusal = (typeof SOCIAL_REFUSALS)[number];

/** What the ID token tells about the person (the claims the academy reads). */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  /** True only when the provider vouches for the address (see `providerVouchesForEmail`). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/**
 * Whether the provider says the address is its user's. Google and LinkedIn send `email_verified`;
 * Microsoft's `email` is whatever the tenant or the account holder typed and is never vouched for.
 */
export function providerVouchesForEmail(provider: SocialProviderId, claims: Record<string, unknown>): boolean {
  if (provider === 'microsoft') return false;
  return claims.email_verified === true || claims.email_verified === 'true';
}

const NAME_MAX = 100;

/** The profile from the ID token's claims: names from given/family name, else the full name, else the address. */
export function profileFromClaims(provider: SocialProviderId, claims: Record<string, unknown>): ProviderProfile {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const email = text(claims.email).toLowerCase() || null;
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(claims.name).split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  if (!firstName) firstName = email?.split('@')[0] ?? 'Learner';
  const address = email && /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 320 ? email : null;
  return {
    subject: String(claims.sub),
    email: address,
    emailVerified: address !== null && providerVouchesForEmail(provider, claims),
    firstName: firstName.slice(0, NAME_MAX),
    lastName: lastName.slice(0, NAME_MAX),
  };
}

export type SignInDecision =
  /** The provider account is linked: sign its account in. */
  | { kind: 'sign-in'; userId: number }
  /** No account has the vouched-for address: make one, confirmed, and link it. */
  | { kind: 'create' }
  /** An account has the address: never linked silently; its owner signs in to it once to link. */
  | { kind: 'refuse'; reason: 'link_required'; userId: number }
  | { kind: 'refuse'; reason: 'unverified' | 'no_email' };

/**
 * A sign-in (or sign-up) with a provider account. The subject decides, never the address: a linked
 * subject signs in whatever its e-mail says now. An address alone links nothing: the account that has
 * it must be signed in to first, even when the provider vouches for it (the provider may be wrong, or
 * the account may belong to someone who lost the mailbox since); and an address the provider does not
 * vouch for makes no account (whoever typed it there need not own it).
 */
export function decideSignIn(input: {
  linkedUserId: number | null;
  profile: ProviderProfile;
  accountWithEmail: number | null;
}): SignInDecision {
  if (input.linkedUserId !== null) return { kind: 'sign-in', userId: input.linkedUserId };
  if (!input.profile.email) return { kind: 'refuse', reason: 'no_email' };
  if (input.accountWithEmail !== null) return { kind: 'refuse', reason: 'link_required', userId: input.accountWithEmail };
  if (!input.profile.emailVerified) return { kind: 'refuse', reason: 'unverified' };
  return { kind: 'create' };
}

export type LinkDecision = { kind: 'link' } | { kind: 'already-linked' } | { kind: 'refuse'; reason: 'linked_elsewhere' };

/** Linking to the signed-in account: a provider account already linked to another account stays there. */
export function decideLink(input: { linkedUserId: number | null; currentUserId: number }): LinkDecision {
  if (input.linkedUserId === null) return { kind: 'link' };
  if (input.linkedUserId === input.currentUserId) return { kind: 'already-linked' };
  return { kind: 'refuse', reason: 'linked_elsewhere' };
}

/** A sign-in may be unlinked while another way in remains: a password, or another linked sign-in. */
export function canUnlink(input: { hasPassword: boolean; linkedCount: number }): boolean {
  return input.hasPassword || input.linkedCount > 1;
}
