import { COMMENT_MAX_CHARS, type Language, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@arcadia/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/db.ts';
import { AppError } from '../../platform/errors.ts';
import { checkedImage } from '../../platform/upload.ts';
import type { SessionMember } from '../auth/session.repo.ts';
import { applicationsRepo } from './applications.repo.ts';
import { bonusesRepo } from './bonuses.repo.ts';
import type { Brand } from './member-facts.ts';
import { contactFor, mustBe, promotionDetail, promotionOf, standing } from './promotions.service.ts';

export interface ApplicationForm {
  fields: Record<string, string>;
  files: Buffer[];
}

/**
 * Multipart for the application form: a few fields and up to three images of 5 MB. One
 * image more than allowed is still read, so a fourth answers `too-many-images`; a fifth
 * stops the parser, which answers the same.
 */
export const registerApplicationUploads = (app: FastifyInstance) =>
  app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES + 1, fields: 4, parts: UPLOAD_MAX_FILES + 5 },
  });

/** Reads the form; a file over 5 MB or a broken form is invalid-upload, too many files too-many-images. */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) throw new AppError('invalid-upload');
  const form: ApplicationForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') form.files.push(await part.toBuffer());
      else if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
    }
  } catch (error) {
    request.log.debug({ err: error }, 'application upload refused');
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw tooManyImages();
    throw new AppError('invalid-upload');
  }
  return form;
}

const tooManyImages = () => new AppError('too-many-images', null, { max: UPLOAD_MAX_FILES });

/** Characters as the database counts them (code points), so "140" means the same on both sides. */
export const commentLength = (comment: string) => [...comment].length;

/**
 * Applies for a deposit bonus: the comment (at most 140 characters), at most three PNG or
 * JPG images (types read from their bytes), the messaging ID when asked. One application
 * per member and promotion; it waits for an operator (Applying).
 */
export async function applyForPromotion(
  db: Db,
  brand: Brand,
  member: SessionMember,
  lang: Language,
  form: ApplicationForm,
) {
  const id = form.fields.promotionId ?? '';
  if (!/^\d{1,9}$/.test(id)) throw new AppError('bad-request');
  const row = await promotionOf(db, brand.id, id);
  if (row.kind !== 'deposit-bonus') throw new AppError('invalid-state');
  const comment = (form.fields.comment ?? '').trim();
  if (commentLength(comment) > COMMENT_MAX_CHARS) {
    throw new AppError('comment-too-long', null, { max: COMMENT_MAX_CHARS });
  }
  if (form.files.length > UPLOAD_MAX_FILES) throw tooManyImages();
  const images = form.files.map((file) => checkedImage(file));
  const contactId = contactFor(row, form.fields.contactId);
  await db.tx(async (tx) => {
    await bonusesRepo(tx).lockClaims(member.id, row.id);
    const { evaluation } = await standing(tx, brand, member.id, row);
    mustBe(evaluation, 'Join');
    const repo = applicationsRepo(tx);
    const created = await repo.insert({
      merchantId: brand.id,
      promotionId: row.id,
      memberId: member.id,
      comment,
      contactId,
    });
    if (!created) throw new AppError('already-applied');
    for (const [index, image] of images.entries())
      await repo.insertImage(created.id, index + 1, image.mime, image.bytes);
  });
  return promotionDetail(db, brand, member, lang, id);
}
