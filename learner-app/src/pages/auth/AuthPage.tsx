import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, skipToken, useCheckInviteQuery, useGetSsoConnectionNameQuery } from '@academy/api';
import { RETURN_TO_PARAM, useDocumentTitle } from '@academy/ui';
import { ArrowLeftIcon, CertificateIcon, CommunityIcon, ExpertIcon, GrowthIcon, TickIcon } from '../../components/icons';
import { AuthTabs } from './AuthTabs';
import {
  afterInvitePath,
  INVALID_INVITE,
  INVITE_PARAM,
  inviteIntent,
  readAuthIntent,
  readInviteToken,
  type AuthIntent,
  type AuthNotice,
  type AuthTab,
} from './authIntent';
import { CompanySignIn } from './CompanySignIn';
import { SignInForm } from './SignInForm';
import { SocialButtons } from './SocialButtons';
import { SOCIAL_ERROR_PARAM, SOCIAL_PROVIDER_PARAM, socialErrorMessage } from './socialSignIn';
import { SignUpForm } from './SignUpForm';
import { SSO_CONNECTION_PARAM, SSO_ERROR_PARAM, ssoErrorMessage } from './ssoSignIn';
import './auth.css';

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Expert Content',
    text: 'Courses from working recruiters and hiring leaders.',
    icon: <ExpertIcon size={22} />,
  },
  {
    title: 'Community',
    text: 'Learn alongside recruiting professionals and job seekers.',
    icon: <CommunityIcon size={22} />,
  },
  {
    title: 'Progress Tracking',
    text: 'See what you have finished and pick up where you left off.',
    icon: <GrowthIcon size={22} />,
  },
  {
    title: 'Certificates',
    text: 'Earn a certificate for every course you complete.',
    icon: <CertificateIcon size={22} />,
  },
];

const WHAT_YOU_GET = [
  'Lifetime access to the courses you enrol in',
  'Video, text and quiz lessons at your own pace',
  'Downloadable templates, checklists and guides',
  'A certificate of completion for each finished course',
];

function Notice({ notice }: { notice: AuthNotice }) {
  return (
    <div className={`au-notice au-notice--${notice.tone}`} role="status">
      {notice.text}
    </div>
  );
}

/**
 * `?invite=TOKEN`: looks the invite up. A valid one yields the invitation intent; a failed one is
 * dropped from the address and its message kept for an error alert (the form stays a plain Sign Up).
 */
function useInvite(searchParams: URLSearchParams, setSearchParams: ReturnType<typeof useSearchParams>[1]) {
  const token = readInviteToken(searchParams);
  // The token goes into the path: encode it so it cannot name another API route.
  const check = useCheckInviteQuery(token ? { token: encodeURIComponent(token) } : skipToken);
  const [failure, setFailure] = useState<{ token: string; message: string } | null>(null);
  const invalid = !!token && (check.isError || (check.data !== undefined && !check.data.valid));
  // Kept in state: the message outlives the token, which leaves the address below.
  if (invalid && failure?.token !== token) {
    setFailure({ token, message: check.isError ? errorMessage(check.error, INVALID_INVITE) : INVALID_INVITE });
  }

  useEffect(() => {
    if (!invalid) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INVITE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [invalid, setSearchParams]);

  const invite = token && check.data?.valid && !check.isError ? { token, ...check.data } : null;
  return { invite, checking: !!token && check.isFetching && !invite, inviteError: failure?.message ?? null };
}

/** /auth: Sign In and Sign Up tabs beside a marketing panel (docs/product-rules.md#navigation-and-pages). Visitors only. */
export default function AuthPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { invite, checking, inviteError } = useInvite(searchParams, setSearchParams);
  // After a registration from an invite the address loses the token; keep showing the same form
  // until the refreshed user moves the page on.
  const [registeredIntent, setRegisteredIntent] = useState<AuthIntent | null>(null);
  const addressIntent = useMemo(() => readAuthIntent(searchParams), [searchParams]);
  const intent = registeredIntent ?? (invite ? inviteIntent(invite.token, invite) : addressIntent);
  const [tab, setTab] = useState<AuthTab>(addressIntent.tab);
  const socialError = searchParams.get(SOCIAL_ERROR_PARAM);
  const socialMessage = socialErrorMessage(socialError, searchParams.get(SOCIAL_PROVIDER_PARAM));
  // Where a provider sign-in lands: the page the visitor wanted, or where an invite's sign-up leads.
  const socialReturnTo = invite ? afterInvitePath(invite) : searchParams.get(RETURN_TO_PARAM);
  const social = <SocialButtons returnTo={socialReturnTo} invite={invite?.token} />;
  const ssoError = searchParams.get(SSO_ERROR_PARAM);
  const ssoConnection = /^[1-9][0-9]{0,8}$/.test(searchParams.get(SSO_CONNECTION_PARAM) ?? '')
    ? Number(searchParams.get(SSO_CONNECTION_PARAM))
    : null;
  const { data: ssoCompany } = useGetSsoConnectionNameQuery(ssoError && ssoConnection ? { connectionId: ssoConnection } : skipToken);
  const ssoMessage = ssoErrorMessage(ssoError, ssoCompany?.displayName ?? null);
  useDocumentTitle(tab === 'signup' ? 'Sign Up' : 'Sign In');

  const onRegistered = () => {
    if (!invite) return;
    setRegisteredIntent(intent);
    // Drop the invite; the signed-in /auth route then sends the user to returnTo.
    const next = new URLSearchParams(searchParams);
    next.delete(INVITE_PARAM);
    next.set(RETURN_TO_PARAM, afterInvitePath(invite));
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="au-page">
      <div className="au-container">
        <button type="button" className="au-back" onClick={() => void navigate('/')}>
          <ArrowLeftIcon size={18} />
          Back to Home
        </button>

        <div className="au-layout">
          <main className="au-card" aria-labelledby="au-title">
            <h1 id="au-title" className="au-title">
              Welcome to Recruiting Academy
            </h1>
            <p className="au-subtitle">Sign in to continue learning, or create an account to get started.</p>
            {intent.notice ? <Notice notice={intent.notice} /> : null}
            {socialMessage ? (
              <div className="au-alert au-alert--error au-social-error" role="alert">
                {socialMessage}
              </div>
            ) : null}
            {ssoMessage ? (
              <div className="au-alert au-alert--error au-sso-error" role="alert">
                {ssoMessage}
              </div>
            ) : null}
            {inviteError && !registeredIntent ? (
              <div className="au-alert au-alert--error au-invite-error" role="alert">
                {inviteError}
              </div>
            ) : null}
            <AuthTabs
              selected={tab}
              onSelect={setTab}
              tabs={[
                {
                  id: 'signin',
                  label: 'Sign In',
                  panel: (
                    <>
                      {social}
                      <CompanySignIn returnTo={socialReturnTo} open={Boolean(ssoError) || socialError === 'sso_required'} />
                      <SignInForm
                        key={intent.signInEmail ?? ''}
                        email={intent.signInEmail}
                        linkPendingSignIn={socialError === 'link_required'}
                      />
                    </>
                  ),
                },
                {
                  id: 'signup',
                  label: 'Sign Up',
                  // A preset that arrives later (an invite lookup) starts the form afresh.
                  panel: checking ? (
                    <p className="au-checking" role="status">
                      Checking your invitation…
                    </p>
                  ) : (
                    <>
                      {social}
                      <SignUpForm key={intent.signUp?.email ?? ''} preset={intent.signUp} onRegistered={onRegistered} />
                    </>
                  ),
                },
              ]}
            />
          </main>

          <aside className="au-marketing" aria-labelledby="au-marketing-title">
            <h2 id="au-marketing-title" className="au-marketing__title">
              Grow your recruiting career
            </h2>
            <p className="au-marketing__lead">Practical courses for recruiting professionals and job seekers.</p>
            <ul className="au-features">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="au-feature">
                  <span className="au-feature__icon">{feature.icon}</span>
                  <div>
                    <h3 className="au-feature__title">{feature.title}</h3>
                    <p className="au-feature__text">{feature.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <h3 className="au-get__title">What you get</h3>
            <ul className="au-get">
              {WHAT_YOU_GET.map((item) => (
                <li key={item}>
                  <TickIcon size={18} />
                  {item}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </div>
  );
}
