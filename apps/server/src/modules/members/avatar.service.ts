import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { avatarRepo } from './avatar.repo.ts';
import { avatarUrl } from './profile.service.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

/** The image type by its first bytes: the name and the declared type are the sender's word only. */
export function imageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

export async function saveAvatar(db: Db, memberId: string, bytes: Uint8Array) {
  const mime = imageType(bytes);
  if (!mime) throw new AppError('invalid-upload');
  const updatedAt = await avatarRepo(db).save(memberId, mime, bytes);
  return { url: avatarUrl({ id: memberId, avatarUpdatedAt: updatedAt }) };
}
