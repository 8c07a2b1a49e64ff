import type { OidcAccount } from './local-oidc.js';

/**
 * A browser at the local OpenID provider: keeps the provider's cookies, follows its redirects, and
 * fills its sign-in form; stops at the first redirect that leaves the provider (the app's callback).
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly issuer: string) {}

  /** Opens `authorizationUrl`, signs in as `account` (or cancels) and returns where the provider sends the browser back. */
  async authorize(authorizationUrl: string, account: OidcAccount | 'cancel'): Promise<URL> {
    let location = await this.follow(authorizationUrl);
    if (!location.pathname.startsWith('/interaction/')) throw new Error(`expected the sign-in page, got ${location.href}`);
    const form =
      account === 'cancel'
        ? new URLSearchParams({ action: 'cancel' })
        : new URLSearchParams({
            action: 'login',
            sub: account.sub,
            email: account.email ?? '',
            ...(account.email_verified ? { email_verified: 'true' } : {}),
            name: account.name ?? '',
          });
    location = await this.follow(location.href, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return location;
  }

  /** Requests `url` and follows the provider's redirects; returns the provider page or the first address outside it. */
  private async follow(url: string, init: RequestInit = {}): Promise<URL> {
    let target = new URL(url);
    let request: RequestInit = init;
    for (let hop = 0; hop < 10; hop++) {
      if (target.origin !== new URL(this.issuer).origin) return target;
      const response = await fetch(target, {
        ...request,
        redirect: 'manual',
        headers: { ...(request.headers as Record<string, string>), cookie: this.cookieHeader() },
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1);
        if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        target = new URL(location, target);
        request = {};
        continue;
      }
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the provider answered ${response.status} at ${target.href}`);
      return target;
    }
    throw new Error('too many redirects at the provider');
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
