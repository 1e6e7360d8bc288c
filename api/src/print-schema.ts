// npm run schema:print writes schema.graphql from the Pothos schema; --check fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema.ts';

const file = new URL('../../schema.graphql', import.meta.url);
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== printed) {
    console.error('schema.graphql is stale: run npm run schema:print and commit it');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  writeFileSync(file, printed);
  console.log('schema.graphql written');
}
process.exit(0);
