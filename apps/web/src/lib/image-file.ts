import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@arcadia/contracts';

export type ImageProblem = 'type' | 'size';

/** Checked before sending, so a wrong file never costs an upload: PNG or JPG, at most 5 MB. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}
