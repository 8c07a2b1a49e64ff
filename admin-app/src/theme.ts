import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';

/** Ant Design theme of the admin area (same primary colour as the learner pages). */
const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#2563eb',
    borderRadius: 8,
  },
};

const reducedMotionTheme: ThemeConfig = { token: { ...adminTheme.token, motion: false } };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** The admin theme, without Ant Design's animations when the operating system asks for reduced motion. */
export function useAdminTheme(): ThemeConfig {
  const reduceMotion = useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, () => false);
  return reduceMotion ? reducedMotionTheme : adminTheme;
}
