// New passwords are checked against the passwords people pick most (docs/decisions.md, "Password
// rules"): the zxcvbn project's list of some 49,000 passwords seen most in breaches, ranked, and a
// short list of words anyone would guess for this app. Every password of 8 characters or more in
// the list is refused, case aside, as is any password built on one of the app's words.
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

/**
 * Words a guesser tries first against this app, in any case, with anything around them: its name,
 * and the words of its members' activity. docs/security.md (6.1.2) lists them.
 */
export const CONTEXT_WORDS = ['ministry', 'companion', 'congregation', 'fieldservice', 'kingdomhall', 'jworg', 'pioneer'] as const;

export const COMMON_PASSWORD_MESSAGE = 'That password is one of the most common ones. Choose one that is harder to guess.';
export const CONTEXT_PASSWORD_MESSAGE = 'A password may not be built on the app’s own words (such as “ministry” or “congregation”).';

let common: Set<string> | undefined;

/** True for a password in the list of the most common ones (compared in lower case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** True for a password that contains one of CONTEXT_WORDS, ignoring case, spaces and punctuation. */
export function isContextPassword(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return CONTEXT_WORDS.some((word) => letters.includes(word));
}

/** A new-password rule with both checks added: the common list, then the app's words. */
export const notGuessable = (password: z.ZodString) =>
  password.refine((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE).refine((v) => !isContextPassword(v), CONTEXT_PASSWORD_MESSAGE);
