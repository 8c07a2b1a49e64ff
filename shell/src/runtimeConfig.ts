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

/** Reads window.__ACADEMY_CONFIG__ once; missing or empty keys fall back to the same-origin defaults. */
export function readRuntimeConfig(source: Partial<AcademyRuntimeConfig> | undefined = window.__ACADEMY_CONFIG__): AcademyRuntimeConfig {
  return {
    learnerRemoteUrl: nonEmpty(source?.learnerRemoteUrl) ? source.learnerRemoteUrl : DEFAULTS.learnerRemoteUrl,
    adminRemoteUrl: nonEmpty(source?.adminRemoteUrl) ? source.adminRemoteUrl : DEFAULTS.adminRemoteUrl,
    stripePublishableKey: nonEmpty(source?.stripePublishableKey) ? source.stripePublishableKey : null,
  };
}

export const runtimeConfig: AcademyRuntimeConfig = readRuntimeConfig();
