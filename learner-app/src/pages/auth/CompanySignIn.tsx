import { useId, useState, type FormEvent } from 'react';
import { errorMessage, useDiscoverSsoMutation } from '@academy/api';
import { ssoStartUrl } from './ssoSignIn';

/**
 * "Sign in with your company (SSO)": the person types their work address; its domain finds the
 * employer's connection and the browser goes to the employer's sign-in, then comes back signed in.
 */
export function CompanySignIn({ returnTo, open: initiallyOpen = false }: { returnTo: string | null; open?: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [discover, { isLoading }] = useDiscoverSsoMutation();
  const [leaving, setLeaving] = useState(false);

  if (!open)
    return (
      <button type="button" className="au-social__button au-sso__open" onClick={() => setOpen(true)}>
        Sign in with your company (SSO)
      </button>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setProblem('Enter your work e-mail address.');
      return;
    }
    setProblem(null);
    try {
      const found = await discover({ discoverSsoDto: { email: address } }).unwrap();
      setLeaving(true);
      window.location.assign(ssoStartUrl(found.startUrl, { returnTo, loginHint: address }));
    } catch (error) {
      setProblem(errorMessage(error, 'Single sign-on could not be found. Please try again.'));
    }
  };

  return (
    <form className="au-form au-sso" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="au-sso__title">
        Sign in with your company (SSO)
      </h2>
      <div className="au-field">
        <label htmlFor={`${id}-email`} className="au-label">
          Work e-mail
        </label>
        <input
          id={`${id}-email`}
          className="au-input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={`${id}-problem`}
        />
        <span id={`${id}-problem`} className="au-field-error" role={problem ? 'alert' : undefined}>
          {problem ?? ''}
        </span>
      </div>
      <button type="submit" className="au-submit" disabled={isLoading || leaving}>
        {isLoading || leaving ? 'Finding your company…' : 'Continue with SSO'}
      </button>
    </form>
  );
}
