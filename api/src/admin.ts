// The first admin: from ADMIN_USERNAME/ADMIN_PASSWORD at start, or `npm run admin:create`.
// An existing user of that name is promoted (and given the password); otherwise one is created.
// And the operator's way back for an admin who lost the authenticator app and its recovery codes
// when no other admin can reset it: `npm run admin:reset-factor` (docs/product/admin.md).
import { secretFromEnv } from '@ministry/shared/secret-env.mjs';
import type { Db } from './db.ts';
import {
  BREACHED_PASSWORD_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  CONTEXT_PASSWORD_MESSAGE,
  isBreachedPassword,
  isCommonPassword,
  isContextPassword,
} from './lib/common-passwords.ts';
import { hashPassword } from './lib/password.ts';
import { log } from './lib/log.ts';
import { audit } from './access/audit.ts';
import { clearSecondFactor } from './access/second-factor.ts';
import { secondFactorEnabled } from './access/guards.ts';

export async function upsertAdmin(db: Db, username: string, password: string): Promise<'created' | 'updated'> {
  if (password.length < 12) throw new Error('The admin password must be at least 12 characters long');
  if (isCommonPassword(password)) throw new Error(COMMON_PASSWORD_MESSAGE);
  if (isContextPassword(password)) throw new Error(CONTEXT_PASSWORD_MESSAGE);
  if (isBreachedPassword(password)) throw new Error(BREACHED_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(password);
  const existing = await db.user.findUnique({ where: { username } });
  if (existing) {
    // A new password and role: the account's sessions end.
    await db.$transaction([
      db.user.update({ where: { id: existing.id }, data: { role: 'admin', passwordHash, passwordChangedAt: new Date() } }),
      db.session.deleteMany({ where: { userId: existing.id } }),
    ]);
    return 'updated';
  }
  await db.user.create({
    data: { username, passwordHash, role: 'admin', fullName: 'Administrator', phoneNumber: '-', address: '-', groupNumber: 0 },
  });
  return 'created';
}

export async function ensureAdminFromEnv(db: Db): Promise<void> {
  const username = process.env.ADMIN_USERNAME;
  const password = secretFromEnv('ADMIN_PASSWORD');
  if (!username || !password) return;
  const existing = await db.user.findUnique({ where: { username }, select: { role: true } });
  if (existing?.role === 'admin') return;
  await upsertAdmin(db, username, password);
  log.info({ event: 'admin-ready', message: `Admin account ${username} is ready`, username });
}

/**
 * Turns off the authenticator app of the admin `username` and deletes their recovery codes, on the
 * server, by its operator; every session of the account ends. The admin then signs in with their
 * password and sets the app up again. Written to the audit log as done from the server.
 */
export async function resetSecondFactorOnServer(db: Db, username: string): Promise<'reset' | 'not-on' | 'not-an-admin'> {
  const user = await db.user.findUnique({ where: { username } });
  if (user?.role !== 'admin') return 'not-an-admin';
  if (!(await secondFactorEnabled(db, user.id))) return 'not-on';
  await clearSecondFactor(db, user.id);
  await db.session.deleteMany({ where: { userId: user.id } });
  await audit({ db, viewer: null, clientAddress: 'server' }, 'second-factor-reset', {
    target: user,
    detail: 'by the operator on the server (admin:reset-factor)',
  });
  return 'reset';
}
