import { describe, expect, it } from '@jest/globals';
import {
  afterInvitePath,
  invitationText,
  inviteIntent,
  PAYMENT_SUCCESS_NOTICE,
  readAuthIntent,
  readInviteToken,
  teamInvitationText,
} from './authIntent';

describe('/auth intent', () => {
  it('opens Sign In without parameters', () => {
    expect(readAuthIntent(new URLSearchParams())).toEqual({ tab: 'signin', notice: null, signUp: null });
  });

  it('opens Sign Up with the payment notice and an editable e-mail', () => {
    const intent = readAuthIntent(new URLSearchParams('payment=success&courseId=3&email=a%40b.test'));
    expect(intent.tab).toBe('signup');
    expect(intent.notice?.text).toBe(PAYMENT_SUCCESS_NOTICE);
    expect(intent.signUp).toEqual({ email: 'a@b.test', emailLocked: false });
  });

  it('carries the hosted checkout session id to the sign-up, so the purchase is claimed at once', () => {
    const intent = readAuthIntent(new URLSearchParams('payment=success&courseId=3&email=a%40b.test&session_id=cs_test_123'));
    expect(intent.signUp).toEqual({ email: 'a@b.test', emailLocked: false, checkoutSessionId: 'cs_test_123' });
    expect(readAuthIntent(new URLSearchParams('payment=success&email=a%40b.test&session_id=')).signUp).not.toHaveProperty(
      'checkoutSessionId',
    );
    // Only a payment return carries it.
    expect(readAuthIntent(new URLSearchParams('session_id=cs_test_123')).signUp).toBeNull();
  });

  it('opens Sign Up for an invite before its lookup answers', () => {
    expect(readAuthIntent(new URLSearchParams('invite=abc'))).toEqual({ tab: 'signup', notice: null, signUp: null });
    expect(readInviteToken(new URLSearchParams('invite=%20abc%20'))).toBe('abc');
    expect(readInviteToken(new URLSearchParams('invite='))).toBeNull();
  });

  it('locks the invited e-mail and carries the token', () => {
    expect(inviteIntent('tok', { email: 'x@y.test', courseTitle: 'Sourcing 101' })).toEqual({
      tab: 'signup',
      notice: { tone: 'info', text: "You've been invited to join Sourcing 101!" },
      signUp: { email: 'x@y.test', emailLocked: true, inviteToken: 'tok' },
    });
  });

  it('names Academy when the invite has no course title', () => {
    expect(invitationText('')).toBe("You've been invited to join Academy!");
    expect(invitationText(undefined)).toBe("You've been invited to join Academy!");
  });

  it('sends a grant to the dashboard and a purchase invite to its course', () => {
    expect(afterInvitePath({ kind: 'grant', courseId: 7 })).toBe('/');
    expect(afterInvitePath({ kind: 'purchase', courseId: 7 })).toBe('/courses/7');
  });

  it('opens the tab a team invitation chose, with the invited address in both forms and a notice naming it', () => {
    const signUp = readAuthIntent(new URLSearchParams('tab=signup&email=ada%40example.com&returnTo=%2Fteam-invites%2Ftok'));
    expect(signUp).toEqual({
      tab: 'signup',
      notice: { tone: 'info', text: teamInvitationText('ada@example.com') },
      signUp: { email: 'ada@example.com', emailLocked: false },
      signInEmail: 'ada@example.com',
    });
    expect(teamInvitationText('ada@example.com')).toBe('Your team invitation was sent to ada@example.com: use this address to join.');
    expect(readAuthIntent(new URLSearchParams('tab=signin&email=ada%40example.com&returnTo=%2Fteam-invites%2Ftok')).tab).toBe('signin');
    // Only a way back to a team invitation pre-fills the forms.
    expect(readAuthIntent(new URLSearchParams('tab=signup&email=ada%40example.com&returnTo=%2Fdownloads'))).toEqual({
      tab: 'signin',
      notice: null,
      signUp: null,
    });
    expect(
      readAuthIntent(new URLSearchParams('tab=signup&email=ada%40example.com&returnTo=https%3A%2F%2Fevil.test%2Fteam-invites%2Fx')).signUp,
    ).toBeNull();
  });
});
