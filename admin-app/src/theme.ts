import { useSyncExternalStore } from 'react';
import type { ThemeConfig } from 'antd';
import { BRAND } from '@academy/ui';

/** Ant Design theme of the admin area: the learner pages' font, colours, radii and background. */
const adminTheme: ThemeConfig = {
  token: {
    fontFamily: BRAND.fontFamily,
    colorPrimary: BRAND.colorPrimary,
    colorText: BRAND.colorText,
    colorBgLayout: BRAND.colorBackground,
    colorBorderSecondary: BRAND.colorBorder,
    borderRadius: BRAND.radius,
    borderRadiusLG: BRAND.radiusLarge,
    // Ant Design's defaults for these fall short of WCAG AA contrast (4.5:1) on white and light grey.
    colorLink: BRAND.colorLink,
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorError: '#c81e1e',
    // Seeds of the green and gold palettes: their tags' text (colour 7 on colour 1) then reaches 4.5:1 as well.
    green: '#237804',
    gold: '#ad6800',
    // Also the colour of empty-table text ("No students enrolled yet."), which must stay readable.
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
    // Placeholders name the tables' search boxes and filters ("Role", "Pricing"): readable too.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
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
