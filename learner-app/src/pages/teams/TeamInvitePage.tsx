import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  api,
  errorMessage,
  errorStatus,
  useAcceptTeamInviteMutation,
  useGetTeamInviteQuery,
  useLogoutMutation,
  useResendVerificationEmailMutation,
  type TeamInviteDto,
  type UserDto,
} from '@academy/api';
import { showToast, useSession } from '@academy/ui';
import { LinkPageCard, LinkPending } from '../auth/LinkPageCard';
import { forgetTeamInvite, rememberTeamInvite, teamInviteAuthPath } from '../../lib/teams';
import './teams.css';

/** What the seat gives: a course (its learning page), or every course of a learning path (the path's page lists them). */
function inviteProduct(invite: Pick<TeamInviteDto, 'courseId' | 'courseTitle' | 'path'>) {
  return invite.path
    ? { label: 'Learning path', title: invite.path.title, learnHref: `/paths/${invite.path.slug}` }
    : { label: 'Course', title: invite.courseTitle ?? '', learnHref: `/courses/${invite.courseId}/learn` };
}

function InviteFacts({ invite }: { invite: TeamInviteDto }) {
  const product = inviteProduct(invite);
  return (
    <dl className="tm-invite">
      <div className="tm-invite__row">
        <dt>Team</dt>
        <dd>{invite.teamName}</dd>
      </div>
      <div className="tm-invite__row">
        <dt>{product.label}</dt>
        <dd>{product.title}</dd>
      </div>
      <div className="tm-invite__row">
        <dt>Invited address</dt>
        <dd>{invite.email}</dd>
      </div>
      <div className="tm-invite__row">
        <dt>Manager</dt>
        <dd>{invite.managerName}</dd>
      </div>
    </dl>
  );
}

/** A visitor: sign in or create an account with the invited address, then come back here. */
function VisitorChoice({ invite, token }: { invite: TeamInviteDto; token: string }) {
  return (
    <>
      <p className="au-text">
        Sign in or create an account with <strong>{invite.email}</strong> to join the team.
      </p>
      <div className="au-actions">
        <Link to={teamInviteAuthPath(token, invite.email, 'signup')} className="au-button">
          Create account
        </Link>
        <Link to={teamInviteAuthPath(token, invite.email, 'signin')} className="au-link">
          Sign in
        </Link>
      </div>
    </>
  );
}

/** Signed in with another address: sign out, then sign in with the invited one and come back. */
function OtherAddress({ invite, token, user }: { invite: TeamInviteDto; token: string; user: UserDto }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();
  const onSwitch = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      void showToast({
        title: 'Logout failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    void navigate(teamInviteAuthPath(token, invite.email, 'signin'), {
      replace: true,
    });
    dispatch(api.util.resetApiState());
  };
  return (
    <>
      <div className="au-alert au-alert--error au-message" role="alert">
        This invitation is for {invite.email}, but you are signed in as {user.email}. Only {invite.email} can join with it.
      </div>
      <div className="au-actions">
        <button type="button" className="au-button" onClick={() => void onSwitch()} disabled={isLoading}>
          {isLoading ? 'Signing out…' : `Sign out and use ${invite.email}`}
        </button>
      </div>
    </>
  );
}

/** Signed in with the invited address, not confirmed yet: the seat waits for the confirmation. */
function ConfirmFirst({ invite, token }: { invite: TeamInviteDto; token: string }) {
  const [resend, { isLoading }] = useResendVerificationEmailMutation();
  useEffect(() => rememberTeamInvite(token), [token]);
  const onResend = async () => {
    try {
      await resend().unwrap();
      void showToast({
        title: 'E-mail sent',
        description: `We sent a new confirmation link to ${invite.email}.`,
      });
    } catch (error) {
      void showToast({
        title: 'E-mail not sent',
        description: errorMessage(error, 'Please try again later.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <div className="au-notice au-notice--info" role="status">
        Confirm your e-mail address to join: we sent a link to {invite.email}. Open it, then come back to this invitation.
      </div>
      <div className="au-actions">
        <button type="button" className="au-button" onClick={() => void onResend()} disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Resend confirmation e-mail'}
        </button>
      </div>
    </>
  );
}

function JoinButton({ invite, token }: { invite: TeamInviteDto; token: string }) {
  const navigate = useNavigate();
  const [accept, { isLoading, error }] = useAcceptTeamInviteMutation();
  const onJoin = async () => {
    try {
      const { courseId, pathSlug } = await accept({
        token: encodeURIComponent(token),
      }).unwrap();
      forgetTeamInvite();
      void showToast({
        title: `Welcome to ${invite.teamName}`,
        description: `You now have access to ${inviteProduct(invite).title}.`,
      });
      void navigate(pathSlug ? `/paths/${pathSlug}` : `/courses/${courseId}/learn`);
    } catch {
      // Shown below the button.
    }
  };
  return (
    <>
      {error ? (
        <div className="au-alert au-alert--error au-message" role="alert">
          {errorMessage(error, 'You could not join the team. Please try again.')}
        </div>
      ) : null}
      <div className="au-actions">
        <button type="button" className="au-button" onClick={() => void onJoin()} disabled={isLoading}>
          {isLoading ? 'Joining…' : 'Join the team'}
        </button>
      </div>
    </>
  );
}

/**
 * /team-invites/{token} (the link of a seat invitation), signed in or not: the team, the course, the
 * invited address and the manager; joining needs an account that owns and has confirmed that address.
 */
export default function TeamInvitePage() {
  const params = useParams();
  const token = params.token ?? '';
  const session = useSession();
  // The token goes into the path: encode it so it cannot name another API route.
  const { data: invite, error, isLoading } = useGetTeamInviteQuery({ token: encodeURIComponent(token) }, { skip: !token });

  if (!token || errorStatus(error) === 404) {
    return (
      <LinkPageCard title="Invitation not found">
        <div className="au-alert au-alert--error au-message" role="alert">
          This invitation link does not work. Ask your team manager to send it again.
        </div>
        <Link to="/" className="au-button">
          Go to the home page
        </Link>
      </LinkPageCard>
    );
  }
  if (isLoading || session.status === 'loading') {
    return (
      <LinkPageCard title="Team invitation">
        <LinkPending>Opening your invitation…</LinkPending>
      </LinkPageCard>
    );
  }
  if (error || !invite) {
    return (
      <LinkPageCard title="Team invitation">
        <div className="au-alert au-alert--error au-message" role="alert">
          {errorMessage(error, 'The invitation could not be loaded. Please try again later.')}
        </div>
      </LinkPageCard>
    );
  }

  const user = session.status === 'signed-in' ? session.user : null;
  const sameAddress = user !== null && user.email.toLowerCase() === invite.email.toLowerCase();

  if (invite.status === 'revoked') {
    return (
      <LinkPageCard title="This invitation was withdrawn">
        <InviteFacts invite={invite} />
        <p className="au-text">The seat went back to the team. Ask {invite.managerName} for a new invitation if you still need one.</p>
      </LinkPageCard>
    );
  }
  if (invite.status === 'active') {
    return (
      <LinkPageCard title={sameAddress ? "You're in the team" : 'This invitation has been used'}>
        <InviteFacts invite={invite} />
        {sameAddress ? (
          <Link to={inviteProduct(invite).learnHref} className="au-button">
            Start learning
          </Link>
        ) : (
          <p className="au-text">{invite.email} has already joined the team with it.</p>
        )}
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard title={`Join ${invite.teamName}`}>
      <p className="au-text">
        {invite.managerName} invited you to learn <strong>{inviteProduct(invite).title}</strong> with the team.
      </p>
      <InviteFacts invite={invite} />
      {!user ? (
        <VisitorChoice invite={invite} token={token} />
      ) : !sameAddress ? (
        <OtherAddress invite={invite} token={token} user={user} />
      ) : !user.emailVerified ? (
        <ConfirmFirst invite={invite} token={token} />
      ) : (
        <JoinButton invite={invite} token={token} />
      )}
    </LinkPageCard>
  );
}
