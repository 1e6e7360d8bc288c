#!/usr/bin/env node
// Writes prisma/postgres/schema.prisma from prisma/schema.prisma: same models, the PostgreSQL
// provider, its own client output, no Pothos generator (the types come from the SQLite client).
// `--check` exits 1 when the copy is stale.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export function postgresSchema(source) {
  const body = source
    .replace(/generator pothos \{[^}]*\}\n\n/, '')
    .replace('output       = "../api/src/generated/sqlite"', 'output       = "../../api/src/generated/postgres"')
    .replace('provider = "sqlite"', 'provider = "postgresql"');
  return `// GENERATED from prisma/schema.prisma by \`npm run prisma:sync\`: edit that file, not this one.\n${body}`;
}

const source = readFileSync(join(root, 'prisma/schema.prisma'), 'utf8');
const target = join(root, 'prisma/postgres/schema.prisma');
const wanted = postgresSchema(source);
if (process.argv.includes('--check')) {
  let current = '';
  try { current = readFileSync(target, 'utf8'); } catch {}
  if (current !== wanted) {
    console.error('prisma/postgres/schema.prisma is stale: run npm run prisma:sync');
    process.exit(1);
  }
} else {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, wanted);
}
