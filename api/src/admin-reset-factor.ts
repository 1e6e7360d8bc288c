// npm run admin:reset-factor -- <username>
// Turns off the authenticator app of an admin who lost it and their recovery codes, when no other
// admin can do it in the Users tab (docs/product/admin.md, "Lost phone and recovery codes").
// Check in person who asks first, as when the account was made.
import { resetSecondFactorOnServer } from './admin.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db.ts';

const username = process.argv[2];
if (!username) {
  console.error('Usage: npm run admin:reset-factor -- <username>');
  process.exit(2);
}
const MESSAGES = {
  reset: `The authenticator app of ${username} is off and their recovery codes are deleted; every session of the account ended. They sign in with their password and set the app up again.`,
  'not-on': `The authenticator app of ${username} is not on: nothing to reset.`,
  'not-an-admin': `${username} is not an admin account.`,
} as const;
const config = loadConfig();
const db = createDb(config.databaseUrl, { password: config.databasePassword });
try {
  const outcome = await resetSecondFactorOnServer(db, username);
  console.log(MESSAGES[outcome]);
  if (outcome !== 'reset') process.exitCode = 1;
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
