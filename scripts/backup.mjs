#!/usr/bin/env node
// `npm run backup` and `npm run restore` for the embedded SQLite database (docs/operations.md,
// "Backups"). A backup is a folder holding a consistent copy of the database, taken with SQLite's
// online backup API while the server keeps running, and a copy of everything else the data folder
// holds: uploads, the session secret, the push keys. `backup.json` says when and from which
// version. A restore checks the backup first, moves what the data folder holds now aside (into
// backups/before-restore-<time>, so a restore can itself be undone), then puts the backup in its
// place. Stop the server before restoring. With PostgreSQL, back up with pg_dump instead.
//
//   npm run backup [-- <folder>]     default: <DATA_DIR>/backups/backup-<time>
//   npm run restore -- <folder>
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { databaseUrl, isPostgresUrl } from '@ministry/shared/database-url.mjs';

const BACKUPS = 'backups';
/** In a backup: the database copy, and the copy of the data folder's other files. */
const DATABASE_COPY = 'database.db';
const FILES_COPY = 'data';

/** The database file and the files SQLite keeps beside it. */
const databaseFilesOf = (databaseFile) => ['', '-wal', '-shm', '-journal'].map((suffix) => `${databaseFile}${suffix}`);

export class BackupError extends Error {}

/** Where the running app keeps its data, from the same variables it reads. */
export function dataLocations(env = process.env) {
  const url = env.DATABASE_URL || databaseUrl();
  if (isPostgresUrl(url)) {
    throw new BackupError('The database is PostgreSQL: back it up with pg_dump and copy the uploads folder (docs/operations.md, "Backups").');
  }
  const databaseFile = resolve(url.replace(/^file:/, ''));
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const uploadDir = resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads'));
  return { databaseFile, dataDir, uploadDir };
}

const stamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-').replace(/Z$/, '');
const inside = (parent, child) => !relative(parent, child).startsWith('..');

function integrityOf(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

function version() {
  try {
    return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Copies the data folder's files (not the database, not earlier backups) into `dest`. */
function copyFiles(from, dest, databaseFile) {
  const skip = new Set([...databaseFilesOf(databaseFile), join(from, BACKUPS)]);
  mkdirSync(dest, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (skip.has(join(from, entry))) continue;
    cpSync(join(from, entry), join(dest, entry), { recursive: true });
  }
}

/** Takes a backup into `dest` (a new folder) while the server may keep running. */
export async function backup({ databaseFile, dataDir, uploadDir }, dest = join(dataDir, BACKUPS, `backup-${stamp()}`)) {
  if (!existsSync(databaseFile)) throw new BackupError(`No database at ${databaseFile}`);
  if (existsSync(dest) && readdirSync(dest).length > 0) throw new BackupError(`${dest} is not empty`);
  mkdirSync(dest, { recursive: true });
  const db = new Database(databaseFile, { fileMustExist: true });
  try {
    await db.backup(join(dest, DATABASE_COPY));
  } finally {
    db.close();
  }
  const check = integrityOf(join(dest, DATABASE_COPY));
  if (check !== 'ok') throw new BackupError(`The copy failed its integrity check: ${check}`);
  copyFiles(dataDir, join(dest, FILES_COPY), databaseFile);
  const separateUploads = !inside(dataDir, uploadDir) && existsSync(uploadDir);
  if (separateUploads) cpSync(uploadDir, join(dest, 'uploads'), { recursive: true });
  const manifest = { createdAt: new Date().toISOString(), version: version(), separateUploads };
  writeFileSync(join(dest, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { dest, manifest };
}

/** Replaces the data folder's contents by the backup in `source`; what was there is kept aside. */
export function restore({ databaseFile, dataDir, uploadDir }, source) {
  const manifestFile = join(source, 'backup.json');
  if (!existsSync(manifestFile)) throw new BackupError(`${source} is not a backup (no backup.json)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const check = integrityOf(join(source, DATABASE_COPY));
  if (check !== 'ok') throw new BackupError(`The backup's database failed its integrity check: ${check}`);

  // What is there now goes aside first, the database with the files SQLite keeps beside it.
  const aside = join(dataDir, BACKUPS, `before-restore-${stamp()}`);
  mkdirSync(join(aside, FILES_COPY), { recursive: true });
  for (const file of databaseFilesOf(databaseFile)) {
    if (existsSync(file)) renameSync(file, join(aside, file === databaseFile ? DATABASE_COPY : `${DATABASE_COPY}${file.slice(databaseFile.length)}`));
  }
  if (existsSync(dataDir)) {
    for (const entry of readdirSync(dataDir)) {
      if (entry !== BACKUPS) renameSync(join(dataDir, entry), join(aside, FILES_COPY, entry));
    }
  }
  if (manifest.separateUploads && existsSync(uploadDir)) renameSync(uploadDir, join(aside, 'uploads'));

  mkdirSync(dirname(databaseFile), { recursive: true });
  cpSync(join(source, DATABASE_COPY), databaseFile);
  copyFiles(join(source, FILES_COPY), dataDir, databaseFile);
  if (manifest.separateUploads) cpSync(join(source, 'uploads'), uploadDir, { recursive: true });
  return { aside, manifest };
}

async function main([command, folder]) {
  const where = dataLocations();
  if (command === 'backup') {
    const { dest } = await backup(where, folder ? resolve(folder) : undefined);
    console.log(`Backup written to ${dest}`);
  } else if (command === 'restore' && folder) {
    const { aside, manifest } = restore(where, resolve(folder));
    console.log(`Restored the backup of ${manifest.createdAt} (version ${manifest.version}); what was there before is in ${aside}`);
  } else {
    throw new BackupError('Usage: npm run backup [-- <folder>] | npm run restore -- <folder>');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(error instanceof BackupError ? 2 : 1);
  });
}
