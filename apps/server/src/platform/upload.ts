import { UPLOAD_MAX_BYTES } from '@arcadia/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

export type ImageMime = 'image/png' | 'image/jpeg';

/** The image type by its first bytes: the name and the declared type are the sender's word only. */
export function imageType(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

/** Multipart parsing for one plugin scope: one file of at most 5 MB and a few small fields. */
export const registerUploads = (app: FastifyInstance) =>
  app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 5 } });

export interface UploadForm {
  fields: Record<string, string>;
  /** The one file, or null when the form carried none. */
  file: Buffer | null;
}

/** Reads a multipart form; anything broken (not multipart, too big, too many parts) is invalid-upload. */
export async function readForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError('invalid-upload');
  const form: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') form.file = await part.toBuffer();
      else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    }
    return form;
  } catch (error) {
    // Every failure here is the sender's: too large, too many parts, a broken form.
    request.log.debug({ err: error }, 'upload refused');
    throw new AppError('invalid-upload');
  }
}

/** The form's one file, which must be a PNG or JPG. */
export async function readImage(request: FastifyRequest): Promise<{ bytes: Buffer; mime: ImageMime }> {
  const { file } = await readForm(request);
  return checkedImage(file);
}

/** A PNG or JPG, or invalid-upload. */
export function checkedImage(file: Buffer | null): { bytes: Buffer; mime: ImageMime } {
  const mime = file ? imageType(file) : null;
  if (!file || !mime) throw new AppError('invalid-upload');
  return { bytes: file, mime };
}
