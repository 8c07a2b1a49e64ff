import type { UserDto } from '@academy/api';

/**
 * The academy's look, as the learner pages draw it (shell.css, learner-app's ui.css): the admin
 * area's Ant Design theme takes the same values, so both read as one product.
 */
export const BRAND = {
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  colorPrimary: '#2563eb',
  colorLink: '#1d4ed8',
  colorText: '#1f2937',
  /** The page background behind cards. */
  colorBackground: '#f8fafc',
  colorBorder: '#e5e7eb',
  /** Buttons and inputs; cards use `radiusLarge`. */
  radius: 8,
  radiusLarge: 12,
} as const;

/** Role badges: text on background, each at least 4.5:1 (WCAG AA). */
export const ROLE_COLORS: Record<UserDto['role'], { color: string; background: string }> = {
  admin: { color: '#ffffff', background: '#dc2626' },
  recruitpro: { color: '#5b21b6', background: '#ede9fe' },
  jobseeker: { color: '#1e40af', background: '#dbeafe' },
};
