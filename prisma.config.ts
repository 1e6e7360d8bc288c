// One config for both providers: DATABASE_URL picks the schema and its migrations folder.
// SQLite (the default, under ./data) uses prisma/schema.prisma; PostgreSQL uses the copy
// generated from it in prisma/postgres/ (see docs/decisions.md, "Two providers").
import { defineConfig } from 'prisma/config';
import { databaseUrl, isPostgresUrl } from './scripts/database-url.mjs';

const url = databaseUrl();
const dir = isPostgresUrl(url) ? 'prisma/postgres' : 'prisma';

export default defineConfig({
  schema: `${dir}/schema.prisma`,
  migrations: { path: `${dir}/migrations` },
  datasource: { url },
});
