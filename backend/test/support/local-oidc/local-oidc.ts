import { exportJWK, generateKeyPair } from 'jose';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID provider (the `oidc-provider` package) for tests and the offline demo: discovery,
 * authorization with PKCE, token endpoint, signed ID tokens. Its sign-in page is a small form where a
 * test (or a person) types the account the provider vouches for: subject, e-mail, whether the
 * e-mail is verified, name; or presses "Cancel" (the provider answers `access_denied`). State lives
 * in memory.
 */
export interface LocalOidcOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface OidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export class LocalOidc {
  private server?: Server;
  private baseUrl = '';
  private readonly accounts = new Map<string, OidcAccount>();

  constructor(private readonly options: LocalOidcOptions) {}

  get issuer(): string {
    return this.baseUrl;
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer();
    await new Promise<void>((resolve, reject) => this.server!.once('error', reject).listen(port, host, resolve));
    this.baseUrl = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const provider = new Provider(
      this.baseUrl,
      this.configuration({ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'local' }),
    );
    const callback = provider.callback();
    this.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const path = (request.url ?? '/').split('?')[0];
      if (path === '/__control/health') return void response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      const interaction = /^\/interaction\/([\w-]+)$/.exec(path);
      if (interaction) return void this.interaction(provider, request, response).catch((error: Error) => fail(response, error));
      callback(request, response);
    });
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private configuration(key: Record<string, unknown>): Configuration {
    return {
      clients: [
        {
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
          redirect_uris: this.options.redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [key as never] },
      // The ID token carries the scopes' claims, as Google's, LinkedIn's and Microsoft's do.
      conformIdTokenClaims: false,
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['local-oidc-cookie-key'] },
      findAccount: (_ctx, sub) => {
        const account = this.accounts.get(sub) ?? { sub };
        return { accountId: sub, claims: () => ({ ...account, sub }) };
      },
    };
  }

  /** The sign-in page: GET shows the form, POST signs that account in (and grants the scopes) or cancels. */
  private async interaction(provider: Provider, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(request, response);
    if (request.method !== 'POST') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void response.end(loginPage(details.uid));
    }
    const form = new URLSearchParams(await body(request));
    if (form.get('action') === 'cancel') {
      return provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
    }
    const sub = form.get('sub')?.trim() || `sub-${Date.now()}`;
    const email = form.get('email')?.trim();
    this.accounts.set(sub, {
      sub,
      ...(email ? { email } : {}),
      email_verified: form.get('email_verified') === 'true' || form.get('email_verified') === 'on',
      ...(form.get('name')?.trim() ? { name: form.get('name')!.trim() } : {}),
    });
    const grant = new provider.Grant({ accountId: sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function fail(response: ServerResponse, error: Error): void {
  if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
  response.end(`Local OpenID provider: ${error.message}`);
}

function loginPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Local OpenID provider</title></head>
<body style="font-family:sans-serif;max-width:24rem;margin:2rem auto">
<h1>Local OpenID provider</h1>
<form method="post" action="/interaction/${uid}">
<p><label>Subject <input name="sub" required></label></p>
<p><label>E-mail <input name="email" type="email"></label></p>
<p><label><input name="email_verified" type="checkbox" value="true"> E-mail verified</label></p>
<p><label>Name <input name="name"></label></p>
<p><button type="submit" name="action" value="login">Sign in</button> <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></p>
</form></body></html>`;
}
