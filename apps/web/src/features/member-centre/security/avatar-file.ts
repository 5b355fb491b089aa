import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@arcadia/contracts';

export type AvatarProblem = 'type' | 'size';

/** Checked before sending, so a wrong file never costs an upload: PNG or JPG, at most 5 MB. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarProblem | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}
