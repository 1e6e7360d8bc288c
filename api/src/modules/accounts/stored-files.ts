// The files a member uploaded (songs, territory and experience images), found before their account
// is deleted: the rows go with the account by cascade, the files on disk are removed here, so
// "delete my account" leaves nothing of the member behind (docs/product/accounts.md).
import type { Context } from '../../access/context.ts';
import { removeUpload } from '../../lib/storage.ts';
import { imageDir as experienceImages } from '../experiences/index.ts';
import { songDir } from '../music/index.ts';
import { imageDir as territoryImages } from '../territories/index.ts';

export interface StoredFile {
  dir: string;
  filename: string;
}

export async function storedFilesOf(ctx: Pick<Context, 'db' | 'config'>, userId: number): Promise<StoredFile[]> {
  const [songs, territories, experiences] = await Promise.all([
    ctx.db.musicFile.findMany({ where: { userId }, select: { filename: true } }),
    ctx.db.territory.findMany({ where: { userId, imageFilename: { not: null } }, select: { imageFilename: true } }),
    ctx.db.ministryExperience.findMany({ where: { userId, imageFilename: { not: null } }, select: { imageFilename: true } }),
  ]);
  return [
    ...songs.map((s) => ({ dir: songDir(ctx), filename: s.filename })),
    ...territories.map((t) => ({ dir: territoryImages(ctx), filename: t.imageFilename! })),
    ...experiences.map((e) => ({ dir: experienceImages(ctx), filename: e.imageFilename! })),
  ];
}

export async function removeStoredFiles(files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((file) => removeUpload(file.dir, file.filename)));
}
