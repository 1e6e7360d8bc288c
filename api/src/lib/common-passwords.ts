// New passwords are checked against the passwords people pick most (docs/decisions.md, "Password
// rules"): the zxcvbn project's list of some 49,000 passwords seen most in breaches, ranked; the
// breached-password list of Mozilla's accounts service (the 50,000 most used passwords of 8
// characters or more among a million taken from breaches), checked offline; and a short list of
// words anyone would guess for this app. Every password of 8 characters or more in either list is
// refused, case aside, as is any password built on one of the app's words.
import { createRequire } from 'node:module';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

/**
 * Words a guesser tries first against this app, in any case, with anything around them: its name,
 * and the words of its members' activity. docs/security.md (6.1.2) lists them.
 */
export const CONTEXT_WORDS = ['ministry', 'companion', 'congregation', 'fieldservice', 'kingdomhall', 'jworg', 'pioneer'] as const;

export const MESSAGES = {
  common: 'That password is one of the most common ones. Choose one that is harder to guess.',
  breached: 'That password is too common: it is in lists of passwords leaked in data breaches, which attackers try first. Choose another one.',
  context: 'A password may not be built on the app’s own words (such as “ministry” or “congregation”).',
} as const;
export const COMMON_PASSWORD_MESSAGE = MESSAGES.common;
export const BREACHED_PASSWORD_MESSAGE = MESSAGES.breached;
export const CONTEXT_PASSWORD_MESSAGE = MESSAGES.context;

let common: Set<string> | undefined;

/** True for a password in the list of the most common ones (compared in lower case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

let breached: { test(password: string): boolean } | undefined;

/**
 * True for a password in the breached-password list, as typed or in lower case. The list is
 * decoded on the first check (about 70 ms), not when the server starts.
 */
export function isBreachedPassword(password: string): boolean {
  breached ??= createRequire(import.meta.url)('fxa-common-password-list') as { test(password: string): boolean };
  return breached.test(password) || breached.test(password.toLowerCase());
}

/** True for a password that contains one of CONTEXT_WORDS, ignoring case, spaces and punctuation. */
export function isContextPassword(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return CONTEXT_WORDS.some((word) => letters.includes(word));
}

/** A new-password rule with the checks added: the common list, the app's words, the breached list. */
export const notGuessable = (password: z.ZodString) =>
  password
    .refine((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE)
    .refine((v) => !isContextPassword(v), CONTEXT_PASSWORD_MESSAGE)
    .refine((v) => !isBreachedPassword(v), BREACHED_PASSWORD_MESSAGE);
