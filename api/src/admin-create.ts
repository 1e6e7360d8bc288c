// npm run admin:create -- <username>   (reads the password from ADMIN_PASSWORD or ADMIN_PASSWORD_FILE, or asks for it)
import { createInterface } from 'node:readline/promises';
import { secretFromEnv } from '@ministry/shared/secret-env.mjs';
import { upsertAdmin } from './admin.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db.ts';

const username = process.argv[2] ?? process.env.ADMIN_USERNAME;
if (!username) {
  console.error('Usage: npm run admin:create -- <username>');
  process.exit(2);
}
let password = secretFromEnv('ADMIN_PASSWORD');
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question(`Password for ${username} (at least 12 characters): `);
  rl.close();
}
const config = loadConfig();
const db = createDb(config.databaseUrl, { password: config.databasePassword });
try {
  const outcome = await upsertAdmin(db, username, password);
  console.log(`Admin ${username} ${outcome}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
