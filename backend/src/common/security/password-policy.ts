import zxcvbnCore from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import { registerDecorator, type ValidationOptions } from 'class-validator';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another one.';

let estimator: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | undefined;

/** Built on first use: ranking the dictionaries takes a moment and some memory. */
function passwordEstimator() {
  estimator ??= new zxcvbnCore.ZxcvbnFactory({ dictionary: zxcvbnCommon.dictionary, graphs: zxcvbnCommon.adjacencyGraphs });
  return estimator;
}

/**
 * A password is refused when it is one of the commonly used passwords (zxcvbn-ts's list, with case
 * and l33t variations) or guessable in a few hundred tries (a keyboard walk, a sequence, a repeat).
 * Longer passwords that merely contain a common word are fine.
 */
export function isCommonPassword(password: string): boolean {
  const result = passwordEstimator().check(password.slice(0, 100));
  if (result.score === 0) return true;
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only?.pattern === 'dictionary' && only.dictionaryName === 'passwords-common';
}

/** log10 of the guesses zxcvbn estimates an attacker needs. */
export function guessesLog10(value: string): number {
  return passwordEstimator().check(value.slice(0, 100)).guessesLog10;
}

export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNotCommonPassword',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: COMMON_PASSWORD_MESSAGE, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) },
    });
}
