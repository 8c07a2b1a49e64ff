import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  errorMessage,
  useListSignInMethodsQuery,
  useRequestPasswordResetMutation,
  useUnlinkSignInMethodMutation,
  type LinkedSignInDto,
  type UserDto,
} from '@academy/api';
import { formatDate, showToast } from '@academy/ui';
import { providerName, SOCIAL_ERROR_PARAM, SOCIAL_PROVIDER_PARAM, socialErrorMessage, socialStartUrl } from '../auth/socialSignIn';
import { AccountSection, FormError, SectionLoadError } from './AccountSection';

function LinkedItem({ identity, onUnlink, busy }: { identity: LinkedSignInDto; onUnlink: () => void; busy: boolean }) {
  return (
    <li className="ac-session ac-sign-in">
      <div className="ac-session__head">
        <span className="ac-session__device">{identity.providerName}</span>
        {identity.email ? <span className="ac-muted ac-sign-in__email">{identity.email}</span> : null}
      </div>
      <span className="ac-muted">
        Linked <time dateTime={identity.linkedAt}>{formatDate(identity.linkedAt)}</time>
      </span>
      <div className="ac-actions">
        <button
          type="button"
          className="cc-btn cc-btn--secondary"
          onClick={onUnlink}
          disabled={busy}
          aria-label={`Unlink ${identity.providerName}`}
        >
          Unlink
        </button>
      </div>
    </li>
  );
}

/**
 * Sign-in methods: the password (or how to set one) and the provider sign-ins linked to the account,
 * each unlinkable while another way in remains (the server refuses the last); 'Connect …' for the
 * configured providers not linked yet. Back from a provider, the address says how it went.
 */
export function SignInMethodsSection({ user }: { user: UserDto }) {
  const { data, isLoading, isError, error, refetch } = useListSignInMethodsQuery();
  const [unlink, { isLoading: unlinking, error: unlinkError, reset }] = useUnlinkSignInMethodMutation();
  const [requestReset, { isLoading: sending, isSuccess: sent }] = useRequestPasswordResetMutation();
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get('linked');
  const refusal = socialErrorMessage(searchParams.get(SOCIAL_ERROR_PARAM), searchParams.get(SOCIAL_PROVIDER_PARAM));

  useEffect(() => {
    if (!linked) return;
    void showToast({ title: `${providerName(linked)} sign-in connected` });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('linked');
        return next;
      },
      { replace: true },
    );
  }, [linked, setSearchParams]);

  const onUnlink = async (identity: LinkedSignInDto) => {
    reset();
    try {
      await unlink({ id: identity.id }).unwrap();
      void showToast({ title: `${identity.providerName} sign-in unlinked` });
    } catch {
      // shown from the mutation state
    }
  };

  const unconnected = data
    ? data.providers.filter((provider) => !data.identities.some((identity) => identity.provider === provider.id))
    : [];

  return (
    <AccountSection title="Sign-in methods" intro="The ways you sign in to your account.">
      <div id="sign-in-methods" />
      {refusal ? <FormError>{refusal}</FormError> : null}
      {isLoading ? (
        <p className="ac-muted" role="status">
          Loading your sign-in methods…
        </p>
      ) : isError || !data ? (
        <SectionLoadError
          error={error}
          fallback="Your sign-in methods could not be loaded. Please try again later."
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <p className="ac-muted ac-sign-in__password">
            {data.hasPassword ? 'Password: set. Change it below.' : 'Password: not set. You sign in with the accounts below.'}
          </p>
          {!data.hasPassword ? (
            <div className="ac-actions">
              <button
                type="button"
                className="cc-btn cc-btn--secondary"
                disabled={sending || sent}
                onClick={() => void requestReset({ passwordResetRequestDto: { email: user.email } })}
              >
                {sent ? 'Link sent' : sending ? 'Sending…' : 'E-mail me a link to set a password'}
              </button>
              {sent ? <span className="ac-muted">Check {user.email} for a link to set your password.</span> : null}
            </div>
          ) : null}
          {unlinkError ? <FormError>{errorMessage(unlinkError, 'The sign-in could not be unlinked. Please try again.')}</FormError> : null}
          {data.identities.length > 0 ? (
            <ul className="ac-sessions" aria-label="Linked sign-ins">
              {data.identities.map((identity) => (
                <LinkedItem key={identity.id} identity={identity} busy={unlinking} onUnlink={() => void onUnlink(identity)} />
              ))}
            </ul>
          ) : (
            <p className="ac-muted">No Google, LinkedIn or Microsoft sign-in is linked.</p>
          )}
          {unconnected.length > 0 ? (
            <div className="ac-actions">
              {unconnected.map((provider) => (
                <a
                  key={provider.id}
                  className="cc-btn cc-btn--secondary"
                  href={socialStartUrl(provider.id, { intent: 'link', returnTo: '/account' })}
                >
                  Connect {provider.name}
                </a>
              ))}
            </div>
          ) : null}
        </>
      )}
    </AccountSection>
  );
}
