import type { ChatMessage, OpsChatThread } from '@arcadia/contracts';
import type { Db } from '../../platform/db/db.ts';
import { AppError, NotFoundError } from '../../platform/errors.ts';
import type { Kv } from '../../platform/kv/kv.ts';
import { listScope } from '../approvals/brand-scope.ts';
import type { OperatorContext } from '../ops/operator-context.ts';
import { opsRepo } from '../ops/ops.repo.ts';
import { type ChatOwner, chatRepo, type MessageRow, type ThreadRow } from './chat.repo.ts';

/** Messages a thread may send a minute, and an address an hour (visitors can make new browsers). */
export const CHAT_PER_THREAD_PER_MINUTE = 20;
export const CHAT_PER_IP_PER_HOUR = 120;

const ownerKey = (owner: ChatOwner) => ('memberId' in owner ? `m${owner.memberId}` : `c${owner.clientId}`);

const memberView = (row: MessageRow): ChatMessage => ({
  id: row.id,
  from: row.sender === 'member' ? 'me' : 'agent',
  text: row.body,
  time: new Date(row.createdAt).toISOString(),
});

/** The member's (or browser's) thread: its state and the messages after `after`. */
export async function readChat(db: Db, merchantId: number, owner: ChatOwner, after: string | null) {
  const repo = chatRepo(db);
  const thread = await repo.threadOf(merchantId, owner);
  if (!thread) return { state: 'none' as const, messages: [] };
  return { state: thread.state, messages: (await repo.messages(thread.id, after)).map(memberView) };
}

/** A message to customer service: opens (or reopens) the thread; limited per thread and per address. */
export async function sendChat(
  deps: { db: Db; kv: Kv },
  input: { merchantId: number; owner: ChatOwner; ip: string; text: string },
): Promise<ChatMessage> {
  const perThread = await deps.kv.incr(`chat:${input.merchantId}:${ownerKey(input.owner)}`, 60);
  const perIp = await deps.kv.incr(`chat-ip:${input.merchantId}:${input.ip}`, 3600);
  if (perThread > CHAT_PER_THREAD_PER_MINUTE || perIp > CHAT_PER_IP_PER_HOUR) throw new AppError('too-many-requests');
  return deps.db.tx(async (tx) => {
    const repo = chatRepo(tx);
    const threadId = await repo.openThread(input.merchantId, input.owner);
    return memberView(await repo.addMessage(threadId, 'member', input.text, null));
  });
}

const threadView = (row: ThreadRow): OpsChatThread => ({
  id: row.id,
  merchantCode: row.merchantCode,
  account: row.account,
  state: row.state,
  lastMessage: row.lastMessage,
  waiting: row.lastSender === 'member',
  lastMessageAt: new Date(row.lastMessageAt).toISOString(),
});

const opsMessageView = (row: MessageRow) => ({
  id: row.id,
  sender: row.sender,
  operator: row.operator,
  text: row.body,
  time: new Date(row.createdAt).toISOString(),
});

const PERMISSION = 'members.support';

export async function listThreads(
  db: Db,
  operator: OperatorContext,
  query: { merchant?: string; state?: string; pageNo: number; pageSize: number },
) {
  const scope = await listScope(db, operator, PERMISSION, query.merchant);
  const rows = await chatRepo(db).page({
    scope,
    state: query.state ?? null,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const total = Number(rows[0]?.total ?? 0);
  return { list: rows.map(threadView), total, totalPages: Math.ceil(total / query.pageSize) };
}

async function scopedThread(db: Db, operator: OperatorContext, id: string) {
  const row = await chatRepo(db).thread(id, operator.brandsWith(PERMISSION));
  if (!row) throw new NotFoundError();
  return row;
}

export async function readThread(db: Db, operator: OperatorContext, id: string) {
  const thread = await scopedThread(db, operator, id);
  const messages = await chatRepo(db).messages(id, null);
  return { thread: threadView(thread), messages: messages.map(opsMessageView) };
}

/** An operator's answer: stored in the thread (reopened if closed) and audited, in one transaction. */
export const answerThread = (db: Db, operator: OperatorContext, id: string, text: string) =>
  db.tx(async (tx) => {
    const thread = await scopedThread(tx, operator, id);
    const repo = chatRepo(tx);
    await repo.setState(id, 'open', true);
    const message = await repo.addMessage(id, 'operator', text, operator.id);
    await opsRepo(tx).audit(
      operator.id,
      'chat.answer',
      `chat:${id}`,
      { merchant: thread.merchantCode, text },
      thread.merchantId,
    );
    return opsMessageView(message);
  });

export const closeThread = (db: Db, operator: OperatorContext, id: string) =>
  db.tx(async (tx) => {
    const thread = await scopedThread(tx, operator, id);
    await chatRepo(tx).setState(id, 'closed', false);
    await opsRepo(tx).audit(
      operator.id,
      'chat.close',
      `chat:${id}`,
      { merchant: thread.merchantCode },
      thread.merchantId,
    );
    return threadView({ ...thread, state: 'closed' });
  });
