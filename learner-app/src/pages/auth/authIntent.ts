import type { InviteCheckDto } from '@academy/api';
import { RETURN_TO_PARAM, safeReturnTo } from '@academy/ui';
import type { SignUpPreset } from './SignUpForm';

export type AuthTab = 'signin' | 'signup';

export interface AuthNotice {
  /** success: green (payment done); info: blue (invitation). */
  tone: 'success' | 'info';
  text: string;
}

/** What the /auth address asks for: which tab opens, a notice above the forms, the sign-up preset. */
export interface AuthIntent {
  tab: AuthTab;
  notice: AuthNotice | null;
  signUp: SignUpPreset | null;
  /** The e-mail the Sign In tab starts with. */
  signInEmail?: string;
}

export const PAYMENT_SUCCESS_NOTICE = 'Payment successful! Complete your registration below to access your course.';

const PLAIN: AuthIntent = { tab: 'signin', notice: null, signUp: null };

/** Query parameter the hosted checkout returns with: the Checkout Session id (`cs_…`). */
export const CHECKOUT_SESSION_PARAM = 'session_id';

/**
 * `?payment=success&courseId=…&email=…&session_id=cs_…` (return from a visitor's hosted checkout):
 * Sign Up, the green notice, the e-mail pre-filled (still editable). The sign-up sends the session id,
 * so the purchase is the new account's at once; without it, the purchase waits for the account to
 * confirm that e-mail address.
 */
function paymentIntent(params: URLSearchParams): AuthIntent | null {
  if (params.get('payment') !== 'success') return null;
  const checkoutSessionId = params.get(CHECKOUT_SESSION_PARAM)?.trim();
  return {
    tab: 'signup',
    notice: { tone: 'success', text: PAYMENT_SUCCESS_NOTICE },
    signUp: { email: params.get('email')?.trim() ?? '', emailLocked: false, ...(checkoutSessionId ? { checkoutSessionId } : {}) },
  };
}

/** Query parameter of an invite link: `/auth?invite=TOKEN`. */
export const INVITE_PARAM = 'invite';

/** Shown when the invite lookup fails without a message of its own (docs/product-rules.md#error-toasts-and-sign-out-redirects). */
export const INVALID_INVITE = 'Invalid invite token';

/** The invite token of the address, if any. */
export function readInviteToken(params: URLSearchParams): string | null {
  return params.get(INVITE_PARAM)?.trim() || null;
}

/** "You've been invited to join {course title or Academy}!" */
export function invitationText(courseTitle: string | null | undefined): string {
  return `You've been invited to join ${courseTitle?.trim() || 'Academy'}!`;
}

/**
 * A valid invite (GET /api/invite/TOKEN answered): Sign Up, the invitation notice, and the
 * invite's e-mail pre-filled and locked, with the token to send with the registration.
 */
export function inviteIntent(token: string, invite: Pick<InviteCheckDto, 'email' | 'courseTitle'>): AuthIntent {
  return {
    tab: 'signup',
    notice: { tone: 'info', text: invitationText(invite.courseTitle) },
    signUp: { email: invite.email, emailLocked: true, inviteToken: token },
  };
}

/** Where a new account made from an invite goes: a grant enrolled them (dashboard); a purchase invite leads to the course. */
export function afterInvitePath(invite: Pick<InviteCheckDto, 'kind' | 'courseId'>): string {
  return invite.kind === 'purchase' ? `/courses/${invite.courseId}` : '/';
}

/**
 * `?tab=signup|signin&email=…&returnTo=/team-invites/TOKEN` (a team invitation's 'Create account' or
 * 'Sign in'): that tab, the invited address pre-filled in both forms (still editable: only that
 * address can join, and the invitation page says so), and a notice naming it.
 */
function teamInviteIntent(params: URLSearchParams): AuthIntent | null {
  if (!safeReturnTo(params.get(RETURN_TO_PARAM))?.startsWith('/team-invites/')) return null;
  const email = params.get('email')?.trim() ?? '';
  return {
    tab: params.get('tab') === 'signup' ? 'signup' : 'signin',
    notice: email ? { tone: 'info', text: teamInvitationText(email) } : null,
    signUp: { email, emailLocked: false },
    signInEmail: email,
  };
}

/** The notice of /auth opened from a team invitation. */
export function teamInvitationText(email: string): string {
  return `Your team invitation was sent to ${email}: use this address to join.`;
}

/**
 * Reads the query parameters that need no lookup. An invite (`?invite=TOKEN`) needs one (GET
 * /api/invite/TOKEN, done by the page) and resolves through `inviteIntent`; until then it opens
 * the Sign Up tab.
 */
export function readAuthIntent(params: URLSearchParams): AuthIntent {
  if (readInviteToken(params)) return { tab: 'signup', notice: null, signUp: null };
  return paymentIntent(params) ?? teamInviteIntent(params) ?? linkSignInIntent(params) ?? PLAIN;
}

/**
 * `?socialError=link_required&email=…` (a provider sign-in found an account with its address): the
 * Sign In tab with that address, whose sign-in links the provider sign-in waiting in this browser.
 */
function linkSignInIntent(params: URLSearchParams): AuthIntent | null {
  if (params.get('socialError') !== 'link_required') return null;
  return { tab: 'signin', notice: null, signUp: null, signInEmail: params.get('email')?.trim() ?? '' };
}
