import type { AppConfig } from '../../config/config.js';

const STRIPE = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'];
const VIDEO_PLAYERS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://fast.wistia.net',
  'https://fast.wistia.com',
  'https://cdn.jwplayer.com',
  'https://content.jwplatform.com',
];

/** Origins of remotes deployed elsewhere (ADMIN_REMOTE_URL / LEARNER_REMOTE_URL may be absolute URLs). */
function remoteOrigins(config: AppConfig): string[] {
  return [config.web.learnerRemoteUrl, config.web.adminRemoteUrl, config.stripe.apiBase]
    .filter((url): url is string => !!url && /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

/** CSP for pages we serve: our own scripts, remote apps, Stripe.js and the four video providers. */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  const remotes = remoteOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...STRIPE, ...remotes],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:', ...remotes],
    // The video players' origins too: the lesson page checks that a provider answers before relying on its player.
    connectSrc: ["'self'", 'https://api.stripe.com', ...VIDEO_PLAYERS, ...remotes],
    frameSrc: ["'self'", ...STRIPE, ...VIDEO_PLAYERS, ...remotes],
    mediaSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", 'https://checkout.stripe.com', ...remotes],
    frameAncestors: ["'self'"],
    // Only behind HTTPS: on plain-http hosts it would send the browser to https URLs that do not exist.
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  };
}
