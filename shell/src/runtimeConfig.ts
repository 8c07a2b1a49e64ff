/** Shape of the script the backend serves at /runtime-config.js. */
export interface AcademyRuntimeConfig {
  /** URL of the learner remote's mf-manifest.json (absolute or root-relative). */
  learnerRemoteUrl: string;
  /** URL of the admin remote's mf-manifest.json (absolute or root-relative). */
  adminRemoteUrl: string;
  stripePublishableKey: string | null;
}

declare global {
  interface Window {
    __ACADEMY_CONFIG__?: Partial<AcademyRuntimeConfig>;
  }
}

const DEFAULTS: AcademyRuntimeConfig = {
  learnerRemoteUrl: '/remotes/learner/mf-manifest.json',
  adminRemoteUrl: '/remotes/admin/mf-manifest.json',
  stripePublishableKey: null,
};

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The configuration a server-rendered page carries inline (as data, not as a script, so it neither
 * blocks the first paint nor needs the CSP to allow inline scripts).
 */
function inlineConfig(): Partial<AcademyRuntimeConfig> | undefined {
  const element = document.getElementById('academy-config');
  if (!element?.textContent) return undefined;
  // The remotes read window.__ACADEMY_CONFIG__ (the Stripe key) as on pages that load runtime-config.js.
  window.__ACADEMY_CONFIG__ = JSON.parse(element.textContent) as Partial<AcademyRuntimeConfig>;
  return window.__ACADEMY_CONFIG__;
}

/** Reads the runtime configuration once; missing or empty keys fall back to the same-origin defaults. */
export function readRuntimeConfig(
  source: Partial<AcademyRuntimeConfig> | undefined = window.__ACADEMY_CONFIG__ ?? inlineConfig(),
): AcademyRuntimeConfig {
  return {
    learnerRemoteUrl: nonEmpty(source?.learnerRemoteUrl) ? source.learnerRemoteUrl : DEFAULTS.learnerRemoteUrl,
    adminRemoteUrl: nonEmpty(source?.adminRemoteUrl) ? source.adminRemoteUrl : DEFAULTS.adminRemoteUrl,
    stripePublishableKey: nonEmpty(source?.stripePublishableKey) ? source.stripePublishableKey : null,
  };
}

export const runtimeConfig: AcademyRuntimeConfig = readRuntimeConfig();
