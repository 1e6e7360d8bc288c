// The first admin: from ADMIN_USERNAME/ADMIN_PASSWORD at start, or `npm run admin:create`.
// An existing user of that name is promoted (and given the password); otherwise one is created.
import type { Db } from './db.ts';
import { COMMON_PASSWORD_MESSAGE, CONTEXT_PASSWORD_MESSAGE, isCommonPassword, isContextPassword } from './lib/common-passwords.ts';
import { hashPassword } from './lib/password.ts';

export async function upsertAdmin(db: Db, username: string, password: string): Promise<'created' | 'updated'> {
  if (password.length < 12) throw new Error('The admin password must be at least 12 characters long');
  if (isCommonPassword(password)) throw new Error(COMMON_PASSWORD_MESSAGE);
  if (isContextPassword(password)) throw new Error(CONTEXT_PASSWORD_MESSAGE);
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
  const password = process.env.ADMIN_PASSWORD;
  if (!username || !password) return;
  const existing = await db.user.findUnique({ where: { username }, select: { role: true } });
  if (existing?.role === 'admin') return;
  await upsertAdmin(db, username, password);
  console.log(`Admin account ${username} is ready`);
}
