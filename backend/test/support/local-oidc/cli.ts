import { LocalOidc } from './local-oidc.js';

/**
 * The local OpenID provider on its own, for the browser tests and the offline demo:
 *   npm run oidc:local -w backend
 * Settings: LOCAL_OIDC_PORT (4177), LOCAL_OIDC_CLIENT_ID (academy-local), LOCAL_OIDC_CLIENT_SECRET
 * (academy-local-secret), LOCAL_OIDC_REDIRECT_URIS (comma-separated; default the three providers'
 * callbacks on http://localhost:3000). Point a provider at it with e.g. GOOGLE_ISSUER=http://127.0.0.1:4177
 * and the same GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.
 */
const port = Number(process.env.LOCAL_OIDC_PORT ?? 4177);
const redirectUris = (
  process.env.LOCAL_OIDC_REDIRECT_URIS ??
  ['google', 'linkedin', 'microsoft'].map((id) => `http://localhost:3000/api/auth/oidc/${id}/callback`).join(',')
).split(',');
const oidc = new LocalOidc({
  clientId: process.env.LOCAL_OIDC_CLIENT_ID ?? 'academy-local',
  clientSecret: process.env.LOCAL_OIDC_CLIENT_SECRET ?? 'academy-local-secret',
  redirectUris,
});
const url = await oidc.start(port);
console.log(`[local-oidc] issuer ${url}; redirect URIs ${redirectUris.join(', ')}`);
const stop = () => void oidc.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
