import { guessesLog10, isCommonPassword } from '../common/security/password-policy.js';

/**
 * Values this repository has ever shown as examples (compose defaults, .env.example, docs). Anyone
 * can read them, so a deployment that kept one has no secret at all.
 */
export const PUBLISHED_EXAMPLE_SECRETS: readonly string[] = ['change-me-to-a-long-random-string-of-48-chars', 'change-me-now'];

const PLACEHOLDER = /change-?me|changeit|example|placeholder|replace-?(?:me|this)|your-?(?:own-?)?(?:secret|password)|x{5,}|^(.)\1*$/i;

/** About 100 bits: far beyond guessing, and what 32 random hex characters give. */
const MIN_SECRET_GUESSES_LOG10 = 30;
const MIN_ADMIN_PASSWORD_GUESSES_LOG10 = 10;
const MIN_ADMIN_PASSWORD_LENGTH = 12;

function isPublished(value: string): boolean {
  return PUBLISHED_EXAMPLE_SECRETS.includes(value) || PLACEHOLDER.test(value);
}

/** Why `value` cannot sign production sessions, or undefined when it can. */
export function weakSessionSecret(value: string): string | undefined {
  if (isPublished(value)) return 'is an example value that anyone can read in the repository; generate one with `openssl rand -base64 48`';
  if (value.length < 32 || guessesLog10(value) < MIN_SECRET_GUESSES_LOG10) {
    return 'is too easy to guess; use at least 32 random characters, e.g. from `openssl rand -base64 48`';
  }
  return undefined;
}

/** Why `value` cannot be the first admin's password in production, or undefined when it can. */
export function weakAdminPassword(value: string): string | undefined {
  if (isPublished(value)) return 'is an example value that anyone can read in the repository; choose your own';
  if (value.length < MIN_ADMIN_PASSWORD_LENGTH || isCommonPassword(value) || guessesLog10(value) < MIN_ADMIN_PASSWORD_GUESSES_LOG10) {
    return `is too easy to guess; use at least ${MIN_ADMIN_PASSWORD_LENGTH} characters that are not a common password`;
  }
  return undefined;
}
