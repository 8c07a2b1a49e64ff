import zxcvbnCore from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** A password found, as a whole, in the breached-password list (with case and l33t variations). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another one.';
const TOO_EASY = 'This password is too easy to guess.';
const TOO_EASY_ADVICE = 'Add another word or two; uncommon words are better.';
const ONE_WORD = `This password is a single word, which is among the first things attackers try. ${TOO_EASY_ADVICE}`;
const DECORATED_WORD = `This password is a single word with numbers or symbols around it, which is among the first things attackers try. ${TOO_EASY_ADVICE}`;
/** zxcvbn's scores run from 0 (guessed in under 10³ tries) to 4; below 2 falls to an offline attack on a fast hash within hours. */
const MIN_PASSWORD_SCORE = 2;

let estimator: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | undefined;

/**
 * Built on first use: ranking the dictionaries takes a moment and some memory. Everything is offline:
 * the common-password list (drawn from breach corpora), English words, names and Wikipedia terms ship
 * inside the packages, and nothing is looked up over the network.
 */
function passwordEstimator() {
  estimator ??= new zxcvbnCore.ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return estimator;
}

function check(password: string) {
  return passwordEstimator().check(password.slice(0, 100));
}

/**
 * A password is common when it is one of the breached passwords (zxcvbn-ts's list, with case and
 * l33t variations) or guessable in a few hundred tries (a keyboard walk, a sequence, a repeat).
 * Longer passwords that merely contain a common word are not common (they may still be too weak).
 */
export function isCommonPassword(password: string): boolean {
  const result = check(password);
  if (result.score === 0) return true;
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only?.pattern === 'dictionary' && only.dictionaryName === 'passwords-common';
}

/** log10 of the guesses zxcvbn estimates an attacker needs. */
export function guessesLog10(value: string): number {
  return check(value).guessesLog10;
}

/**
 * One dictionary word (any case, l33t or reversed) with only digits and symbols before or after it:
 * `Summer2024!`, `Welcome123!`, `recruiter`. Password crackers try exactly this first (a word list
 * with years, counters and a symbol appended), so zxcvbn's estimate for it is too generous.
 */
function singleWordProblem(password: string): string | null {
  const core = password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (!/^\p{L}+$/u.test(core)) return null;
  const [only, ...rest] = check(core).sequence;
  if (rest.length > 0 || only?.pattern !== 'dictionary') return null;
  return core === password ? ONE_WORD : DECORATED_WORD;
}

/**
 * Why a new password is refused, as a sentence for the person choosing it, or null when it is
 * acceptable. The minimum length is checked before (the spec's message); here: in the breached list,
 * one word dressed up with digits and symbols, or scoring below MIN_PASSWORD_SCORE (with zxcvbn's
 * own warning and suggestions).
 */
export function passwordProblem(password: string): string | null {
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  const singleWord = singleWordProblem(password);
  if (singleWord) return singleWord;
  const result = check(password);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  return [TOO_EASY, warning, ...(suggestions.length > 0 ? suggestions : [TOO_EASY_ADVICE])].filter(Boolean).join(' ');
}

/** A new password (register, reset, change, invite): not breached, and strong enough; the reason is the message. */
export function IsStrongPassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isStrongPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args: ValidationArguments) => (typeof args.value === 'string' && passwordProblem(args.value)) || COMMON_PASSWORD_MESSAGE,
        ...options,
      },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || passwordProblem(value) === null,
      },
    });
}
