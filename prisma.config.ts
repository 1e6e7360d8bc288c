// One config for both providers: DATABASE_URL picks the schema and its migrations folder.
// SQLite (the default, under ./data) uses prisma/schema.prisma; PostgreSQL uses the copy
// generated from it in prisma/postgres/ (see docs/decisions.md, "Two providers").
import { defineConfig } from 'prisma/config';
import { databasePasswordReader, databaseUrl, isPostgresUrl, withPassword } from '@ministry/shared/database-url.mjs';

// With DATABASE_PASSWORD_FILE, the password it holds now: the CLI connects once.
const chosen = databaseUrl();
const readPassword = databasePasswordReader(chosen);
const url = readPassword ? withPassword(chosen, readPassword) : chosen;
const dir = isPostgresUrl(url) ? 'prisma/postgres' : 'prisma';

export default defineConfig({
  schema: `${dir}/schema.prisma`,
  migrations: { path: `${dir}/migrations` },
  datasource: { url },
});
