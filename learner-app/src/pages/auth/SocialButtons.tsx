import { useListSignInProvidersQuery } from '@academy/api';
import { socialStartUrl } from './socialSignIn';

/**
 * 'Continue with Google' (LinkedIn, Microsoft): one button per configured provider, none when none
 * is. Plain links: the browser goes to the provider and comes back signed in, to `returnTo`.
 */
export function SocialButtons({ returnTo, invite }: { returnTo: string | null; invite?: string | null }) {
  const { data: providers } = useListSignInProvidersQuery();
  if (!providers || providers.length === 0) return null;
  return (
    <div className="au-social">
      <ul className="au-social__list">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a className={`au-social__button au-social__button--${provider.id}`} href={socialStartUrl(provider.id, { returnTo, invite })}>
              Continue with {provider.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="au-social__divider" aria-hidden="true">
        <span>or</span>
      </p>
    </div>
  );
}
