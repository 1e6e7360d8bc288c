#!/usr/bin/env node
// Runs the Prisma CLI with the project's own schema-engine stand-in (prisma/engine/), since the
// CLI cannot download its native engine on machines without access to Prisma's servers.
// `generate` builds both clients: SQLite (the default) and PostgreSQL.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { delimiter, dirname, join } from 'node:path';
import { isPostgresUrl } from '@ministry/shared/database-url.mjs';
import { checkBackend, postgresConnection } from '@ministry/shared/plain-connections.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const cli = require.resolve('prisma/build/index.js');
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: join(root, 'prisma/engine/schema-engine.mjs'),
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
  PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
};

function prisma(args) {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const args = process.argv.slice(2);
// Migrations may run as the schema's owner while the app connects as an account that can only
// read and write rows (docs/operations.md, "Database accounts"): MIGRATION_DATABASE_URL, when set,
// is the database the migrate commands use in place of DATABASE_URL.
const urlName = args[0] === 'migrate' && process.env.MIGRATION_DATABASE_URL ? 'MIGRATION_DATABASE_URL' : 'DATABASE_URL';
if (urlName === 'MIGRATION_DATABASE_URL') {
  env.DATABASE_URL = process.env.MIGRATION_DATABASE_URL;
  // The app's password file is the app account's, not the migration account's.
  delete env.DATABASE_PASSWORD_FILE;
}
// Every command but generate connects to the database: not unencrypted to another machine
// (shared/src/plain-connections.mjs), the rule the API's start applies too.
const url = env.DATABASE_URL;
if (args[0] !== 'generate' && url && isPostgresUrl(url)) {
  try {
    checkBackend(urlName, postgresConnection(url));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
if (args[0] === 'generate' && !args.includes('--schema')) {
  prisma(['generate', '--schema', 'prisma/schema.prisma', ...args.slice(1)]);
  prisma(['generate', '--schema', 'prisma/postgres/schema.prisma', ...args.slice(1)]);
} else {
  prisma(args);
}
