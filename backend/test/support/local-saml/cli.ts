import { LocalSaml } from './local-saml.js';

/**
 * The local SAML identity provider on its own, for the browser tests and the offline demo:
 *   npm run saml:local -w backend
 * Settings: LOCAL_SAML_PORT (4178). Its metadata is at /metadata: give that URL to a team's or the
 * academy's single sign-on.
 */
const saml = new LocalSaml();
const url = await saml.start(Number(process.env.LOCAL_SAML_PORT ?? 4178));
console.log(`[local-saml] metadata ${url}/metadata`);
const stop = () => void saml.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
