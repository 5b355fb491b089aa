import type { Db } from '../../platform/db/db.ts';
import type { ImageMime } from '../../platform/upload.ts';
import { avatarRepo } from './avatar.repo.ts';
import { avatarUrl } from './profile.service.ts';

export async function saveAvatar(db: Db, memberId: string, { bytes, mime }: { bytes: Uint8Array; mime: ImageMime }) {
  const updatedAt = await avatarRepo(db).save(memberId, mime, bytes);
  return { url: avatarUrl({ id: memberId, avatarUpdatedAt: updatedAt }) };
}
