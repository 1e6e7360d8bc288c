// Shared by the API tests of the admin area and of the authenticator app: an admin (with or without
// the app), a session that still owes its code, and codes computed the way an authenticator app does.
import { Secret, TOTP } from 'otpauth';
import type { Client, TestApp } from '../../../../tests/api/harness.ts';
import { changeAccount, signedInMember } from '../../../../tests/api/harness.ts';

export const PERIOD_MS = 30_000;

export function codeFor(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * PERIOD_MS,
  });
}

/**
 * Waits for the next step when the current one ends within `marginMs`: a code is accepted only in
 * its own 30-second step, and a busy machine may take a moment to deliver it.
 */
export async function roomInStep(marginMs = 4_000): Promise<void> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** The current code, computed with time left in its step to reach the server. */
export async function freshCode(secret: string): Promise<string> {
  await roomInStep();
  return codeFor(secret);
}

export async function signedInAdmin(t: TestApp, overrides: Record<string, unknown> = {}) {
  const member = await signedInMember(t, { groupNumber: 0, ...overrides });
  const user = await changeAccount(t, { id: member.user.id }, { role: 'admin' });
  return { ...member, user };
}

export const START_TOTP = 'mutation { startTotp { __typename ... on TotpEnrolment { secret uri qrCodeDataUrl } ... on Error { message } } }';
export const CONFIRM_TOTP =
  'mutation ($code: String) { confirmTotp(input: { code: $code }) { __typename ... on TotpEnabled { recoveryCodes } ... on Error { message } } }';
export const VERIFY_CODE =
  'mutation ($code: String) { verifyAdminCode(input: { code: $code }) { __typename ... on AdminCodeAccepted { user { username } } ... on Error { message } } }';
export const ADMIN_LOGIN =
  'mutation ($input: AdminLoginInput!) { adminLogin(input: $input) { __typename ... on AdminSignedIn { secondFactorRequired user { username } } ... on Error { message } } }';

/** Turns the authenticator app on for the account signed in on `client`; answers the secret and recovery codes. */
export async function enableTotp(client: Client) {
  const started = await client.graphql(START_TOTP);
  const secret = started.data.startTotp.secret as string;
  const confirmed = await client.graphql(CONFIRM_TOTP, { code: await freshCode(secret) });
  if (confirmed.data?.confirmTotp?.__typename !== 'TotpEnabled') throw new Error(JSON.stringify(confirmed));
  return { secret, recoveryCodes: confirmed.data.confirmTotp.recoveryCodes as string[] };
}

/** A new session of `userId` that has not given its code (as after a password-only sign-in). */
export async function freshSession(t: TestApp, userId: number): Promise<Client> {
  const client = t.client();
  const { cookie } = await t.app.deps.sessions.start(userId);
  client.cookie = cookie.split(';')[0]!;
  return client;
}

/** Lets the next code of the same step be accepted again (tests cannot wait 30 s for a new step). */
export async function forgetLastStep(t: TestApp, userId: number) {
  await t.db.adminSecondFactor.update({ where: { userId }, data: { lastUsedStep: null } });
}

/** Moves the password confirmation of `client`'s session back by `ms` (11 minutes: past the window). */
export async function ageConfirmation(t: TestApp, client: Client, ms = 11 * 60_000) {
  const session = await t.app.deps.sessions.codec.read(client.cookie);
  if (!session) throw new Error('no session on this client');
  const old = Date.now() - ms;
  const cookie = await t.app.deps.sessions.codec.issue({ ...session, issuedAt: old, passwordConfirmedAt: old });
  client.cookie = cookie.split(';')[0]!;
}
