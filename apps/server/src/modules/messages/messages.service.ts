import type { Language } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { Merchant } from '../../platform/tenancy.ts';
import { messagesRepo } from './messages.repo.ts';
import { renderMessage } from './render.ts';

/** A member's platform messages: read in their language, read and unread state, the unread count. */

interface Reader {
  memberId: string;
  merchant: Pick<Merchant, 'gmtOffsetMinutes'>;
  lang: Language;
}

export async function listMessages(
  db: Db,
  reader: Reader,
  query: { unread: boolean; pageNo: number; pageSize: number },
) {
  const repo = messagesRepo(db);
  const { list, total } = await repo.page(reader.memberId, query.unread, query.pageNo, query.pageSize);
  return {
    list: list.map((row) => renderMessage(row, reader.lang, reader.merchant.gmtOffsetMinutes)),
    total,
    totalPages: Math.ceil(total / query.pageSize),
    unreadCount: await repo.unread(reader.memberId),
  };
}

/** Opens one message: marked read (reading it again changes nothing); another member's is not found. */
export async function readMessage(db: Db, reader: Reader, id: string) {
  const repo = messagesRepo(db);
  const row = await repo.markRead(reader.memberId, id);
  if (!row) throw new NotFoundError();
  return {
    message: renderMessage(row, reader.lang, reader.merchant.gmtOffsetMinutes),
    unreadCount: await repo.unread(reader.memberId),
  };
}

export async function readAllMessages(db: Db, memberId: string) {
  const repo = messagesRepo(db);
  const read = await repo.markAllRead(memberId);
  return { read, unreadCount: await repo.unread(memberId) };
}
