/** Display rules of the account settings page. */

const BROWSERS: [RegExp, string][] = [
  // Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * Where a session was signed in, from its User-Agent, kept simple: "Chrome on Windows", "Safari on
 * iOS", "Firefox"; "Unknown browser" when it names no browser we know (or there is none).
 */
export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return system ? `Unknown browser on ${system}` : 'Unknown browser';
  return system ? `${browser} on ${system}` : browser;
}

/** The picture types the server accepts for a profile picture. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;
export const PICTURE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** Why a chosen file cannot be a profile picture (before uploading it), or null when it can. */
export function pictureProblem(file: { type: string; size: number }, maxBytes: number): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG or JPEG picture.';
  if (file.size === 0) return 'This file is empty. Choose another picture.';
  if (file.size > maxBytes) return `The picture is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`;
  return null;
}

/** Up to two letters standing in for a missing picture: "DL" for Dana Lee, else the e-mail's first letter. */
export function initials(user: { firstName: string; lastName: string; email: string }): string {
  const letters = [user.firstName, user.lastName]
    .map((name) => name.trim().charAt(0))
    .join('')
    .toUpperCase();
  return letters || user.email.charAt(0).toUpperCase();
}
